import { describe, expect, it } from 'vitest';
import type {
  AnalysisState,
  RelationAnalysisRecord,
  SavedArticle,
} from '../../../../shared/schemas/research';
import type { ArticleSection } from '../../../../shared/schemas/ai';
import { RESEARCH_MESSAGES as M } from '../../../../shared/messages';
import { ApiRequestError } from '../../../lib/api-client';
import {
  applyProgressEvent,
  articleHref,
  articleState,
  articleStateText,
  citationClasses,
  citationText,
  CITATION_TIER_CLASSES,
  cutIdea,
  brainstormNote,
  doiHref,
  extractedTextNote,
  ideasAboveFive,
  InvalidResponseError,
  noMatchText,
  parseAnalysisEvent,
  progressPercent,
  progressView,
  relationBadges,
  RELEVANCE_TYPE_CLASSES,
  researchErrorText,
  safeHref,
  SCORE_BAND_CLASSES,
  scoreClasses,
  sectionLengthText,
  sectionScores,
  sectionsFoundText,
  summaryPreview,
  viewSavedArticles,
} from './saved-view';
import { savedArticleFixture } from '../../../../testing/saved-article';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 86_400_000;

function relation(score: number, type: 'high' | 'medium' | 'low' | 'none' | 'not_available' = 'high') {
  return {
    relevance_type: type,
    relevance_score: score,
    specific_relevance_explanation: 'why',
    content_mismatch: false,
  };
}

function analysis(over: Partial<RelationAnalysisRecord> = {}): RelationAnalysisRecord {
  return {
    prompt_relation: relation(8),
    thesis_relation: relation(5, 'medium'),
    brainstorm_relation: { ...relation(6), idea_scores: [] },
    analysis_status: 'completed',
    last_analyzed: NOW.toISOString(),
    analysis_errors: [],
    ...over,
  };
}

function article(over: Partial<SavedArticle> = {}): SavedArticle {
  return savedArticleFixture({
    title: 'Solar policy',
    display_name: 'Solar policy',
    authors: 'Ada Lovelace, Alan Turing',
    doi: '10.1000/xyz',
    url: 'https://example.org/w1',
    abstract: 'An abstract.',
    cited_by_count: 10,
    saved_at: new Date(NOW.getTime() - DAY).toISOString(),
    text_word_count: 1200,
    text_pages: 4,
    ...over,
  });
}

const running = (over: Partial<AnalysisState> = {}): AnalysisState => ({
  isAnalyzing: true,
  currentArticleIndex: 1,
  totalArticlesToAnalyze: 3,
  status: 'running',
  currentArticleId: 'W1',
  message: 'Analyzing article 1 of 3',
  completedArticleIds: [],
  failedArticleIds: [],
  startedAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
  ...over,
});

describe('per-article state text (spec 3 §4)', () => {
  it('is Waiting for analysis when not analysed and no batch runs', () => {
    expect(articleStateText(article(), null)).toBe('Waiting for analysis');
    expect(
      articleStateText(article({ relation_analysis: analysis({ analysis_status: 'pending' }) }), null),
    ).toBe('Waiting for analysis');
    expect(
      articleStateText(article({ relation_analysis: analysis({ analysis_status: 'failed' }) }), null),
    ).toBe('Waiting for analysis');
  });

  it('is Analysis complete once completed, with or without a batch', () => {
    const done = article({ relation_analysis: analysis() });
    expect(articleStateText(done, null)).toBe('Analysis complete');
    expect(articleStateText(done, running({ currentArticleId: 'W9' }))).toBe('Analysis complete');
  });

  it('during a batch: the current article is Analyzing..., the others Analysis in progress', () => {
    const run = running({ currentArticleId: 'W1' });
    expect(articleStateText(article({ id: 'W1' }), run)).toBe('Analyzing...');
    expect(articleStateText(article({ id: 'W2' }), run)).toBe('Analysis in progress');
    // the article being analysed again shows Analyzing even if an earlier analysis completed
    expect(articleStateText(article({ id: 'W1', relation_analysis: analysis() }), run)).toBe('Analyzing...');
  });

  it('during a batch: an article without text, or one that failed in it, is waiting', () => {
    const run = running({ currentArticleId: 'W1', failedArticleIds: ['W3'] });
    expect(
      articleState(article({ id: 'W2', has_extracted_text: false, text_extraction_success: false }), run),
    ).toBe('waiting');
    expect(articleState(article({ id: 'W3' }), run)).toBe('waiting');
  });

  it('counts an article the run already finished as complete before the list is refreshed', () => {
    expect(articleState(article({ id: 'W2' }), running({ completedArticleIds: ['W2'] }))).toBe('complete');
  });

  it('a run that has ended makes no article Analyzing', () => {
    const ended = running({ isAnalyzing: false, status: 'completed', currentArticleId: 'W1' });
    expect(articleState(article({ id: 'W1' }), ended)).toBe('waiting');
  });
});

