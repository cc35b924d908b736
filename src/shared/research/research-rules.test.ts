import { describe, expect, it } from 'vitest';
import { RESEARCH_MESSAGES as M } from '../messages';
import { rebuildAbstract } from './abstract';
import {
  buildWorksFilter,
  canLoadMore,
  FilterError,
  formatWorksFilter,
  isLimitedResults,
  keepInBatch,
  matchesFilters,
  parseWorksFilter,
  SORT_OPTIONS,
} from './filters';
import { normalizeWorkId } from './ids';
import { bestPdfUrl, hasPdfAccess, isOpenAccess, looksLikePdfUrl } from './pdf-access';
import { pdfErrorKind, pdfRecoveryActions, PDF_ERROR_MESSAGES } from './pdf-errors';
import {
  brainstormHighlyRelevant,
  citationTier,
  formatScore,
  relevancePercent,
  scoreBand,
} from './relevance';
import {
  matchesSavedFilter,
  needsAnalysis,
  sectionBounds,
  sectionsBounds,
  sortSaved,
  viewSaved,
} from './saved-list';
import { RESEARCH_LIMITS } from '../limits';
import { buildSearchQuery, DEFAULT_SEARCH_TOPIC, fitSearchQuery } from './search-query';
import {
  analyzeRequestSchema,
  diagnoseRequestSchema,
  extractArticleSectionsRequestSchema,
  saveArticleRequestSchema,
  updateArticlePdfRequestSchema,
} from '../schemas/research';

describe('PDF access (spec 3 §5)', () => {
  it.each([
    ['https://example.org/files/paper.pdf', true],
    ['https://example.org/PAPER.PDF', true],
    ['https://example.org/download/123', true],
    ['https://example.org/article/123', true],
    ['https://example.org/content/10.1/full', true],
    ['https://example.org/supplement/1', true],
    ['https://arxiv.org/pdf/2106.01234', true],
    ['https://www.biorxiv.org/content/10.1101/2020.01.01.123456v1.full', true],
    ['https://pmc.ncbi.nlm.nih.gov/articles/PMC123456/pdf/', true],
    ['https://www.mdpi.com/2072-6694/14/1/1/pdf', true],
    ['https://link.springer.com/content/pdf/10.1007/s1.pdf', true],
    ['https://onlinelibrary.wiley.com/doi/pdfdirect/10.1002/x', true],
    ['https://journals.plos.org/plosone/article/file?id=10.1371/x&type=printable', true],
    ['https://example.org/view?format=pdf', true],
    ['https://example.org/get?download=application%2Fpdf', true],
    ['https://doi.org/10.1038/35002501', false],
    ['https://www.nature.com/articles/35002501', false],
    ['https://example.org/view?format=html', false],
    ['ftp://example.org/paper.pdf', false],
    ['not a url', false],
    [null, false],
  ])('%s looks like a PDF: %s', (url, expected) => {
    expect(looksLikePdfUrl(url)).toBe(expected);
  });

  it('picks the most direct PDF address and knows when there is none', () => {
    const oa = {
      is_oa: true,
      landing_page_url: 'https://doi.org/10.1/x',
      pdf_url: 'https://repo.example/a.pdf',
    };
    expect(
      bestPdfUrl({ best_oa_location: oa, primary_location: { pdf_url: 'https://pub.example/b.pdf' } }),
    ).toBe('https://repo.example/a.pdf');
    expect(bestPdfUrl({ primary_location: { pdf_url: 'https://pub.example/b.pdf' } })).toBe(
      'https://pub.example/b.pdf',
    );
    expect(
      bestPdfUrl({
        locations: [
          { is_oa: false, pdf_url: 'https://closed.example/c.pdf' },
          null,
          { is_oa: true, pdf_url: 'https://open.example/d.pdf' },
        ],
      }),
    ).toBe('https://open.example/d.pdf');
    expect(bestPdfUrl({ open_access: { is_oa: true, oa_url: 'https://doi.org/10.1/x' } })).toBeNull();
    expect(bestPdfUrl({ open_access: { is_oa: true, oa_url: 'https://repo.example/download/9' } })).toBe(
      'https://repo.example/download/9',
    );
    expect(bestPdfUrl({ url: 'https://host.example/paper.pdf' })).toBe('https://host.example/paper.pdf');
    expect(hasPdfAccess({ pdf_filename: 'abc.pdf' })).toBe(true);
    expect(hasPdfAccess({ primary_location: { landing_page_url: 'https://doi.org/10.1/x' } })).toBe(false);
  });

  it('is open access when the work, its primary location or any location is', () => {
    expect(isOpenAccess({ open_access: { is_oa: true } })).toBe(true);
    expect(isOpenAccess({ primary_location: { is_oa: true } })).toBe(true);
    expect(isOpenAccess({ locations: [{ is_oa: false }, { is_oa: true }] })).toBe(true);
    expect(isOpenAccess({ open_access: { is_oa: false }, locations: [] })).toBe(false);
  });
});

