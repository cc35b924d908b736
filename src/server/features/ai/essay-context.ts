import type { ArticleContext, ChatTurn, EssayContext } from '../../../shared/schemas/ai';
import type { CurrentEssay } from '../../../shared/schemas/ai-http';
import type { z } from 'zod';
import type { conversationTurnSchema, savedArticleRefSchema } from '../../../shared/schemas/ai-http';

function sectionText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'content' in value) {
    const content = (value as { content?: unknown }).content;
    return typeof content === 'string' ? content : '';
  }
  return '';
}

/** The spec's essay record (spec 2 §3 names) as the AI engine's essay context. */
export function toEssayContext(essay: CurrentEssay | undefined): EssayContext {
  const sections = essay?.draft_sections ?? {};
  return {
    title: essay?.title ?? '',
    prompt: essay?.prompt ?? '',
    thesis: essay?.thesis_statement ?? '',
    ideas: (essay?.brainstorm_ideas ?? []).filter((i) => i.trim() !== ''),
    sections: {
      introduction: sectionText(sections.introduction),
      // A creative piece keeps its story text under `main`.
      body: sectionText(sections.body) || sectionText(sections.main),
      conclusion: sectionText(sections.conclusion),
    },
    ...(essay?.essay_type ? { essayType: essay.essay_type } : {}),
    ...(essay?.writing_style ? { writingStyle: essay.writing_style } : {}),
    ...(essay?.current_phase ? { currentPhase: essay.current_phase } : {}),
    ...(essay?.target_length ? { targetLength: essay.target_length } : {}),
  };
}

export function toArticleContexts(
  articles: z.infer<typeof savedArticleRefSchema>[] | undefined,
): ArticleContext[] {
  return (articles ?? []).map((a) => ({
    ...(a.id !== undefined ? { id: String(a.id) } : {}),
    title: a.title ?? 'Untitled',
    authors: Array.isArray(a.authors) ? a.authors.join(', ') : (a.authors ?? ''),
    year: a.year ?? null,
    abstract: a.abstract ?? '',
    relevanceScore: a.relevanceScore ?? 0,
    sections: (a.sections ?? []).map((s) => ({ heading: s.heading, summary: s.summary ?? '' })),
  }));
}

/** The last six turns, with Smarty's own turns as `assistant` (spec 2 §9). */
export function toHistory(turns: z.infer<typeof conversationTurnSchema>[] | undefined): ChatTurn[] {
  return (turns ?? [])
    .slice(-6)
    .map((t) => ({ role: t.role === 'user' ? 'user' : 'assistant', content: t.content }));
}