describe('Analyze All progress', () => {
  it('labels the article being analysed and counts only finished ones in the percent', () => {
    expect(progressView(running({ currentArticleIndex: 1, totalArticlesToAnalyze: 4 }))).toEqual({
      label: 'Analyzing article 1 of 4',
      percent: 0,
      current: 1,
      total: 4,
    });
    expect(progressView(running({ currentArticleIndex: 4, totalArticlesToAnalyze: 4 }))?.percent).toBe(75);
    expect(progressView(running({ currentArticleIndex: 2, totalArticlesToAnalyze: 3 }))?.percent).toBe(33);
  });

  it('shows nothing when no batch runs', () => {
    expect(progressView(null)).toBeNull();
    expect(progressView(running({ isAnalyzing: false, status: 'completed' }))).toBeNull();
  });

  it('keeps the article number within 1..total', () => {
    expect(progressView(running({ currentArticleIndex: 0, totalArticlesToAnalyze: 2 }))?.label).toBe(
      'Analyzing article 1 of 2',
    );
    expect(progressView(running({ currentArticleIndex: 9, totalArticlesToAnalyze: 2 }))?.label).toBe(
      'Analyzing article 2 of 2',
    );
  });

  it('progressPercent rounds and clamps, and is 0 with nothing to do', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(-1, 3)).toBe(0);
    expect(progressPercent(Number.NaN, 3)).toBe(0);
  });
});

describe('analysis events', () => {
  it('parses the events analysis-run.service publishes', () => {
    expect(
      parseAnalysisEvent(JSON.stringify({ type: 'analysis.ready', essayId: 'e', analysisState: null })),
    ).toEqual({
      type: 'analysis.ready',
      analysisState: null,
    });
    expect(
      parseAnalysisEvent(
        JSON.stringify({
          type: 'analysis.progress',
          essayId: 'e',
          status: 'running',
          currentArticleIndex: 2,
          totalArticlesToAnalyze: 3,
        }),
      ),
    ).toEqual({
      type: 'analysis.progress',
      status: 'running',
      currentArticleIndex: 2,
      totalArticlesToAnalyze: 3,
    });
    expect(parseAnalysisEvent(JSON.stringify({ type: 'analysis.resync', essayId: 'e' }))).toEqual({
      type: 'analysis.resync',
    });
  });

  it('reads the state an analysis.ready event carries, and resyncs when it is malformed', () => {
    const state = {
      isAnalyzing: false,
      currentArticleIndex: 3,
      totalArticlesToAnalyze: 3,
      status: 'completed',
      currentArticleId: null,
      message: 'Done',
      completedArticleIds: ['W1', 'W2', 'W3'],
      failedArticleIds: [],
      startedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:01:00.000Z',
    };
    expect(
      parseAnalysisEvent(JSON.stringify({ type: 'analysis.ready', essayId: 'e', analysisState: state })),
    ).toEqual({ type: 'analysis.ready', analysisState: state });
    expect(
      parseAnalysisEvent(
        JSON.stringify({
          type: 'analysis.ready',
          essayId: 'e',
          analysisState: { ...state, status: 'weird' },
        }),
      ),
    ).toEqual({ type: 'analysis.resync' });
    expect(
      parseAnalysisEvent(JSON.stringify({ type: 'analysis.ready', essayId: 'e', analysisState: 'done' })),
    ).toEqual({ type: 'analysis.resync' });
  });

  it('ignores what it cannot read, and turns a malformed progress event into a resync', () => {
    expect(parseAnalysisEvent('not json')).toBeNull();
    expect(parseAnalysisEvent('42')).toBeNull();
    expect(parseAnalysisEvent(JSON.stringify({ type: 'essay.updated' }))).toBeNull();
    expect(
      parseAnalysisEvent(
        JSON.stringify({
          type: 'analysis.progress',
          status: 'weird',
          currentArticleIndex: 1,
          totalArticlesToAnalyze: 1,
        }),
      ),
    ).toEqual({
      type: 'analysis.resync',
    });
  });

  it('applies a progress event and forgets the current article until the state is read again', () => {
    const next = applyProgressEvent(
      running(),
      { type: 'analysis.progress', status: 'running', currentArticleIndex: 2, totalArticlesToAnalyze: 3 },
      NOW,
    );
    expect(next).toMatchObject({
      isAnalyzing: true,
      currentArticleIndex: 2,
      currentArticleId: null,
      message: 'Analyzing article 2 of 3',
    });
    const ended = applyProgressEvent(
      null,
      { type: 'analysis.progress', status: 'completed', currentArticleIndex: 3, totalArticlesToAnalyze: 3 },
      NOW,
    );
    expect(ended.isAnalyzing).toBe(false);
    expect(ended.status).toBe('completed');
  });
});

