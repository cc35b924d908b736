/** A section's text and, when its markers are not found, why (spec 3 §5 boundaries, the diagnose endpoint). */
import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import type { Diagnosis } from '../../../shared/schemas/research';
import { sectionBounds, sectionsBounds } from '../../../shared/research/saved-list';
import { ownedArticle } from './essay-access';

export async function sectionText(
  deps: AppDeps,
  userId: string,
  essayId: string,
  articleId: string,
  sectionId: string,
) {
  const { article } = await ownedArticle(deps, userId, essayId, articleId);
  const index = article.sections.findIndex((s) => s.id === sectionId);
  if (index < 0) throw new AppError(404, M.sectionNotFound, 'section_not_found');
  if (!article.extractedText) throw new AppError(422, M.noExtractedText, 'no_extracted_text');
  const bounds = sectionsBounds(article.extractedText, article.sections.slice(0, index + 1))[index];
  if (!bounds) throw new AppError(422, M.boundariesNotFound, 'boundaries_not_found');
  return {
    text: article.extractedText.slice(bounds.start, bounds.end),
    start: bounds.start,
    end: bounds.end,
    length: bounds.end - bounds.start,
  };
}

/** indexOf after collapsing whitespace and ignoring case; the index is in the original text. */
export function looseIndexOf(text: string, marker: string, from = 0): number {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const needle = norm(marker);
  if (!needle) return -1;
  let collapsed = '';
  const map: number[] = [];
  let lastSpace = false;
  for (let i = from; i < text.length; i++) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      if (lastSpace) continue;
      collapsed += ' ';
      lastSpace = true;
    } else {
      collapsed += ch.toLowerCase();
      lastSpace = false;
    }
    map.push(i);
  }
  const at = collapsed.indexOf(needle);
  return at < 0 ? -1 : (map[at] as number);
}

export function diagnoseBoundaries(text: string, sectionStart: string, sectionEnd: string): Diagnosis {
  const startIndex = sectionStart ? text.indexOf(sectionStart) : -1;
  const endAfter = sectionEnd && startIndex >= 0 ? text.indexOf(sectionEnd, startIndex) : -1;
  const endAnywhere = sectionEnd ? text.indexOf(sectionEnd) : -1;
  const bounds = sectionBounds(text, sectionStart, sectionEnd);
  const looseStart = startIndex < 0 && sectionStart ? looseIndexOf(text, sectionStart) : -1;
  const looseEnd =
    endAnywhere < 0 && sectionEnd ? looseIndexOf(text, sectionEnd, Math.max(0, looseStart)) : -1;
  const endBeforeStart = startIndex >= 0 && endAfter < 0 && endAnywhere >= 0;
  let suggestion: string;
  if (!sectionStart || !sectionEnd) suggestion = M.markersRequired;
  else if (bounds)
    suggestion = `Both markers were found: the section is ${bounds.end - bounds.start} characters long.`;
  else if (startIndex < 0 && looseStart >= 0)
    suggestion =
      'The start marker matches only when spacing or capital letters are ignored. Extract the sections again to get exact markers.';
  else if (startIndex < 0)
    suggestion =
      'The start marker does not occur in the extracted text. Extract the sections again to get new markers.';
  else if (endBeforeStart)
    suggestion =
      'The end marker occurs only before the start marker. Extract the sections again to get new markers.';
  else if (looseEnd >= 0)
    suggestion =
      'The end marker matches only when spacing or capital letters are ignored. Extract the sections again to get exact markers.';
  else
    suggestion =
      'The end marker does not occur after the start marker. Extract the sections again to get new markers.';
  return {
    textLength: text.length,
    startFound: startIndex >= 0,
    endFound: endAfter >= 0,
    startIndex: startIndex >= 0 ? startIndex : null,
    endIndex: endAfter >= 0 ? endAfter : null,
    endBeforeStart,
    sectionLength: bounds ? bounds.end - bounds.start : null,
    looseStartIndex: looseStart >= 0 ? looseStart : null,
    looseEndIndex: looseEnd >= 0 ? looseEnd : null,
    suggestion,
  };
}

export async function diagnose(
  deps: AppDeps,
  userId: string,
  input: { essayId: string; articleId: string; sectionStart: string; sectionEnd: string },
): Promise<Diagnosis> {
  const { article } = await ownedArticle(deps, userId, input.essayId, input.articleId);
  if (!article.extractedText) throw new AppError(422, M.noExtractedText, 'no_extracted_text');
  return diagnoseBoundaries(article.extractedText, input.sectionStart, input.sectionEnd);
}
