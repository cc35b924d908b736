import type { AiEngine } from '../server/lib/ai/types';
import { createAiEngine } from '../server/lib/ai/engine';
import { AiProviderError } from '../server/lib/ai/errors';

export interface CountingAi {
  engine: AiEngine;
  /** Calls that reached the engine, by method name. */
  calls: Record<string, number>;
  total(): number;
  /** From now on every structured call fails as a provider outage would. */
  failWith(status: number | null): void;
}

/** The offline engine with a call counter in front, to prove which requests reached "the model". */
export function countingAi(): CountingAi {
  const inner = createAiEngine({ provider: 'offline' });
  const calls: Record<string, number> = {};
  let failStatus: number | null = null;
  const engine = new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        calls[key] = (calls[key] ?? 0) + 1;
        if (failStatus !== null && key !== 'studyChat' && key !== 'topicWelcome') {
          return Promise.reject(new AiProviderError(key, `HTTP ${failStatus}`, { status: failStatus }));
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    engine,
    calls,
    total: () => Object.values(calls).reduce((a, b) => a + b, 0),
    failWith: (status) => {
      failStatus = status;
    },
  };
}
