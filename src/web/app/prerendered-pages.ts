import { documentTitle } from '../lib/document-title';
import { APP_COPY } from '../lib/messages';

/**
 * The public pages written to HTML at build (vite.config.ts prerenders them, `src/web/prerender.tsx`), each to the
 * file the server sends for its path. The app hydrates them: their first render in the browser must be the one the
 * build made (the visitor not yet known, nothing read from storage). `modules` are the lazily loaded source modules a
 * page renders (router.tsx): its HTML preloads their chunks, so hydration does not wait for the entry to ask for them.
 */
const LAYOUT = 'src/web/app/routes/public-layout.tsx';
const HOME = 'src/web/app/routes/home-route.tsx';

export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', title: documentTitle(), modules: [LAYOUT, HOME] },
  { path: '/pricing', file: 'pricing.html', title: documentTitle('Pricing'), modules: [LAYOUT, HOME] },
  {
    path: '/terms',
    file: 'terms.html',
    title: documentTitle(APP_COPY.termsOfService),
    modules: [LAYOUT, 'src/web/features/public-site/components/terms-page.tsx'],
  },
  {
    path: '/privacy',
    file: 'privacy.html',
    title: documentTitle(APP_COPY.privacyPolicy),
    modules: [LAYOUT, 'src/web/features/public-site/components/privacy-page.tsx'],
  },
] as const;

export function isPrerendered(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_PAGES.some((page) => page.path === path);
}
