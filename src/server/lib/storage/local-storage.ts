import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { assertKey, contentKey, resolveRange, type FileStorage } from './storage';

/** Files under `<root>/<aa>/<bb>/<key>`; written to a temporary name and renamed, so a reader never sees half a file. */
export function createLocalStorage(root: string): FileStorage {
  const dir = path.resolve(root);
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key.slice(2, 4), key);

  async function sizeOf(key: string): Promise<number | null> {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  return {
    kind: 'local',
    async put(data) {
      const key = contentKey(data);
      if ((await sizeOf(key)) !== null) return { key, size: data.length, created: false };
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, data, { mode: 0o600 });
      await rename(temp, file);
      return { key, size: data.length, created: true };
    },
    async get(key, range) {
      assertKey(key);
      const size = await sizeOf(key);
      if (size === null) return null;
      if (size === 0)
        return { size, start: 0, end: -1, body: new ReadableStream({ start: (c) => c.close() }) };
      const { start, end } = resolveRange(size, range);
      const stream = createReadStream(fileOf(key), { start, end });
      return { size, start, end, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    async exists(key) {
      assertKey(key);
      return (await sizeOf(key)) !== null;
    },
    async delete(key) {
      assertKey(key);
      await rm(fileOf(key), { force: true });
    },
  };
}
