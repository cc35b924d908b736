import { describe, expect, it } from 'vitest';
import { checkDraft, hasCitation, PARAPHRASE_SCAFFOLD, placeholdersIn } from './draft-checks';

const thesis =
  'Mandated nurse staffing ratios reduce patient mortality because nurses can monitor patients closely.';
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('draft checks (Complete Essay and Grade my writing)', () => {
  it('finds bracket placeholders and paraphrase scaffolds, not numeric citation markers', () => {
    expect(placeholdersIn('Good [1]. Bad [Add evidence: a study]. Also [2, 3].')).toEqual([
      '[Add evidence: a study]',
    ]);
    expect(placeholdersIn(`${PARAPHRASE_SCAFFOLD('a quote')} (Lee, 2020).`)).toHaveLength(1);
  });

  it('recognises APA, MLA, Chicago author-date and numeric citations', () => {
    expect(hasCitation('as shown (Keller & Brandt, 2021, p. 4).')).toBe(true);
    expect(hasCitation('as shown (Keller and Brandt 4).')).toBe(true);
    expect(hasCitation('as shown (Keller and Brandt 2021, 4).')).toBe(true);
    expect(hasCitation('as shown [2].')).toBe(true);
    expect(hasCitation('as everyone knows (mostly).')).toBe(false);
  });

  it('lists every problem of a placeholder draft', () => {
    const checks = checkDraft({
      draft_sections: {
        introduction: { content: 'Hospitals matter.' },
        body: { content: 'Staffing matters. [Add evidence: a statistic.]\n\nNurses burn out (Lee, 2020).' },
        conclusion: { content: '' },
      },
      thesis_statement: thesis,
      target_length: '500-1000',
      savedArticleCount: 2,
    });
    expect(Object.fromEntries(checks.map((c) => [c.id, c.ok]))).toEqual({
      placeholders: false,
      citations: false,
      length: false,
      thesis: false,
    });
    expect(checks.find((c) => c.id === 'citations')?.detail).toMatch(/^1 of 2 body paragraphs/);
  });

  it('passes a finished draft, and asks for no citations when nothing is saved', () => {
    const draft = {
      draft_sections: {
        introduction: { content: `${words(200)} ${thesis}` },
        body: { content: `${words(200)} (Lee, 2020).\n\n${words(100)} (Keller 12).` },
        conclusion: { content: words(50) },
      },
      thesis_statement: thesis,
      target_length: '500-1000',
    };
    expect(checkDraft({ ...draft, savedArticleCount: 1 }).every((c) => c.ok)).toBe(true);
    expect(checkDraft({ ...draft, savedArticleCount: 0 }).map((c) => c.id)).not.toContain('citations');
  });
});
