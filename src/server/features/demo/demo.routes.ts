import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { createDemoRequestSchema } from '../../../shared/schemas/demo';
import { limitByClientIp } from '../../http/rate-limit';
import { MESSAGES } from '../../../shared/messages';
import { currentUser, requireUser } from '../accounts/session';
import { createDemo, endDemo, ownPromptUsage } from './demo.service';

const createLimit = limitByClientIp({ name: 'demo-create', max: 20, windowSeconds: 60 }, MESSAGES.tooManyRequests);

export const demoRoutes = new Hono<AppEnv>()
  .post('/demo-user/create', createLimit, async (c) => {
    const input = (await readJson(c, createDemoRequestSchema.default({}))) ?? {};
    const created = await createDemo(c.var.deps, c.var.clientIp, input.ipAddress, c.req.raw.headers);
    for (const cookie of created.cookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ demoUser: created.demoUser, demoPassword: created.demoPassword }, 201);
  })
  .get('/demo-user/prompt-usage/:id', async (c) => {
    const viewer = await currentUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(ownPromptUsage(c.var.deps, viewer, c.req.param('id')));
  })
  .post('/demo-user/end', async (c) => {
    const user = await requireUser(c);
    await endDemo(c.var.deps, user);
    return c.json({ ok: true });
  });
