/**
 * Content-addressed file storage for PDFs: a file's key is the SHA-256 of its bytes, so the same file
 * saved twice is stored once. Two implementations behind one interface: a local directory (the default,
 * under DATA_DIR/files) and an S3-compatible bucket.
 *
 *   const { key } = await storage.put(bytes);           // key = 64 hex characters
 *   const file = await storage.get(key, { start: 0, end: 1023 });
 */
import { createHash } from 'node:crypto';

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive; the end of the file when absent. */
  end?: number;
}

export interface StoredFile {
  /** The whole file's size in bytes. */
  size: number;
  /** The bytes served (the range when one was asked for). */
  body: ReadableStream<Uint8Array>;
  /** The range served, inclusive; the whole file when none was asked for. */
  start: number;
  end: number;
}

export interface PutResult {
  key: string;
  size: number;
  /** False when the same content was stored already. */
  created: boolean;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(data: Uint8Array): Promise<PutResult>;
  /** The file (or a range of it); null when the key is unknown. A range past the end throws RangeNotSatisfiable. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${key.slice(0, 80)}`);
    this.name = 'InvalidKeyError';
  }
}

export class RangeNotSatisfiableError extends Error {
  constructor(public readonly size: number) {
    super('The requested range is outside the file.');
    this.name = 'RangeNotSatisfiableError';
  }
}

export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageError';
  }
}

const KEY = /^[0-9a-f]{64}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new InvalidKeyError(key);
}

export function contentKey(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Clamps a requested range to a file of `size` bytes. */
export function resolveRange(size: number, range?: ByteRange): { start: number; end: number } {
  if (!range) return { start: 0, end: Math.max(0, size - 1) };
  if (range.start < 0 || range.start >= size || (range.end !== undefined && range.end < range.start)) {
    throw new RangeNotSatisfiableError(size);
  }
  return { start: range.start, end: Math.min(size - 1, range.end ?? size - 1) };
}

/** Reads a whole stream into one buffer. */
export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
    total += chunk.length;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The whole file's bytes, or null. */
export async function getBytes(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const file = await storage.get(key);
  return file ? readAll(file.body) : null;
}
