import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { demoStudyUser } from '../../../testing/study-helpers';
import { DEMO_MESSAGES } from '../../../shared/messages';
import { AppError } from '../../http/errors';
import { AiInputError, AiOutputError, AiProviderError } from '../../lib/ai/errors';
import {
  metered,
  nothingAnswered,
  promptsUsedAfter,
  type MeteredUser,
  type PromptMeter,
} from './prompt-meter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_MAX_PROMPTS: '2' });
});
afterAll(async () => {
  await t.close();
});

/** A demo user of the test database, as the use cases see it. */
async function demo(): Promise<MeteredUser> {
  const { id } = await demoStudyUser(t);
  return { id, isDemo: true };
}

async function used(user: MeteredUser): Promise<number | undefined> {
  const rows = await t.deps.database.query<{ n: number }>(
    'SELECT demo_prompts_used AS n FROM users WHERE id = $1',
    [user.id],
  );
  return rows[0]?.n;
}

const providerDown = () => new AiProviderError('chat', 'the provider did not answer');

describe('metered (on the Postgres prompt meter)', () => {
  it('charges a demo user with prompts left before the call and reports the count', async () => {
    const user = await demo();
    const seen: (number | undefined)[] = [];
    const first = await metered(t.deps.promptMeter, user, async () => {
      seen.push(await used(user));
      return 'answer';
    });
    expect(first).toEqual({ value: 'answer', promptsUsed: 1 });
    expect(seen).toEqual([1]);
    expect((await metered(t.deps.promptMeter, user, async () => 'again')).promptsUsed).toBe(2);
  });

  it('refuses with 429 demo_limit_reached when the prompts are used up, without running the call', async () => {
    const user = await demo();
    await metered(t.deps.promptMeter, user, async () => 1);
    await metered(t.deps.promptMeter, user, async () => 2);
    let ran = false;
    const refused = metered(t.deps.promptMeter, user, async () => {
      ran = true;
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      code: 'demo_limit_reached',
      message: DEMO_MESSAGES.limitReached(2),
    });
    expect(ran).toBe(false);
    expect(await used(user)).toBe(2);
  });

  it('gives the prompt back when the call fails before anything was answered, and rethrows the error', async () => {
    const user = await demo();
    for (const failure of [providerDown(), new AiOutputError('quiz', ['questions: missing'], '{}', 2)]) {
      const error = await metered(
        t.deps.promptMeter,
        user,
        () => {
          throw failure;
        },
        { refundOn: nothingAnswered },
      ).catch((e: unknown) => e);
      expect(error).toBe(failure);
      expect(promptsUsedAfter(error)).toBe(0);
      expect(await used(user)).toBe(0);
    }
  });

  it('keeps the prompt when the failure is not one the call refunds (the model was reached)', async () => {
    const user = await demo();
    const noRefund = await metered(t.deps.promptMeter, user, () => Promise.reject(providerDown())).catch(
      (e: unknown) => e,
    );
    expect(promptsUsedAfter(noRefund)).toBe(1);
    const otherFailure = await metered(
      t.deps.promptMeter,
      user,
      () => Promise.reject(new AiInputError('chat', ['message: too long'])),
      { refundOn: nothingAnswered },
    ).catch((e: unknown) => e);
    expect(otherFailure).toBeInstanceOf(AiInputError);
    expect(promptsUsedAfter(otherFailure)).toBe(2);
    expect(await used(user)).toBe(2);
  });

  it('does not charge a paying user, nor a call marked free', async () => {
    const user = await demo();
    const paying = { id: user.id, isDemo: false };
    expect(await metered(t.deps.promptMeter, paying, async () => 'answer')).toEqual({
      value: 'answer',
      promptsUsed: undefined,
    });
    const failed = await metered(t.deps.promptMeter, paying, () => Promise.reject(providerDown()), {
      refundOn: nothingAnswered,
    }).catch((e: unknown) => e);
    expect(promptsUsedAfter(failed)).toBeUndefined();
    expect((await metered(t.deps.promptMeter, user, async () => 'free', { charge: false })).promptsUsed).toBe(
      undefined,
    );
    expect(await used(user)).toBe(0);
  });

  it('lets the call give its prompt back once, also after it returned (a stream that fails later)', async () => {
    const user = await demo();
    await metered(t.deps.promptMeter, user, async () => 'first');
    const { value: charge, promptsUsed } = await metered(t.deps.promptMeter, user, async (c) => c);
    expect(promptsUsed).toBe(2);
    await charge.refund();
    await charge.refund();
    expect(charge.promptsUsed).toBe(1);
    expect(await used(user)).toBe(1);
  });

  it('answers with the call’s error and the charged count when the refund itself fails', async () => {
    const user = await demo();
    const brokenRefund: PromptMeter = {
      charge: (id) => t.deps.promptMeter.charge(id),
      refund: () => Promise.reject(new Error('connection lost')),
    };
    const failure = providerDown();
    const error = await metered(brokenRefund, user, () => Promise.reject(failure), {
      refundOn: nothingAnswered,
    }).catch((e: unknown) => e);
    expect(error).toBe(failure);
    expect(promptsUsedAfter(error)).toBe(1);
    expect(await used(user)).toBe(1);
  });
});
