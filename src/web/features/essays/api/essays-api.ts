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
  Essay,
} from '../../../../shared/schemas/essays';
import type { EvidenceCard } from '../../../../shared/schemas/ai';
import type {
  writingHelperChatRequestSchema,
  writingSuggestionRequestSchema,
} from '../../../../shared/schemas/ai-http';
import { CLIENT_ID_HEADER } from '../../../../shared/schemas/essays';
import type { EssayMode } from '../../../../shared/essays/options';
import type { EssaysRoutes } from '../../../../server/features/essays/essays.routes';
import type { ResearchRoutes } from '../../../../server/features/research/research.routes';
import type { AiRoutes } from '../../../../server/features/ai/ai.routes';
import { apiFetch, featureClient, featurePaths, ok, pathOf } from '../../../lib/rpc';
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

type WritingHelperChatRequest = z.input<typeof writingHelperChatRequestSchema>;
type WritingSuggestionRequest = z.input<typeof writingSuggestionRequestSchema>;

/** The AI endpoints the essay area uses (ADR 016). */
const ai = featureClient<AiRoutes>();

/** An AI call: reports the demo prompt use afterwards (spec 2 §4: usage synced after a demo prompt). */
async function aiOk<R extends Parameters<typeof ok>[0]>(call: R): ReturnType<typeof ok<Awaited<R>>> {
  try {
    return await ok(call);
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
  /** The essay's server-sent events (changes from other tabs and devices). */
  eventsUrl: (id: string) => pathOf(paths[':id'].events.$url({ param: param(id) })),
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
    aiOk(
      ai['essay-prompt-review'].$post({
        json: {
          prompt,
          essayMetadata: {
            essayType: essay.essay_type,
            writingStyle: essay.writing_style,
            targetLength: essay.target_length,
            audience: essay.audience,
            tone: essay.tone,
          },
        },
      }),
    ),
  reviewThesis: (thesis: string, essay: Essay) =>
    aiOk(
      ai['thesis-ai-review'].$post({
        json: {
          thesis,
          essayType: essay.essay_type,
          prompt: essay.prompt,
          brainstorm_ideas: essay.brainstorm_ideas,
        },
      }),
    ),
  chat: (body: WritingHelperChatRequest) => aiOk(ai['ai-writing-helper'].chat.$post({ json: body })),
  suggest: (body: WritingSuggestionRequest) =>
    aiOk(ai['ai-writing-helper']['writing-suggestions'].$post({ json: body })),
};
