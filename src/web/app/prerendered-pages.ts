/**
 * The public pages written to HTML at build (vite.config.ts prerenders them with `src/web/prerender.tsx`, which
 * names each page's file and title). The app hydrates them: their first render in the browser
 * must be the one the build made (the visitor not yet known, nothing read from storage).
 */
export const PRERENDERED_PATHS = ['/', '/pricing', '/terms', '/privacy'] as const;

export function isPrerendered(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PRERENDERED_PATHS as readonly string[]).includes(path);
}
