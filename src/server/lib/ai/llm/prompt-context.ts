/** How the essay, articles and topic are rendered into a model's prompt. */
import type { ModelMessage } from 'ai';
import {
  type AiCitation,
  type ArticleContext,
  type EssayContext,
  type TopicContext,
} from '../../../../shared/schemas/ai';
import { UNTRUSTED_DATA_RULE, dataBlock, dataList, render, type PromptTemplate } from '../prompts/render';

// ───────────────────────────── context rendering ─────────────────────────────

export function system(t: PromptTemplate, vars: Readonly<Record<string, string | number>> = {}): string {
  return `${render(t.system, vars)}\n\n${UNTRUSTED_DATA_RULE}`;
}

export function essayBlock(e: EssayContext, maxChars = 60_000): string {
  const parts = [
    `Title: ${e.title || '(untitled)'}`,
    `Essay type: ${e.essayType ?? 'academic'}; style: ${e.writingStyle ?? 'not set'}${e.currentPhase ? `; phase: ${e.currentPhase}` : ''}`,
    `Prompt: ${e.prompt || '(not written yet)'}`,
    `Thesis: ${e.thesis || '(not written yet)'}`,
    `Brainstorm ideas:${e.ideas.length ? `\n${e.ideas.map((i) => `- ${i}`).join('\n')}` : ' (none)'}`,
    `Introduction:\n${e.sections.introduction || '(empty)'}`,
    `Body:\n${e.sections.body || '(empty)'}`,
    `Conclusion:\n${e.sections.conclusion || '(empty)'}`,
  ];
  return dataBlock('essay', parts.join('\n\n'), { maxChars });
}

export function articlesBlock(articles: readonly ArticleContext[], withAbstracts: boolean): string {
  return dataList(
    'saved_articles',
    articles.slice(0, 20).map((a) => {
      const abs = withAbstracts && a.abstract ? ` Abstract: ${a.abstract.slice(0, 1200)}` : '';
      const secs =
        withAbstracts && a.sections.length
          ? ` Sections: ${a.sections
              .slice(0, 8)
              .map((s) => `${s.heading} — ${s.summary.slice(0, 200)}`)
              .join(' | ')}`
          : '';
      return `${a.title} — ${a.authors || 'Unknown Author'} (${a.year ?? 'n.d.'}); relevance ${a.relevanceScore}/10.${abs}${secs}`;
    }),
  );
}

export function topicBlock(
  topic: TopicContext,
  withContent: boolean,
  sources: readonly AiCitation[],
): string {
  const parts = [`Title: ${topic.title}`, `Summary: ${topic.summary || '(none)'}`];
  if (withContent && topic.content?.trim()) parts.push(`Material:\n${topic.content}`);
  if (sources.length)
    parts.push(
      `Sources:\n${sources.map((s) => `[${s.index}] ${s.title}${s.url ? ` (${s.url})` : ''}`).join('\n')}`,
    );
  return dataBlock('topic', parts.join('\n\n'), { maxChars: 60_000 });
}

export function numberedSources(topic: TopicContext | undefined): AiCitation[] {
  return (topic?.sources ?? [])
    .slice(0, 20)
    .map((s, i) => ({ index: i + 1, title: s.title, ...(s.url ? { url: s.url } : {}) }));
}

export function userTurn(t: PromptTemplate, vars: Readonly<Record<string, string | number>>): ModelMessage[] {
  return [{ role: 'user', content: render(t.user, vars) }];
}

export const orNone = (name: string, text: string) =>
  text.trim() ? dataBlock(name, text) : `${name.replace(/_/g, ' ')}: (not given)`;

export function articleText(
  a: {
    title: string;
    abstract: string;
    text: string;
    sections: ReadonlyArray<{ heading: string; summary: string }>;
  },
  maxChars: number,
): string {
  const parts = [`Title: ${a.title}`];
  if (a.abstract.trim()) parts.push(`Abstract: ${a.abstract}`);
  if (a.sections.length)
    parts.push(`Sections:\n${a.sections.map((s) => `- ${s.heading}: ${s.summary}`).join('\n')}`);
  if (a.text.trim()) parts.push(`Text:\n${a.text}`);
  return dataBlock('article', parts.join('\n\n'), { maxChars });
}

/** Maps model-returned idea scores onto the student's exact idea texts. */
export function mapIdeaScores(
  ideas: readonly string[],
  scores: ReadonlyArray<{ idea: string; score: number }>,
  where: string,
  issues: string[],
): Array<{ idea: string; score: number }> {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  const byKey = new Map(scores.map((s) => [norm(s.idea), s.score]));
  const out: Array<{ idea: string; score: number }> = [];
  for (const idea of ideas) {
    const score = byKey.get(norm(idea));
    if (score === undefined) issues.push(`${where}: no score for brainstorm idea "${idea}"`);
    else out.push({ idea, score });
  }
  return out;
}

// ───────────────────────────── wire schemas (what the model returns) ─────────────────────────────
