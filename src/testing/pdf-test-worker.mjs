// @ts-check
/**
 * A stand-in PDF worker for pool tests: a document starting `%PDF-HANG` never finishes, `%PDF-CRASH` kills the
 * thread, anything else answers at once with one page of text naming the thread.
 */
import { parentPort, threadId } from 'node:worker_threads';

if (!parentPort) throw new Error('worker only');
const port = parentPort;
port.on('message', (/** @type {{ id: number, data: ArrayBuffer }} */ message) => {
  const head = Buffer.from(message.data).subarray(0, 10).toString('latin1');
  if (head.startsWith('%PDF-HANG')) {
    for (;;) {
      // a parser stuck in a loop
    }
  }
  if (head.startsWith('%PDF-CRASH')) process.exit(3);
  port.postMessage({
    id: message.id,
    ok: true,
    text: `answered by thread ${threadId} with enough words to read`,
    pages: 1,
    totalPages: 1,
    info: {},
  });
});
