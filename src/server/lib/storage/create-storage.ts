import path from 'node:path';
import type { Env } from '../../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The configured bucket, else the local directory DATA_DIR/files. */
export function storageFor(env: Pick<Env, 's3' | 'DATA_DIR'>): FileStorage {
  return env.s3 ? createS3Storage(env.s3) : createLocalStorage(path.resolve(env.DATA_DIR, 'files'));
}
