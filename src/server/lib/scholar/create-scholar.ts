import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createOpenAlexIndex } from './openalex';
import { createScholarCache } from './response-cache';
import { createSampleLibraryIndex } from './sample-library/library';
import type { ScholarIndex } from './scholar';

/** OpenAlex when OPENALEX_API_KEY is set, else the built-in sample library. */
export function scholarFor(
  env: Pick<Env, 'OPENALEX_API_KEY' | 'OPENALEX_BASE_URL' | 'OPENALEX_EMAIL' | 'baseUrl'>,
  database: Database,
  now: () => Date,
): ScholarIndex {
  if (!env.OPENALEX_API_KEY) return createSampleLibraryIndex({ database, baseUrl: env.baseUrl });
  return createOpenAlexIndex({
    baseUrl: env.OPENALEX_BASE_URL,
    apiKey: env.OPENALEX_API_KEY,
    ...(env.OPENALEX_EMAIL ? { email: env.OPENALEX_EMAIL } : {}),
    cache: createScholarCache(database, now),
  });
}
