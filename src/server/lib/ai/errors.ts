/**
 * Typed errors of the AI module. Routes map them to HTTP answers (the lead's `onError`):
 * AiInputError → 400, AiConfigError → 500 at start-up, AiOutputError/AiProviderError → 502,
 * AiAbortedError → nothing to send (the client went away).
 */

export type AiErrorCode = 'AI_INPUT' | 'AI_CONFIG' | 'AI_OUTPUT' | 'AI_PROVIDER' | 'AI_ABORTED';

export class AiError extends Error {
  readonly code: AiErrorCode;
  constructor(code: AiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** The task input failed its schema. `issues` are readable "path: message" lines. */
export class AiInputError extends AiError {
  readonly task: string;
  readonly issues: string[];
  constructor(task: string, issues: string[]) {
    super('AI_INPUT', `Invalid input for ${task}: ${issues.join('; ')}`);
    this.task = task;
    this.issues = issues;
  }
}

/** The AI configuration cannot work (e.g. a provider without an API key). */
export class AiConfigError extends AiError {
  constructor(message: string) {
    super('AI_CONFIG', message);
  }
}

/**
 * The model's output did not match the task's schema, even after one repair attempt.
 * `rawOutput` is the last text the model produced (for logs, never for users).
 */
export class AiOutputError extends AiError {
  readonly task: string;
  readonly issues: string[];
  readonly rawOutput: string | undefined;
  readonly attempts: number;
  constructor(task: string, issues: string[], rawOutput: string | undefined, attempts: number) {
    super(
      'AI_OUTPUT',
      `The AI returned an invalid ${task} result after ${attempts} attempts: ${issues.slice(0, 5).join('; ')}`,
    );
    this.task = task;
    this.issues = issues;
    this.rawOutput = rawOutput;
    this.attempts = attempts;
  }
}

/** The provider call failed (network, HTTP status, rate limit, timeout). */
export class AiProviderError extends AiError {
  readonly task: string;
  readonly status: number | undefined;
  readonly retryable: boolean;
  constructor(
    task: string,
    message: string,
    options: { cause?: unknown; status?: number; retryable?: boolean } = {},
  ) {
    super('AI_PROVIDER', `AI provider error during ${task}: ${message}`, { cause: options.cause });
    this.task = task;
    this.status = options.status;
    this.retryable = options.retryable ?? false;
  }
}

/** The caller aborted the request. */
export class AiAbortedError extends AiError {
  constructor(task: string) {
    super('AI_ABORTED', `${task} was cancelled`);
  }
}

export function isAiError(e: unknown): e is AiError {
  return e instanceof AiError;
}
