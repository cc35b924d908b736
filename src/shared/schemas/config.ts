import { z } from 'zod';

/** What the web app needs to know about this deployment (GET /api/config). */
export const publicConfigSchema = z.object({
  writingModes: z.enum(['enabled', 'launching-soon']),
  demoMaxPrompts: z.number().int(),
  checkout: z.object({ kind: z.enum(['stripe', 'test']), label: z.string() }),
  ai: z.object({ provider: z.string(), label: z.string() }),
  /** True where one-time codes can be read in the dev outbox (embedded default, not production). */
  devOutbox: z.boolean(),
  /** The deployment's support address (SUPPORT_EMAIL), shown on the terms and privacy pages; null when unset. */
  supportEmail: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