describe('filters and sorts (spec 3 §3, §5, §9)', () => {
  it('offers the four sorts with their labels', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Most Relevant',
      'Most Cited',
      'Newest First',
      'Oldest First',
    ]);
  });

  it('builds the default filter: open access, not retracted, years when set', () => {
    expect(buildWorksFilter({})).toBe('is_oa:true,is_retracted:false');
    expect(
      buildWorksFilter({
        publicationYearFrom: 2015,
        publicationYearTo: 2020,
        hasFulltext: true,
        language: 'en',
        minCitations: 10,
      }),
    ).toBe(
      'is_oa:true,has_content.pdf:true,is_retracted:false,language:en,cited_by_count:>9,from_publication_date:2015-01-01,to_publication_date:2020-12-31',
    );
    expect(
      buildWorksFilter({ openAccessOnly: false, excludeRetracted: false, publicationYearFrom: null }),
    ).toBe('');
  });

  it('parses what it builds, and OpenAlex spellings', () => {
    const built = buildWorksFilter({ publicationYearFrom: 2001, workType: 'review', minCitations: 5 });
    expect(formatWorksFilter(parseWorksFilter(built))).toBe(built);
    expect(parseWorksFilter('publication_year:2010-2012,cited_by_count:>=3,open_access.is_oa:true')).toEqual({
      fromDate: '2010-01-01',
      toDate: '2012-12-31',
      minCitations: 3,
      isOa: true,
    });
    expect(parseWorksFilter('')).toEqual({});
  });

  it.each([
    'institutions.id:I1',
    'is_oa:yes',
    'language:EN!',
    'cited_by_count:lots',
    'from_publication_date:2020-13-45',
    'nocolon',
  ])('refuses %s', (f) => {
    expect(() => parseWorksFilter(f)).toThrow(FilterError);
  });

  const work = {
    display_name: 'Nurse Staffing and Mortality',
    title: 'Nurse Staffing and Mortality',
    publication_year: 2018,
    language: 'en',
    type: 'article',
    cited_by_count: 120,
    is_retracted: false,
    open_access: { is_oa: true },
    primary_location: { pdf_url: 'https://repo.example/a.pdf' },
  };

  it('filters loaded works by every rule', () => {
    expect(matchesFilters(work, {})).toBe(true);
    expect(matchesFilters({ ...work, open_access: { is_oa: false } }, {})).toBe(false);
    expect(matchesFilters({ ...work, open_access: { is_oa: false } }, { openAccessOnly: false })).toBe(true);
    expect(matchesFilters({ ...work, primary_location: {} }, { hasFulltext: true })).toBe(false);
    expect(matchesFilters(work, { language: 'fr' })).toBe(false);
    expect(matchesFilters(work, { publicationYearFrom: 2018, publicationYearTo: 2018 })).toBe(true);
    expect(matchesFilters(work, { publicationYearFrom: 2019 })).toBe(false);
    expect(matchesFilters({ ...work, publication_year: null }, { publicationYearTo: 2030 })).toBe(false);
    expect(matchesFilters(work, { workType: 'review' })).toBe(false);
    expect(matchesFilters(work, { minCitations: 120 })).toBe(true);
    expect(matchesFilters(work, { minCitations: 121 })).toBe(false);
    expect(matchesFilters({ ...work, is_retracted: true }, {})).toBe(false);
    expect(matchesFilters({ ...work, is_retracted: true }, { excludeRetracted: false })).toBe(true);
    expect(matchesFilters(work, { search: 'STAFFING' })).toBe(true);
    expect(matchesFilters(work, { search: 'climate' })).toBe(false);
  });

  it('keeps in a batch only open-access works with a PDF, English or unset, within years, not retracted', () => {
    expect(keepInBatch(work)).toBe(true);
    expect(keepInBatch({ ...work, language: null })).toBe(true);
    expect(keepInBatch({ ...work, language: 'de' })).toBe(false);
    expect(keepInBatch({ ...work, primary_location: {} })).toBe(false);
    expect(keepInBatch(work, { from: 2019 })).toBe(false);
  });

  it('flags limited results and knows when more batches can load', () => {
    expect(isLimitedResults(2000, 254)).toBe(true);
    expect(isLimitedResults(2000, 255)).toBe(false);
    expect(isLimitedResults(1999, 10)).toBe(false);
    expect(canLoadMore(200, 399)).toBe(true);
    expect(canLoadMore(199, 1)).toBe(false);
    expect(canLoadMore(200, 400)).toBe(false);
  });
});

