/**
 * Whatever engine analysed an article (issue 15): sections that are not content weigh nothing and have no key
 * findings, key-finding fields are distinct, and the relation to the essay is judged on the content only.
 */
import { describe, expect, it } from 'vitest';
import type { ArticleSection } from '../../../shared/schemas/ai';
import { contentText, settledSections } from './article-analysis.service';

const section = (heading: string, start: string, end: string, more: Partial<ArticleSection> = {}) =>
  ({
    id: heading,
    heading,
    summary: '',
    aiSummary: '',
    sectionStart: start,
    sectionEnd: end,
    pageNumber: 1,
    keyFindings: [],
    prompt_relevance: 8,
    thesis_relevance: null,
    brainstorm_relevance: { 'sleep loss': 7 },
    ...more,
  }) satisfies ArticleSection;

const repeated = 'Adolescents who used social media for three hours a day slept 40 minutes less.';

describe('settled sections', () => {
  it('a provider’s scores for keywords, acknowledgements and references become 0; their findings go', () => {
    const out = settledSections([
      section('Results', 'Results', 'less.', {
        keyFindings: [
          {
            finding: repeated,
            supportingEvidence: 'The effect held after adjusting for age.',
            keyQuote: repeated,
            methodology: repeated,
            dataPoint: '40 minutes',
            conclusion: `${repeated}`,
          },
        ],
      }),
      section('Keywords', 'Keywords', 'sleep'),
      section('Acknowledgements', 'Acknowledgements', 'funders.'),
      section('References', 'References', '2020.', {
        keyFindings: [
          {
            finding: 'x',
            supportingEvidence: '',
            keyQuote: '',
            methodology: '',
            dataPoint: '',
            conclusion: '',
          },
        ],
      }),
    ]);
    expect(out[0]?.prompt_relevance).toBe(8);
    expect(out[0]?.keyFindings).toEqual([
      {
        finding: repeated,
        supportingEvidence: 'The effect held after adjusting for age.',
        keyQuote: '',
        methodology: '',
        dataPoint: '40 minutes',
        conclusion: '',
      },
    ]);
    for (const s of out.slice(1)) {
      expect(s.prompt_relevance, s.heading).toBe(0);
      expect(s.thesis_relevance, s.heading).toBeNull();
      expect(s.brainstorm_relevance, s.heading).toEqual({ 'sleep loss': 0 });
      expect(s.keyFindings, s.heading).toEqual([]);
    }
  });
});

describe('content text', () => {
  it('leaves out the keywords and the reference list, keeps the rest in order', () => {
    const text =
      'Title\nKeywords\nsleep; teenagers\nResults\nTeens slept less.\nReferences\nSmith J. Sleep. 2020.\n';
    const sections = [
      section('Keywords', 'Keywords', 'teenagers'),
      section('Results', 'Results', 'less.'),
      section('References', 'References', '2020.'),
    ];
    const kept = contentText(text, sections);
    expect(kept).toContain('Title');
    expect(kept).toContain('Teens slept less.');
    expect(kept).not.toContain('teenagers');
    expect(kept).not.toContain('Smith');
  });
});
