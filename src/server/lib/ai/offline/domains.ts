/**
 * The 13 research domains of spec 3 §5: name normalisation through a synonym map, and offline
 * classification of an essay's prompt/thesis/ideas by keyword lists.
 */
import { RESEARCH_DOMAINS, type ResearchDomain } from '../../../../shared/schemas/ai';
import { nounPhrases } from '../../nlp/phrases';
import { withoutInstructions } from './instructions';
import { extractKeyphrases, type Keyphrase } from './keywords';
import { GENERIC_WORDS, stem, words } from './text';

/** Names (lower-case) that mean a domain; compared whole, then as contained words (longest first). */
const DOMAIN_SYNONYMS: Record<ResearchDomain, readonly string[]> = {
  'Policy and Governance': [
    'policy',
    'public policy',
    'governance',
    'government',
    'public administration',
    'law',
    'law and policy',
    'legal studies',
    'regulation',
    'public affairs',
    'health policy',
    'education policy',
    'policy studies',
    'administration',
    'urban planning',
    'criminal justice',
    'jurisprudence',
  ],
  'Political Science': [
    'political science',
    'politics',
    'political',
    'elections',
    'democracy',
    'political theory',
    'government and politics',
    'comparative politics',
    'public opinion',
  ],
  'International Relations': [
    'international relations',
    'international affairs',
    'global affairs',
    'foreign policy',
    'geopolitics',
    'diplomacy',
    'global studies',
    'security studies',
    'international security',
    'international politics',
    'peace and conflict studies',
    'development studies',
  ],
  'Business and Industry': [
    'business',
    'industry',
    'management',
    'marketing',
    'finance',
    'accounting',
    'entrepreneurship',
    'commerce',
    'business administration',
    'organizational behavior',
    'organisational behaviour',
    'supply chain',
    'human resources',
    'corporate',
    'hospitality',
    'tourism',
  ],
  Economics: [
    'economics',
    'economy',
    'economic',
    'macroeconomics',
    'microeconomics',
    'econometrics',
    'development economics',
    'labor economics',
    'labour economics',
    'public finance',
    'trade',
    'monetary policy',
  ],
  'Science and Technology': [
    'science and technology',
    'science',
    'technology',
    'computer science',
    'engineering',
    'information technology',
    'artificial intelligence',
    'ai',
    'computing',
    'physics',
    'chemistry',
    'biology',
    'mathematics',
    'data science',
    'stem',
    'biotechnology',
    'materials science',
    'astronomy',
    'robotics',
    'cybersecurity',
    'bioinformatics',
  ],
  Education: [
    'education',
    'educational',
    'teaching',
    'learning',
    'pedagogy',
    'schooling',
    'higher education',
    'curriculum',
    'educational research',
    'teacher education',
    'literacy',
  ],
  'Health and Medicine': [
    'health and medicine',
    'health',
    'medicine',
    'medical',
    'healthcare',
    'health care',
    'nursing',
    'public health',
    'clinical',
    'clinical medicine',
    'epidemiology',
    'pharmacology',
    'psychiatry',
    'mental health',
    'nutrition',
    'health sciences',
    'medical sciences',
    'biomedical',
    'biomedicine',
    'dentistry',
    'oncology',
    'pediatrics',
    'paediatrics',
    'global health',
    'life sciences',
    'kinesiology',
  ],
  'Environmental Science': [
    'environmental science',
    'environment',
    'environmental',
    'ecology',
    'climate',
    'climate science',
    'climate change',
    'sustainability',
    'earth science',
    'earth sciences',
    'conservation',
    'environmental studies',
    'geography',
    'oceanography',
    'agriculture',
    'energy',
  ],
  'Social Sciences': [
    'social sciences',
    'social science',
    'sociology',
    'psychology',
    'social work',
    'anthropology',
    'demography',
    'criminology',
    'social policy',
    'gender studies',
    'communication',
    'communications',
    'social psychology',
    'behavioral science',
    'behavioural science',
    'linguistics',
  ],
  'Cultural Studies': [
    'cultural studies',
    'culture',
    'arts',
    'art',
    'literature',
    'media studies',
    'media',
    'film studies',
    'humanities',
    'music',
    'language and literature',
    'art history',
    'religious studies',
    'religion',
    'theatre',
    'theater',
    'journalism',
    'popular culture',
  ],
  'Ethics and Philosophy': [
    'ethics and philosophy',
    'ethics',
    'philosophy',
    'moral philosophy',
    'bioethics',
    'applied ethics',
    'morality',
    'theology',
    'logic',
    'epistemology',
    'metaphysics',
  ],
  History: [
    'history',
    'historical',
    'historiography',
    'ancient history',
    'modern history',
    'military history',
    'economic history',
    'archaeology',
    'classics',
    'heritage',
  ],
};

