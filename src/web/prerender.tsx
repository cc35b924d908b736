/**
 * Build-time rendering of the public pages (vite.config.ts runs it after the client build): the same tree as
 * main.tsx, with the router at a fixed location, rendered once every lazy part has loaded. main.tsx hydrates it.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from './lib/router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

export { PRERENDERED_PAGES } from './app/prerendered-pages';

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