describe('badge colours', () => {
  it('relation types: high green, medium yellow, low orange, none red, not_available grey', () => {
    expect(RELEVANCE_TYPE_CLASSES.high).toContain('text-success');
    expect(RELEVANCE_TYPE_CLASSES.medium).toContain('text-warning');
    expect(RELEVANCE_TYPE_CLASSES.low).toContain('var(--color-warning)');
    expect(RELEVANCE_TYPE_CLASSES.low).toContain('var(--color-danger)');
    expect(RELEVANCE_TYPE_CLASSES.none).toContain('text-danger');
    expect(RELEVANCE_TYPE_CLASSES.not_available).toContain('text-muted-foreground');
    expect(new Set(Object.values(RELEVANCE_TYPE_CLASSES)).size).toBe(5);
  });

  it('relation badges are prompt, brainstorm, thesis and hide not_available or missing relations', () => {
    expect(relationBadges(null)).toEqual([]);
    expect(relationBadges(analysis()).map((b) => `${b.key}:${b.type}`)).toEqual([
      'prompt:high',
      'brainstorm:high',
      'thesis:medium',
    ]);
    const partial = analysis({ thesis_relation: relation(0, 'not_available'), prompt_relation: null });
    expect(relationBadges(partial).map((b) => b.key)).toEqual(['brainstorm']);
    expect(relationBadges(analysis({ prompt_relation: relation(0, 'none') }))[0]).toMatchObject({
      key: 'prompt',
      type: 'none',
    });
  });

  it('scores: 7 or more green, 4 to 6 yellow, below 4 red', () => {
    expect(scoreClasses(10)).toBe(SCORE_BAND_CLASSES.high);
    expect(scoreClasses(7)).toBe(SCORE_BAND_CLASSES.high);
    expect(scoreClasses(6.9)).toBe(SCORE_BAND_CLASSES.medium);
    expect(scoreClasses(4)).toBe(SCORE_BAND_CLASSES.medium);
    expect(scoreClasses(3.9)).toBe(SCORE_BAND_CLASSES.low);
    expect(scoreClasses(0)).toBe(SCORE_BAND_CLASSES.low);
    expect(SCORE_BAND_CLASSES.high).toContain('success');
    expect(SCORE_BAND_CLASSES.medium).toContain('warning');
    expect(SCORE_BAND_CLASSES.low).toContain('danger');
  });

  it('citation badges switch above 100, 500 and 1000', () => {
    expect(citationClasses(null)).toBe(CITATION_TIER_CLASSES.base);
    expect(citationClasses(100)).toBe(CITATION_TIER_CLASSES.base);
    expect(citationClasses(101)).toBe(CITATION_TIER_CLASSES.over100);
    expect(citationClasses(500)).toBe(CITATION_TIER_CLASSES.over100);
    expect(citationClasses(501)).toBe(CITATION_TIER_CLASSES.over500);
    expect(citationClasses(1000)).toBe(CITATION_TIER_CLASSES.over500);
    expect(citationClasses(1001)).toBe(CITATION_TIER_CLASSES.over1000);
    expect(new Set(Object.values(CITATION_TIER_CLASSES)).size).toBe(4);
  });

  it('writes citation counts', () => {
    expect(citationText(1)).toBe('1 citation');
    expect(citationText(0)).toBe('0 citations');
    expect(citationText(12345)).toBe('12,345 citations');
  });
});

