/**
 * The embedding port (ADR 020): turns texts into unit-length vectors with the configured provider's embedding model
 * (AI SDK `embedMany`). Only providers that offer embeddings have one (OpenAI; an OpenAI-compatible server when
 * AI_EMBEDDING_MODEL names a model it serves); Anthropic and the offline engine have none, and then retrieval is
 * full-text only. Vendor SDKs are imported only here and in ./llm/provider.ts.
 */
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, RetryError, embedMany, type EmbeddingModel } from 'ai';
import type { AiConfig } from '../../../shared/schemas/ai';
import { AiConfigError } from './errors';

/** The embedding model OpenAI gets when AI_EMBEDDING_MODEL is not set. */
export const DEFAULT_OPENAI_EMBEDDING_MODEL = 'text-embedding-3-small';

export interface TextEmbedder {
  /** `<provider>:<model>`: stored beside each vector, so a change of model re-embeds. */
  readonly modelId: string;
  /** Unit-length vectors (dot product = cosine similarity), one per text, in order. */
  embed(texts: readonly string[], options?: { signal?: AbortSignal }): Promise<number[][]>;
}

export interface EmbedderDeps {
  /** Custom fetch for the provider's HTTP calls. */
  fetch?: typeof globalThis.fetch;
  /**
   * Provider call retries on 429/5xx (default 0: the embedding job is retried by the job system with its backoff,
   * and a question's embedding has a deadline and falls back to full text).
   */
  maxRetries?: number;
}

/** Longest text sent to the embedding model, in characters (far below the usual 8k-token context). */
export const MAX_EMBEDDING_CHARS = 8_000;

/**
 * Whether the provider refused the input itself (HTTP 400, 413, 422: too long, unsupported), as opposed to being
 * unavailable (429, 5xx, network), which is worth retrying later.
 */
export function isRejectedInput(error: unknown): boolean {
  const inner = RetryError.isInstance(error) ? error.lastError : error;
  return APICallError.isInstance(inner) && [400, 413, 422].includes(inner.statusCode ?? 0);
}

/** Scales a vector to length 1 (a zero or non-finite vector is refused: it cannot rank anything). */
export function normalise(vector: readonly number[]): number[] {
  let sum = 0;
  for (const x of vector) sum += x * x;
  const norm = Math.sqrt(sum);
  if (!Number.isFinite(norm) || norm === 0) throw new Error('the embedding model returned an empty vector');
  return vector.map((x) => x / norm);
}

/** The embedding model of a configuration, or null when the provider offers none or it is switched off. */
function embeddingModel(config: AiConfig, deps: EmbedderDeps): { model: EmbeddingModel; id: string } | null {
  const wanted = config.embeddingModel;
  if (wanted === 'off') return null;
  const fetchOpt = deps.fetch ? { fetch: deps.fetch } : {};
  switch (config.provider) {
    case 'openai': {
      if (!config.apiKey) return null;
      const id = wanted ?? DEFAULT_OPENAI_EMBEDDING_MODEL;
      const openai = createOpenAI({
        apiKey: config.apiKey,
        ...(config.baseURL ? { baseURL: config.baseURL } : {}),
        ...fetchOpt,
      });
      return { model: openai.embeddingModel(id), id: `openai:${id}` };
    }
    case 'openai-compatible': {
      if (!wanted || !config.baseURL) return null;
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseURL,
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        ...fetchOpt,
      });
      return { model: compatible.embeddingModel(wanted), id: `openai-compatible:${wanted}` };
    }
    case 'anthropic':
      if (wanted)
        throw new AiConfigError(
          'AI provider "anthropic" offers no embeddings: leave AI_EMBEDDING_MODEL unset (retrieval is full-text only).',
        );
      return null;
    case 'offline':
      return null;
  }
}

/** The embedder of a configuration, or null (retrieval then ranks by full text alone). */
export function createEmbedder(config: AiConfig, deps: EmbedderDeps = {}): TextEmbedder | null {
  const resolved = embeddingModel(config, deps);
  if (!resolved) return null;
  return {
    modelId: resolved.id,
    async embed(texts, options = {}) {
      if (texts.length === 0) return [];
      const { embeddings } = await embedMany({
        model: resolved.model,
        values: texts.map((t) => t.slice(0, MAX_EMBEDDING_CHARS)),
        maxRetries: deps.maxRetries ?? 0,
        ...(options.signal ? { abortSignal: options.signal } : {}),
      });
      if (embeddings.length !== texts.length)
        throw new Error(
          `the embedding model returned ${embeddings.length} vectors for ${texts.length} texts`,
        );
      return embeddings.map(normalise);
    },
  };
}
