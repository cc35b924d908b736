/**
 * Section suggestions with a provider (issue 15), on the local OpenAI-compatible fake (real provider code, real HTTP):
 * the prompt lists the evidence passages numbered; the prose keeps only citations of those passages, as in-text
 * citations in the essay's style, and says how many invented ones it removed.
 */
import { describe, expect, it } from 'vitest';
import { useOpenAiCompatibleFake } from '../../../../testing/openai-compatible-suite';
import { NURSING_ESSAY } from '../../../../testing/fixtures/essays';
import type { EvidenceCard } from '../../../../shared/schemas/ai';
import { checkSuggestionCitations } from './writing-suggestion';

const card = (n: number, citation: string, quote: string): EvidenceCard => ({
  id: `a${n}#s1#0`,
  articleId: `W${n}`,
  articleTitle: `Article ${n}`,
  section: 'Results',
  quote,
  page: 4,
  relevance: 8,
  citation,
});
const EVIDENCE = [
  card(
    1,
    '(Aiken et al., 2002, p. 4)',
    'Each additional patient per nurse was associated with a 7% increase in the odds of dying within 30 days.',
  ),
  card(
    2,
    '(Ball et al., 2014, p. 4)',
    'Nurses on understaffed wards left necessary care undone on their last shift.',
  ),
];

describe('checkSuggestionCitations', () => {
  it('turns valid [n] markers into the passages’ in-text citations', () => {
    const r = checkSuggestionCitations(
      'Mortality rises with every extra patient [1]. Care is missed [2][1].',
      EVIDENCE,
    );
    expect(r).toEqual({
      text: 'Mortality rises with every extra patient (Aiken et al., 2002, p. 4). Care is missed (Ball et al., 2014, p. 4)(Aiken et al., 2002, p. 4).',
      removed: 0,
    });
    expect(checkSuggestionCitations('Both hold [1, 2].', EVIDENCE).text).toBe(
      'Both hold (Aiken et al., 2002, p. 4; Ball et al., 2014, p. 4).',
    );
  });

  it('removes numbers and author-year or author-page citations that name no passage, and counts them', () => {
    const r = checkSuggestionCitations(
      'Ratios save lives [3]. A review agrees (Smith, 2019). Costs fall (Jones 12). It was cited (Aiken et al., 2002, p. 4; Lee & Park, 2020).',
      EVIDENCE,
    );
    expect(r.text).toBe(
      'Ratios save lives. A review agrees. Costs fall. It was cited (Aiken et al., 2002, p. 4).',
    );
    expect(r.removed).toBe(4);
  });

  it('keeps a parenthetical date that is not a citation, and the passages’ own citations written out', () => {
    const r = checkSuggestionCitations(
      'California mandated ratios (in 2004) and deaths fell (Ball et al., 2014, p. 4).',
      EVIDENCE,
    );
    expect(r).toEqual({
      text: 'California mandated ratios (in 2004) and deaths fell (Ball et al., 2014, p. 4).',
      removed: 0,
    });
  });
});

describe('suggestWriting with a provider (OpenAI-compatible fake)', () => {
  const llm = useOpenAiCompatibleFake();
  const engine = llm.engine;

  it('lists the evidence numbered in the prompt and returns prose citing only it, saying what it removed', async () => {
    const before = llm.fake.requests.length;
    llm.fake.reply({
      kind: 'text',
      content: JSON.stringify({
        suggestion:
          'Every extra patient per nurse raises the odds of death [1]. Nurses then leave care undone [2], and a national survey found the same [7] (Smith, 2019).',
      }),
    });
    const out = await engine().suggestWriting({
      sectionType: 'body',
      essay: NURSING_ESSAY,
      evidence: EVIDENCE,
      outlinePoint: 'Ratios reduce mortality.',
    });
    const prompt = llm.fake.promptText(llm.fake.requests[before]!);
    expect(prompt).toContain(
      '[1] Article 1 — Results (Aiken et al., 2002, p. 4)\nEach additional patient per nurse',
    );
    expect(prompt).toContain('[2] Article 2 — Results (Ball et al., 2014, p. 4)');
    expect(prompt).toContain('Ratios reduce mortality.');
    expect(out.mode).toBe('prose');
    expect(out.suggestion).toBe(
      'Every extra patient per nurse raises the odds of death (Aiken et al., 2002, p. 4). Nurses then leave care undone (Ball et al., 2014, p. 4), and a national survey found the same.',
    );
    expect(out.note).toBe(
      '2 citations that named none of your evidence passages were removed; check the sentences before you use them.',
    );
  });

  it('without evidence tells the model to write without citations and strips any it invents', async () => {
    const before = llm.fake.requests.length;
    llm.fake.reply({
      kind: 'text',
      content: JSON.stringify({ suggestion: 'Safe staffing saves lives (Aiken, 2002).' }),
    });
    const out = await engine().suggestWriting({ sectionType: 'introduction', essay: NURSING_ESSAY });
    expect(llm.fake.promptText(llm.fake.requests[before]!)).toContain(
      'evidence passages: (none — write without citations)',
    );
    expect(out.suggestion).toBe('Safe staffing saves lives.');
    expect(out.note).toMatch(/^1 citation that named none of your evidence passages was removed/);
  });
});