const CANONICAL = new Map<string, ResearchDomain>(RESEARCH_DOMAINS.map((d) => [d.toLowerCase(), d]));
const SYNONYM_EXACT = new Map<string, ResearchDomain>();
for (const d of RESEARCH_DOMAINS) {
  for (const s of DOMAIN_SYNONYMS[d]) if (!SYNONYM_EXACT.has(s)) SYNONYM_EXACT.set(s, d);
}
const SYNONYMS_BY_LENGTH = [...SYNONYM_EXACT.entries()].sort((a, b) => b[0].length - a[0].length);

/**
 * Normalises a domain name (case-insensitive, trimmed) into one of the 13 research domains via the
 * synonym map; an unknown name stays as given (trimmed).
 */
export function normalizeDomainName(name: string): string {
  const trimmed = name.trim();
  const key = trimmed.toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');
  const canon = CANONICAL.get(key) ?? SYNONYM_EXACT.get(key);
  if (canon) return canon;
  const padded = ` ${key.replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ')} `;
  for (const [syn, domain] of SYNONYMS_BY_LENGTH) {
    if (syn.length > 2 && padded.includes(` ${syn} `)) return domain;
  }
  return trimmed;
}

export function isResearchDomain(name: string): name is ResearchDomain {
  return (RESEARCH_DOMAINS as readonly string[]).includes(name);
}

/**
 * Topic vocabulary per domain used to classify essay text. Multi-word entries count double.
 * Words shared by several domains (e.g. "policy") are listed where they discriminate best.
 */
