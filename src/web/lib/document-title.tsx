import { useEffect, type ReactNode } from 'react';
import { APP_COPY } from './messages';

export const SITE_TITLE = APP_COPY.siteTitle;

/** 'Terms of Service' → 'Terms of Service · Smarty'; no page name → the site's title. */
export function documentTitle(page?: string): string {
  return page ? APP_COPY.pageTitle(page) : SITE_TITLE;
}

/** Sets the browser tab's title while its route is shown. */
export function DocumentTitle({ page, children }: { page?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
  return <>{children}</>;
}
