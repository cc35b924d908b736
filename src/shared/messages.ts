/** Visible texts of the spec, copied exactly once. */
export const MESSAGES = {
  firstName: 'First name required (2-50 letters)',
  lastName: 'Last name required (2-50 letters)',
  email: 'Invalid email',
  password: 'Password must be 8+ chars, include a letter and a number',
  username: 'Username is required and must be 3-30 chars, letters/numbers/_ only',
  phone: 'Invalid phone number',
  usernameTaken: 'Username is already taken.',
  emailTaken: 'Email is already registered.',
  registrationFailed: 'Registration failed. Please try again.',
  signInPasswordRequired: 'Password is required',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few seconds and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  invalidCredentials: 'Invalid email or password',
  notSignedIn: 'Please sign in to continue.',
  notFound: 'Not found.',
  badRequest: 'The request was not valid.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

/** Checkout and payment texts (spec 1 §2, §8). */
export const BILLING_MESSAGES = {
  checkoutFailed: 'Failed to start checkout session',
  noSessionUrl: (provider: string) => `No session URL was returned by ${provider}.`,
  planUnavailable: 'This plan is not available yet. Please choose another plan.',
  demoCannotPay: 'Demo accounts cannot subscribe. Please create an account to continue.',
  alreadySubscribed: 'Your subscription is already active.',
  checkoutNotFound: 'This checkout session was not found.',
  missingSessionId: 'Missing session ID.',
  noEmail: 'Could not retrieve email from payment session.',
  noPassword: 'Could not retrieve password for autologin.',
  autologinFailed: 'Autologin failed: ',
  fetchFailed: 'Failed to fetch payment session.',
  contactSupport: 'Please contact support if you have issues.',
  processing: 'Processing...',
  successTitle: 'Payment Success!',
  successText: 'Payment successful! Logging you in...',
  subscriptionRequired: 'Complete your subscription',
  invalidWebhook: 'The webhook signature is not valid.',
} as const;

/** Demo texts (spec 1 §2, §8). `limitReached` takes the configured prompt limit. */
export const DEMO_MESSAGES = {
  alreadyUsed: "You've already used a demo in the last 24 hours. Please wait or contact support to reset your demo access.",
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
} as const;
