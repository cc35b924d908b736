import { RESEARCH_LIMITS } from '../limits';

/** Research texts (spec 3 §2.1–2.7, §5, §8): PDF fetch errors, search, saving, sections and analysis. */
export const RESEARCH_MESSAGES = {
  // PDF fetch error kinds (§8): the message shown for each
  pdfBlocked:
    'This PDF is protected by the publisher and cannot be accessed directly. Try opening it in your browser.',
  pdfNotFound: 'This PDF could not be found. It may have been moved or is no longer available.',
  pdfTooSmall: 'The file appears to be invalid or corrupted. It may not be a valid PDF.',
  pdfTimeout: 'Too many requests to this publisher. Please try again later.',
  pdfNetwork: 'Failed to load the PDF. Please try again or access it directly in your browser.',
  /** Contains the phrase the saved-articles viewer looks for ("blocked by publisher protection"). */
  pdfBlockedByPublisher: 'The PDF is blocked by publisher protection.',
  pdfAccessBlockedTitle: 'PDF Access Blocked',
  pdfAccessBlocked:
    'This PDF is protected by the publisher and cannot be downloaded automatically. This is common with academic publishers who use Cloudflare or similar protection.',
  blockedPhrase: 'blocked by publisher protection',
  pdfNotAvailable: 'This article cannot be saved because the PDF is not accessible.',
  pdfCouldNotLoad: 'This PDF could not be loaded. Please try accessing it directly in your browser.',
  pdfLoadTimedOut: 'PDF loading timed out. The publisher may be blocking access.',
  pdfTooLarge: `The PDF is larger than ${RESEARCH_LIMITS.maxPdfBytes / (1024 * 1024)} MB and cannot be stored.`,
  pdfUnsafeAddress: 'This address cannot be fetched by the server.',
  pdfNotAPdf: 'The address did not return a PDF.',
  noPdfUrl: 'No PDF URL available',
  pdfNotAccessible: 'PDF not accessible',
  // text extraction (§4, §8)
  extractFailed: 'Failed to extract text',
  /** A PDF whose reader outgrew its memory cap (e.g. a decompression bomb). */
  pdfExpandsTooMuch: 'This PDF expands to more data than we can process.',
  // scholarly search (§5, §8)
  enterQuery: 'Please enter a search query.',
  searchTooLong: (length: number) =>
    `A search can be at most ${RESEARCH_LIMITS.maxSearchLength} characters (this one has ${length.toLocaleString('en-US')}). Keep its key words.`,
  maxResults: 'Maximum results size exceeded. Try a more specific search.',
  apiFailed: (status: number | string) => `API request failed: ${status}`,
  searchFailed: 'Search failed. Please try again.',
  searchSlowDown: 'The scholarly index asked us to slow down. Please try again in a moment.',
  searchBudgetSpent:
    "Today's OpenAlex budget for this server is spent. Search works again after midnight UTC.",
  searchBadResponse: 'The scholarly index sent an answer we could not read. Please try again.',
  invalidFilter: (detail: string) => `The filter is not valid: ${detail}`,
  noDomains: 'No domains detected for this prompt',
  domainsFailed: 'Failed to fetch domains',
  domainSearchFailed: 'Search failed',
  loadPageFailed: 'Failed to load page. Please try again.',
  loadMoreFailed: 'Failed to load more articles. Please try again.',
  multiDomainFailed: 'Multi-domain search failed. Please try again.',
  someDomainsFailed: 'Failed to search some domains. Please try again.',
  noUserForCache: 'No authenticated user for cache access.',
  // saved articles, sections and analysis (§5, §8)
  articleIdMissing: 'The article needs an id.',
  articleIdTooLong: `The article id can be at most ${RESEARCH_LIMITS.maxArticleIdLength} characters.`,
  articleIdInvalid:
    "The article id is not valid: give the work's OpenAlex address or a plain id (letters, digits, '.', '_', ':' or '-', at most 200 characters).",
  essayNotFound: (id: string) => `Essay with id ${id} not found`,
  articleNotInEssay: 'Article not found in essay',
  articleNotFound: (id: string, essayId: string) => `Article with ID ${id} not found in essay ${essayId}`,
  saveNeedsEssay: 'Select an essay before saving articles.',
  noExtractedText:
    'No extracted text available for this article. The text should have been extracted when the article was saved. Please try refreshing the page or contact support.',
  noEssayContext:
    'No essay context available for analysis. Please add a prompt, brainstorm ideas, or thesis statement.',
  allAnalyzed: 'All articles have already been analyzed!',
  analysisRunning: 'An analysis of this essay is already running.',
  analyzingProgress: (n: number, m: number) => `Analyzing article ${n} of ${m}`,
  loadSectionsFailed: 'Failed to load sections',
  extractSectionsFailed: 'Failed to extract sections',
  networkError: 'Network error. Please check your connection and try again.',
  invalidServerResponse: 'Invalid response from server. Please try again.',
  diagnoseFailed: 'Failed to diagnose boundary issue.',
  loadArticlesFailed: 'Failed to load articles',
  removeFailed: 'Failed to remove article',
  startAnalysisFailed: 'Failed to start analysis',
  sectionNotFound: 'Section not found in this article.',
  boundariesNotFound: 'length unavailable (boundaries not found)',
  markersRequired: 'Both the start and the end marker are needed.',
  tooManyArticles: (max: number) => `An essay can hold at most ${max} saved articles.`,
  uploadNeedsPdf: 'Choose a PDF file to upload.',
  uploadNeedsTitle: 'Please enter the title of the work.',
  uploadBadDoi: 'The DOI should look like 10.1234/abcd (a https://doi.org/ link works too).',
  uploadFieldTooLong: (field: string, max: number) => `The ${field} can be at most ${max} characters.`,
  uploadBadYear: 'The year should be a four-digit year, like 2021.',
  uploadBadType: 'Choose the kind of work from the list.',
  tooManyUploads: 'You have uploaded many PDFs in the last hour. Please try again later.',
  fileNotFound: 'This PDF was not found.',
  // fallbacks (§5)
  untitled: 'Untitled',
  unknownAuthor: 'Unknown Author',
  noYear: 'n.d.',
  unknownSource: 'Unknown Source',
  sampleLibrary: 'Sample library',
  openAlex: 'OpenAlex',
} as const;