const DOMAIN_VOCABULARY: Record<ResearchDomain, readonly string[]> = {
  'Policy and Governance': [
    'policy',
    'policies',
    'policymaker',
    'governance',
    'government',
    'regulation',
    'regulatory',
    'legislation',
    'law',
    'laws',
    'legal',
    'public sector',
    'public administration',
    'bureaucracy',
    'state',
    'municipal',
    'federal',
    'mandate',
    'ban',
    'tax',
    'taxation',
    'subsidy',
    'welfare',
    'public services',
    'accountability',
    'reform',
    'court',
    'courts',
    'rights',
    'enforcement',
    'compliance',
    'privacy',
    'surveillance',
    'censorship',
    'statute',
    'funding',
    'budget',
    'public policy',
    'minimum wage',
    'gun control',
    'immigration policy',
    'criminal justice',
    'police',
    'policing',
    'prison',
    'incarceration',
  ],
  'Political Science': [
    'politics',
    'political',
    'election',
    'elections',
    'voting',
    'voter',
    'voters',
    'democracy',
    'democratic',
    'authoritarian',
    'parliament',
    'congress',
    'party',
    'parties',
    'campaign',
    'populism',
    'ideology',
    'partisan',
    'polarization',
    'polarisation',
    'citizenship',
    'constitution',
    'electoral',
    'representation',
    'referendum',
    'president',
    'presidential',
    'political participation',
    'civic',
    'lobbying',
    'propaganda',
    'protest',
    'activism',
  ],
  'International Relations': [
    'international',
    'global',
    'globalization',
    'globalisation',
    'foreign policy',
    'diplomacy',
    'diplomatic',
    'united nations',
    'treaty',
    'treaties',
    'sanctions',
    'war',
    'wars',
    'conflict',
    'military',
    'security',
    'terrorism',
    'nuclear',
    'refugee',
    'refugees',
    'migration',
    'sovereignty',
    'alliance',
    'nato',
    'geopolitical',
    'humanitarian',
    'peacekeeping',
    'border',
    'borders',
    'foreign aid',
    'developing countries',
    'european union',
    'trade war',
    'cold war',
    'nations',
    'countries',
  ],
  'Business and Industry': [
    'business',
    'businesses',
    'company',
    'companies',
    'firm',
    'firms',
    'corporate',
    'corporation',
    'industry',
    'industries',
    'management',
    'manager',
    'managers',
    'marketing',
    'brand',
    'consumer',
    'consumers',
    'customer',
    'customers',
    'entrepreneur',
    'entrepreneurship',
    'startup',
    'startups',
    'employee',
    'employees',
    'workplace',
    'leadership',
    'organizational',
    'organisational',
    'supply chain',
    'retail',
    'profit',
    'revenue',
    'strategy',
    'competition',
    'competitive',
    'advertising',
    'e-commerce',
    'manufacturing',
    'remote work',
    'human resources',
    'productivity',
    'stakeholder',
    'shareholders',
    'corporate social responsibility',
    'innovation',
  ],
  Economics: [
    'economy',
    'economic',
    'economics',
    'inflation',
    'unemployment',
    'employment',
    'wage',
    'wages',
    'income',
    'inequality',
    'poverty',
    'gdp',
    'growth',
    'market',
    'markets',
    'price',
    'prices',
    'trade',
    'tariff',
    'tariffs',
    'fiscal',
    'monetary',
    'interest rates',
    'recession',
    'debt',
    'investment',
    'labor market',
    'labour market',
    'cost',
    'costs',
    'financial',
    'finance',
    'banking',
    'bank',
    'banks',
    'cryptocurrency',
    'housing market',
    'minimum wage',
    'universal basic income',
    'capitalism',
    'austerity',
    'welfare state',
    'productivity',
  ],
  'Science and Technology': [
    'technology',
    'technologies',
    'technological',
    'science',
    'scientific',
    'artificial intelligence',
    'ai',
    'machine learning',
    'algorithm',
    'algorithms',
    'computer',
    'computers',
    'computing',
    'software',
    'internet',
    'digital',
    'data',
    'robot',
    'robots',
    'robotics',
    'automation',
    'engineering',
    'genetic',
    'genetics',
    'gene',
    'genome',
    'crispr',
    'biotechnology',
    'physics',
    'chemistry',
    'biology',
    'space',
    'nasa',
    'social media',
    'smartphone',
    'smartphones',
    'online',
    'cybersecurity',
    'blockchain',
    'innovation',
    'research and development',
    'quantum',
    'neural',
    'network',
    'networks',
    'chatgpt',
    'large language models',
    'video games',
    'virtual reality',
    'nanotechnology',
    'semiconductor',
    'electric vehicles',
    'self-driving',
    'autonomous vehicles',
    'experiment',
  ],
  Education: [
    'education',
    'educational',
    'school',
    'schools',
    'student',
    'students',
    'teacher',
    'teachers',
    'teaching',
    'learning',
    'learners',
    'classroom',
    'classrooms',
    'curriculum',
    'university',
    'universities',
    'college',
    'colleges',
    'pedagogy',
    'literacy',
    'homework',
    'standardized testing',
    'standardised testing',
    'exams',
    'academic achievement',
    'academic performance',
    'tuition',
    'higher education',
    'online learning',
    'distance learning',
    'early childhood',
    'kindergarten',
    'school choice',
    'special education',
    'grades',
    'graduation',
    'dropout',
    'instruction',
    'instructional',
    'e-learning',
    'student loans',
    'nursing education',
  ],
  'Health and Medicine': [
    'health',
    'healthcare',
    'health care',
    'medicine',
    'medical',
    'medication',
    'medications',
    'nurse',
    'nurses',
    'nursing',
    'patient',
    'patients',
    'hospital',
    'hospitals',
    'clinical',
    'clinic',
    'clinician',
    'clinicians',
    'physician',
    'physicians',
    'doctor',
    'doctors',
    'disease',
    'diseases',
    'illness',
    'treatment',
    'therapy',
    'therapies',
    'diagnosis',
    'symptoms',
    'mental health',
    'depression',
    'anxiety',
    'vaccine',
    'vaccines',
    'vaccination',
    'pandemic',
    'epidemic',
    'covid',
    'covid-19',
    'virus',
    'infection',
    'infections',
    'cancer',
    'diabetes',
    'obesity',
    'nutrition',
    'diet',
    'exercise',
    'public health',
    'mortality',
    'morbidity',
    'surgery',
    'surgical',
    'drug',
    'drugs',
    'pharmaceutical',
    'opioid',
    'addiction',
    'dementia',
    'alzheimer',
    'pregnancy',
    'maternal',
    'neonatal',
    'pediatric',
    'paediatric',
    'elderly',
    'aging',
    'ageing',
    'wellbeing',
    'well-being',
    'health outcomes',
    'patient outcomes',
    'patient safety',
    'care',
    'caregiver',
    'caregivers',
    'burnout',
    'staffing',
    'intensive care',
    'acute care',
    'primary care',
    'emergency department',
    'sleep',
    'smoking',
    'alcohol',
    'sugary drinks',
    'hypertension',
    'stroke',
    'heart disease',
    'antibiotic',
    'antibiotics',
  ],
  'Environmental Science': [
    'environment',
    'environmental',
    'climate',
    'climate change',
    'global warming',
    'emissions',
    'carbon',
    'carbon dioxide',
    'greenhouse',
    'pollution',
    'air pollution',
    'plastic',
    'plastics',
    'recycling',
    'waste',
    'renewable',
    'renewable energy',
    'solar',
    'wind power',
    'fossil fuels',
    'biodiversity',
    'ecosystem',
    'ecosystems',
    'species',
    'extinction',
    'deforestation',
    'forest',
    'forests',
    'ocean',
    'oceans',
    'water',
    'drought',
    'sustainability',
    'sustainable',
    'conservation',
    'wildlife',
    'agriculture',
    'farming',
    'pesticides',
    'energy',
    'green',
    'ecology',
    'ecological',
    'habitat',
    'urban heat',
    'sea level',
    'wildfires',
  ],
  'Social Sciences': [
    'social',
    'society',
    'societies',
    'community',
    'communities',
    'psychology',
    'psychological',
    'behavior',
    'behaviour',
    'behavioral',
    'sociology',
    'sociological',
    'gender',
    'race',
    'racial',
    'ethnicity',
    'class',
    'family',
    'families',
    'parenting',
    'children',
    'adolescents',
    'teenagers',
    'youth',
    'identity',
    'crime',
    'discrimination',
    'inequality',
    'social media',
    'relationships',
    'peer',
    'peers',
    'motivation',
    'attitudes',
    'self-esteem',
    'loneliness',
    'urbanization',
    'poverty',
    'homelessness',
    'marriage',
    'demographic',
    'social class',
  ],
  'Cultural Studies': [
    'culture',
    'cultural',
    'art',
    'arts',
    'artist',
    'artists',
    'music',
    'film',
    'films',
    'cinema',
    'television',
    'literature',
    'literary',
    'novel',
    'novels',
    'poetry',
    'poem',
    'language',
    'languages',
    'media',
    'popular culture',
    'tradition',
    'traditions',
    'heritage',
    'religion',
    'religious',
    'festival',
    'fashion',
    'museum',
    'museums',
    'representation',
    'storytelling',
    'indigenous',
    'multiculturalism',
    'diaspora',
    'folklore',
    'theatre',
    'theater',
    'sports',
    'sport',
    'video games',
    'celebrity',
    'cultural identity',
  ],
  'Ethics and Philosophy': [
    'ethics',
    'ethical',
    'moral',
    'morality',
    'morally',
    'philosophy',
    'philosophical',
    'justice',
    'fairness',
    'rights',
    'human rights',
    'animal rights',
    'autonomy',
    'consent',
    'responsibility',
    'virtue',
    'utilitarian',
    'utilitarianism',
    'kant',
    'free will',
    'euthanasia',
    'assisted suicide',
    'abortion',
    'death penalty',
    'capital punishment',
    'dignity',
    'duty',
    'obligation',
    'bioethics',
    'truth',
    'knowledge',
    'existence',
    'meaning',
    'freedom',
    'liberty',
    'equality',
    'ethically',
    'dilemma',
    'dilemmas',
  ],
  History: [
    'history',
    'historical',
    'historically',
    'century',
    'centuries',
    'ancient',
    'medieval',
    'renaissance',
    'revolution',
    'revolutionary',
    'empire',
    'empires',
    'colonial',
    'colonialism',
    'colonization',
    'war',
    'world war',
    'civil war',
    'cold war',
    'industrial revolution',
    'civil rights movement',
    'slavery',
    'dynasty',
    'monarchy',
    'era',
    'victorian',
    'reformation',
    'enlightenment',
    'holocaust',
    'past',
    'origins',
    'legacy',
    'archaeology',
    'great depression',
    'independence',
    '1800s',
    '1900s',
  ],
};

