/** GET /api/smarty/study-paths/:pathId/roadmap: one of the user's paths as a roadmap (404 for anyone else's). */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { responds } from '../../http/response-contract';
import { roadmapResponseSchema, type RoadmapResponse } from '../../../shared/schemas/roadmap';
import { requireUser } from '../accounts/session';
import { pathRoadmap } from './roadmap.service';

export const roadmapRoutes = new Hono<AppEnv>().get(
  '/smarty/study-paths/:pathId/roadmap',
  responds(roadmapResponseSchema),
  async (c) => {
    const user = await requireUser(c);
    const body: RoadmapResponse = { roadmap: await pathRoadmap(c.var.deps, user.id, c.req.param('pathId')) };
    return c.json(body);
  },
);

export type RoadmapRoutes = typeof roadmapRoutes;