describe('brainstorm ideas', () => {
  const ideas = {
    idea_scores: [
      { idea: 'Five exactly', score: 5 },
      { idea: 'Renewable energy subsidies', score: 8 },
      { idea: 'Just above', score: 5.1 },
      { idea: 'Low', score: 2 },
    ],
  };

  it('lists ideas scoring above 5, best first', () => {
    expect(ideasAboveFive(ideas).map((i) => i.idea)).toEqual(['Renewable energy subsidies', 'Just above']);
    expect(ideasAboveFive(null)).toEqual([]);
  });

  it('cuts the top idea to 15 characters', () => {
    expect(cutIdea('Renewable energy subsidies')).toBe('Renewable energ...');
    expect(cutIdea('Renewable energ')).toBe('Renewable energ');
    expect(cutIdea('Renewable energy')).toBe('Renewable energ...');
  });

  it('is highly relevant at 6 or more and has no connections at 0', () => {
    expect(brainstormNote(6)).toMatch(/Highly relevant/);
    expect(brainstormNote(5.9)).toBeNull();
    expect(brainstormNote(0)).toMatch(/No connections/);
  });
});

describe('saved list view', () => {
  const list = [
    article({
      id: 'A',
      title: 'Alpha',
      cited_by_count: 100,
      saved_at: new Date(NOW.getTime() - 8 * DAY).toISOString(),
    }),
    article({
      id: 'B',
      title: 'Beta',
      cited_by_count: 99,
      doi: '10.5555/beta',
      relation_analysis: analysis(),
    }),
    article({
      id: 'C',
      title: 'Gamma',
      authors: 'Grace Hopper',
      has_extracted_text: false,
      text_extraction_success: null,
    }),
    article({
      id: 'D',
      title: 'Delta',
      open_access: { is_oa: true },
      relation_analysis: analysis({ analysis_status: 'failed' }),
    }),
  ];
  const ids = (xs: SavedArticle[]) => xs.map((a) => a.id);
  const view = (o: Partial<Parameters<typeof viewSavedArticles>[1]>) =>
    ids(viewSavedArticles(list, { search: '', filter: 'all', sort: 'title', now: NOW, ...o }));

  it('needs_analysis reads the has_extracted_text flag (the list carries no text)', () => {
    const onlyFlag = article({ id: 'F', text_extraction_success: null, has_extracted_text: true });
    expect(
      ids(viewSavedArticles([onlyFlag], { search: '', filter: 'needs_analysis', sort: 'date', now: NOW })),
    ).toEqual(['F']);
    expect(view({ filter: 'needs_analysis' })).toEqual(['A', 'D']);
  });

  it('filters recent, highly cited, open access and high relevance at their boundaries', () => {
    expect(view({ filter: 'recent' })).toEqual(['B', 'D', 'C']);
    expect(view({ filter: 'highly_cited' })).toEqual(['A']);
    expect(view({ filter: 'open_access' })).toEqual(['D']);
    expect(view({ filter: 'high_relevance' })).toEqual(['B', 'D']);
  });

  it('searches title, author and DOI, case-insensitively', () => {
    expect(view({ search: 'HOPPER' })).toEqual(['C']);
    expect(view({ search: '5555' })).toEqual(['B']);
    expect(view({ search: 'zzz' })).toEqual([]);
  });

  it('says why nothing is shown', () => {
    expect(noMatchText('  quantum ')).toBe('No articles match "quantum"');
    expect(noMatchText('   ')).toBe('No articles match the current filter.');
  });
});

