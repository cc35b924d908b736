/**
 * What a document of the student's own material is called on their path: its own title when it has one (the PDF's
 * title, else a title line printed at its top), else its file name tidied ("heart_failure-notes.pdf" → "Heart failure
 * notes"). Citations keep the file name, which says which file a page is in.
 */
import { OWN_MATERIAL_LIMITS } from '../../../shared/limits';
import { firstCodePoints } from '../../../shared/validation/code-points';
import { STOP_WORDS } from '../../lib/ai/offline/text';

/** The extensions of the documents a student brings (PDFs, and what a web address may serve). */
const DOCUMENT_EXTENSION = /\.(?:pdf|txt|text|md|markdown|html?|xhtml|docx?|odt|rtf|pptx?|key)$/i;

/** Titles a program writes for any document: they name none. */
const PROGRAM_TITLE =
  /^(?:microsoft (?:word|powerpoint|excel)\b.*|powerpoint presentation|untitled\b.*|document\s*\d*|presentation\s*\d*|slide\s*\d+|new document|title|print|none)$/i;

/** A file name without its extension, underscores and dashes as spaces, a lower-case first word capitalised. */
export function tidyFileName(name: string): string {
  if (!DOCUMENT_EXTENSION.test(name)) return name;
  const bare = name
    .replace(DOCUMENT_EXTENSION, '')
    .replace(/[_–—-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(bare)) return name;
  return /^\p{Ll}+\b/u.test(bare) ? bare.charAt(0).toUpperCase() + bare.slice(1) : bare;
}

/**
 * Whether a title or a line can be a document's title: a few words, mostly letters, at least one a real word; not a
 * sentence, a program's or a file's name, not letter-spaced, and not cut off at a line end ("… for the"). A line
 * printed at a page's top is no citation line or journal running head either (no long numbers: years, pages,
 * volumes).
 */
export function looksLikeDocumentTitle(line: string, printed = false): boolean {
  const text = line.trim();
  const tokens = text.split(/\s+/);
  if (!text || text.length > OWN_MATERIAL_LIMITS.titleMax || tokens.length > (printed ? 14 : 40))
    return false;
  if (PROGRAM_TITLE.test(text) || DOCUMENT_EXTENSION.test(text)) return false;
  if (!tokens.some((t) => /^\p{L}{3,}$/u.test(t.replace(/[,:;.!?'’()]+$/u, '')))) return false;
  if (tokens.filter((t) => /^\p{L}$/u.test(t)).length > 2) return false;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < text.replace(/\s/g, '').length * 0.6) return false;
  if (/https?:|www\.|doi\b|@|;/i.test(text) || /[.,;]$/.test(text)) return false;
  if (printed && /\d{3,}/.test(text)) return false;
  const last = tokens.at(-1)?.toLowerCase() ?? '';
  return !STOP_WORDS.has(last) && !/[-‐]$/.test(last);
}

/** The first line of a PDF's text when it is a title standing apart from the sections (`firstHeadingAt`). */
function printedTitle(text: string, firstHeadingAt: number): string | undefined {
  const at = text.search(/\S/);
  if (at === -1 || at >= firstHeadingAt) return undefined;
  const line = text.slice(at).split(/\n|\f/, 1)[0] ?? '';
  return looksLikeDocumentTitle(line, true) ? line.trim() : undefined;
}

/**
 * A PDF's own title: its document title when that is one (not a program's "Microsoft Word - notes.docx", nor an id
 * like "ipg1300180a"), else the title line printed at its top before its first section heading; none otherwise.
 */
export function pdfTitle(info: { title?: string }, text: string, firstHeadingAt: number): string | undefined {
  const given = info.title?.replace(/\s+/g, ' ').trim();
  const title = given && looksLikeDocumentTitle(given) ? given : printedTitle(text, firstHeadingAt);
  return title ? firstCodePoints(title, OWN_MATERIAL_LIMITS.titleMax) : undefined;
}
