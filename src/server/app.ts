import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getPath } from 'hono/utils/url';
import type { AppDeps, AppEnv } from './context';
import { AppError } from './http/errors';
import { AiAbortedError, AiInputError, AiOutputError, AiProviderError } from './lib/ai/errors';
import { AI_MESSAGES } from '../shared/messages';
import { clientIp } from './http/client-ip';
import { sameOriginWrites, securityHeaders } from './http/security';
import { requestBodyLimit } from './http/body-limit';
import { pageRedirects } from './http/page-redirects';
import { compressJson } from './http/compress-json';
import { webAppRoutes } from './http/web-app';
import { MESSAGES } from '../shared/messages';
import { cleanText } from '../shared/validation/clean-text';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { authRoutes } from './features/accounts/auth.routes';
import {
  configRoutes,
  createHealthProbe,
  healthCheck,
  type HealthProbe,
} from './features/health/health.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { demoRoutes } from './features/demo/demo.routes';
import { aiRoutes } from './features/ai/ai.routes';
import { reportPromptsUsed } from './features/ai/ai-access';
import { promptsUsedAfter } from './features/ai/prompt-meter';
import { essaysRoutes } from './features/essays/essays.routes';
import { studyRoutes } from './features/study/study.routes';
import { ownMaterialRoutes } from './features/study/own-material.routes';
import { roadmapRoutes } from './features/study/roadmap.routes';
import { researchRoutes } from './features/research/research.routes';
import { devOutboxRoutes } from './features/dev/dev-outbox.routes';

export interface AppOptions {
  /** Folder of the built web app; when absent only the API is served. */
  webDir?: string;
  /** The health probe, when the server shares it with its fast path (see http/node-listener.ts). */
  healthProbe?: HealthProbe;
}

function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const level = status >= 500 ? 'error' : 'info';
    if (!c.req.path.startsWith('/api/') && status < 400 && level === 'info') return;
    c.var.deps.logger[level](
      { reqId: c.var.requestId, method: c.req.method, path: c.req.path, status, ms },
      'request',
    );
  };
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  // Path parameters are cleaned like every other input (NUL removed, lone surrogates replaced): see clean-text.ts.
  const app = new Hono<AppEnv>({ getPath: (request) => cleanText(getPath(request)) });

  app.get('/api/health', healthCheck(options.healthProbe ?? createHealthProbe(deps)));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('requestId', crypto.randomUUID());
    c.set('clientIp', clientIp(c, deps.env.TRUSTED_PROXY_HEADER));
    c.set('user', undefined);
    await next();
  });
  app.use('*', securityHeaders({ https: deps.env.baseUrl.startsWith('https:') }));
  app.use('*', requestLog());
  app.use('*', requestBodyLimit());
  app.use('/api/*', sameOriginWrites(deps.trustedOrigins, ['/api/stripe/webhook']));
  app.use('/api/*', compressJson());

  const api = new Hono<AppEnv>()
    .route('/', configRoutes())
    .route('/', accountsRoutes)
    .route('/', billingRoutes)
    .route('/', demoRoutes)
    .route('/', aiRoutes)
    .route('/', essaysRoutes)
    .route('/', studyRoutes)
    .route('/', ownMaterialRoutes)
    .route('/', roadmapRoutes)
    .route('/', researchRoutes)
    .route('/', devOutboxRoutes);

  // better-auth's own endpoints: only the allow-listed ones (auth.routes.ts); the rest fall through to the 404.
  api.route('/', authRoutes);
  api.all('*', (c) => c.json({ error: MESSAGES.notFound, code: 'not_found' }, 404));

  app.route('/api', api);

  app.use('*', pageRedirects());

  if (options.webDir) app.route('/', webAppRoutes(options.webDir));

  app.onError((error, c) => {
    // a demo prompt charged before the failure is reported like on a success
    reportPromptsUsed(c, promptsUsedAfter(error));
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(
        { error: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
        error.status,
      );
    }
    if (error instanceof AiInputError) {
      return c.json(
        { error: error.issues[0] ?? MESSAGES.badRequest, code: 'invalid_input', issues: error.issues },
        400,
      );
    }
    if (error instanceof AiOutputError || error instanceof AiProviderError) {
      deps.logger.warn({ reqId: c.var.requestId, err: error }, 'AI task failed');
      const message = error instanceof AiOutputError ? AI_MESSAGES.invalidOutput : AI_MESSAGES.providerFailed;
      return c.json({ success: false, error: message, code: error.code }, 502);
    }
    if (error instanceof AiAbortedError) return new Response(null, { status: 499 });
    if (error instanceof HTTPException) {
      return c.json({ error: error.message || MESSAGES.badRequest, code: 'http_error' }, error.status);
    }
    deps.logger.error({ reqId: c.var.requestId, err: error }, 'unhandled error');
    return c.json({ error: MESSAGES.serverError, code: 'server_error' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
