import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOpenAiCompatibleFake,
  type OpenAiCompatibleFake,
} from '../../../testing/openai-compatible-fake';
import { createEmbedder, DEFAULT_OPENAI_EMBEDDING_MODEL, normalise } from './embeddings';
import { createAiEngine } from './engine';
import { AiConfigError } from './errors';

let fake: OpenAiCompatibleFake;
beforeAll(async () => {
  fake = await startOpenAiCompatibleFake();
});
afterAll(async () => {
  await fake.close();
});

describe('embedding port', () => {
  it('has no embedder offline, for Anthropic, or for a compatible server without an embedding model', () => {
    expect(createEmbedder({ provider: 'offline' })).toBeNull();
    expect(createAiEngine({ provider: 'offline' }).embedder).toBeUndefined();
    expect(createEmbedder({ provider: 'anthropic', apiKey: 'k' })).toBeNull();
    expect(createEmbedder({ provider: 'openai-compatible', baseURL: fake.url, model: 'm' })).toBeNull();
    expect(() =>
      createEmbedder({ provider: 'anthropic', apiKey: 'k', embeddingModel: 'text-embedding-3-small' }),
    ).toThrow(AiConfigError);
  });

  it('defaults OpenAI to its small embedding model; "off" switches embeddings off', () => {
    expect(createEmbedder({ provider: 'openai', apiKey: 'k' })?.modelId).toBe(
      `openai:${DEFAULT_OPENAI_EMBEDDING_MODEL}`,
    );
    expect(createEmbedder({ provider: 'openai', apiKey: 'k', embeddingModel: 'off' })).toBeNull();
  });

  it('embeds many texts in one call as unit vectors, in order', async () => {
    const ai = createAiEngine(
      { provider: 'openai-compatible', baseURL: fake.url, model: 'm', embeddingModel: 'e' },
      { maxRetries: 0 },
    );
    expect(ai.embedder?.modelId).toBe('openai-compatible:e');
    const vectors = await ai.embedder!.embed(['alpha beta', 'gamma']);
    expect(vectors).toHaveLength(2);
    for (const v of vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    expect(vectors[0]).not.toEqual(vectors[1]);
    const calls = fake.requests.filter((r) => r.path.startsWith('/v1/embeddings'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.input).toEqual(['alpha beta', 'gamma']);
    expect(calls[0]?.body.model).toBe('e');
  });

  it('refuses an empty vector', () => {
    expect(normalise([3, 4])).toEqual([0.6, 0.8]);
    expect(() => normalise([0, 0])).toThrow();
  });
});
