import { afterAll, beforeAll } from 'vitest';
import { createAiEngine } from '../server/lib/ai/engine';
import type { AiEngine } from '../server/lib/ai/types';
import { startOpenAiCompatibleFake, type OpenAiCompatibleFake } from './openai-compatible-fake';

/**
 * Starts the OpenAI-compatible fake before the tests of the calling block and closes it after them; `engine()` is a
 * provider engine (no retries) that talks to it over real HTTP.
 */
export function useOpenAiCompatibleFake(): { readonly fake: OpenAiCompatibleFake; engine: () => AiEngine } {
  let started: OpenAiCompatibleFake | undefined;
  beforeAll(async () => {
    started = await startOpenAiCompatibleFake();
  });
  afterAll(async () => {
    await started?.close();
  });
  const suite = {
    get fake(): OpenAiCompatibleFake {
      if (!started) throw new Error('The OpenAI-compatible fake starts in beforeAll; use it inside a test.');
      return started;
    },
    engine: () =>
      createAiEngine(
        { provider: 'openai-compatible', baseURL: suite.fake.url, model: 'fake-model', apiKey: 'test-key' },
        { maxRetries: 0 },
      ),
  };
  return suite;
}
