// @ts-check
/**
 * The PDF text worker: runs pdfjs-dist (legacy build, no font loading; pdf.js 6 has no eval path, and the process may not compile code from strings) in its own child process
 * (forked by pdf-extractor.ts with a heap cap; the pool also watches its resident memory), one document at a
 * time, so a hostile or broken PDF can only stall, bloat or crash this process, which the pool then kills and
 * replaces. Plain JavaScript so it starts the same under tsx, Vitest and plain Node. It exits when the server
 * that forked it goes away, even mid-document (exit-with-parent.mjs).
 *
 * Message in:  { id, data: Uint8Array, maxPages, maxTextChars }
 * Message out: { id, ok: true, text, pages, totalPages, info } | { id, ok: false, code, message }
 */
import { createRequire } from 'node:module';
import process from 'node:process';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { exitWithParent } from './exit-with-parent.mjs';

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
 * One line per text line (a text item ending a line ends it), a form feed between pages. Stops after
 * `maxPages` pages, or once the text reaches `maxTextChars` (cut there): the text handed to the server stays
 * bounded whatever the PDF expands to.
 * @param {Uint8Array} data
 * @param {number} maxPages
 * @param {number} maxTextChars
 */
async function extract(data, maxPages, maxTextChars) {
  const task = getDocument({
    data,
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
    let pages = Math.min(totalPages, maxPages);
    /** @type {string[]} */
    const texts = [];
    let chars = 0;
    for (let i = 1; i <= pages; i++) {
      const separator = i > 1 ? 1 : 0;
      if (chars + separator >= maxTextChars) {
        pages = i - 1;
        break;
      }
      const page = await doc.getPage(i);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      page.cleanup();
      const room = maxTextChars - chars - separator;
      if (text.length > room) {
        texts.push(text.slice(0, room));
        pages = i;
        break;
      }
      texts.push(text);
      chars += separator + text.length;
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
    await task.destroy(); // pdf.js 6: the loading task, not the document, is destroyed
  }
}

const send = process.send?.bind(process);
if (!send) throw new Error('pdf-worker.mjs runs only as a child process with an IPC channel');
exitWithParent();
process.on(
  'message',
  async (/** @type {{ id: number, data: Uint8Array, maxPages: number, maxTextChars: number }} */ message) => {
    try {
      const data = new Uint8Array(message.data.buffer, message.data.byteOffset, message.data.byteLength);
      const result = await extract(data, message.maxPages, message.maxTextChars);
      send({ id: message.id, ok: true, ...result });
    } catch (error) {
      send({ id: message.id, ok: false, ...classify(error) });
    }
  },
);
