import { CITATION_STYLES, formatCitation, type CitationStyle } from '../../lib/citations/citations';
import type { Work } from '../../lib/citations/works';
import { toBibtex } from '../../lib/citations/bibtex';
import { toRis } from '../../lib/citations/ris';
import type { SavedArticle } from '../../../shared/schemas/research';
import type { citationRequestSchema } from '../../../shared/schemas/research';
import type { z } from 'zod';

type CitationInput = z.output<typeof citationRequestSchema>['work'];

function authorsOf(work: CitationInput): Work['authors'] {
  const list = work.authors ?? work.authorships;
  if (typeof list === 'string' || list === null || list === undefined) return list ?? null;
  return list.map((a) => (typeof a === 'string' ? a : (a.author?.display_name ?? ''))).filter(Boolean);
}

const SCHOLAR_TYPES: Record<string, Work['type']> = {
  article: 'article-journal',
  review: 'article-journal',
  preprint: 'article-journal',
  'book-chapter': 'chapter',
  book: 'book',
  dissertation: 'thesis',
  report: 'report',
};

/** A search result or saved article as a citation work (lib/citations applies the spec's fallbacks). */
export function toCitationWork(work: CitationInput): Work {
  const year = work.year ?? work.publication_year ?? null;
  return {
    title: work.title ?? work.display_name ?? null,
    authors: authorsOf(work),
    year,
    doi: work.doi ? work.doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '') : null,
    url: work.url ?? work.primary_location?.landing_page_url ?? null,
    journal: work.journal ?? work.primary_location?.source?.display_name ?? null,
    volume: work.volume ?? null,
    issue: work.issue ?? null,
    pages: work.pages ?? null,
    type: (work.type && SCHOLAR_TYPES[work.type]) || 'article-journal',
  };
}

/** APA, MLA and Chicago for the citation dialog (spec 3 §2.4), as plain text (to copy) and HTML (to show). */
export function citationsFor(work: CitationInput): Record<CitationStyle, { text: string; html: string }> {
  const w = toCitationWork(work);
  const out = {} as Record<CitationStyle, { text: string; html: string }>;
  for (const style of CITATION_STYLES)
    out[style] = { text: formatCitation(w, style, 'text'), html: formatCitation(w, style, 'html') };
  return out;
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
    }),
  );
  return format === 'bibtex' ? toBibtex(works) : toRis(works);
}
