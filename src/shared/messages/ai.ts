/** What the AI endpoints answer when a request cannot reach the model or its answer cannot be used. */
export const AI_MESSAGES = {
  subscriptionRequired: 'Complete your subscription to use Smarty-AI.',
  slowDown: 'You are sending AI requests too quickly. Please wait a moment and try again.',
  busy: 'Smarty-AI is very busy right now. Please try again in a minute.',
  tooLarge: (bytes: number) =>
    `This request is too large for Smarty-AI (the limit is ${Math.round(bytes / 1024)} KB).`,
  providerFailed: 'The AI service could not answer right now. Please try again.',
  invalidOutput: 'The AI returned an answer we could not use. Please try again.',
} as const;
