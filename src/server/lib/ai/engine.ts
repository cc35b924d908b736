/**
 * The AI engine factory: one object with a method per AI task, backed by a language model when one is
 * configured and by the built-in offline engine otherwise.
 *
 *   const ai = createAiEngine(env.ai);           // { provider: 'offline' } → Offline tutor
 *   const review = await ai.reviewThesis({ thesis, prompt });
 *   return streamAiEvents(c, ai.studyChat(input, { signal }));
 */
import type { z } from 'zod';
import { aiConfigSchema, type AiConfig, type AiStreamEvent } from '../../../shared/schemas/ai';
import { AiConfigError, AiError, AiInputError, AiOutputError } from './errors';
import { createEmbedder } from './embeddings';
import { createLlmHandlers } from './llm/llm-engine';
import { resolveModel, type ProviderDeps } from './llm/provider';
import { formatZodIssues } from './llm/structured';
import { OFFLINE_LABEL, createOfflineHandlers } from './offline/offline-engine';
import {
  STREAM_TASKS,
  STRUCTURED_TASKS,
  type StreamTaskKey,
  type StructuredTaskKey,
  type TaskHandlers,
} from './task-handlers';
import type { AiCallOptions, AiEngine } from './types';

export interface AiEngineDeps extends ProviderDeps {
  /** Provider call retries on 429/5xx (default 2; tests use 0). */
  maxRetries?: number;
  /** Longest article text sent to a model, in characters. */
  maxArticleChars?: number;
  /** Called with provider failures that streams turn into `error` events (for logging). */
  onError?: (task: string, error: unknown) => void;
}

function parseInput<S extends z.ZodType>(task: string, schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (!r.success) throw new AiInputError(task, formatZodIssues(r.error));
  return r.data;
}

function wrap(handlers: TaskHandlers, validateOutputs: boolean) {
  const structured = <K extends StructuredTaskKey>(key: K) => {
    const spec = STRUCTURED_TASKS[key];
    const handler = handlers[key] as (input: unknown, signal?: AbortSignal) => Promise<unknown>;
    return async (input: unknown, options?: AiCallOptions) => {
      const parsed = parseInput(spec.name, spec.input, input);
      const out = await handler(parsed, options?.signal);
      if (!validateOutputs) return out;
      const checked = spec.output.safeParse(out);
      if (!checked.success)
        throw new AiOutputError(spec.name, formatZodIssues(checked.error), JSON.stringify(out), 1);
      return checked.data;
    };
  };
  const stream = <K extends StreamTaskKey>(key: K) => {
    const spec = STREAM_TASKS[key];
    const handler = handlers[key] as (input: unknown, signal?: AbortSignal) => AsyncIterable<AiStreamEvent>;
    return (input: unknown, options?: AiCallOptions): AsyncIterable<AiStreamEvent> => {
      // validated eagerly, so a bad request fails before a response stream is opened
      const parsed = parseInput(spec.name, spec.input, input);
      return handler(parsed, options?.signal);
    };
  };
  return {
    studyChat: stream('studyChat'),
    topicWelcome: stream('topicWelcome'),
    writingHelperChat: structured('writingHelperChat'),
    reviewEssayPrompt: structured('reviewEssayPrompt'),
    reviewThesis: structured('reviewThesis'),
    suggestWriting: structured('suggestWriting'),
    detectDomains: structured('detectDomains'),
    searchKeywords: structured('searchKeywords'),
    extractSections: structured('extractSections'),
    analyzeRelation: structured('analyzeRelation'),
    generateQuiz: structured('generateQuiz'),
    generateFlashcards: structured('generateFlashcards'),
    generateStudyPath: structured('generateStudyPath'),
    buildQuickAction: structured('buildQuickAction'),
  } as Omit<AiEngine, 'kind' | 'label' | 'model'>;
}

/**
 * Creates the engine for a configuration. Throws `AiConfigError` when the configuration cannot work
 * (unknown provider, missing API key, openai-compatible without base URL or model).
 */
export function createAiEngine(config: AiConfig, deps: AiEngineDeps = {}): AiEngine {
  const parsed = aiConfigSchema.safeParse(config);
  if (!parsed.success)
    throw new AiConfigError(`Invalid AI configuration: ${formatZodIssues(parsed.error).join('; ')}`);
  const cfg = parsed.data;
  if (cfg.provider === 'offline') {
    // offline outputs are validated too: a schema failure there is a bug worth surfacing in tests
    return { kind: 'offline', label: OFFLINE_LABEL, model: null, ...wrap(createOfflineHandlers(), true) };
  }
  const resolved = resolveModel({ ...cfg, provider: cfg.provider }, deps);
  const embedder = createEmbedder(cfg, deps.fetch ? { fetch: deps.fetch } : {});
  const handlers = createLlmHandlers({
    model: resolved.model,
    ...(deps.maxRetries !== undefined ? { maxRetries: deps.maxRetries } : {}),
    ...(deps.maxArticleChars !== undefined ? { maxArticleChars: deps.maxArticleChars } : {}),
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  return {
    kind: cfg.provider,
    label: resolved.label,
    model: resolved.modelId,
    ...(embedder ? { embedder } : {}),
    ...wrap(handlers, false),
  };
}

export { AiError };
