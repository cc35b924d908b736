/**
 * The outline rule of the academic flow: the sections generated from the thesis and ideas, and the words written
 * for each section. Only the web uses it (the server stores whatever outline the client saves).
 */
import { countWords } from '../../../../shared/essays/word-count';
import type { Essay, OutlineSection } from '../../../../shared/schemas/essays';
import { ESSAYS_COPY } from '../messages';

/** Sections generated from the thesis and ideas: an introduction, one body per idea (1-3), a conclusion. */
export function buildOutline(essay: Essay): OutlineSection[] {
  const ideas = essay.brainstorm_ideas;
  const bodies = Math.min(Math.max(ideas.length, 1), 3);
  const out: OutlineSection[] = [
    {
      id: 'introduction',
      type: 'introduction',
      title: ESSAYS_COPY.introduction,
      content: essay.thesis_statement ? ESSAYS_COPY.introductionPlan(essay.thesis_statement) : '',
      position: 0,
      assignedArticles: [],
      assignedSections: [],
      brainstormIdeas: [],
    },
  ];
  for (let i = 0; i < bodies; i += 1) {
    const own = ideas.filter((_, j) => j % bodies === i);
    out.push({
      id: `body-${i + 1}`,
      type: 'body',
      title: ESSAYS_COPY.bodyParagraph(i + 1),
      content: own[0] ?? '',
      position: i + 1,
      assignedArticles: [],
      assignedSections: [],
      brainstormIdeas: own,
    });
  }
  out.push({
    id: 'conclusion',
    type: 'conclusion',
    title: ESSAYS_COPY.conclusion,
    content: ESSAYS_COPY.conclusionPlan,
    position: bodies + 1,
    assignedArticles: [],
    assignedSections: [],
    brainstormIdeas: [],
  });
  return out;
}

/**
 * Words written for one outline section: the introduction and conclusion texts, and for Body Paragraph N the Nth
 * paragraph of the body text (paragraphs are separated by a blank line), so each body paragraph counts its own words.
 */
export function outlineWords(
  essay: Essay,
  outline: readonly OutlineSection[],
  section: OutlineSection,
): number {
  const text = essay.draft_sections[section.type]?.content ?? '';
  if (section.type !== 'body') return countWords(text);
  const bodies = outline.filter((o) => o.type === 'body');
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  const index = bodies.findIndex((o) => o.id === section.id);
  // The last outline body also counts any further paragraphs written beyond the outline.
  const own = index === bodies.length - 1 ? paragraphs.slice(index) : paragraphs.slice(index, index + 1);
  return own.reduce((n, p) => n + countWords(p), 0);
}
