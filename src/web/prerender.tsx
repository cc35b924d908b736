/**
 * Build-time rendering of the public pages (vite.config.ts runs it after the client build): the same tree as
 * main.tsx, with the router at a fixed location, rendered once every lazy part has loaded. main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from './lib/router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

import { documentTitle } from './lib/document-title';
import { ROUTE_COPY } from './app/routes/route-messages';
import { PRERENDERED_PATHS } from './app/prerendered-pages';

const LAYOUT = 'src/web/app/routes/public-layout.tsx';
const HOME = 'src/web/app/routes/home-route.tsx';

/**
 * Each prerendered page: the file the server sends for its path, its title, and the lazily loaded source modules it
 * renders (router.tsx), whose chunks its HTML preloads so hydration does not wait for the entry to ask for them.
 * Build-time only: the browser needs just the paths.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', title: documentTitle(), modules: [LAYOUT, HOME] },
  { path: '/pricing', file: 'pricing.html', title: documentTitle('Pricing'), modules: [LAYOUT, HOME] },
  {
    path: '/terms',
    file: 'terms.html',
    title: documentTitle(ROUTE_COPY.termsOfService),
    modules: [LAYOUT, 'src/web/features/public-site/components/terms-page.tsx'],
  },
  {
    path: '/privacy',
    file: 'privacy.html',
    title: documentTitle(ROUTE_COPY.privacyPolicy),
    modules: [LAYOUT, 'src/web/features/public-site/components/privacy-page.tsx'],
  },
] as const;

if (PRERENDERED_PAGES.map((p) => p.path).join() !== PRERENDERED_PATHS.join())
  throw new Error('prerender.tsx and prerendered-pages.ts disagree on the prerendered paths');

/**
 * The page's HTML. It renders twice: the first pass loads every lazy part (prerender waits for them), so the second
 * meets none still loading and writes the page whole, without the inline scripts that complete a Suspense
 * boundary later (the Content-Security-Policy allows no inline script).
 */
export async function renderPage(url: string): Promise<string> {
  await renderOnce(url);
  return renderOnce(url);
}

async function renderOnce(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers>
        <Router ssrPath={url}>
          <AppRoutes />
        </Router>
      </Providers>
    </StrictMode>,
    // a finished boundary stays in place, however large (React outlines big ones to stream them, with a script)
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
