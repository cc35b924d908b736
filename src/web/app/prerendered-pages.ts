import { documentTitle } from '../lib/document-title';

/**
 * The public pages written to HTML at build (vite.config.ts prerenders them, `src/web/prerender.tsx`), each to the
 * file the server sends for its path. The app hydrates them: their first render in the browser must be the one the
 * build made (the visitor not yet known, nothing read from storage).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'index.html', title: documentTitle() },
  { path: '/pricing', file: 'pricing.html', title: documentTitle('Pricing') },
  { path: '/terms', file: 'terms.html', title: documentTitle('Terms of Service') },
  { path: '/privacy', file: 'privacy.html', title: documentTitle('Privacy Policy') },
] as const;

export function isPrerendered(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_PAGES.some((page) => page.path === path);
}
