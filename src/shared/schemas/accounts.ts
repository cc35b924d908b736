import { z } from 'zod';
import { PLAN_LEVELS } from '../plans';

/** The signed-in user as the API returns it (no secrets). */
export const accountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  planLevel: z.enum(PLAN_LEVELS).nullable(),
  /** none until the first payment; active while paid. */
  subscriptionStatus: z.enum(['none', 'active', 'past_due', 'canceled']),
  isDemo: z.boolean(),
  demoExpiresAt: z.string().nullable(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const meResponseSchema = z.object({ user: accountUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const availabilityResponseSchema = z.object({ available: z.boolean() });

/** Every error body the API sends: a message a person can read, and field errors for forms. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
