/**
 * The sample library's works, generated reproducibly: each work is one study (topic, population, setting,
 * method, outcome and finding of one domain) written out as a title, an abstract and the sections of a paper.
 * The same version always gives the same works, word for word.
 */
import { RESEARCH_DOMAINS } from '../../../../shared/schemas/ai';
import { FAMILY_NAMES, GIVEN_NAMES, VOCABULARY, type DomainVocabulary, type MethodEntry } from './vocabulary';

/** Bump when the generated text changes: rows and PDFs of older versions are regenerated. */
export const SAMPLE_LIBRARY_VERSION = 2;
/** Ten works per topic (each its own outcome, population, setting or method), so a topic has a literature. */
export const WORKS_PER_DOMAIN = 80;
export const SAMPLE_LIBRARY_SIZE = VOCABULARY.length * WORKS_PER_DOMAIN;

export interface SampleSection {
  heading: string;
  paragraphs: string[];
}

export interface SampleWork {
  id: string;
  domain: DomainVocabulary['domain'];
  title: string;
  authors: string[];
  publicationYear: number;
  publicationDate: string;
  sourceName: string;
  volume: number;
  issue: number;
  doi: string;
  citedByCount: number;
  type: 'article' | 'review' | 'preprint';
  language: string;
  isOa: boolean;
  hasPdf: boolean;
  isRetracted: boolean;
  keywords: string[];
  topics: Array<{ id: string; display_name: string; score: number }>;
  abstract: string;
  sections: SampleSection[];
  references: string[];
}

// ───────────────────────────── helpers ─────────────────────────────

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so every work reads the same on every machine. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    /** k distinct items, in list order. */
    some: <T>(list: readonly T[], k: number): T[] => {
      const idx = list.map((_, i) => i);
      for (let i = idx.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
      }
      return idx
        .slice(0, Math.min(k, list.length))
        .sort((x, y) => x - y)
        .map((i) => list[i] as T);
    },
  };
}
type Rng = ReturnType<typeof rng>;

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const SMALL = new Set([
  'a',
  'among',
  'an',
  'and',
  'as',
  'at',
  'by',
  'during',
  'for',
  'from',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'vs',
]);
function titleCase(s: string): string {
  return s
    .split(' ')
    .map((w, i) =>
      i > 0 && SMALL.has(w)
        ? w
        : w.replace(/^([a-z])/, (m) => m.toUpperCase()).replace(/-([a-z])/g, (m) => m.toUpperCase()),
    )
    .join(' ');
}
const article = (s: string) => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);

// ───────────────────────────── the study behind a work ─────────────────────────────

/**
 * What a work reports, in words only: sample papers state no estimates, intervals, p-values or percentages (a
 * student could cite them), and no direction of an effect that could be wrong for the topic.
 */
type Pattern = 'subgroup' | 'context' | 'mixed' | 'time';

interface Study {
  v: DomainVocabulary;
  topic: string;
  kw1: string;
  kw2: string;
  population: string;
  setting: string;
  otherSetting: string;
  method: MethodEntry;
  otherMethod: MethodEntry;
  outcome: string;
  outcome2: string;
  framework: string;
  stake: string;
  pattern: Pattern;
  subgroup: string;
  startYear: number;
  endYear: number;
}

const SUBGROUPS = [
  'different income groups',
  'urban and rural areas',
  'groups with more and less prior experience',
];
const CONFOUNDERS = [
  'selection effects that earlier designs could not rule out',
  'differences in local conditions',
  'measurement error in self-reported data',
  'changes in reporting practices over time',
];
const MEASURES = [
  'a validated composite index',
  'administrative indicators',
  'standardised instruments',
  'official statistics collected annually',
];
const ROBUSTNESS = [
  'alternative comparison groups',
  'excluding the largest units',
  'a shorter observation window',
  'different definitions of the outcome',
];

/** Works per topic: each takes the next outcome and population of its topic. */
const topicsOf = (v: DomainVocabulary) => v.topics.length;

