/**
 * The built-in syllabi as catalogue data (issue 13 §4): one JSON file per exam under `data/syllabi/`, each an `about`
 * note and its topics in study order, validated with `syllabusFileSchema` when the module loads (a malformed file stops
 * the server at start-up and fails the catalogue test, naming the file, topic and field). A topic's lesson text is
 * stored as a list of paragraphs and joined with blank lines, the form the tutor and the knowledge index split again.
 * Topic keys never change once published (progress and paths refer to them), even when an outline renumbers the
 * objective a topic teaches: the topic keeps its key and shows its current `objective`.
 */
import { z } from 'zod';
import { learnerLevelSchema } from '../../../../shared/schemas/ai';
import type { AVAILABLE_CERTIFICATION_IDS } from '../../../../shared/study/certifications';
import aPlusCore1 from './data/syllabi/comptia-a-plus-core1.json';
import aPlusCore2 from './data/syllabi/comptia-a-plus-core2.json';
import nclexRn from './data/syllabi/nclex-rn.json';
import type { CatalogueTopic } from './types';

/** Text on one line with single spaces and nothing around it, as lesson paragraphs and labels are written. */
const line = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^\S+(?: \S+)*$/, 'one line of text with single spaces');

const syllabusTopicSchema = z
  .object({
    key: z.string().regex(/^[A-Za-z0-9.-]+$/),
    section: line(200),
    objective: z
      .string()
      .regex(/^\d+(?:\.\d+)+$/)
      .nullable(),
    title: line(300),
    summary: line(1_000),
    level: learnerLevelSchema,
    estimatedMinutes: z.number().int().positive().max(600),
    tags: z.array(line(100)).min(1).max(20),
    sources: z
      .array(
        z
          .object({
            title: line(300),
            url: z
              .string()
              .regex(/^https:\/\/\S+$/, 'an https:// address')
              .optional(),
          })
          .strict(),
      )
      .min(1),
    /** The lesson, one paragraph per string. */
    content: z.array(line(5_000)).min(1),
  })
  .strict();

export const syllabusFileSchema = z
  .object({
    /** What the file covers and where its order comes from (the file's documentation; not shown to students). */
    about: z.string().trim().min(1),
    topics: z.array(syllabusTopicSchema).min(1),
  })
  .strict();

/** Validates one certification's syllabus files and joins their topics in file order (a key used twice is an error). */
export function loadSyllabus(files: Record<string, unknown>): CatalogueTopic[] {
  const topics: CatalogueTopic[] = [];
  const keys = new Set<string>();
  for (const [file, data] of Object.entries(files)) {
    const parsed = syllabusFileSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `catalogue syllabus file ${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
      );
    }
    for (const t of parsed.data.topics) {
      if (keys.has(t.key)) throw new Error(`catalogue syllabus topic ${t.key} appears twice (${file})`);
      keys.add(t.key);
      // Fields in the order of CatalogueTopic: the seed's checksum hashes them as JSON.
      topics.push({
        key: t.key,
        section: t.section,
        objective: t.objective,
        title: t.title,
        summary: t.summary,
        content: t.content.join('\n\n'),
        level: t.level,
        estimatedMinutes: t.estimatedMinutes,
        tags: t.tags,
        sources: t.sources,
      });
    }
  }
  return topics;
}

/** The syllabus files of each certification with built-in lessons, in study order. */
const FILES: Record<(typeof AVAILABLE_CERTIFICATION_IDS)[number], Record<string, unknown>> = {
  'comptia-a-plus': {
    'comptia-a-plus-core1.json': aPlusCore1,
    'comptia-a-plus-core2.json': aPlusCore2,
  },
  'nclex-rn': { 'nclex-rn.json': nclexRn },
};

/** Built-in syllabus (with lesson text) per certification that has one, in study order. */
export const BUILT_IN_SYLLABI: Readonly<
  Record<(typeof AVAILABLE_CERTIFICATION_IDS)[number], readonly CatalogueTopic[]>
> = {
  'comptia-a-plus': loadSyllabus(FILES['comptia-a-plus']),
  'nclex-rn': loadSyllabus(FILES['nclex-rn']),
};
