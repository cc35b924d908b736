/**
 * Word and character counting (spec 2 §5 "Word count"): tags are removed, then the text is split on whitespace and
 * empty pieces are dropped. One rule for every counter (sections, totals, the draft), so the numbers always agree.
 */

/** An HTML-looking tag: `<p>`, `</em>`, `<br/>`, `<a href="…">`. A lone `<` as in `x < y` is not a tag. */
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g;
const WHITESPACE = /\s+/;

/** The text with tags removed; a tag stands for a word boundary, so `<p>one</p><p>two</p>` stays two words. */
export function stripTags(text: string): string {
  return text.replace(TAG, ' ');
}

/** Words in a text: whitespace-separated pieces after tags are removed. Whitespace only → 0. */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  const stripped = stripTags(text).trim();
  if (stripped === '') return 0;
  return stripped.split(WHITESPACE).length;
}

/** Characters as a reader sees them: code points of the text with tags removed (an emoji counts once). */
export function countCharacters(text: string | null | undefined): number {
  if (!text) return 0;
  return Array.from(text.replace(TAG, '')).length;
}

/** A draft section as stored: `{ content }` (a bare string is read too). */
export type DraftSectionLike = { content?: string | null } | string | null | undefined;

export function sectionContent(section: DraftSectionLike): string {
  if (typeof section === 'string') return section;
  return section?.content ?? '';
}

/** The academic writing sections in display order, and the creative story key (spec 2 §3 draft_sections). */
export const ACADEMIC_SECTIONS = ['introduction', 'body', 'conclusion'] as const;
export type AcademicSection = (typeof ACADEMIC_SECTIONS)[number];
export const CREATIVE_SECTION = 'main';

export const SECTION_LABELS: Record<string, string> = {
  introduction: 'Introduction',
  body: 'Body',
  conclusion: 'Conclusion',
  main: 'Story',
};

/** `word_count` of an essay: one entry per section plus `total`. */
export type WordCount = { total: number } & Record<string, number>;

/** The word counts of every section and their total. */
export function wordCountOf(sections: Record<string, DraftSectionLike> | null | undefined): WordCount {
  const out: WordCount = { total: 0 };
  for (const [key, section] of Object.entries(sections ?? {})) {
    if (key === 'total') continue;
    const words = countWords(sectionContent(section));
    out[key] = words;
    out.total += words;
  }
  return out;
}

/** Total characters over all sections (the writing footer). */
export function characterCountOf(sections: Record<string, DraftSectionLike> | null | undefined): number {
  let total = 0;
  for (const section of Object.values(sections ?? {})) total += countCharacters(sectionContent(section));
  return total;
}
