// @ts-check
/**
 * Preloaded into the product server's process by `startProductServer({ probe: true })` (`--import`): measures that
 * process from the inside, so the figures are the API process's own and not the load generator's. Talks over the
 * IPC channel the bench opens:
 *   { id, cmd: 'reset' }  clears the event-loop delay histogram and the memory peaks
 *   { id, cmd: 'read' }   → { id, reading: { eld: { p50, p99, max, mean, resolutionMs } (ms), memory, peak } (bytes) }
 *   { id, cmd: 'gc' }     runs a full garbage collection (the bench starts the server with --expose-gc)
 * It changes nothing in the server. Plain JavaScript: worker threads inherit the preload, before any TypeScript
 * loader is active in them; there (and without an IPC channel) it does nothing.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

/** Event-loop delay sampled every millisecond: an idle loop reads about 1 ms (the sampling interval itself). */
const RESOLUTION_MS = 1;

if (isMainThread && process.send && process.channel) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  setInterval(sample, 25).unref();
  process.channel.unref();

  /** @param {number} ns */
  const ms = (ns) => ns / 1e6;
  /** @param {unknown} reply */
  const send = (reply) => process.send?.(reply);
  process.on('message', (/** @type {{ id: number; cmd: string }} */ message) => {
    if (message.cmd === 'reset') {
      histogram.reset();
      peakRss = 0;
      peakHeap = 0;
      sample();
      send({ id: message.id });
    } else if (message.cmd === 'gc') {
      /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
      send({ id: message.id });
    } else if (message.cmd === 'read') {
      sample();
      const m = process.memoryUsage();
      send({
        id: message.id,
        reading: {
          eld: {
            p50: ms(histogram.percentile(50)),
            p99: ms(histogram.percentile(99)),
            max: ms(histogram.max),
            mean: ms(histogram.mean),
            resolutionMs: RESOLUTION_MS,
          },
          memory: { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers },
          peak: { rss: peakRss, heapUsed: peakHeap },
        },
      });
    }
  });
}
