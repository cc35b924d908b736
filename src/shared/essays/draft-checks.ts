/**
 * The checks a draft goes through before Complete Essay, shared by the workspace (the checklist the student sees)
 * and the writing helper's 'Grade my writing': unfinished scaffolds and bracket placeholders, body paragraphs without
 * a citation when the essay has saved articles, the length target, and the thesis in the introduction.
 */
import { targetWordCount } from './progress';
import { countWords, sectionContent, type DraftSectionLike } from './word-count';

/** The marked paraphrase scaffold 'Insert' puts in the draft; the student must rewrite it in their own words. */
export const PARAPHRASE_SCAFFOLD = (quote: string) => `[Paraphrase in your own words: ${quote}]`;

export type DraftCheckId = 'placeholders' | 'citations' | 'length' | 'thesis';

export interface DraftCheck {
  id: DraftCheckId;
  ok: boolean;
  label: string;
  /** What is wrong (or right), with the offending text or counts. */
  detail: string;
}

export interface DraftForChecks {
  draft_sections: Record<string, DraftSectionLike>;
  thesis_statement?: string | null;
  target_length?: string | null;
  /** How many articles the essay has saved (citations are expected only when there are some). */
  savedArticleCount: number;
}

/** `[...]` left in the text, except numeric citation markers such as [1] or [2, 3]. */
const PLACEHOLDER = /\[(?!\s*\d+(?:\s*[,–-]\s*\d+)*\s*\])[^\]\n]{2,}\]/g;

/**
 * An in-text citation: APA and Chicago author-date give a year or n.d. in parentheses — (Lee, 2020), (Lee 2020, 4),
 * (Lee et al., 2019, p. 3); MLA gives the author and a page — (Lee 12); numbered styles give [1].
 */
const CITATION = [
  /\([^()]*\b(?:1[5-9]|20)\d\d[a-z]?\b[^()]*\)/u,
  /\([^()]*\bn\.d\.[^()]*\)/u,
  /\(\p{Lu}[\p{L}'’-]+(?: et al\.| and \p{Lu}[\p{L}'’-]+)?,? \d+(?:[–-]\d+)?\)/u,
  /\[\d+(?:\s*[,–-]\s*\d+)*\]/u,
];

export function hasCitation(text: string): boolean {
  return CITATION.some((re) => re.test(text));
}

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[0]);
}

export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

const STOP = new Set(
  'a an the and or but of to in on for with by as at from that this these those is are was were be been being it its their there which who whom whose than then so because while although though should would could can may might will must not no more most less very also into over under about between through'.split(
    ' ',
  ),
);

/** Lower-case content words with a light suffix stem (so "ratios" matches "ratio", "reduces" matches "reduce"). */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [])
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map((w) =>
      w
        .replace(/(?:'s|’s)$/u, '')
        .replace(/(?:ies)$/u, 'y')
        .replace(/(?:es|s|ed|ing|ly)$/u, ''),
    );
}

/** Share of the thesis's content words that occur in `text` (0 to 1). */
export function thesisCoverage(thesis: string, text: string): number {
  const wanted = [...new Set(stems(thesis))];
  if (wanted.length === 0) return 0;
  const have = new Set(stems(text));
  return wanted.filter((w) => have.has(w)).length / wanted.length;
}

/** The thesis counts as present when at least this share of its content words is in the introduction. */
export const THESIS_PRESENT_SHARE = 0.6;

/** The lower bound of the target length ("500-1000" → 500, "2000+" → 2000); the upper bound is the progress target. */
export function minimumWords(targetLength: string | null | undefined): number {
  const first = /(\d+)/.exec(targetLength ?? '')?.[1];
  return first ? Number(first) : Math.round(targetWordCount(targetLength) / 2);
}

const quoteShort = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…]` : s);

export function checkDraft(essay: DraftForChecks): DraftCheck[] {
  const sections = Object.entries(essay.draft_sections).map(
    ([name, s]) => [name, sectionContent(s)] as const,
  );
  const all = sections.map(([, t]) => t).join('\n\n');
  const checks: DraftCheck[] = [];

  const placeholders = placeholdersIn(all);
  checks.push({
    id: 'placeholders',
    ok: placeholders.length === 0,
    label: 'No unfinished scaffolds or [bracket] placeholders',
    detail:
      placeholders.length === 0
        ? 'Every scaffold has been replaced by your own words.'
        : `${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'} left, e.g. ${quoteShort(placeholders[0] ?? '')}`,
  });

  const body = sections.find(([name]) => name === 'body')?.[1] ?? '';
  const bodyParagraphs = paragraphsOf(body);
  if (essay.savedArticleCount > 0) {
    const uncited = bodyParagraphs.filter((p) => !hasCitation(p));
    checks.push({
      id: 'citations',
      ok: bodyParagraphs.length > 0 && uncited.length === 0,
      label: 'Every body paragraph cites a source',
      detail:
        bodyParagraphs.length === 0
          ? 'The body has no paragraphs yet.'
          : uncited.length === 0
            ? `All ${bodyParagraphs.length} body paragraph${bodyParagraphs.length === 1 ? '' : 's'} cite a source.`
            : `${uncited.length} of ${bodyParagraphs.length} body paragraph${bodyParagraphs.length === 1 ? '' : 's'} cite no source (you have ${essay.savedArticleCount} saved article${essay.savedArticleCount === 1 ? '' : 's'}).`,
    });
  }

  const words = countWords(all);
  const min = minimumWords(essay.target_length);
  checks.push({
    id: 'length',
    ok: words >= min,
    label: `At least ${min} words (target ${essay.target_length ?? `${min}+`})`,
    detail:
      words >= min ? `${words} words.` : `${words} words: ${min - words} short of the ${min}-word minimum.`,
  });

  const thesis = (essay.thesis_statement ?? '').trim();
  const intro = sections.find(([name]) => name === 'introduction')?.[1] ?? '';
  const coverage = thesis ? thesisCoverage(thesis, intro) : 0;
  checks.push({
    id: 'thesis',
    ok: thesis !== '' && coverage >= THESIS_PRESENT_SHARE,
    label: 'The introduction states the thesis',
    detail: !thesis
      ? 'No thesis is set.'
      : coverage >= THESIS_PRESENT_SHARE
        ? 'Your thesis appears in the introduction.'
        : `The introduction carries ${Math.round(coverage * 100)}% of your thesis's key words; state the thesis there.`,
  });
  return checks;
}
