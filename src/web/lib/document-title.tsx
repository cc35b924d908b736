import { useEffect, type ReactNode } from 'react';

export const SITE_TITLE = 'Smarty — AI Study Companion';

/** 'Terms of Service' → 'Terms of Service · Smarty'; no page name → the site's title. */
export function documentTitle(page?: string): string {
  return page ? `${page} · Smarty` : SITE_TITLE;
}

/** Sets the browser tab's title while its route is shown. */
export function DocumentTitle({ page, children }: { page?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
  return <>{children}</>;
}
