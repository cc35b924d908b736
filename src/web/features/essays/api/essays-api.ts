/**
 * Calls of the essay area: the essay API (/api/essays) and the AI endpoints it uses. Writes carry this tab's
 * X-Client-Id so the event stream can tell our own saves from another tab's.
 */
import type { Essay, EssaySummary, ThesisReviewRecord } from '../../../../shared/schemas/essays';
import type { SavedArticle } from '../../../../shared/schemas/research';
import type { EvidenceCard } from '../../../../shared/schemas/ai';
import { CLIENT_ID_HEADER } from '../../../../shared/schemas/essays';
import type { EssayMode } from '../../../../shared/essays/options';
import { readJsonBody, readPromptsUsedHeader, toApiRequestError } from '../../../lib/api-client';
import { reportDemoPromptUse } from '../../../lib/demo-prompts';

function makeClientId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  }
}

/** This tab's id, sent on every write. */
export const CLIENT_ID = makeClientId();

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [CLIENT_ID_HEADER]: CLIENT_ID };
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  readPromptsUsedHeader(response.headers);
  const data = await readJsonBody(response);
  if (!response.ok) throw Object.assign(toApiRequestError(response.status, data), { body: data });
  return data as T;
}

/** An AI call: reports the demo prompt use afterwards (spec 2 §4: usage synced after a demo prompt). */
async function aiCall<T>(path: string, body: unknown): Promise<T> {
  try {
    return await call<T>('POST', path, body);
  } finally {
    reportDemoPromptUse();
  }
}

export interface CreateEssayInput {
  title: string;
  mode: EssayMode;
  essay_type: string;
  writing_style: string;
  target_length: string;
  audience: string;
  tone: string;
}

export type EssayPatch = Partial<Omit<Essay, 'id' | 'user_id' | 'version' | 'created_at' | 'updated_at'>>;

export const essaysApi = {
  list: (panel: EssayMode) =>
    call<{ essays: EssaySummary[] }>('GET', `/api/essays?panel=${panel}`).then((r) => r.essays),
  get: (id: string) => call<{ essay: Essay }>('GET', `/api/essays/${id}`).then((r) => r.essay),
  create: (input: CreateEssayInput) =>
    call<{ essay: Essay }>('POST', '/api/essays', input).then((r) => r.essay),
  update: (id: string, version: number, patch: EssayPatch) =>
    call<{ essay: Essay }>('PATCH', `/api/essays/${id}`, { ...patch, version }).then((r) => r.essay),
  switchPhase: (id: string, body: Record<string, unknown>) =>
    call<{ essay: Essay }>('POST', `/api/essays/${id}/phase`, body).then((r) => r.essay),
  completePhase: (id: string, phase: string, body: Record<string, unknown>) =>
    call<{ essay: Essay }>('POST', `/api/essays/${id}/phases/${phase}/complete`, body).then((r) => r.essay),
  complete: (id: string, body: Record<string, unknown>) =>
    call<{ essay: Essay }>('POST', `/api/essays/${id}/complete`, body).then((r) => r.essay),
  remove: (id: string) =>
    call<{ deleted: true; id: string; restore_until: string }>('DELETE', `/api/essays/${id}`),
  restore: (id: string) => call<{ essay: Essay }>('POST', `/api/essays/${id}/restore`).then((r) => r.essay),
  exportUrl: (id: string, format: 'docx' | 'md', style: string) =>
    `/api/essays/${id}/export?format=${format}&style=${style}`,
  /** The essay's saved articles with their sections and analysis (the research elements of the writing phase). */
  researchArticles: (id: string) =>
    call<{ articles: SavedArticle[] }>('GET', `/api/essays/${id}/saved-articles`).then((r) => r.articles),
  /** The essay's saved articles as a BibTeX or RIS download. */
  savedArticlesExportUrl: (id: string, format: 'bibtex' | 'ris') =>
    `/api/essays/${id}/saved-articles/export?format=${format}`,
};

export type { EvidenceCard };

export interface PromptReview {
  approved: boolean;
  feedback?: string;
  [key: string]: unknown;
}

export const essayAiApi = {
  reviewPrompt: (prompt: string, essay: Essay) =>
    aiCall<PromptReview>('/api/essay-prompt-review', {
      prompt,
      essayMetadata: {
        essayType: essay.essay_type,
        writingStyle: essay.writing_style,
        targetLength: essay.target_length,
        audience: essay.audience,
        tone: essay.tone,
      },
    }),
  reviewThesis: (thesis: string, essay: Essay) =>
    aiCall<ThesisReviewRecord>('/api/thesis-ai-review', {
      thesis,
      essayType: essay.essay_type,
      prompt: essay.prompt,
      brainstorm_ideas: essay.brainstorm_ideas,
    }),
  chat: (body: Record<string, unknown>) =>
    aiCall<{ success?: boolean; response?: string; category?: string }>('/api/ai-writing-helper/chat', body),
  suggest: (body: Record<string, unknown>) =>
    aiCall<{
      success?: boolean;
      suggestion?: string;
      error?: string;
      mode?: 'coach' | 'prose';
      note?: string;
      evidence?: EvidenceCard[];
    }>('/api/ai-writing-helper/writing-suggestions', body),
};
