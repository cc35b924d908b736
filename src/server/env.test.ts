import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

function problems(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('settings', () => {
  it('runs with nothing set: PGlite, offline AI, port 3000', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ai.provider).toBe('offline');
    expect(env.baseUrl).toBe('http://localhost:3000');
  });

  it('names the setting that is wrong', () => {
    expect(problems({ PORT: 'eighty' })[0]).toMatch(/^PORT:/);
    expect(problems({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: must be a postgres/);
    expect(problems({ AI_PROVIDER: 'gpt' })[0]).toMatch(/^AI_PROVIDER:/);
    expect(problems({ BETTER_AUTH_SECRET: 'short' })[0]).toMatch(/^BETTER_AUTH_SECRET:/);
    expect(problems({ TRUSTED_PROXY_HEADER: 'x forwarded' })[0]).toMatch(/^TRUSTED_PROXY_HEADER:/);
    expect(problems({ SMTP_URL: 'mailto:me@example.com' })[0]).toMatch(/^SMTP_URL: must look like smtp:/);
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@smtp.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@smtp.example.com:465',
    );
    expect(loadEnv({}).MAIL_FROM).toBe('Smarty <no-reply@smarty.local>');
  });

  it('needs a key for a hosted AI provider and a base URL for a compatible one', () => {
    expect(problems({ AI_PROVIDER: 'anthropic' })[0]).toMatch(/^AI_PROVIDER:/);
    expect(problems({ AI_PROVIDER: 'openai-compatible' })[0]).toMatch(/^AI_BASE_URL:/);
    expect(loadEnv({ ANTHROPIC_API_KEY: 'k' }).ai).toEqual({ provider: 'anthropic', apiKey: 'k' });
  });

  it('takes an embedding model for hybrid retrieval, but not for a provider without embeddings', () => {
    expect(
      loadEnv({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'm',
        AI_EMBEDDING_MODEL: 'nomic-embed-text',
      }).ai.embeddingModel,
    ).toBe('nomic-embed-text');
    expect(problems({ ANTHROPIC_API_KEY: 'k', AI_EMBEDDING_MODEL: 'text-embedding-3-small' })[0]).toMatch(
      /^AI_EMBEDDING_MODEL:/,
    );
    expect(loadEnv({}).AI_EMBEDDING_TIMEOUT_MS).toBe(2000);
    expect(problems({ AI_EMBEDDING_TIMEOUT_MS: '0' })[0]).toMatch(/^AI_EMBEDDING_TIMEOUT_MS:/);
  });

  it('needs a session secret in production', () => {
    expect(problems({ NODE_ENV: 'production' })[0]).toMatch(/^BETTER_AUTH_SECRET:/);
  });
});
