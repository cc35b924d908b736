export const LIMITS = {
  nameMin: 2,
  nameMax: 50,
  passwordMin: 8,
  passwordMax: 100,
  usernameMin: 3,
  usernameMax: 30,
  phoneMin: 7,
  phoneMax: 20,
  /** Display name, school and grade (registration and profile): at most this many characters after trimming. */
  optionalTextMax: 100,
  emailMax: 254,
  /** Sign-in attempts allowed per client IP in one window; the next one gets 429. */
  signInAttempts: 3,
  signInWindowSeconds: 10,
  /** Failed password sign-ins allowed per account (e-mail) in one window, from any addresses; then 429. */
  accountSignInFailures: 10,
  accountSignInWindowSeconds: 15 * 60,
  /** Account creations allowed per client IP in one window. */
  signUpAttempts: 10,
  signUpWindowSeconds: 600,
  mobileBreakpointPx: 768,
  paymentRedirectDelayMs: 4000,
} as const;

/** Request bodies (src/server/http/body-limit.ts): every route reads at most this much unless it is a named exception. */
export const BODY_LIMITS = {
  defaultBytes: 1024 * 1024,
} as const;

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

export const BODY_LIMIT_MESSAGES = {
  tooLarge: (bytes: number) => `The request is too large (the limit is ${readableSize(bytes)}).`,
} as const;

export const DEMO = {
  durationMinutes: 24 * 60,
  ipBlockHours: 24,
  defaultMaxPrompts: 5,
  timerRefreshMs: 60_000,
  usageSyncMs: 5_000,
  usageSyncAfterPromptMs: 1_000,
} as const;

export const AI_LIMITS = {
  /** Largest request body an AI endpoint reads (section extraction carries a whole paper's text). */
  maxBodyBytes: 256 * 1024,
  maxArticleBodyBytes: 2 * 1024 * 1024,
  perUserPerMinute: 30,
  globalPerMinute: 3000,
} as const;

export const AI_MESSAGES = {
  subscriptionRequired: 'Complete your subscription to use Smarty-AI.',
  slowDown: 'You are sending AI requests too quickly. Please wait a moment and try again.',
  busy: 'Smarty-AI is very busy right now. Please try again in a minute.',
  tooLarge: (bytes: number) =>
    `This request is too large for Smarty-AI (the limit is ${Math.round(bytes / 1024)} KB).`,
  providerFailed: 'The AI service could not answer right now. Please try again.',
  invalidOutput: 'The AI returned an answer we could not use. Please try again.',
} as const;
