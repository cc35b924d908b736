import type { DemoUser } from '../../../../shared/schemas/demo';
import { DEMO } from '../../../../shared/limits';
import { demoExpiresAt, type DemoState } from './demo-storage';

/** The demo state for this user at `now`, keeping the prompts count of an earlier state of the same demo. */
export function demoStateAt(user: DemoUser, now: number, promptsUsed: number, maxPrompts: number): DemoState {
  const startTime = Date.parse(user.created_at);
  const remainingTime = Math.max(0, demoExpiresAt(user) - now);
  return {
    isActive: remainingTime > 0 && promptsUsed < maxPrompts,
    startTime: Number.isNaN(startTime) ? now : startTime,
    remainingTime,
    promptsUsed,
    maxPrompts,
    demoDuration: DEMO.durationMinutes,
    demoUser: user,
  };
}

/** '23h 59m', '12m', '< 1m' — the remaining-time string of the top bar and the Demo Status block. */
export function formatRemainingTime(ms: number): string {
  if (ms <= 0) return '0m';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '< 1m';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}