function buildStudy(v: DomainVocabulary, d: number, j: number, r: Rng): Study {
  const t = j % topicsOf(v);
  const k = Math.floor(j / topicsOf(v));
  const [topic, kw1, kw2, outcomes, populations] = v.topics[t]!;
  const method = v.methods[(j + k + d) % v.methods.length] as MethodEntry;
  const otherMethod = v.methods[(v.methods.indexOf(method) + 1) % v.methods.length] as MethodEntry;
  const setting = v.settings[(j * 2 + d) % v.settings.length] as string;
  const patterns: Pattern[] = ['subgroup', 'context', 'mixed', 'time'];
  const endYear = 2000 + r.int(8, 23);
  return {
    v,
    topic,
    kw1,
    kw2,
    population: populations[k % populations.length] as string,
    setting,
    otherSetting: v.settings[(v.settings.indexOf(setting) + 2) % v.settings.length] as string,
    method,
    otherMethod,
    outcome: outcomes[k % outcomes.length] as string,
    outcome2: outcomes[(k + 1) % outcomes.length] as string,
    framework: v.frameworks[j % v.frameworks.length] as string,
    stake: r.pick(v.stakes),
    pattern: patterns[(j * 3 + d + k) % patterns.length] as Pattern,
    subgroup: r.pick(SUBGROUPS),
    startYear: endYear - r.int(4, 14),
    endYear,
  };
}

/** The finding as a clause after "we find that": how the relationship varied, never a number or a direction. */
function findingClause(s: Study): string {
  switch (s.pattern) {
    case 'subgroup':
      return `the relationship between ${s.topic} and ${s.outcome} differed markedly between ${s.subgroup}`;
    case 'context':
      return `the relationship between ${s.topic} and ${s.outcome} depended on local conditions in ${s.setting}`;
    case 'mixed':
      return `the evidence on ${s.topic} and ${s.outcome} is mixed: some ${s.population} reported changes and others reported none`;
    case 'time':
      return `the relationship between ${s.topic} and ${s.outcome} changed over the period studied`;
  }
}

function implication(s: Study): string {
  switch (s.pattern) {
    case 'subgroup':
      return `decisions about ${s.topic} should consider who is affected, because ${s.outcome} may respond differently across ${s.subgroup}`;
    case 'context':
      return `results on ${s.topic} and ${s.outcome} from one setting should not be assumed to hold for ${s.population} elsewhere`;
    case 'mixed':
      return `expectations that ${s.topic} alone will change ${s.outcome} should be treated with caution, and complementary measures deserve attention`;
    case 'time':
      return `studies of ${s.topic} and ${s.outcome} should follow ${s.population} over longer periods`;
  }
}

// ───────────────────────────── sections ─────────────────────────────

function titleOf(s: Study, j: number): string {
  const short = s.method.short;
  let raw: string;
  if (s.method.design === 'review')
    raw = `${s.topic} and ${s.outcome} among ${s.population}: ${cap(article(short))} of the Evidence`;
  else {
    switch (j % 5) {
      case 0:
        raw = `${s.topic} and ${s.outcome} among ${s.population}: Evidence from ${s.setting}`;
        break;
      case 1:
        raw = `Does ${s.topic} Affect ${s.outcome}? ${short} Evidence on ${s.population} in ${s.setting}`;
        break;
      case 2:
        raw = `${s.topic} and ${s.outcome} among ${s.population} in ${s.setting}: ${cap(article(short))} Study`;
        break;
      case 3:
        raw = `${s.topic} and ${s.outcome}: ${cap(article(short))} Study of ${s.population}`;
        break;
      default:
        raw = `Rethinking ${s.topic}: ${s.outcome} and ${s.outcome2} among ${s.population}`;
    }
  }
  return titleCase(cap(raw));
}

function abstractOf(s: Study): string {
  const lines = [
    `${cap(s.topic)} has become a central question for ${s.population} in ${s.setting}, because ${s.stake}.`,
    `This study examines how ${s.topic} relates to ${s.outcome} among ${s.population}.`,
    s.method.design === 'review'
      ? `We conducted ${article(s.method.name)} of ${s.method.data} on ${s.topic} and ${s.outcome}.`
      : `Drawing on ${s.method.data}, we used ${article(s.method.name)} to study ${s.population} between ${s.startYear} and ${s.endYear}.`,
    `We find that ${findingClause(s)}.`,
    `We also examined ${s.outcome2} as a secondary outcome.`,
    `The findings suggest that ${implication(s)}.`,
  ];
  return lines.join(' ');
}

