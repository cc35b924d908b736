/**
 * Visible copy every page may need (the loading screen, the error boundary, the shared UI components): it ships with
 * the entry, so what only a lazily loaded route shows lives in `app/routes/route-messages.ts`. Spec texts live in
 * shared/messages.
 */
export const APP_COPY = {
  loading: 'Loading...',
  smarty: 'Smarty',
  close: 'Close',
  thisPartOfSmarty: 'This part of Smarty could not be loaded',
  theConnectionMayHave:
    'The connection may have dropped, or Smarty was updated since this page opened. Reload the page to continue; your saved work is kept.',
  somethingWentWrongOn: 'Something went wrong on this screen',
  tryAgainOrReload: 'Try again, or reload the page. Your saved work is kept.',
  tryAgain: 'Try again',
  reloadPage: 'Reload page',
  unknownError: 'Unknown error',
  /** The browser tab's title when no page is named. */
  siteTitle: 'Smarty — AI Study Companion',
  /** 'Terms of Service' → 'Terms of Service · Smarty'. */
  pageTitle: (page: string) => `${page} · Smarty`,
  noUserForCache: 'No authenticated user for cache access.',
  /** Each route's page name in the browser tab ('Pricing · Smarty'; app/router.tsx, the prerendered pages). */
  pages: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    payment: 'Payment',
    pricing: 'Pricing',
    demo: 'Demo',
    testCheckout: 'Test checkout',
    workspace: 'Workspace',
    accountSettings: 'Account settings',
  },
};
