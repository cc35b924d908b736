import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../env';
import { storageFor } from '../../lib/storage/create-storage';
import { scholarFor } from '../../lib/scholar/create-scholar';
import type { Database } from '../../db/client';

const database = {} as Database;

describe('research settings', () => {
  it('defaults: the sample library, PDFs under DATA_DIR/files, 300 pages, 30 s and 512 MB per PDF', () => {
    const env = loadEnv({});
    expect(env.s3).toBeUndefined();
    expect(env.OPENALEX_BASE_URL).toBe('https://api.openalex.org');
    expect(env.PDF_WORKERS).toBeUndefined();
    expect(env.PDF_MAX_PAGES).toBe(300);
    expect(env.PDF_TIMEOUT_SECONDS).toBe(30);
    expect(env.PDF_MAX_MEMORY_MB).toBe(512);
    expect(storageFor(env).kind).toBe('local');
    expect(scholarFor(env, database, () => new Date()).label).toBe('Sample library');
  });

  it('uses OpenAlex with a key, and an S3-compatible bucket when all its settings are given', () => {
    const env = loadEnv({
      OPENALEX_API_KEY: 'key',
      OPENALEX_EMAIL: 'team@example.org',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'smarty',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
      S3_PREFIX: 'pdf/',
      PDF_WORKERS: '3',
    });
    expect(scholarFor(env, database, () => new Date()).label).toBe('OpenAlex');
    expect(env.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'smarty',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: 'pdf/',
    });
    expect(storageFor(env).kind).toBe('s3');
    expect(env.PDF_WORKERS).toBe(3);
  });

  it('names what is missing or wrong', () => {
    expect(() => loadEnv({ S3_BUCKET: 'smarty' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when any S3_\* setting is given/,
    );
    expect(() => loadEnv({ OPENALEX_EMAIL: 'not an email' })).toThrow(EnvError);
    expect(() => loadEnv({ PDF_WORKERS: '0' })).toThrow(/PDF_WORKERS/);
    expect(() => loadEnv({ PDF_MAX_MEMORY_MB: '64' })).toThrow(/PDF_MAX_MEMORY_MB/);
    expect(() => loadEnv({ S3_PREFIX: '../x y' })).toThrow(/S3_PREFIX/);
  });
});
