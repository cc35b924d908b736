import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../testing/s3-fake';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import {
  contentKey,
  getBytes,
  InvalidKeyError,
  RangeNotSatisfiableError,
  readAll,
  StorageError,
  type FileStorage,
} from './storage';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

let dir: string;
let fake: FakeS3;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'smarty-storage-'));
  fake = await startFakeS3();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await fake.close();
});

const s3 = () =>
  createS3Storage({
    endpoint: fake.endpoint,
    bucket: fake.bucket,
    region: fake.region,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    forcePathStyle: true,
    prefix: 'pdf/',
  });

describe.each([
  ['local directory', () => createLocalStorage(path.join(dir, 'files'))],
  ['S3-compatible bucket', s3],
] as Array<[string, () => FileStorage]>)('%s', (_name, make) => {
  it('stores by content hash and gets the file back whole', async () => {
    const storage = make();
    const data = bytes('%PDF-1.7 hello storage');
    const put = await storage.put(data);
    expect(put).toEqual({ key: contentKey(data), size: data.length, created: true });
    expect(put.key).toMatch(/^[0-9a-f]{64}$/);
    expect(await storage.exists(put.key)).toBe(true);
    const file = await storage.get(put.key);
    expect(file).toMatchObject({ size: data.length, start: 0, end: data.length - 1 });
    expect(text(await readAll(file!.body))).toBe('%PDF-1.7 hello storage');
  });

  it('stores the same content once', async () => {
    const storage = make();
    const data = bytes('%PDF-1.7 same twice');
    const first = await storage.put(data);
    const second = await storage.put(new Uint8Array(data));
    expect(second.key).toBe(first.key);
    expect(second.created).toBe(false);
  });

  it('serves byte ranges and refuses one past the end', async () => {
    const storage = make();
    const { key } = await storage.put(bytes('0123456789'));
    const mid = await storage.get(key, { start: 2, end: 5 });
    expect(mid).toMatchObject({ size: 10, start: 2, end: 5 });
    expect(text(await readAll(mid!.body))).toBe('2345');
    const tail = await storage.get(key, { start: 7 });
    expect(text(await readAll(tail!.body))).toBe('789');
    const clamped = await storage.get(key, { start: 8, end: 100 });
    expect(text(await readAll(clamped!.body))).toBe('89');
    await expect(storage.get(key, { start: 10 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });

  it('answers null / false for unknown keys and deletes', async () => {
    const storage = make();
    const missing = contentKey(bytes('never stored'));
    expect(await storage.get(missing)).toBeNull();
    expect(await storage.exists(missing)).toBe(false);
    const { key } = await storage.put(bytes('to delete'));
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
    expect(await getBytes(storage, key)).toBeNull();
  });

  it('refuses keys that are not content hashes (no path traversal)', async () => {
    const storage = make();
    for (const key of ['../../etc/passwd', 'abc', `${'a'.repeat(63)}/`, 'A'.repeat(64)]) {
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidKeyError);
    }
  });
});

describe('local directory layout', () => {
  it('spreads files into two levels of folders and leaves no temporary files', async () => {
    const root = path.join(dir, 'layout');
    const storage = createLocalStorage(root);
    const { key } = await storage.put(bytes('layout check'));
    expect(await readdir(path.join(root, key.slice(0, 2), key.slice(2, 4)))).toEqual([key]);
  });
});

describe('S3 adapter against the fake', () => {
  it('signs requests the fake can verify, and puts objects under the prefix', async () => {
    const storage = s3();
    const { key } = await storage.put(bytes('prefixed'));
    expect(fake.objects.has(`pdf/${key}`)).toBe(true);
  });

  it('reports a wrong secret as a storage error, never as a missing file', async () => {
    const wrong = createS3Storage({
      endpoint: fake.endpoint,
      bucket: fake.bucket,
      region: fake.region,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    const key = contentKey(bytes('x'));
    await expect(wrong.exists(key)).rejects.toBeInstanceOf(StorageError);
    await expect(wrong.put(bytes('x'))).rejects.toThrow(/SignatureDoesNotMatch|HTTP 403/);
  });

  it('reports an unreachable endpoint as a storage error', async () => {
    const gone = createS3Storage({
      endpoint: 'http://127.0.0.1:1',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    await expect(gone.exists(contentKey(bytes('y')))).rejects.toBeInstanceOf(StorageError);
  });
});
