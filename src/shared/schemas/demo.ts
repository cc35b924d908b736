import { z } from 'zod';

export const createDemoRequestSchema = z.object({ ipAddress: z.string().max(64).optional() }).optional();

/** The domain of a demo's generated e-mail address. */
export const DEMO_EMAIL_DOMAIN = 'demo.smarty.invalid';
/** A demo's session key: its e-mail before the @ (`/demo?session=<key>`). */
export const DEMO_SESSION_KEY = /^demo_[A-Za-z0-9]{1,64}$/;

export const demoUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  is_demo: z.literal(true),
  demo_expires_at: z.string(),
  created_at: z.string(),
});
export type DemoUser = z.infer<typeof demoUserSchema>;

export const createDemoResponseSchema = z.object({ demoUser: demoUserSchema, demoPassword: z.string() });
export type CreateDemoResponse = z.infer<typeof createDemoResponseSchema>;

export const promptUsageSchema = z.object({
  promptsUsed: z.number().int(),
  maxPrompts: z.number().int(),
  remainingPrompts: z.number().int(),
});
export type PromptUsage = z.infer<typeof promptUsageSchema>;

export const DEMO_USER_HEADER = 'x-demo-user-id';
export const DEMO_PROMPTS_USED_HEADER = 'x-demo-prompts-used';

/** POST /api/demo-user/end */
export const endDemoResponseSchema = z.object({ ok: z.literal(true) });

/** GET /api/dev/outbox?email=: a live demo's last one-time sign-in code mails, newest first (none for others). */
export const devOutboxResponseSchema = z.object({
  messages: z.array(z.object({ subject: z.string(), text: z.string(), createdAt: z.iso.datetime() })),
});
