import { describe, expect, it } from 'vitest';
import type { SavedArticle } from '../../../../shared/schemas/research';
import type { OutlineSection } from '../../../../shared/schemas/essays';
import { savedArticleFixture } from '../../../../testing/saved-article';
import {
  assignElement,
  assignedArticleLabel,
  buildResearchElements,
  filterElements,
} from './research-elements';

function article(id: string, fields: Partial<SavedArticle> = {}): SavedArticle {
  return savedArticleFixture({ id, title: `Title ${id}`, display_name: `Title ${id}`, ...fields });
}

const section = (id: string, prompt: number | null) => ({
  id,
  heading: `Heading ${id}`,
  summary: 'Summary',
  aiSummary: '',
  sectionStart: 'a',
  sectionEnd: 'b',
  pageNumber: 2,
  keyFindings: [],
  prompt_relevance: prompt,
  thesis_relevance: null,
  brainstorm_relevance: {},
});

const outlineSection = (id: string): OutlineSection => ({
  id,
  type: 'body',
  title: 'Body',
  content: '',
  position: 0,
  assignedArticles: [],
  assignedSections: [],
  brainstormIdeas: [],
});

describe('research elements', () => {
  it('gives sections their prompt relevance (5 when unrated), unsplit articles one citation, ideas 10', () => {
    const list = buildResearchElements(
      [
        article('A', { sections: [section('s1', 8), section('s2', null)] }),
        article('B'),
        article('C', {
          relation_analysis: {
            prompt_relation: {
              relevance_type: 'direct',
              relevance_score: 3,
              specific_relevance_explanation: '',
              content_mismatch: false,
            },
            thesis_relation: null,
            brainstorm_relation: null,
            analysis_status: 'completed',
            last_analyzed: null,
            analysis_errors: [],
          } as never,
        }),
      ],
      ['Idea one'],
    );
    expect(list.map((e) => [e.type, e.metadata.relevance_score, e.id])).toEqual([
      ['brainstorm_idea', 10, 'idea:0'],
      ['article_section', 8, 'section:A:s1'],
      ['article_section', 5, 'section:A:s2'],
      ['citation', 5, 'article:B'],
      ['citation', 3, 'article:C'],
    ]);
    expect(list[1]!.content).toBe('Heading s1: Summary');
    expect(list[1]!.metadata).toMatchObject({
      source: 'Title A',
      article_id: 'A',
      section_id: 's1',
      page_number: 2,
    });
  });

  it('filters All, Articles and Ideas', () => {
    const list = buildResearchElements(
      [article('A', { sections: [section('s1', 8)] }), article('B')],
      ['Idea'],
    );
    expect(filterElements(list, 'All')).toHaveLength(3);
    expect(filterElements(list, 'Articles').map((e) => e.type)).toEqual(['article_section', 'citation']);
    expect(filterElements(list, 'Ideas').map((e) => e.content)).toEqual(['Idea']);
  });

  it('assigns an element to one outline section once', () => {
    const list = buildResearchElements([article('A', { sections: [section('s1', 8)] })], ['Idea']);
    const sec = list.find((e) => e.type === 'article_section')!;
    const idea = list.find((e) => e.type === 'brainstorm_idea')!;
    const outline = [outlineSection('o1'), outlineSection('o2')];
    let next = assignElement(outline, 'o1', sec);
    next = assignElement(next, 'o1', sec);
    expect(next[0]).toMatchObject({
      assignedArticles: ['A'],
      assignedSections: ['A:s1'],
      brainstormIdeas: [],
    });
    expect(next[1]).toEqual(outline[1]);
    next = assignElement(assignElement(next, 'o2', idea), 'o2', idea);
    expect(next[1]).toMatchObject({ assignedArticles: [], brainstormIdeas: ['Idea'] });
    expect(assignedArticleLabel([article('A')], 'A')).toBe('Title A');
    expect(assignedArticleLabel([], 'W9')).toBe('Article W9');
  });
});
