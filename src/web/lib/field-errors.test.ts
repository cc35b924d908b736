import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstFieldErrors } from './field-errors';

describe('firstFieldErrors', () => {
  it('keeps the first message for each field and names it by the field', () => {
    const schema = z.object({
      email: z.string().min(1, 'Email is required.').email('Not an e-mail.'),
      password: z.string().min(8, 'Too short.'),
      ok: z.string(),
    });
    const parsed = schema.safeParse({ email: '', password: 'x', ok: 'y' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(firstFieldErrors<'email' | 'password'>(parsed.error.issues)).toEqual({
      email: 'Email is required.',
      password: 'Too short.',
    });
  });

  it('passes over issues that name no field', () => {
    expect(firstFieldErrors([{ path: [], message: 'Whole form.' }])).toEqual({});
  });
});
