export const LIMITS = {
  nameMin: 2,
  nameMax: 50,
  passwordMin: 8,
  passwordMax: 100,
  usernameMin: 3,
  usernameMax: 30,
  phoneMin: 7,
  phoneMax: 20,
  /** Sign-in attempts allowed per client IP in one window; the next one gets 429. */
  signInAttempts: 3,
  signInWindowSeconds: 10,
  /** Account creations allowed per client IP in one window. */
  signUpAttempts: 10,
  signUpWindowSeconds: 600,
  mobileBreakpointPx: 768,
  paymentRedirectDelayMs: 4000,
} as const;

export const DEMO = {
  durationMinutes: 24 * 60,
  ipBlockHours: 24,
  defaultMaxPrompts: 5,
  timerRefreshMs: 60_000,
  usageSyncMs: 5_000,
  usageSyncAfterPromptMs: 1_000,
} as const;
