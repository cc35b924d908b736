import { z } from 'zod';
import { PLAN_LEVELS, type PlanLevel } from '../shared/plans';

/** The only reader of process.env. Every setting is validated here; `.env.example` documents them. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUSTED_PROXY_HEADER: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as x-forwarded-for')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AI_PROVIDER: z.enum(['anthropic', 'openai', 'openai-compatible', 'offline']).optional(),
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  /** Embedding model for hybrid retrieval (ADR 020); `off` switches it off. */
  AI_EMBEDDING_MODEL: optionalString,
  /** How long a question's embedding may take before retrieval falls back to full text alone. */
  AI_EMBEDDING_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  ANTHROPIC_API_KEY: optionalString,
  OPENAI_API_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
  ),
  STRIPE_PRICE_IDS: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z_]+=[A-Za-z0-9_]+(,[a-z_]+=[A-Za-z0-9_]+)*$/,
        'must look like programming=price_123,nursing=price_456',
      )
      .optional(),
  ),
  DEMO_MAX_PROMPTS: z.coerce.number().int().min(1).max(1000).default(5),
  WRITING_MODES: z.enum(['enabled', 'launching-soon']).default('enabled'),
  // Research: scholarly index, PDF storage and PDF reading.
  OPENALEX_API_KEY: optionalString,
  OPENALEX_BASE_URL: optionalString.pipe(z.url().default('https://api.openalex.org')),
  OPENALEX_EMAIL: optionalString.pipe(z.email().optional()),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'must be a plain key prefix such as smarty/')
      .optional(),
  ),
  PDF_WORKERS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(16).optional(),
  ),
  PDF_MAX_PAGES: z.coerce.number().int().min(1).max(5000).default(300),
  PDF_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  PDF_MAX_MEMORY_MB: z.coerce.number().int().min(128).max(16384).default(512),
  // Mail: SMTP when set, else the dev outbox (the mail_outbox table).
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:pass@smtp.example.com:587 or smtps://…:465')
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().default('Smarty <no-reply@smarty.local>')),
  // The support address the terms and privacy pages give (GET /api/config); unset, they name no address.
  SUPPORT_EMAIL: optionalString.pipe(z.email().optional()),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface AiSettings {
  provider: 'anthropic' | 'openai' | 'openai-compatible' | 'offline';
  model?: string;
  apiKey?: string;
  baseURL?: string;
  embeddingModel?: string;
}

export interface StripeEnv {
  secretKey: string;
  webhookSecret: string;
  priceIds: Partial<Record<PlanLevel, string>>;
}

export interface Env extends RawEnv {
  baseUrl: string;
  ai: AiSettings;
  /** Set when Stripe is configured; else the built-in test checkout is used. */
  stripe: StripeEnv | undefined;
  /** Set when an S3-compatible bucket is configured; else PDFs are kept under DATA_DIR/files. */
  s3: S3Env | undefined;
}

export interface S3Env {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  prefix?: string;
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function resolveAi(raw: RawEnv, problems: string[]): AiSettings {
  const provider =
    raw.AI_PROVIDER ??
    (raw.ANTHROPIC_API_KEY
      ? 'anthropic'
      : raw.OPENAI_API_KEY
        ? 'openai'
        : raw.AI_BASE_URL
          ? 'openai-compatible'
          : 'offline');
  const apiKey =
    raw.AI_API_KEY ??
    (provider === 'anthropic'
      ? raw.ANTHROPIC_API_KEY
      : provider === 'openai'
        ? raw.OPENAI_API_KEY
        : undefined);
  if ((provider === 'anthropic' || provider === 'openai') && !apiKey) {
    problems.push(`AI_PROVIDER: '${provider}' needs AI_API_KEY (or ${provider.toUpperCase()}_API_KEY)`);
  }
  if (provider === 'openai-compatible' && !raw.AI_BASE_URL) {
    problems.push("AI_BASE_URL: required when AI_PROVIDER is 'openai-compatible'");
  }
  if (provider === 'anthropic' && raw.AI_EMBEDDING_MODEL && raw.AI_EMBEDDING_MODEL !== 'off') {
    problems.push("AI_EMBEDDING_MODEL: AI_PROVIDER 'anthropic' offers no embeddings (leave it unset)");
  }
  const settings: AiSettings = { provider };
  if (raw.AI_EMBEDDING_MODEL) settings.embeddingModel = raw.AI_EMBEDDING_MODEL;
  if (raw.AI_MODEL) settings.model = raw.AI_MODEL;
  if (apiKey) settings.apiKey = apiKey;
  if (raw.AI_BASE_URL) settings.baseURL = raw.AI_BASE_URL;
  return settings;
}

function resolveS3(raw: RawEnv, problems: string[]): S3Env | undefined {
  const given = [raw.S3_ENDPOINT, raw.S3_BUCKET, raw.S3_ACCESS_KEY_ID, raw.S3_SECRET_ACCESS_KEY];
  if (given.every((v) => v === undefined)) return undefined;
  const missing = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (k) => !raw[k],
  );
  if (missing.length > 0) {
    problems.push(`${missing.join(', ')}: required when any S3_* setting is given`);
    return undefined;
  }
  return {
    endpoint: raw.S3_ENDPOINT as string,
    bucket: raw.S3_BUCKET as string,
    region: raw.S3_REGION,
    accessKeyId: raw.S3_ACCESS_KEY_ID as string,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
    ...(raw.S3_PREFIX ? { prefix: raw.S3_PREFIX } : {}),
  };
}

function resolveStripe(raw: RawEnv, problems: string[]): StripeEnv | undefined {
  if (!raw.STRIPE_SECRET_KEY) {
    if (raw.STRIPE_WEBHOOK_SECRET)
      problems.push('STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set');
    return undefined;
  }
  if (!raw.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
    return undefined;
  }
  const priceIds: Partial<Record<PlanLevel, string>> = {};
  for (const pair of raw.STRIPE_PRICE_IDS?.split(',') ?? []) {
    const [level, price] = pair.split('=');
    if (!level || !price || !(PLAN_LEVELS as readonly string[]).includes(level)) {
      problems.push(`STRIPE_PRICE_IDS: '${level}' is not a plan level (${PLAN_LEVELS.join(', ')})`);
      continue;
    }
    priceIds[level as PlanLevel] = price;
  }
  return { secretKey: raw.STRIPE_SECRET_KEY, webhookSecret: raw.STRIPE_WEBHOOK_SECRET, priceIds };
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.') || 'settings'}: ${i.message}`));
  }
  const raw = parsed.data;
  const problems: string[] = [];
  const ai = resolveAi(raw, problems);
  if (raw.NODE_ENV === 'production' && !raw.BETTER_AUTH_SECRET) {
    problems.push('BETTER_AUTH_SECRET: required in production (at least 32 random characters)');
  }
  const stripe = resolveStripe(raw, problems);
  const s3 = resolveS3(raw, problems);
  if (problems.length > 0) throw new EnvError(problems);
  const baseUrl = (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return { ...raw, baseUrl, ai, stripe, s3 };
}
