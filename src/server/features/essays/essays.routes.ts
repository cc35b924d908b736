/**
 * The essay API (spec 2). Every route is for the signed-in owner; another user's essay id answers 404.
 *
 *   GET    /api/essays?panel=academic|creative&limit=n   list (newest updated first)        → { essays: EssaySummary[] }
 *   POST   /api/essays                                   create (defaults per mode)          → 201 { essay }
 *   GET    /api/essays/{id}                              read                                → { essay }
 *   PATCH  /api/essays/{id}                              partial save, body carries version  → { essay } | 409 { error, code, essay }
 *   POST   /api/essays/{id}/phase                        save state + move to a phase        → { essay } | 409
 *   POST   /api/essays/{id}/phases/{phase}/complete      save state + complete a phase       → { essay } | 409
 *   POST   /api/essays/{id}/complete                     save state + complete the essay     → { essay } | 409
 *   DELETE /api/essays/{id}                              soft delete                         → { deleted, id, restore_until }
 *   POST   /api/essays/{id}/restore                      undo a delete (10 minutes)          → { essay }
 *   POST   /api/essays/{id}/articles                     save an article { article }         → { essay }
 *   DELETE /api/essays/{id}/articles/{articleId}         remove a saved article              → { essay }
 *   GET    /api/essays/{id}/events                       SSE: essay.ready / essay.updated / essay.deleted
 *   GET    /api/essays/{id}/export?format=docx|md&style=apa|mla|chicago   the file
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { badRequest } from '../../http/errors';
import { queryInput } from '../../http/validate';
import { responds } from '../../http/response-contract';
import { sseChannel } from '../../lib/realtime/sse';
import { ESSAY_MESSAGES as M } from '../../../shared/messages';
import { isEssayPhase, ESSAY_PHASES } from '../../../shared/essays/phases';
import {
  addArticleSchema,
  completeRequestSchema,
  createEssaySchema,
  exportQuerySchema,
  listEssaysQuerySchema,
  switchPhaseSchema,
  updateEssaySchema,
  deleteEssayResponseSchema,
  essayListResponseSchema,
  essayResponseSchema,
  type Essay,
} from '../../../shared/schemas/essays';
import { requireUser } from '../accounts/session';
import { signedIn } from '../accounts/signed-in';
import {
  VersionConflictError,
  addSavedArticle,
  completeEssay,
  completeEssayPhase,
  createEssay,
  deleteEssay,
  findEssayRow,
  getEssay,
  listEssays,
  removeSavedArticle,
  restoreEssay,
  switchEssayPhase,
  updateEssay,
} from './essays.service';
import { clientOrigin, essayBody, limitEssayBody } from './essay-input';
import { essayEvents } from './essay-events';
import { exportEssay } from './essay-export';

/** A save's answer: the essay, or 409 with the essay as it is now (the client merges or reloads). */
async function saved(c: Context<AppEnv>, save: () => Promise<Essay>) {
  try {
    return c.json({ essay: await save() });
  } catch (error) {
    if (error instanceof VersionConflictError) {
      return c.json({ error: error.message, code: 'version_conflict' as const, essay: error.essay }, 409);
    }
    throw error;
  }
}

/** An unknown phase in the path is a 400 before the body is read (as it was when handlers read their bodies). */
const knownPhase: MiddlewareHandler<AppEnv> = async (c, next) => {
  const phase = c.req.param('phase') ?? '';
  if (!isEssayPhase(phase))
    throw badRequest(M.unknownPhase(phase.slice(0, 40), ESSAY_PHASES), { phase: 'unknown' });
  await next();
};

export const essaysRoutes = new Hono<AppEnv>()
  .get(
    '/essays',
    signedIn,
    queryInput(listEssaysQuerySchema),
    responds(essayListResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      return c.json({ essays: await listEssays(c.var.deps, user.id, query) });
    },
  )
  .post(
    '/essays',
    limitEssayBody,
    signedIn,
    essayBody(createEssaySchema),
    responds(essayResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      return c.json({ essay: await createEssay(c.var.deps, user.id, input, clientOrigin(c)) }, 201);
    },
  )
  .get('/essays/:id', responds(essayResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({ essay: await getEssay(c.var.deps, user.id, c.req.param('id')) });
  })
  .patch(
    '/essays/:id',
    limitEssayBody,
    signedIn,
    essayBody(updateEssaySchema),
    responds(essayResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      return saved(c, () => updateEssay(c.var.deps, user.id, c.req.param('id'), input, clientOrigin(c)));
    },
  )
  .post(
    '/essays/:id/phase',
    limitEssayBody,
    signedIn,
    essayBody(switchPhaseSchema),
    responds(essayResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      return saved(c, () => switchEssayPhase(c.var.deps, user.id, c.req.param('id'), input, clientOrigin(c)));
    },
  )
  .post(
    '/essays/:id/phases/:phase/complete',
    limitEssayBody,
    signedIn,
    knownPhase,
    essayBody(completeRequestSchema),
    responds(essayResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const phase = c.req.param('phase');
      if (!isEssayPhase(phase))
        throw badRequest(M.unknownPhase(phase.slice(0, 40), ESSAY_PHASES), { phase: 'unknown' });
      const input = c.req.valid('json');
      return saved(c, () =>
        completeEssayPhase(c.var.deps, user.id, c.req.param('id'), phase, input, clientOrigin(c)),
      );
    },
  )
  .post(
    '/essays/:id/complete',
    limitEssayBody,
    signedIn,
    essayBody(completeRequestSchema),
    responds(essayResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const input = c.req.valid('json');
      return saved(c, () => completeEssay(c.var.deps, user.id, c.req.param('id'), input, clientOrigin(c)));
    },
  )
  .delete('/essays/:id', responds(deleteEssayResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await deleteEssay(c.var.deps, user.id, c.req.param('id'), clientOrigin(c)));
  })
  .post('/essays/:id/restore', responds(essayResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({ essay: await restoreEssay(c.var.deps, user.id, c.req.param('id'), clientOrigin(c)) });
  })
  .post(
    '/essays/:id/articles',
    limitEssayBody,
    signedIn,
    essayBody(addArticleSchema),
    responds(essayResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { article } = c.req.valid('json');
      return c.json({
        essay: await addSavedArticle(c.var.deps, user.id, c.req.param('id'), article, clientOrigin(c)),
      });
    },
  )
  .delete('/essays/:id/articles/:articleId', responds(essayResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({
      essay: await removeSavedArticle(
        c.var.deps,
        user.id,
        c.req.param('id'),
        c.req.param('articleId'),
        clientOrigin(c),
      ),
    });
  })
  .get('/essays/:id/events', async (c) => {
    const user = await requireUser(c);
    const id = c.req.param('id');
    const { deps } = c.var;
    // Owner check before the stream opens: another user's id is a plain 404.
    await getEssay(deps, user.id, id);
    return sseChannel(
      c,
      essayEvents(deps, id, () => findEssayRow(deps, user.id, id, { includeDeleted: true })),
      { heartbeatMs: deps.realtime.heartbeatMs },
    );
  })
  .get('/essays/:id/export', signedIn, queryInput(exportQuerySchema), async (c) => {
    const user = await requireUser(c);
    const { format, style } = c.req.valid('query');
    const essay = await getEssay(c.var.deps, user.id, c.req.param('id'));
    const file = await exportEssay(essay, format, style);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    });
  });

export type EssaysRoutes = typeof essaysRoutes;