function introduction(s: Study, r: Rng): string[] {
  return [
    [
      `${cap(s.stake)}. Against this background, ${s.topic} has attracted growing attention from researchers and decision makers alike.`,
      `Debates about ${s.kw2} often assume that ${s.topic} changes ${s.outcome}, yet how and for whom this happens remains contested.`,
      `Existing studies of ${s.kw1} have mostly focused on ${s.otherSetting}, and evidence for ${s.population} in ${s.setting} remains limited.`,
    ].join(' '),
    [
      `This article asks two questions. First, how is ${s.topic} related to ${s.outcome} among ${s.population}? Second, does the relationship differ across groups and over time?`,
      `We address these questions with ${article(s.method.name)} drawing on ${s.method.data}.`,
      r.next() < 0.5
        ? `Our contribution is to bring new evidence to a debate that has relied on a small number of influential cases.`
        : `Our contribution is to examine ${s.outcome} and ${s.outcome2} together, rather than in isolation.`,
    ].join(' '),
    `The article proceeds as follows. Section 2 reviews prior work and the theoretical framework, Section 3 describes the data and methods, Section 4 presents the results, Section 5 discusses their implications and Section 6 concludes.`,
  ];
}

function background(s: Study, r: Rng): string[] {
  const confounder = r.pick(CONFOUNDERS);
  const expectation =
    s.method.design === 'quantitative'
      ? `Building on ${s.framework}, we expect ${s.topic} to be related to ${s.outcome} (Hypothesis 1), and we expect this relationship to differ across ${s.subgroup} (Hypothesis 2).`
      : `Following ${s.framework}, we treat these expectations as sensitising concepts that guide the analysis rather than as hypotheses to be tested.`;
  return [
    [
      `Research on ${s.kw1} draws heavily on ${s.framework}, which explains outcomes through the incentives, resources and relationships of the people involved.`,
      `Early studies linked ${s.topic} to ${s.outcome}, although most of them relied on cross-sectional comparisons.`,
      `More recent work using ${article(s.otherMethod.name)} has questioned these findings, pointing to ${confounder}.`,
    ].join(' '),
    [
      `A second strand of research links ${s.kw2} to ${s.outcome2}.`,
      `Studies in this tradition emphasise that the same intervention can work differently for ${s.population} than for others, because access, information and constraints differ.`,
      expectation,
    ].join(' '),
  ];
}

function methods(s: Study, r: Rng): string[] {
  const m = s.method;
  const first = [
    m.design === 'review'
      ? `We conducted ${article(m.name)} of research on ${s.topic} in ${s.setting} and comparable contexts.`
      : `We conducted ${article(m.name)} of ${s.topic} among ${s.population} in ${s.setting}.`,
    m.design === 'review'
      ? `We searched bibliographic databases for ${m.data}, screened the records by title and abstract, and included the ${m.unit} that met our criteria.`
      : `The data consist of ${m.data}, covering ${m.unit} between ${s.startYear} and ${s.endYear}.`,
    `${cap(s.outcome)} was measured using ${r.pick(MEASURES)}, and ${s.outcome2} was recorded as a secondary outcome.`,
  ].join(' ');
  let second: string;
  if (m.design === 'quantitative') {
    second = `We estimated regression models that control for age, sex, income and regional characteristics, with standard errors clustered at the level of ${m.unit}. Missing values were handled by multiple imputation.`;
  } else if (m.design === 'qualitative') {
    second = `Interviews and observations were recorded with consent, transcribed and coded thematically by two researchers. We moved back and forth between the material and ${s.framework}, and we continued data collection until no new themes emerged.`;
  } else if (m.design === 'review') {
    second = `Two reviewers extracted data independently and assessed the risk of bias of each study; disagreements were resolved by discussion. Where studies reported comparable outcomes, we compared their findings in a structured synthesis.`;
  } else {
    second = `The quantitative strand used regression models with standard controls, and the qualitative strand used thematic coding of the interview material. We integrated the two strands when interpreting the results.`;
  }
  const ethics =
    m.design === 'review' || s.v.domain === 'History'
      ? `All sources analysed in this study are publicly available.`
      : `The study was approved by the relevant research ethics committee, and all participants gave informed consent.`;
  return [first, second, ethics];
}