describe('sections', () => {
  it('cuts a summary at 200 characters', () => {
    const at = 'x'.repeat(200);
    expect(summaryPreview(at)).toEqual({ text: at, cut: false });
    const over = `${'x'.repeat(200)}y`;
    expect(summaryPreview(over)).toEqual({ text: `${'x'.repeat(200)}...`, cut: true });
  });

  it('rates brainstorm relevance by the best idea and leaves missing scores out', () => {
    const base: Pick<ArticleSection, 'prompt_relevance' | 'thesis_relevance' | 'brainstorm_relevance'> = {
      prompt_relevance: 7,
      thesis_relevance: null,
      brainstorm_relevance: { a: 3, b: 9 },
    };
    expect(sectionScores(base)).toEqual({ prompt: 7, thesis: null, brainstorm: 9 });
    expect(sectionScores({ ...base, brainstorm_relevance: {} }).brainstorm).toBeNull();
    expect(sectionScores({ ...base, prompt_relevance: 0 }).prompt).toBe(0);
  });

  it('writes the section length states', () => {
    expect(sectionLengthText({ state: 'loading' })).toBe('computing length...');
    expect(sectionLengthText({ state: 'not_found' })).toBe('length unavailable (boundaries not found)');
    expect(sectionLengthText({ state: 'found', length: 1 })).toBe('1 character');
    expect(sectionLengthText({ state: 'found', length: 12345 })).toBe('12,345 characters');
    expect(sectionsFoundText(0)).toBe('0 sections found');
    expect(sectionsFoundText(1)).toBe('1 section found');
    expect(sectionsFoundText(7)).toBe('7 sections found');
  });

  it('notes the extracted text, or that there is none and why', () => {
    expect(extractedTextNote(article())).toEqual({
      available: true,
      text: 'Extracted text: 1,200 words, 4 pages',
      detail: null,
    });
    expect(extractedTextNote(article({ text_pages: 1, text_word_count: null })).text).toBe(
      'Extracted text: 1 page',
    );
    const none = extractedTextNote(
      article({
        has_extracted_text: false,
        text_extraction_success: false,
        text_extraction_error: 'Scanned PDF',
      }),
    );
    expect(none).toEqual({
      available: false,
      text: M.noExtractedText,
      detail: 'Text extraction failed: Scanned PDF',
    });
  });
});

describe('errors and links', () => {
  it('shows the server text, the network text or the invalid-response text', () => {
    expect(researchErrorText(new ApiRequestError(409, M.allAnalyzed, 'all_analyzed'), 'fallback')).toBe(
      M.allAnalyzed,
    );
    expect(researchErrorText(new ApiRequestError(500, 'HTTP 500'), 'fallback')).toBe('fallback');
    expect(researchErrorText(new TypeError('Failed to fetch'), 'fallback')).toBe(M.networkError);
    expect(researchErrorText(new InvalidResponseError(), 'fallback')).toBe(M.invalidServerResponse);
    expect(researchErrorText(new Error('boom'), 'fallback')).toBe('fallback');
  });

  it('links only http(s) and same-origin paths', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('/api/pdf-management/serve-pdf/a.pdf')).toBe('/api/pdf-management/serve-pdf/a.pdf');
    expect(safeHref(' https://x.org/a ')).toBe('https://x.org/a');
    expect(doiHref('https://doi.org/10.1/abc')).toBe('https://doi.org/10.1/abc');
    expect(doiHref('doi:10.1/abc')).toBe('https://doi.org/10.1/abc');
    expect(articleHref(article({ url: null }))).toBe('https://doi.org/10.1000/xyz');
    expect(articleHref(article({ url: null, doi: null, pdf_url: '/api/p.pdf' }))).toBe('/api/p.pdf');
  });
});
