/**
 * Vocabulary of the built-in sample library, one entry per research domain (spec 3 §5's 13 domains), as a data file
 * (issue 13 §4): `vocabulary.json`, validated with `vocabularyFileSchema` when the module loads (a malformed file
 * stops the server at start-up and fails the library test, naming the field). The generator combines a topic,
 * population, setting, method and outcome of one domain into a study and writes its title, abstract and sections
 * from templates, so each text stays about one coherent study.
 *
 * Noun phrases are written to fit the templates: `topics` and `outcomes` are singular or mass nouns
 * ("minimum wage policy", "employment"), `populations` plural ("low-wage workers"), `settings` read after
 * "in" ("twelve European countries").
 */
import { z } from 'zod';
import { RESEARCH_DOMAINS, type ResearchDomain } from '../../../../shared/schemas/ai';
import vocabulary from './vocabulary.json';

export interface MethodEntry {
  /** Reads after "a"/"an": "difference-in-differences analysis". */
  name: string;
  /** Short form for titles: "Quasi-Experimental". */
  short: string;
  design: 'quantitative' | 'qualitative' | 'mixed' | 'review';
  /** What was analysed: "administrative payroll records". */
  data: string;
  /** What was counted: "firms", "participants". */
  unit: string;
  /** How many units such a study has: [min, max]. */
  n: readonly [number, number];
}

export interface DomainVocabulary {
  domain: ResearchDomain;
  /** OpenAlex-style field and subfield for the topics list. */
  field: string;
  subfield: string;
  /**
   * [topic, keyword, keyword, outcomes, populations]: the topic reads as a noun phrase; the outcomes and populations
   * are the ones a study of this topic would examine, so that a work's title, abstract and body agree.
   */
  topics: ReadonlyArray<readonly [string, string, string, readonly string[], readonly string[]]>;
  populations: readonly string[];
  settings: readonly string[];
  methods: readonly MethodEntry[];
  outcomes: readonly string[];
  frameworks: readonly string[];
  journals: readonly string[];
  /** Why the question matters, as a clause: "labour markets adjust slowly to policy shocks". */
  stakes: readonly string[];
}

/** A phrase on one line with single spaces and nothing around it. */
const phrase = z
  .string()
  .max(200)
  .regex(/^\S+(?: \S+)*$/, 'one line of text with single spaces');
const phrases = z.array(phrase).min(1);
const count = z.number().int().positive();

const methodSchema = z
  .object({
    name: phrase,
    short: phrase,
    design: z.enum(['quantitative', 'qualitative', 'mixed', 'review']),
    data: phrase,
    unit: phrase,
    n: z.tuple([count, count]).refine(([min, max]) => min <= max, 'a [min, max] range'),
  })
  .strict();

const domainSchema = z
  .object({
    domain: z.enum(RESEARCH_DOMAINS),
    field: phrase,
    subfield: phrase,
    topics: z.array(z.tuple([phrase, phrase, phrase, phrases, phrases])).min(1),
    populations: phrases,
    settings: phrases,
    methods: z.array(methodSchema).min(1),
    outcomes: phrases,
    frameworks: phrases,
    journals: phrases,
    stakes: phrases,
  })
  .strict();

export const vocabularyFileSchema = z
  .object({
    /** What the file holds and how its phrases are written (the file's documentation). */
    about: z.string().trim().min(1),
    /** One entry per research domain in RESEARCH_DOMAINS order: the generator numbers works by this index. */
    domains: z
      .array(domainSchema)
      .refine(
        (domains) =>
          domains.length === RESEARCH_DOMAINS.length &&
          domains.every((d, i) => d.domain === RESEARCH_DOMAINS[i]),
        'one entry per research domain, in RESEARCH_DOMAINS order',
      ),
    givenNames: phrases,
    familyNames: phrases,
  })
  .strict();

export interface Vocabulary {
  domains: readonly DomainVocabulary[];
  givenNames: string[];
  familyNames: string[];
}

/** Validates the vocabulary file (`file` names it in the error). */
export function loadVocabulary(data: unknown, file = 'vocabulary.json'): Vocabulary {
  const parsed = vocabularyFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `sample library ${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  const { domains, givenNames, familyNames } = parsed.data;
  return { domains, givenNames, familyNames };
}

const loaded = loadVocabulary(vocabulary);

export const VOCABULARY: readonly DomainVocabulary[] = loaded.domains;
export const GIVEN_NAMES: string[] = loaded.givenNames;
export const FAMILY_NAMES: string[] = loaded.familyNames;