function results(s: Study, r: Rng): string[] {
  const m = s.method;
  if (m.design === 'qualitative') {
    return [
      `Three themes emerged from the analysis.`,
      `The first theme concerns ${s.kw1}. Participants described ${s.topic} as shaping their everyday decisions, often in ways that formal rules did not anticipate.`,
      `The second theme links ${s.kw2} to ${s.outcome}. Some ${s.population} described changes in ${s.outcome} once ${s.topic} became routine, while others saw little change.`,
      `The third theme concerns unequal access. Experiences differed most across ${s.subgroup}, who described both the largest benefits and the largest obstacles.`,
    ];
  }
  const first =
    m.design === 'review'
      ? `The included ${m.unit} came from several countries and used a range of designs; most were observational, and several were judged to be at high risk of bias.`
      : `The sample covers ${m.unit} observed across the study period in ${s.setting}.`;
  return [
    first,
    `In the main analysis, ${findingClause(s)}. The analysis of ${s.outcome2} showed a similar pattern.`,
    `These results held when using ${r.pick(ROBUSTNESS)} and ${r.pick(ROBUSTNESS.filter((x) => x !== ROBUSTNESS[0]))}.`,
  ];
}

function discussion(s: Study, r: Rng): string[] {
  const mechanism =
    s.pattern === 'mixed'
      ? `One explanation is that the effects of ${s.topic} are offset by adjustments elsewhere, so that ${s.outcome} changes little on average.`
      : `One explanation is that ${s.topic} changes the resources and incentives of ${s.population}, which in turn shapes ${s.outcome}.`;
  return [
    [
      `This study examined the relationship between ${s.topic} and ${s.outcome} among ${s.population} in ${s.setting}. We found that ${findingClause(s)}.`,
      `These results add to earlier work on ${s.kw1} and qualify the expectations of ${s.framework}.`,
      mechanism,
    ].join(' '),
    [
      `The study has limitations. ${s.method.design === 'qualitative' ? 'The findings come from a purposive sample and may not generalise to other settings.' : 'Although the design addresses several sources of bias, unobserved differences between groups cannot be ruled out.'}`,
      `${r.next() < 0.5 ? `The period studied ends in ${s.endYear}, and more recent changes are not captured.` : `Measures of ${s.outcome} rely on ${r.pick(MEASURES)}, which may miss some aspects of the concept.`}`,
      `Future research should test whether the findings hold in ${s.otherSetting} and follow ${s.population} over a longer period.`,
    ].join(' '),
  ];
}

function conclusion(s: Study): string[] {
  return [
    [
      `${cap(s.topic)} matters for ${s.outcome} among ${s.population}, but its effects depend on context and on who is affected.`,
      `For policy and practice, the findings imply that ${implication(s)}.`,
      `Better data on ${s.kw2} would allow stronger conclusions.`,
    ].join(' '),
  ];
}

function authorName(r: Rng): string {
  return `${r.pick(GIVEN_NAMES)} ${r.pick(FAMILY_NAMES)}`;
}

function references(s: Study, r: Rng, year: number): string[] {
  const count = r.int(7, 11);
  const refs: string[] = [];
  for (let i = 0; i < count; i++) {
    const a1 = `${r.pick(FAMILY_NAMES)}, ${r.pick(GIVEN_NAMES)[0]}.`;
    const a2 = `${r.pick(FAMILY_NAMES)}, ${r.pick(GIVEN_NAMES)[0]}.`;
    const [topic, , , outcomes] = r.pick(s.v.topics);
    const outcome = r.pick(outcomes);
    const refTitle = cap(
      r.pick([
        `${topic} and ${outcome}`,
        `Revisiting ${topic}`,
        `${outcome} in ${r.pick(s.v.settings)}`,
        `What drives ${outcome}?`,
      ]),
    );
    const refYear = Math.max(1990, year - r.int(1, 18));
    const volume = r.int(3, 60);
    const first = r.int(1, 400);
    refs.push(
      `${a1}, & ${a2} (${refYear}). ${refTitle}. ${r.pick(s.v.journals)}, ${volume}(${r.int(1, 6)}), ${first}-${first + r.int(8, 30)}.`,
    );
  }
  return refs.sort();
}

// ───────────────────────────── works ─────────────────────────────

export function sampleWorkId(domainIndex: number, j: number): string {
  return `SL${String(domainIndex * 100 + j + 1).padStart(5, '0')}`;
}

const OTHER_LANGUAGES = ['es', 'fr', 'de'];

