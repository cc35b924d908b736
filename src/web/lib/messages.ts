/** Visible copy of the app shell and the shared UI components (src/web/app, src/web/components); spec texts live in shared/messages. */
export const APP_COPY = {
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  endDemo: {
    title: 'End the demo?',
    body: 'Your demo essays, study paths and saved articles are deleted, and a new demo can be started from here only after 24 hours.',
    confirm: 'End Demo',
    cancel: 'Keep exploring',
  },
  skipToContent: 'Skip to content',
  loading: 'Loading...',
  startingDemo: 'Starting Demo...',
  resumeDemo: 'Resume Demo',
  tryFreeDemo: 'Try Free Demo',
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
};
