/**
 * Sources of a Smarty answer (issue 14, ADR 012): the numbered citations the answer rests on and how confident the
 * tutor is. The text marks each cited statement with [n]; the UI turns those markers into buttons that open the passage.
 */
import type { AnswerConfidence } from '../../../../shared/schemas/ai';
import { STUDY_TOOLS_COPY } from '../tools-messages';

export interface AnswerCitation {
  index: number;
  title: string;
  url?: string | undefined;
  /** The passage the statement rests on (source verification). */
  passage?: string | undefined;
  passageId?: string | undefined;
  /** The topic (lesson) the passage belongs to. */
  topicTitle?: string | undefined;
}

export type { AnswerConfidence };

/** The href a citation marker link carries; the chat catches clicks on it and opens the passage. */
export const CITE_HREF_PREFIX = '#smarty-cite-';

const MARKER = /\[(\d{1,2})\](?!\()/g;

/**
 * The answer's Markdown with each [n] that names a known citation turned into a link `#smarty-cite-n`
 * (inline code and fenced code are left alone). Unknown numbers stay plain text.
 */
export function linkCitationMarkers(markdown: string, indices: ReadonlySet<number>): string {
  if (indices.size === 0) return markdown;
  return splitCode(markdown)
    .map((part) =>
      part.code
        ? part.text
        : part.text.replace(MARKER, (whole, n: string) =>
            indices.has(Number(n))
              ? `[\\[${n}\\]](${CITE_HREF_PREFIX}${n} "${STUDY_TOOLS_COPY.showSource(n)}")`
              : whole,
          ),
    )
    .join('');
}

/** The answer without its [n] markers (for when the learner switched citations off). */
export function stripCitationMarkers(markdown: string): string {
  return splitCode(markdown)
    .map((part) => (part.code ? part.text : part.text.replace(/ ?\[\d{1,2}\](?!\()/g, '')))
    .join('');
}

/** The citation number a marker link points to, or null for any other href. */
export function citationFromHref(href: string | null | undefined): number | null {
  if (!href?.startsWith(CITE_HREF_PREFIX)) return null;
  const n = Number(href.slice(CITE_HREF_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

function splitCode(markdown: string): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = [];
  const re = /```[\s\S]*?(?:```|$)|`[^`\n]*`/g;
  let last = 0;
  for (const m of markdown.matchAll(re)) {
    if (m.index > last) parts.push({ text: markdown.slice(last, m.index), code: false });
    parts.push({ text: m[0], code: true });
    last = m.index + m[0].length;
  }
  if (last < markdown.length) parts.push({ text: markdown.slice(last), code: false });
  return parts;
}

/** What each confidence level means, for the badge's label and explanation. */
export const CONFIDENCE_INFO: Readonly<Record<AnswerConfidence, { label: string; explanation: string }>> = {
  high: {
    label: STUDY_TOOLS_COPY.highConfidence,
    explanation: STUDY_TOOLS_COPY.theCitedPassagesState,
  },
  medium: {
    label: STUDY_TOOLS_COPY.mediumConfidence,
    explanation: STUDY_TOOLS_COPY.theCitedPassagesCover,
  },
  low: {
    label: STUDY_TOOLS_COPY.lowConfidence,
    explanation: STUDY_TOOLS_COPY.theMaterialOnlyPartly,
  },
};
