import { startOpenAiCompatibleFake } from '../src/testing/openai-compatible-fake';
import { payingMember, startProductServer } from './support';

export interface LatencyFigure {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Time from the provider writing its first token to the client reading the first `content` event, through our
 * server (`POST /api/smarty/ask`), with a local OpenAI-compatible provider. Provider and client share this process's
 * clock; the server runs in its own process.
 */
export async function streamFirstTokenLatency(samples = 25): Promise<LatencyFigure> {
  const fake = await startOpenAiCompatibleFake();
  fake.setHandler(() => ({
    kind: 'stream',
    chunks: ['Hello', ' there', ', learner.'],
    firstTokenDelayMs: 50,
  }));
  const product = await startProductServer({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'bench-model',
  });
  try {
    const cookie = await payingMember(product.url);
    const added: number[] = [];
    for (let i = 0; i < samples; i++) {
      const before = fake.firstChunkTimes.length;
      const response = await fetch(`${product.url}/api/smarty/ask`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-bench-client-ip': '203.0.113.9' },
        body: JSON.stringify({
          question: `Explain RAM ${i}`,
          smarty: { useSyllabus: false, citeSources: false },
        }),
      });
      if (!response.ok || !response.body)
        throw new Error(`smarty/ask answered ${response.status}: ${await response.text()}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let firstContentAt: number | null = null;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        if (firstContentAt === null && /"type":"content"/.test(buffer)) firstContentAt = performance.now();
      }
      const providerAt = fake.firstChunkTimes[before];
      if (firstContentAt !== null && providerAt !== undefined) added.push(firstContentAt - providerAt);
    }
    return { samples: added.length, medianMs: percentile(added, 50), p95Ms: percentile(added, 95) };
  } finally {
    await product.stop();
    await fake.close();
  }
}