interface VocabEntry {
  domain: ResearchDomain;
  stems: string[];
  weight: number;
}

const VOCAB_BY_FIRST_STEM = new Map<string, VocabEntry[]>();
for (const d of RESEARCH_DOMAINS) {
  const seen = new Set<string>();
  for (const term of DOMAIN_VOCABULARY[d]) {
    const stems = words(term).map(stem);
    const key = stems.join(' ');
    if (stems.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const entry: VocabEntry = { domain: d, stems, weight: stems.length > 1 ? 2 : 1 };
    const first = stems[0] ?? '';
    const list = VOCAB_BY_FIRST_STEM.get(first);
    if (list) list.push(entry);
    else VOCAB_BY_FIRST_STEM.set(first, [entry]);
  }
}

export interface DomainScore {
  domain: ResearchDomain;
  score: number;
  /** Stems of the matched vocabulary, in first-seen order. */
  matched: string[];
}

/**
 * Scores every domain against weighted texts. Unigram hits count 1, phrase hits 2 (and suppress the
 * unigrams they contain); a term counts once per text.
 */
export function scoreDomains(texts: ReadonlyArray<{ text: string; weight: number }>): DomainScore[] {
  const scores = new Map<ResearchDomain, { score: number; matched: string[] }>();
  for (const { text, weight } of texts) {
    const surface = words(text);
    const stems = surface.map(stem);
    const counted = new Set<string>();
    const covered = new Set<number>();
    // phrases first
    for (let i = 0; i < stems.length; i++) {
      for (const entry of VOCAB_BY_FIRST_STEM.get(stems[i] ?? '') ?? []) {
        if (entry.stems.length < 2) continue;
        let ok = true;
        for (let k = 1; k < entry.stems.length; k++) if (stems[i + k] !== entry.stems[k]) ok = false;
        if (!ok) continue;
        const key = `${entry.domain}|${entry.stems.join(' ')}`;
        for (let k = 0; k < entry.stems.length; k++) covered.add(i + k);
        if (counted.has(key)) continue;
        counted.add(key);
        add(entry, weight);
      }
    }
    for (let i = 0; i < stems.length; i++) {
      if (covered.has(i)) continue;
      for (const entry of VOCAB_BY_FIRST_STEM.get(stems[i] ?? '') ?? []) {
        if (entry.stems.length !== 1) continue;
        const key = `${entry.domain}|${entry.stems[0] ?? ''}`;
        if (counted.has(key)) continue;
        counted.add(key);
        add(entry, weight * (GENERIC_WORDS.has(surface[i] ?? '') ? 0.5 : 1));
      }
    }
  }
  function add(entry: VocabEntry, w: number) {
    let s = scores.get(entry.domain);
    if (!s) scores.set(entry.domain, (s = { score: 0, matched: [] }));
    s.score += entry.weight * w;
    const key = entry.stems.join(' ');
    if (!s.matched.includes(key)) s.matched.push(key);
  }
  return [...scores.entries()]
    .map(([domain, s]) => ({ domain, score: s.score, matched: s.matched }))
    .sort(
      (a, b) => b.score - a.score || RESEARCH_DOMAINS.indexOf(a.domain) - RESEARCH_DOMAINS.indexOf(b.domain),
    );
}

export interface DetectedDomainOffline {
  domain: string;
  query: string;
  keywords: string[];
}

/** Fallback domain when no vocabulary matches at all. */
const FALLBACK_DOMAIN: ResearchDomain = 'Social Sciences';

/**
 * Detects up to `max` domains for an essay and builds a search query and keywords for each.
 * The query is made of the essay's own keyphrases, preferring those that touch the domain's vocabulary.
 */
export function detectDomainsOffline(
  context: { prompt: string; thesis: string; ideas: readonly string[] },
  max = 3,
): DetectedDomainOffline[] {
  const texts = [
    { text: context.prompt, weight: 1.5 },
    { text: context.thesis, weight: 1.2 },
    ...context.ideas.map((i) => ({ text: i, weight: 0.6 })),
  ].filter((t) => t.text.trim() !== '');
  const all = texts.map((t) => t.text).join('.\n');
  const phrases = nounConcepts(
    extractKeyphrases(all, { max: 12, boostTexts: [context.prompt, context.thesis] }),
    texts.map((t) => t.text),
  );
  const ranked = scoreDomains(texts);
  const top = ranked[0];
  const chosen: DomainScore[] =
    top === undefined
      ? [{ domain: FALLBACK_DOMAIN, score: 0, matched: [] }]
      : ranked.filter((r, i) => i === 0 || r.score >= Math.max(2.5, top.score * 0.1)).slice(0, max);
  return chosen.map((d) => buildDomainQuery(d, phrases));
}

/**
 * The keyphrases cut down to the words of the texts' noun phrases (part of speech, lib/nlp): 'students think' →
 * 'students', 'versailles held responsible' → 'versailles'; a verb alone ('perform', 'raising') goes, a gerund next
 * to a kept noun stays ('music streaming'). Hyphenated
 * modifiers ('low-paid') stay. The head noun of a content clause or of the task ('the claim that…', 'the extent to
 * which…') names no topic and goes too; a one-word head of an 'of' phrase ('the lack of sleep') comes after the other
 * parts. A keyphrase keeps its score; parts with the same stems are kept once.
 */
function nounConcepts(phrases: readonly Keyphrase[], texts: readonly string[]): Keyphrase[] {
  const topic = texts.map(withoutInstructions).join('.\n');
  const nouns = new Set(nounPhrases(topic).flatMap((p) => words(p.replace(/[-‐–]/g, ' '))));
  const frames = new Set(
    [...topic.matchAll(/\b(?:the|this|that)\s+([a-z]+)\s+(?:that|to\s+which|in\s+which|whether)\b/gi)]
      .map((m) => m[1]!.toLowerCase())
      .filter((w) => !w.endsWith('s')),
  );
  const ofHeads = new Set(
    [...topic.matchAll(/\b(?:the|a|an)\s+([a-z]+)\s+of\b/gi)].map((m) => m[1]!.toLowerCase()),
  );
  const keep = (w: string) => !frames.has(w) && (w.includes('-') || nouns.has(w));
  const out: Keyphrase[] = [];
  const seen = new Set<string>();
  for (const p of phrases) {
    let run: string[] = [];
    const flush = () => {
      if (run.length > 0) {
        const stems = run.map(stem);
        const key = stems.join(' ');
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ ...p, phrase: run.join(' '), key, stems });
        }
      }
      run = [];
    };
    // a gerund next to a kept noun is part of the concept ('music streaming', 'learning outcomes')
    const list = p.phrase.split(' ');
    const kept = list.map(keep);
    list.forEach((w, i) => {
      if (kept[i] || (/..ing$/.test(w) && (kept[i - 1] === true || kept[i + 1] === true))) run.push(w);
      else flush();
    });
    flush();
  }
  const late = (p: Keyphrase) => p.stems.length === 1 && ofHeads.has(p.phrase);
  return [...out.filter((p) => !late(p)), ...out.filter(late)];
}

