import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { DEMO_MESSAGES } from '../../../shared/messages';
import type { PromptMeter } from '../ai/prompt-meter';

type MeterDeps = Pick<AppDeps, 'database' | 'env' | 'now'>;

/**
 * Takes one AI prompt from a demo user's allowance before the model is called. One conditional UPDATE decides,
 * so 50 concurrent requests with 5 prompts left let exactly 5 through, on any number of instances.
 */
export async function consumeDemoPrompt(deps: MeterDeps, userId: string): Promise<number> {
  const max = deps.env.DEMO_MAX_PROMPTS;
  const rows = await deps.database.query<{ demo_prompts_used: number }>(
    `UPDATE users SET demo_prompts_used = demo_prompts_used + 1
     WHERE id = $1 AND is_demo = true AND demo_prompts_used < $2 AND demo_expires_at > $3
     RETURNING demo_prompts_used`,
    [userId, max, deps.now().toISOString()],
  );
  const row = rows[0];
  if (!row) throw new AppError(429, DEMO_MESSAGES.limitReached(max), 'demo_limit_reached');
  return row.demo_prompts_used;
}

/** Gives a prompt back when the model could not be reached at all (nothing was answered). */
export async function refundDemoPrompt(deps: MeterDeps, userId: string): Promise<void> {
  await deps.database.query(
    'UPDATE users SET demo_prompts_used = demo_prompts_used - 1 WHERE id = $1 AND is_demo = true AND demo_prompts_used > 0',
    [userId],
  );
}

/** The demo allowance kept in Postgres (users.demo_prompts_used), changed by atomic UPDATEs. */
export function demoPromptMeter(deps: MeterDeps): PromptMeter {
  return {
    charge: (userId) => consumeDemoPrompt(deps, userId),
    async refund(userId) {
      await refundDemoPrompt(deps, userId);
      const rows = await deps.database.query<{ used: number }>(
        'SELECT demo_prompts_used AS used FROM users WHERE id = $1',
        [userId],
      );
      return rows[0]?.used;
    },
  };
}