describe('search query (spec 3 §5)', () => {
  it('takes the first AI query, else five keywords, else a default, narrowed to any keyword', () => {
    expect(
      buildSearchQuery({ searchQueries: ['nurse staffing outcomes'], keywords: ['nurse', 'staffing ratio'] }),
    ).toBe('nurse staffing outcomes AND ("nurse" OR "staffing ratio")');
    expect(buildSearchQuery({ keywords: ['a', 'b', 'c', 'd', 'e', 'f'] })).toBe(
      'a b c d e AND ("a" OR "b" OR "c" OR "d" OR "e")',
    );
    expect(buildSearchQuery({ keywords: ['solo'] })).toBe('solo');
    expect(buildSearchQuery({})).toBe(DEFAULT_SEARCH_TOPIC);
  });

  it('fits the longest search the works endpoint takes: fewer keywords, whole words, phrases and brackets whole', () => {
    const max = RESEARCH_LIMITS.maxSearchLength;
    const keyword = (i: number) => `keyword phrase number ${i} ${'x'.repeat(30)}`;
    const query = buildSearchQuery({
      searchQueries: ['nurse staffing outcomes'],
      keywords: [1, 2, 3, 4, 5].map(keyword),
    });
    expect(query.length).toBeLessThanOrEqual(max);
    expect(query).toMatch(/^nurse staffing outcomes AND \("keyword phrase number 1 x+" OR .*"\)$/);
    expect(query).not.toContain('number 5');

    expect(fitSearchQuery('a'.repeat(max))).toBe('a'.repeat(max));
    const words = 'word '.repeat(100).trim();
    const fitted = fitSearchQuery(words);
    expect(fitted.length).toBeLessThanOrEqual(max);
    expect(fitted.endsWith(' word')).toBe(true);
    expect(fitSearchQuery('x'.repeat(max + 1))).toBe('x'.repeat(max));

    const boolean = `climate AND ("${'sea level '.repeat(40).trim()}" OR flood)`;
    expect(fitSearchQuery(boolean)).toBe('climate');
    const bracketed = `climate AND (flood OR ${'drought OR '.repeat(40)}heat)`;
    const cut = fitSearchQuery(bracketed);
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(cut).toMatch(/^climate AND \(flood OR drought( OR drought)*\)$/);
  });
});

describe('PDF errors (spec 3 §8)', () => {
  it('maps a failed fetch to its kind', () => {
    expect(pdfErrorKind(403, { error: 'x' })).toBe('blocked');
    expect(pdfErrorKind(502, { blocked: true })).toBe('blocked');
    expect(pdfErrorKind(404, {})).toBe('not_found');
    expect(pdfErrorKind(400, { error: 'The file is too small' })).toBe('too_small');
    expect(pdfErrorKind(400, { error: 'other' })).toBe('network');
    expect(pdfErrorKind(429, {})).toBe('timeout');
    expect(pdfErrorKind(500, 'not json')).toBe('network');
    expect(PDF_ERROR_MESSAGES.too_small).toBe(
      'The file appears to be invalid or corrupted. It may not be a valid PDF.',
    );
  });

  it('offers the recovery buttons of each kind', () => {
    expect(pdfRecoveryActions('blocked')).toEqual(['open_in_browser']);
    expect(pdfRecoveryActions('not_found')).toEqual(['view_article', 'try_pdf_url']);
    expect(pdfRecoveryActions('network')).toEqual(['retry', 'open_in_browser']);
    expect(pdfRecoveryActions('other')).toEqual(['retry', 'open_in_browser']);
  });

  it('the blocked-by-publisher text carries the phrase the saved viewer looks for', () => {
    expect(M.pdfBlockedByPublisher).toContain(M.blockedPhrase);
  });
});

describe('bands, abstracts and ids', () => {
  it('colours scores and citation badges at the spec thresholds', () => {
    expect([scoreBand(7), scoreBand(6.9), scoreBand(4), scoreBand(3.9)]).toEqual([
      'high',
      'medium',
      'medium',
      'low',
    ]);
    expect([
      citationTier(100),
      citationTier(101),
      citationTier(501),
      citationTier(1001),
      citationTier(null),
    ]).toEqual(['base', 'over100', 'over500', 'over1000', 'base']);
    expect(relevancePercent(50, 200)).toBe('25.0%');
    expect(relevancePercent(null, 10)).toBeNull();
    // an analysis score is out of 10: whole numbers plain, others with one decimal
    expect([formatScore(7), formatScore(6.54), formatScore(0), formatScore(8.96)]).toEqual([
      '7/10',
      '6.5/10',
      '0/10',
      '9/10',
    ]);
    expect(brainstormHighlyRelevant(6)).toBe(true);
    expect(brainstormHighlyRelevant(5.9)).toBe(false);
  });

  it('rebuilds abstracts from the inverted index, ignoring absurd positions', () => {
    expect(rebuildAbstract({ rise: [2], Sea: [0], levels: [1], 'fast.': [3] })).toBe('Sea levels rise fast.');
    expect(rebuildAbstract({ a: [0], b: [1_000_000_000], c: ['x'] })).toBe('a');
    expect(rebuildAbstract(null)).toBe('');
  });

  it('normalises work ids', () => {
    expect(normalizeWorkId('https://openalex.org/W2741809807')).toBe('W2741809807');
    expect(normalizeWorkId('https://api.openalex.org/works/w123')).toBe('W123');
    expect(normalizeWorkId('SL00001')).toBe('SL00001');
    expect(normalizeWorkId('../etc/passwd')).toBeNull();
    expect(normalizeWorkId('')).toBeNull();
  });
});

describe('saved list (spec 3 §2.7, §4, §5)', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const base = {
    title: 'B title',
    authors: 'Ada Example',
    doi: '10.1/x',
    saved_at: '2026-11-20T10:00:00Z',
    cited_by_count: 100,
    open_access: { is_oa: true },
    extracted_text: 'text',
    relation_analysis: null,
  };

  it('needs analysis when missing, pending or failed, with text', () => {
    expect(needsAnalysis(base)).toBe(true);
    expect(needsAnalysis({ ...base, relation_analysis: { analysis_status: 'failed' } })).toBe(true);
    expect(needsAnalysis({ ...base, relation_analysis: { analysis_status: 'completed' } })).toBe(false);
    expect(needsAnalysis({ ...base, extracted_text: null, text_extraction_success: false })).toBe(false);
  });

  it('filters recent, highly cited, open access and high relevance', () => {
    expect(matchesSavedFilter(base, 'recent', now)).toBe(true);
    expect(matchesSavedFilter({ ...base, saved_at: '2026-11-10T10:00:00Z' }, 'recent', now)).toBe(false);
    expect(matchesSavedFilter(base, 'highly_cited', now)).toBe(true);
    expect(matchesSavedFilter({ ...base, cited_by_count: 99 }, 'highly_cited', now)).toBe(false);
    expect(matchesSavedFilter({ ...base, open_access: null }, 'open_access', now)).toBe(false);
    expect(
      matchesSavedFilter(
        {
          ...base,
          relation_analysis: { analysis_status: 'completed', thesis_relation: { relevance_score: 7 } },
        },
        'high_relevance',
        now,
      ),
    ).toBe(true);
  });

  it('searches title, author and DOI, and sorts', () => {
    const list = [
      base,
      { ...base, title: 'A title', doi: '10.2/y', cited_by_count: 5, saved_at: '2026-11-21T10:00:00Z' },
    ];
    expect(viewSaved(list, { search: '10.2', now }).map((a) => a.title)).toEqual(['A title']);
    expect(sortSaved(list, 'title').map((a) => a.title)).toEqual(['A title', 'B title']);
    expect(sortSaved(list, 'citations').map((a) => a.title)).toEqual(['B title', 'A title']);
    expect(sortSaved(list, 'date').map((a) => a.title)).toEqual(['A title', 'B title']);
  });

  it('measures a section from its start marker to the end of its end marker', () => {
    const text = 'Intro. Methods: we did things. Results follow.';
    expect(sectionBounds(text, 'Methods:', 'things.')).toEqual({ start: 7, end: 30 });
    expect(sectionBounds(text, 'Methods:', 'Intro.')).toBeNull();
    expect(sectionBounds(text, '', 'x')).toBeNull();
    expect(sectionBounds(text, 'Methods:', 'things.', 8)).toBeNull();
  });

  it('finds each section of a paper from the end of the one before, so a repeated passage finds its own copy', () => {
    const text = 'Abstract We study X. Body one. Abstract We study X. Body two. Tail.';
    const sections = [
      { sectionStart: 'Abstract We', sectionEnd: 'Body one.' },
      { sectionStart: 'Abstract We', sectionEnd: 'Body two.' },
      { sectionStart: 'Tail.', sectionEnd: 'Tail.' },
      // out of order: only found before the previous end, so looked for from the start
      { sectionStart: 'Body one.', sectionEnd: 'Body one.' },
      { sectionStart: 'Missing', sectionEnd: 'Tail.' },
    ];
    expect(sectionsBounds(text, sections)).toEqual([
      { start: 0, end: 30 },
      { start: 31, end: 61 },
      { start: 62, end: 67 },
      { start: 21, end: 30 },
      null,
    ]);
    // alone, the second section would point at the first copy
    expect(sectionBounds(text, 'Abstract We', 'Body two.')).toEqual({ start: 0, end: 61 });
  });
});

describe('saved article ids', () => {
  const max = RESEARCH_LIMITS.maxArticleIdLength;
  const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('saving takes an id of up to 300 characters; a longer, empty, blank or missing one gets its own message', () => {
    expect(max).toBe(300);
    const save = (id: unknown) => saveArticleRequestSchema.safeParse({ id });
    expect(save('W'.repeat(max)).success).toBe(true);
    expect(messages(save('W'.repeat(max + 1)))).toEqual([M.articleIdTooLong]);
    expect(M.articleIdTooLong).toBe('The article id can be at most 300 characters.');
    for (const missing of ['', '   ', undefined, null, 42])
      expect(messages(save(missing)), String(missing)).toEqual([M.articleIdMissing]);
  });

  it('every request naming a saved article reads its id the same way', () => {
    const requests = [
      (articleId: string) => analyzeRequestSchema.safeParse({ articleId, essayId: 'e1' }),
      (articleId: string) => extractArticleSectionsRequestSchema.safeParse({ articleId, essayId: 'e1' }),
      (articleId: string) => diagnoseRequestSchema.safeParse({ articleId, essayId: 'e1' }),
      (articleId: string) =>
        updateArticlePdfRequestSchema.safeParse({ articleId, essayId: 'e1', pdfFilename: 'a.pdf' }),
    ];
    for (const parse of requests) {
      expect(parse('W'.repeat(max)).success).toBe(true);
      expect(messages(parse('W'.repeat(max + 1)))).toEqual([M.articleIdTooLong]);
      expect(messages(parse(''))).toEqual([M.articleIdMissing]);
    }
  });
});