/** The j-th work (0-based) of the domain at `domainIndex` (RESEARCH_DOMAINS order). */
export function generateSampleWork(domainIndex: number, j: number): SampleWork {
  const v = VOCABULARY[domainIndex];
  if (!v) throw new Error(`no domain ${domainIndex}`);
  const id = sampleWorkId(domainIndex, j);
  const r = rng(hashString(`${id}:v${SAMPLE_LIBRARY_VERSION}`));
  const s = buildStudy(v, domainIndex, j, r);
  const year = Math.min(2025, s.endYear + r.int(1, 2));
  const month = r.int(1, 12);
  const day = r.int(1, 28);
  const age = 2026 - year;
  const heavy = j % 9 === 4;
  const citedByCount = Math.floor(
    (heavy ? 800 + r.next() * 2600 : r.next() ** 2 * 70) * Math.max(1, age / 2),
  );
  const authorCount = r.int(1, 5);
  const authors: string[] = [];
  while (authors.length < authorCount) {
    const name = authorName(r);
    if (!authors.includes(name)) authors.push(name);
  }
  const sections: SampleSection[] = [
    { heading: '1. Introduction', paragraphs: introduction(s, r) },
    { heading: r.next() < 0.5 ? '2. Background' : '2. Literature Review', paragraphs: background(s, r) },
    {
      heading:
        s.method.design === 'review' ? '3. Methods' : r.next() < 0.5 ? '3. Data and Methods' : '3. Methods',
      paragraphs: methods(s, r),
    },
    { heading: s.method.design === 'qualitative' ? '4. Findings' : '4. Results', paragraphs: results(s, r) },
    { heading: '5. Discussion', paragraphs: discussion(s, r) },
    { heading: '6. Conclusion', paragraphs: conclusion(s) },
  ];
  const type: SampleWork['type'] =
    s.method.design === 'review' ? 'review' : j % 11 === 5 ? 'preprint' : 'article';
  return {
    id,
    domain: v.domain,
    title: titleOf(s, j),
    authors,
    publicationYear: year,
    publicationDate: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    sourceName:
      type === 'preprint' ? 'Smarty Preprint Archive' : (v.journals[j % v.journals.length] as string),
    volume: r.int(1, 48),
    issue: r.int(1, 12),
    doi: `10.5555/smarty-sample.${id.toLowerCase()}`,
    citedByCount,
    type,
    // A few works per domain differ, so every filter has something to exclude.
    language: j === 20 && domainIndex % 2 === 0 ? (OTHER_LANGUAGES[domainIndex % 3] as string) : 'en',
    isOa: j !== 22,
    hasPdf: j !== 21 && j !== 22,
    isRetracted: j === 23 && domainIndex % 3 === 0,
    keywords: [s.kw1, s.kw2, s.outcome],
    topics: [
      {
        id: `https://openalex.org/T${90000 + domainIndex * 100 + (j % v.topics.length)}`,
        display_name: titleCase(s.topic),
        score: 0.99,
      },
      { id: `https://openalex.org/T${91000 + domainIndex * 10}`, display_name: v.subfield, score: 0.87 },
      { id: `https://openalex.org/T${92000 + domainIndex * 10}`, display_name: v.domain, score: 0.74 },
      {
        id: `https://openalex.org/T${93000 + (hashString(s.outcome) % 100_000)}`,
        display_name: titleCase(s.outcome),
        score: 0.61,
      },
    ],
    abstract: abstractOf(s),
    sections,
    references: references(s, r, year),
  };
}

let cache: SampleWork[] | undefined;

/** Every work of the library, in id order (generated once per process; about 300 works). */
export function allSampleWorks(): SampleWork[] {
  if (!cache) {
    const list: SampleWork[] = [];
    VOCABULARY.forEach((v, d) => {
      if (RESEARCH_DOMAINS[d] !== v.domain)
        throw new Error(`vocabulary order differs from RESEARCH_DOMAINS at ${v.domain}`);
      for (let j = 0; j < WORKS_PER_DOMAIN; j++) list.push(generateSampleWork(d, j));
    });
    cache = list;
  }
  return cache;
}

/** Printed on the first page of every sample PDF, under the authors. */
export const SAMPLE_NOTICE =
  "Sample paper for trying Smarty: this text was generated for the product's sample library. It is not a real publication and reports no real data or findings; do not cite it.";
/** Printed under the heading References of every sample PDF. */
export const REFERENCES_NOTE =
  'Illustrative references of a sample paper: they do not refer to real publications.';

/** The body text searched with the lowest weight (sections and references, as in the PDF). */
export function bodyText(work: SampleWork): string {
  return [
    SAMPLE_NOTICE,
    ...work.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    'References',
    REFERENCES_NOTE,
    ...work.references,
  ].join('\n');
}
