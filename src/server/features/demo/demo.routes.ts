import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { jsonBody } from '../../http/validate';
import { responds } from '../../http/response-contract';
import {
  createDemoRequestSchema,
  createDemoResponseSchema,
  endDemoResponseSchema,
  promptUsageSchema,
} from '../../../shared/schemas/demo';
import { z } from 'zod';
import { limitByClientIp } from '../../http/rate-limit';
import { MESSAGES } from '../../../shared/messages';
import { currentUser, requireUser } from '../accounts/session';
import { createDemo, demoSessionExists, endDemo, ownPromptUsage } from './demo.service';
import { RATE_LIMITS } from '../../../shared/limits';

const limitLookup = limitByClientIp(
  { name: 'demo-session-lookup', ...RATE_LIMITS.demoSessionLookup },
  MESSAGES.tooManyRequests,
);
const createLimit = limitByClientIp(
  { name: 'demo-create', ...RATE_LIMITS.demoCreate },
  MESSAGES.tooManyRequests,
);

export const demoRoutes = new Hono<AppEnv>()
  .post(
    '/demo-user/create',
    createLimit,
    jsonBody(createDemoRequestSchema.default({})),
    responds(createDemoResponseSchema),
    async (c) => {
      const input = c.req.valid('json') ?? {};
      const created = await createDemo(c.var.deps, c.var.clientIp, input.ipAddress, c.req.raw.headers);
      for (const cookie of created.cookies) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ demoUser: created.demoUser, demoPassword: created.demoPassword }, 201);
    },
  )
  .get('/demo-user/prompt-usage/:id', responds(promptUsageSchema), async (c) => {
    const viewer = await currentUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(ownPromptUsage(c.var.deps, viewer, c.req.param('id')));
  })
  // Whether a live demo has this session key (the e-mail before the @): /demo?session= in another browser offers a
  // one-time code only for a demo that exists. Rate limited like sign-in.
  .get('/demo-user/session/:key', limitLookup, responds(z.object({ exists: z.boolean() })), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ exists: await demoSessionExists(c.var.deps, c.req.param('key')) });
  })
  .post('/demo-user/end', responds(endDemoResponseSchema), async (c) => {
    const user = await requireUser(c);
    await endDemo(c.var.deps, user);
    return c.json({ ok: true as const });
  });

export type DemoRoutes = typeof demoRoutes;
