import { AwsClient } from 'aws4fetch';
import {
  assertKey,
  contentKey,
  RangeNotSatisfiableError,
  StorageError,
  type FileStorage,
  type StoredFile,
} from './storage';

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most S3-compatible servers expect. */
  forcePathStyle: boolean;
  /** Prefix of every object key, e.g. "smarty/". */
  prefix?: string;
}

/** An S3-compatible bucket signed with SigV4 (aws4fetch). */
export function createS3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
    initRetryMs: 100,
  });
  const endpoint = new URL(settings.endpoint);
  const prefix = settings.prefix ?? '';

  function objectUrl(key: string): string {
    const path = `${prefix}${key}`.split('/').map(encodeURIComponent).join('/');
    if (settings.forcePathStyle) {
      return `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}/${path}`;
    }
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/${path}`;
  }

  async function send(key: string, init: RequestInit): Promise<Response> {
    const signed = await client.sign(objectUrl(key), init);
    try {
      return await fetchImpl(signed);
    } catch (error) {
      throw new StorageError(
        `The file store could not be reached (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  }

  async function failed(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw new StorageError(
      `The file store refused to ${what} (HTTP ${res.status}${code ? ` ${code}` : ''}).`,
    );
  }

  async function exists(key: string): Promise<boolean> {
    assertKey(key);
    const res = await send(key, { method: 'HEAD' });
    if (res.status === 404) return false;
    if (!res.ok) return failed(res, 'check a file');
    return true;
  }

  return {
    kind: 's3',
    exists,
    async put(data) {
      const key = contentKey(data);
      if (await exists(key)) return { key, size: data.length, created: false };
      const res = await send(key, {
        method: 'PUT',
        body: data as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(data.length) },
      });
      if (!res.ok) return failed(res, 'store a file');
      await res.body?.cancel();
      return { key, size: data.length, created: true };
    },
    async get(key, range) {
      assertKey(key);
      const headers: Record<string, string> = {};
      if (range) headers.range = `bytes=${range.start}-${range.end ?? ''}`;
      const res = await send(key, { method: 'GET', headers });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (res.status === 416) {
        const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? 0);
        await res.body?.cancel();
        throw new RangeNotSatisfiableError(total);
      }
      if (!res.ok || !res.body) return failed(res, 'read a file');
      const contentRange = /bytes (\d+)-(\d+)\/(\d+)/.exec(res.headers.get('content-range') ?? '');
      if (res.status === 206 && contentRange) {
        const file: StoredFile = {
          start: Number(contentRange[1]),
          end: Number(contentRange[2]),
          size: Number(contentRange[3]),
          body: res.body as ReadableStream<Uint8Array>,
        };
        return file;
      }
      const size = Number(res.headers.get('content-length') ?? '0');
      return { start: 0, end: size - 1, size, body: res.body as ReadableStream<Uint8Array> };
    },
    async delete(key) {
      assertKey(key);
      const res = await send(key, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) return failed(res, 'delete a file');
      await res.body?.cancel();
    },
  };
}