function buildDomainQuery(d: DomainScore, phrases: readonly Keyphrase[]): DetectedDomainOffline {
  const matched = new Set(d.matched.flatMap((m) => m.split(' ')));
  const touching = phrases.filter((p) => p.stems.some((s) => matched.has(s)));
  const rest = phrases.filter((p) => !touching.includes(p));
  const ordered = [...touching, ...rest];
  const queryParts: string[] = [];
  let wordsUsed = 0;
  for (const p of ordered) {
    const n = p.phrase.split(' ').length;
    if (queryParts.length > 0 && wordsUsed + n > 7) continue;
    if (p.phrase.split(' ').every((w) => GENERIC_WORDS.has(w))) continue;
    queryParts.push(p.phrase);
    wordsUsed += n;
    if (queryParts.length >= 4) break;
  }
  const keywords: string[] = [];
  for (const p of ordered) {
    if (keywords.length >= 8) break;
    if (p.phrase.split(' ').every((w) => GENERIC_WORDS.has(w))) continue;
    if (!keywords.includes(p.phrase)) keywords.push(p.phrase);
  }
  const query = queryParts.join(' ').trim() || d.domain.toLowerCase();
  return { domain: d.domain, query, keywords };
}

/** Stems of a text minus stop words, for cheap "is this about X" checks. */
export function domainOfText(text: string): ResearchDomain | undefined {
  return scoreDomains([{ text, weight: 1 }])[0]?.domain;
}
