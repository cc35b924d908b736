import { z } from 'zod';

export const createDemoRequestSchema = z.object({ ipAddress: z.string().max(64).optional() }).optional();

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
