/**
 * PDF availability of a scholarly work (spec 3 §5 "PDF access"): a work has a PDF when it has a stored PDF,
 * a primary-location PDF link, an open-access link that looks like a PDF, a location PDF link, or a landing
 * or general link that looks like a PDF. OpenAlex's best_oa_location.pdf_url counts as a location link.
 */

export interface LocationLike {
  is_oa?: boolean | null;
  landing_page_url?: string | null;
  pdf_url?: string | null;
}

export interface PdfAccessWork {
  pdf_filename?: string | null;
  url?: string | null;
  primary_location?: LocationLike | null;
  best_oa_location?: LocationLike | null;
  open_access?: { is_oa?: boolean | null; oa_url?: string | null } | null;
  locations?: ReadonlyArray<LocationLike | null> | null;
}

/** Path words that mark a file link (spec 3 §5). */
const PATH_WORDS = [
  'pdf',
  'download',
  'file',
  'document',
  'paper',
  'article',
  'content',
  'full',
  'abstract',
  'supplement',
];

/** Publisher and preprint hosts whose PDF links have a known shape. */
const HOST_PATTERNS: ReadonlyArray<RegExp> = [
  /(^|\.)arxiv\.org\/(pdf|ftp)\//,
  /(^|\.)(bio|med|chem)rxiv\.org\/content\/.+\.full(\.pdf)?/,
  /(^|\.)europepmc\.org\/(articles|api\/fulltextRepo)/,
  /(^|\.)ncbi\.nlm\.nih\.gov\/pmc\/articles\/[^/]+\/pdf/,
  /(^|\.)pmc\.ncbi\.nlm\.nih\.gov\/articles\/[^/]+\/pdf/,
  /(^|\.)mdpi\.com\/.+\/pdf/,
  /(^|\.)frontiersin\.org\/articles\/.+\/pdf/,
  /(^|\.)journals\.plos\.org\/.+\/file\?/,
  /(^|\.)link\.springer\.com\/content\/pdf\//,
  /(^|\.)sciencedirect\.com\/science\/article\/pii\/[^/]+\/pdfft/,
  /(^|\.)onlinelibrary\.wiley\.com\/doi\/(e?pdf|pdfdirect)\//,
  /(^|\.)tandfonline\.com\/doi\/pdf\//,
  /(^|\.)journals\.sagepub\.com\/doi\/pdf\//,
  /(^|\.)academic\.oup\.com\/.+\/article-pdf\//,
  /(^|\.)papers\.ssrn\.com\/sol3\/Delivery\.cfm/,
  /(^|\.)osf\.io\/.+\/download/,
  /(^|\.)zenodo\.org\/records?\/.+\/files\//,
  /(^|\.)semanticscholar\.org\/.+\.pdf/,
  /(^|\.)aclanthology\.org\/.+\.pdf/,
  /(^|\.)peerj\.com\/articles\/.+\.pdf/,
  /(^|\.)bmc[a-z]*\.biomedcentral\.com\/track\/pdf\//,
  /(^|\.)biomedcentral\.com\/track\/pdf\//,
  /(^|\.)researchsquare\.com\/article\/.+\.pdf/,
  /(^|\.)scielo\.[a-z.]+\/.+\/pdf/,
  /(^|\.)hal\.science\/.+\/document/,
  /(^|\.)hal\.archives-ouvertes\.fr\/.+\/document/,
];

const QUERY_KEYS = ['pdf', 'format', 'type', 'file', 'download'];

/** Whether a link looks like a PDF: extension, path words, known host patterns or a query parameter (spec 3 §5). */
export function looksLikePdfUrl(link: string | null | undefined): boolean {
  if (!link) return false;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const path = decodeURIComponent(url.pathname).toLowerCase();
  if (/\.pdf$/.test(path)) return true;
  const segments = path.split(/[/._-]+/).filter(Boolean);
  if (segments.some((s) => PATH_WORDS.includes(s))) return true;
  const hostAndPath = `${url.hostname.toLowerCase()}${url.pathname}${url.search}`;
  if (HOST_PATTERNS.some((p) => p.test(hostAndPath))) return true;
  for (const [key, value] of url.searchParams) {
    if (QUERY_KEYS.includes(key.toLowerCase()) && value.toLowerCase().includes('pdf')) return true;
  }
  return false;
}

const clean = (s: string | null | undefined): string | null =>
  typeof s === 'string' && s.trim() ? s.trim() : null;

/**
 * The best address to fetch the PDF from, most direct first: OpenAlex's best open-access PDF, the primary
 * location's PDF, other locations' PDFs (open-access first), then an open-access, landing or general link that
 * looks like a PDF. Null when none exists.
 */
export function bestPdfUrl(work: PdfAccessWork): string | null {
  const direct = clean(work.best_oa_location?.pdf_url) ?? clean(work.primary_location?.pdf_url);
  if (direct) return direct;
  const locations = (work.locations ?? []).filter((l): l is LocationLike => l !== null && l !== undefined);
  const located = [...locations.filter((l) => l.is_oa), ...locations.filter((l) => !l.is_oa)]
    .map((l) => clean(l.pdf_url))
    .find((u) => u !== null);
  if (located) return located;
  const candidates = [
    work.open_access?.oa_url,
    work.best_oa_location?.landing_page_url,
    work.primary_location?.landing_page_url,
    ...locations.map((l) => l.landing_page_url),
    work.url,
  ];
  return candidates.map(clean).find((u): u is string => u !== null && looksLikePdfUrl(u)) ?? null;
}

/** Spec 3 §5: a stored PDF, or any address a PDF can be fetched from. */
export function hasPdfAccess(work: PdfAccessWork): boolean {
  return Boolean(clean(work.pdf_filename)) || bestPdfUrl(work) !== null;
}

/** Open access (spec 3 §5): the work, its primary location or any location is open access. */
export function isOpenAccess(work: PdfAccessWork): boolean {
  return Boolean(
    work.open_access?.is_oa ||
    work.primary_location?.is_oa ||
    work.best_oa_location?.is_oa ||
    (work.locations ?? []).some((l) => l?.is_oa),
  );
}
