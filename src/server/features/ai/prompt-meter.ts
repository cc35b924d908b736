/**
 * Metering of AI prompts (spec 1 §4): a demo user's prompts come out of an allowance, a paying user's are not
 * counted. `PromptMeter` is the port (`deps.promptMeter`; the Postgres one is `features/demo/prompt-meter.ts`);
 * use cases charge through `metered`, which knows nothing of HTTP: it returns the demo's prompts-used count with
 * the answer, and records it on a failure (`promptsUsedAfter`) so the error answer reports it too.
 */
import { AiOutputError, AiProviderError } from '../../lib/ai/errors';

export interface PromptMeter {
  /** Takes one prompt from a demo user's allowance: the prompts used after it; 429 demo_limit_reached when none is left. */
  charge(userId: string): Promise<number>;
  /** Gives one prompt back: the prompts used after it (undefined when the user is gone). */
  refund(userId: string): Promise<number | undefined>;
}

/** Who is metered: demo users are, paying users are not. */
export interface MeteredUser {
  id: string;
  isDemo: boolean;
}

/** One request's prompt, as the metered call sees it. */
export interface Charge {
  /** The demo's prompts used after the charge (and after a refund); undefined when nothing was charged. */
  readonly promptsUsed: number | undefined;
  /** Gives the prompt back (once; nothing happens when nothing was charged). */
  refund(): Promise<void>;
}

export interface Metered<T> {
  value: T;
  /** The demo's prompts used after this request; undefined when it was not charged (a paying user). */
  promptsUsed: number | undefined;
}

export interface MeterOptions {
  /** Whether the call costs a prompt (default true). */
  charge?: boolean;
  /** The failures that give the prompt back (default none: the model was reached, the prompt is spent). */
  refundOn?: (error: unknown) => boolean;
}

/** The model could not be reached or produced nothing usable: nothing was answered. */
export const nothingAnswered = (error: unknown): boolean =>
  error instanceof AiProviderError || error instanceof AiOutputError;

const failureCounts = new WeakMap<object, number>();

/** The prompts-used count of a metered call that failed with `error` (undefined: none was charged). */
export function promptsUsedAfter(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? failureCounts.get(error) : undefined;
}

const free: Charge = { promptsUsed: undefined, refund: async () => undefined };

async function chargeOne(meter: PromptMeter, userId: string): Promise<Charge> {
  let promptsUsed: number | undefined = await meter.charge(userId);
  let refunded = false;
  return {
    get promptsUsed() {
      return promptsUsed;
    },
    async refund() {
      if (refunded) return;
      refunded = true;
      promptsUsed = (await meter.refund(userId)) ?? promptsUsed;
    },
  };
}

/**
 * Charges a demo user one prompt (unless `options.charge` is false; paying users are never charged), then runs
 * `call`. When `call` fails with an error `options.refundOn` accepts, the prompt is given back (a refund that fails
 * is left at that: the answer is the call's error). The error is rethrown with the prompts-used count recorded.
 */
export async function metered<T>(
  meter: PromptMeter,
  user: MeteredUser,
  call: (charge: Charge) => Promise<T>,
  options: MeterOptions = {},
): Promise<Metered<T>> {
  const charge = user.isDemo && options.charge !== false ? await chargeOne(meter, user.id) : free;
  try {
    const value = await call(charge);
    return { value, promptsUsed: charge.promptsUsed };
  } catch (error) {
    if (options.refundOn?.(error)) await charge.refund().catch(() => undefined);
    if (typeof error === 'object' && error !== null && charge.promptsUsed !== undefined)
      failureCounts.set(error, charge.promptsUsed);
    throw error;
  }
}
