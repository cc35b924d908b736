/**
 * Reads one OpenAlex work object defensively (any field may be missing, null or of another type, as in the
 * 2025 and 2026 schemas) into the shape the API returns.
 */
import type {
  CitationDetails,
  ScholarWork,
  WorkLocation,
  WorkSource,
} from '../../../shared/schemas/research';
import { rebuildAbstract } from '../../../shared/research/abstract';
import { bestPdfUrl, hasPdfAccess } from '../../../shared/research/pdf-access';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const int = (v: unknown): number | null => {
  const n = num(v);
  return n === null ? null : Math.trunc(n);
};
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function normalizeLocation(raw: unknown): WorkLocation | null {
  if (!isObj(raw)) return null;
  const source = isObj(raw.source)
    ? { id: str(raw.source.id), display_name: str(raw.source.display_name), type: str(raw.source.type) }
    : str(raw.raw_source_name)
      ? { id: null, display_name: str(raw.raw_source_name), type: null }
      : null;
  return {
    is_oa: bool(raw.is_oa),
    landing_page_url: str(raw.landing_page_url),
    pdf_url: str(raw.pdf_url),
    source,
    license: str(raw.license),
    version: str(raw.version),
  };
}

/** A string or number field as text ("403", 6 → "6"), else null. */
const text = (v: unknown): string | null => str(v)?.trim() ?? (num(v) === null ? null : String(v));

/** "853"–"858" → "853-858"; one page (or the same first and last, as PeerJ's "e4375") → "e4375". */
export function pageRange(first: string | null, last: string | null): string | null {
  if (!first) return last;
  return last && last !== first ? `${first}-${last}` : first;
}

/**
 * What a citation needs from an OpenAlex work: `biblio` (volume, issue, first and last page), the primary location's
 * source as the container and its host organisation as the publisher (the older `host_venue` when that is all there
 * is), and the type (`type`, else `type_crossref`).
 */
export function citationDetailsOf(raw: Obj): CitationDetails {
  const biblio = isObj(raw.biblio) ? raw.biblio : {};
  const primary = isObj(raw.primary_location) ? raw.primary_location : {};
  const source = isObj(primary.source) ? primary.source : {};
  const venue = isObj(raw.host_venue) ? raw.host_venue : {};
  return {
    type: str(raw.type) ?? str(raw.type_crossref),
    container: str(source.display_name) ?? str(primary.raw_source_name) ?? str(venue.display_name),
    volume: text(biblio.volume),
    issue: text(biblio.issue),
    pages: pageRange(text(biblio.first_page), text(biblio.last_page)),
    publisher: str(source.host_organization_name) ?? str(venue.publisher),
  };
}

/** A work object from OpenAlex, or null when it has no id (then it cannot be saved or shown). */
export function normalizeOpenAlexWork(raw: unknown, source: WorkSource = 'OpenAlex'): ScholarWork | null {
  if (!isObj(raw)) return null;
  const id = str(raw.id);
  if (!id) return null;
  const primary = normalizeLocation(raw.primary_location);
  const best = normalizeLocation(raw.best_oa_location);
  const locations = arr(raw.locations)
    .map(normalizeLocation)
    .filter((l): l is WorkLocation => l !== null);
  const oa = isObj(raw.open_access) ? raw.open_access : {};
  const open_access = {
    is_oa: bool(oa.is_oa) ?? false,
    oa_status: str(oa.oa_status),
    oa_url: str(oa.oa_url),
    any_repository_has_fulltext: bool(oa.any_repository_has_fulltext),
  };
  const authorships = arr(raw.authorships).flatMap((a) => {
    if (!isObj(a)) return [];
    const author = isObj(a.author) ? a.author : {};
    const name = str(author.display_name) ?? str(a.raw_author_name);
    if (!name) return [];
    return [{ author: { id: str(author.id), display_name: name }, author_position: str(a.author_position) }];
  });
  const topics = arr(raw.topics).flatMap((t) => {
    if (!isObj(t)) return [];
    const tid = str(t.id);
    const name = str(t.display_name);
    return tid && name ? [{ id: tid, display_name: name, score: num(t.score) }] : [];
  });
  const title = str(raw.title);
  const displayName = str(raw.display_name) ?? title;
  const doi = str(raw.doi);
  const url = primary?.landing_page_url ?? doi ?? id;
  const pdfFilename = str(raw.pdf_filename);
  const accessView = {
    pdf_filename: pdfFilename,
    url,
    primary_location: primary,
    best_oa_location: best,
    open_access,
    locations,
  };
  return {
    id,
    doi,
    title,
    display_name: displayName,
    publication_year: int(raw.publication_year),
    publication_date: str(raw.publication_date),
    language: str(raw.language),
    type: str(raw.type),
    cited_by_count: Math.max(0, int(raw.cited_by_count) ?? 0),
    relevance_score: num(raw.relevance_score),
    is_retracted: bool(raw.is_retracted) ?? false,
    is_paratext: bool(raw.is_paratext) ?? false,
    authorships,
    primary_location: primary,
    best_oa_location: best,
    locations,
    open_access,
    topics,
    url,
    abstract: isObj(raw.abstract_inverted_index) ? rebuildAbstract(raw.abstract_inverted_index) : '',
    abstract_inverted_index: null,
    pdf_filename: pdfFilename,
    has_pdf: hasPdfAccess(accessView),
    best_pdf_url: bestPdfUrl(accessView),
    citation: citationDetailsOf(raw),
    source,
  };
}

/** The meta block of a list response; null when the body is not a list response. */
export function normalizeListMeta(raw: unknown): {
  count: number;
  db_response_time_ms: number | null;
  page: number | null;
  per_page: number;
  next_cursor: string | null;
} | null {
  if (!isObj(raw) || !isObj(raw.meta) || !Array.isArray(raw.results)) return null;
  const meta = raw.meta;
  return {
    count: Math.max(0, int(meta.count) ?? 0),
    db_response_time_ms: num(meta.db_response_time_ms),
    page: int(meta.page),
    per_page: Math.max(0, int(meta.per_page) ?? raw.results.length),
    next_cursor: str(meta.next_cursor),
  };
}
