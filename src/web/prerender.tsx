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
import { APP_COPY } from './lib/messages';
import { PRERENDERED_PATHS } from './app/prerendered-pages';

/**
 * Each prerendered page: the file the server sends for its path and its title. Build-time only: the browser needs
 * just the paths. The HTML preloads none of the lazy chunks a page renders (ADR 021): the entry asks for them.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', title: documentTitle() },
  { path: '/pricing', file: 'pricing.html', title: documentTitle(APP_COPY.pages.pricing) },
  { path: '/terms', file: 'terms.html', title: documentTitle(APP_COPY.pages.terms) },
  { path: '/privacy', file: 'privacy.html', title: documentTitle(APP_COPY.pages.privacy) },
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
