// @ts-check
/**
 * The PDF text worker: runs pdfjs-dist (legacy build, eval disabled, no font loading) in its own thread, one
 * document at a time, so a hostile or broken PDF can only stall or crash this thread, which the pool then
 * terminates and replaces. Plain JavaScript so it starts the same under tsx, Vitest and plain Node.
 *
 * Message in:  { id, data: ArrayBuffer, maxPages }
 * Message out: { id, ok: true, text, pages, totalPages, info } | { id, ok: false, code, message }
 */
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('pdfjs-dist/package.json'));
const cMapUrl = `${path.join(packageDir, 'cmaps')}${path.sep}`;
const standardFontDataUrl = `${path.join(packageDir, 'standard_fonts')}${path.sep}`;

/** @param {unknown} error */
function classify(error) {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') return { code: 'encrypted', message: 'The PDF is password-protected.' };
  if (name === 'InvalidPDFException') return { code: 'not_pdf', message: 'The file is not a valid PDF.' };
  return { code: 'malformed', message: `The PDF could not be read (${message.slice(0, 200)}).` };
}

/** @param {string | undefined} value */
const clean = (value) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, 1000) : undefined;

/**
 * One line per text line (a text item ending a line ends it), a form feed between pages.
 * @param {Uint8Array} data
 * @param {number} maxPages
 */
async function extract(data, maxPages) {
  const task = getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
    cMapUrl,
    cMapPacked: true,
    standardFontDataUrl,
  });
  const doc = await task.promise;
  try {
    const totalPages = doc.numPages;
    const pages = Math.min(totalPages, maxPages);
    /** @type {string[]} */
    const texts = [];
    for (let i = 1; i <= pages; i++) {
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      texts.push(text);
      page.cleanup();
    }
    /** @type {{ title?: string, author?: string }} */
    const info = {};
    try {
      const meta = await doc.getMetadata();
      const raw = /** @type {Record<string, unknown>} */ (meta.info ?? {});
      const title = clean(typeof raw.Title === 'string' ? raw.Title : undefined);
      const author = clean(typeof raw.Author === 'string' ? raw.Author : undefined);
      if (title) info.title = title;
      if (author) info.author = author;
    } catch {
      // metadata is optional
    }
    return { text: texts.join('\f'), pages, totalPages, info };
  } finally {
    await doc.destroy();
  }
}

if (!parentPort) throw new Error('pdf-worker.mjs runs only as a worker thread');
const port = parentPort;
port.on('message', async (/** @type {{ id: number, data: ArrayBuffer, maxPages: number }} */ message) => {
  try {
    const result = await extract(new Uint8Array(message.data), message.maxPages);
    port.postMessage({ id: message.id, ok: true, ...result });
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, ...classify(error) });
  }
});
