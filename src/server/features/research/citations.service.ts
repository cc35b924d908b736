import {
  CITATION_STYLES,
  formatCitation,
  formatInTextCitation,
  type CitationLocator,
  type CitationStyle,
} from '../../lib/citations/citations';
import type { Work } from '../../lib/citations/works';
import { toBibtex, toRis } from '../../lib/citations/export-files';
import type { CitationDetails, SavedArticle } from '../../../shared/schemas/research';
import type { citationRequestSchema } from '../../../shared/schemas/research';
import type { z } from 'zod';

/** A search result, a saved article or an essay's saved-article entry: any of the shapes the product holds. */
export type CitationInput = z.output<typeof citationRequestSchema>['work'];

function authorsOf(work: CitationInput): Work['authors'] {
  const list = work.authors ?? work.authorships;
  if (typeof list === 'string' || list === null || list === undefined) return list ?? null;
  return list.map((a) => (typeof a === 'string' ? a : (a.author?.display_name ?? ''))).filter(Boolean);
}

const text = (v: string | number | null | undefined): string | null =>
  v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim();

/**
 * A work as the citation formatter reads it: the citation details (OpenAlex biblio, host venue and type; upload
 * fields) first, then the flat fields a saved article or an essay entry carries. lib/citations applies the spec's
 * fallbacks and maps the type (article, book, book-chapter, preprint, dataset, dissertation …) to CSL.
 */
export function toCitationWork(work: CitationInput): Work {
  const details: Partial<CitationDetails> = work.citation ?? {};
  return {
    title: work.title ?? work.display_name ?? null,
    authors: authorsOf(work),
    year: work.year ?? work.publication_year ?? null,
    doi: work.doi ? work.doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '') : null,
    url: work.url ?? work.primary_location?.landing_page_url ?? null,
    journal: details.container ?? work.journal ?? work.primary_location?.source?.display_name ?? null,
    volume: text(details.volume) ?? text(work.volume),
    issue: text(details.issue) ?? text(work.issue),
    pages: text(details.pages) ?? text(work.pages),
    publisher: text(details.publisher) ?? text(work.publisher),
    type: text(details.type) ?? text(work.type) ?? 'article',
  };
}

/** APA, MLA and Chicago (author-date) for the citation dialog (spec 3 §2.4), as text (to copy) and HTML (to show). */
export function citationsFor(work: CitationInput): Record<CitationStyle, { text: string; html: string }> {
  const w = toCitationWork(work);
  const out = {} as Record<CitationStyle, { text: string; html: string }>;
  for (const style of CITATION_STYLES)
    out[style] = { text: formatCitation(w, style, 'text'), html: formatCitation(w, style, 'html') };
  return out;
}

/**
 * The in-text citation the writing coach inserts after a quotation or paraphrase from `work`, with the page when it
 * has one: (Myers et al., 2000, p. 855) in APA, (Myers et al. 855) in MLA, (Myers et al. 2000, 855) in Chicago.
 */
export function inTextCitationFor(
  work: CitationInput,
  style: CitationStyle,
  locator: CitationLocator = {},
): string {
  return formatInTextCitation(toCitationWork(work), style, locator);
}

export const EXPORT_FORMATS = {
  bibtex: { extension: 'bib', contentType: 'application/x-bibtex; charset=utf-8' },
  ris: { extension: 'ris', contentType: 'application/x-research-info-systems; charset=utf-8' },
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** An essay's saved articles as one BibTeX or RIS file. */
export function exportSavedArticles(articles: readonly SavedArticle[], format: ExportFormat): string {
  const works = articles.map((a) =>
    toCitationWork({
      title: a.title,
      authors: a.authors,
      year: a.year,
      doi: a.doi,
      url: a.url,
      primary_location: (a.primary_location as CitationInput['primary_location']) ?? null,
      citation: a.citation ?? null,
    }),
  );
  return format === 'bibtex' ? toBibtex(works) : toRis(works);
}
