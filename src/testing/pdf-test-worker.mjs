// @ts-check
/**
 * A stand-in PDF worker (child process) for pool tests. By the document's first bytes:
 *   `%PDF-HANG`   never finishes (a parser stuck in a loop)
 *   `%PDF-CRASH`  the process exits
 *   `%PDF-BLOAT`  fills memory outside the JS heap (ArrayBuffers, as pdf.js decoding a bomb does; up to 3 GB) and
 *                 never answers
 *   `%PDF-HEAP`   fills the JS heap until V8 gives up
 *   anything else answers at once with one page of text naming the process.
 */
import { exitWithParent } from '../server/lib/pdf/exit-with-parent.mjs';

const send = process.send?.bind(process);
if (!send) throw new Error('child process only');
exitWithParent();
/** @type {Uint8Array[]} */
const hoard = [];
/** @type {unknown[]} */
const heap = [];
process.on('message', (/** @type {{ id: number, data: Uint8Array }} */ message) => {
  const head = Buffer.from(message.data).subarray(0, 10).toString('latin1');
  if (head.startsWith('%PDF-HANG')) {
    for (;;) {
      // a parser stuck in a loop
    }
  }
  if (head.startsWith('%PDF-CRASH')) process.exit(3);
  if (head.startsWith('%PDF-BLOAT')) {
    const grow = () => {
      if (hoard.length >= 192) return; // 3 GB: a pool whose memory cap fails must not take the machine down
      hoard.push(new Uint8Array(16 * 1024 * 1024).fill(32));
      setImmediate(grow);
    };
    grow();
    return;
  }
  if (head.startsWith('%PDF-HEAP')) {
    for (;;) heap.push({ filler: `${heap.length}`.repeat(4) });
  }
  send({
    id: message.id,
    ok: true,
    text: `answered by process ${process.pid} with enough words to read`,
    pages: 1,
    totalPages: 1,
    info: {},
  });
});
