import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { currentUser } from '../features/accounts/session';
import { isReturnFromPaidCheckout } from '../features/billing/checkout.service';

/** Pages a signed-in user is sent past (spec 1 §2), and the page only a signed-in user may open. */
export const PUBLIC_PAGES = ['/', '/pricing', '/terms', '/privacy', '/payment-success'] as const;
export const MEMBER_PAGE = '/app';

/**
 * The spec's redirects, decided on the server before the page loads (the web app repeats them for client-side
 * navigation): a signed-in (non-demo) user on a public page goes to /app, anyone else on /app goes to /.
 */
export function pageRedirects(): MiddlewareHandler<AppEnv> {
  const publicPages = new Set<string>(PUBLIC_PAGES);
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/$/, '') : c.req.path;
    // Back from the checkout, a signed-in user sees the payment-success page (ADR 003).
    const returningFromCheckout = path === '/payment-success' && Boolean(c.req.query('session_id'));
    const isPublic = publicPages.has(path) && !returningFromCheckout;
    const isMember = path === MEMBER_PAGE || path.startsWith(`${MEMBER_PAGE}/`);
    if (!isPublic && !isMember && !returningFromCheckout) return next();
    const user = await currentUser(c);
    const signedIn = user !== null && !user.isDemo;
    if (isPublic && signedIn) return c.redirect('/app', 302);
    // Back from the checkout means back from paying one's own checkout just now: any other session id (someone
    // else's, unknown, unpaid, expired, or paid long ago) sends a member to /app.
    if (
      returningFromCheckout &&
      signedIn &&
      !(await isReturnFromPaidCheckout(c.var.deps, c.req.query('session_id') ?? '', user.id))
    ) {
      return c.redirect('/app', 302);
    }
    if (isMember && !signedIn) return c.redirect('/', 302);
    return next();
  };
}
