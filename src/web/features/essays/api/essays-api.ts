/**
 * Calls of the essay area: the essay API (/api/essays) and the AI endpoints it uses. Writes carry this tab's
 * X-Client-Id so the event stream can tell our own saves from another tab's.
 */
import type { z } from 'zod';
import type {
  CitationStyle,
  completeRequestSchema,
  CreateEssayRequest,
  switchPhaseSchema,
  UpdateEssayRequest,
  ThesisReviewRecord,
  Essay,
} from '../../../../shared/schemas/essays';
import type { EvidenceCard } from '../../../../shared/schemas/ai';
import { CLIENT_ID_HEADER } from '../../../../shared/schemas/essays';
import type { EssayMode } from '../../../../shared/essays/options';
import type { EssaysRoutes } from '../../../../server/features/essays/essays.routes';
import type { ResearchRoutes } from '../../../../server/features/research/research.routes';
import { readJsonBody, readPromptsUsedHeader, toApiRequestError } from '../../../lib/api-client';
import { apiFetch, featurePaths, ok, pathOf } from '../../../lib/rpc';
import { hc } from 'hono/client';
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

/** POST /api/essays: the shared schema's input (settings are the spec's option values). */
export type CreateEssayInput = CreateEssayRequest;

/** A save's fields: what PATCH /api/essays/{id} accepts besides the version. */
export type EssayPatch = Omit<UpdateEssayRequest, 'version'>;

/** The essay router's client (ADR 016); every call carries this tab's X-Client-Id. */
const essays = hc<EssaysRoutes>('/api', {
  fetch: apiFetch,
  headers: { [CLIENT_ID_HEADER]: CLIENT_ID },
}).essays;
/** The essay's saved articles are served by the research router (the same public endpoint, ADR 009). */
const saved = hc<ResearchRoutes>('/api', {
  fetch: apiFetch,
  headers: { [CLIENT_ID_HEADER]: CLIENT_ID },
}).essays;
const paths = featurePaths<EssaysRoutes>().essays;
const researchPaths = featurePaths<ResearchRoutes>().essays;
const param = (id: string) => ({ id: encodeURIComponent(id) });

export const essaysApi = {
  list: (panel: EssayMode) => ok(essays.$get({ query: { panel } })).then((r) => r.essays),
  get: (id: string) => ok(essays[':id'].$get({ param: param(id) })).then((r) => r.essay),
  create: (input: CreateEssayInput) => ok(essays.$post({ json: input })).then((r) => r.essay),
  update: (id: string, version: number, patch: EssayPatch) =>
    ok(essays[':id'].$patch({ param: param(id), json: { ...patch, version } })).then((r) => r.essay),
  switchPhase: (id: string, body: z.input<typeof switchPhaseSchema>) =>
    ok(essays[':id'].phase.$post({ param: param(id), json: body })).then((r) => r.essay),
  completePhase: (id: string, phase: string, body: z.input<typeof completeRequestSchema>) =>
    ok(
      essays[':id'].phases[':phase'].complete.$post({
        param: { ...param(id), phase: encodeURIComponent(phase) },
        json: body,
      }),
    ).then((r) => r.essay),
  complete: (id: string, body: z.input<typeof completeRequestSchema>) =>
    ok(essays[':id'].complete.$post({ param: param(id), json: body })).then((r) => r.essay),
  remove: (id: string) => ok(essays[':id'].$delete({ param: param(id) })),
  restore: (id: string) => ok(essays[':id'].restore.$post({ param: param(id) })).then((r) => r.essay),
  exportUrl: (id: string, format: 'docx' | 'md', style: CitationStyle) =>
    pathOf(paths[':id'].export.$url({ param: param(id), query: { format, style } })),
  /** The essay's saved articles with their sections and analysis (the research elements of the writing phase). */
  researchArticles: (id: string) =>
    ok(saved[':essayId']['saved-articles'].$get({ param: { essayId: encodeURIComponent(id) } })).then(
      (r) => r.articles,
    ),
  /** The essay's saved articles as a BibTeX or RIS download. */
  savedArticlesExportUrl: (id: string, format: 'bibtex' | 'ris') =>
    pathOf(
      researchPaths[':essayId']['saved-articles'].export.$url({
        param: { essayId: encodeURIComponent(id) },
        query: { format },
      }),
    ),
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
