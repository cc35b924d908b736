/** Demo texts (spec 1 §2, §8). `limitReached` takes the configured prompt limit. */
export const DEMO_MESSAGES = {
  alreadyUsed:
    "You've already used a demo in the last 24 hours. Please wait or contact support to reset your demo access.",
  createReturnedNothing: 'Failed to create demo user. Please try again or contact support.',
  createFailed: 'Failed to create demo user',
  startFailed: 'Unable to start demo. Please try again.',
  notFoundOrExpired: 'Demo session not found or expired. Please start a new demo.',
  noSession: 'No demo session found. Please start a demo from the homepage.',
  loadFailed: 'Failed to load demo session. Please try again.',
  loading: 'Loading demo session...',
  goHome: 'Go to Homepage',
  limitReached: (max: number) =>
    `Demo limit reached! You've used all ${max} AI requests. Please upgrade to continue using Smarty-AI.`,
  expired: 'Your demo has ended. Please upgrade to continue using Smarty-AI.',
  // resuming in another browser with a one-time code (the stored password is not here)
  codeTitle: 'Resume your demo',
  codeIntro:
    "This browser doesn't hold the key of this demo. We can send a one-time code to the demo's address.",
  codeDevOutbox: 'On this machine no mail server is set, so codes are kept in the dev outbox.',
  sendCode: 'Send code',
  sendingCode: 'Sending...',
  codeSent: 'Code sent. It works once, for 10 minutes.',
  codeLabel: 'One-time code',
  signInWithCode: 'Sign in',
  codeInvalid: 'That code is not valid or has expired. Request a new one.',
  codesOnlyForDemos: 'One-time sign-in codes are only for demo sessions. Please sign in with your password.',
  showDevCode: 'Show the code from the dev outbox',
  /** The name a demo account gets, shown in the workspace. */
  demoStudentName: 'Demo Student',
} as const;
