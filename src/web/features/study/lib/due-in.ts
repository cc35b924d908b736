import { STUDY_TOOLS_COPY } from '../tools-messages';

/** "in 10 min", "in 3 days": when a rating would bring the card back. */
export function formatDueIn(iso: string, now = Date.now()): string {
  const minutes = Math.max(1, Math.round((new Date(iso).getTime() - now) / 60_000));
  if (minutes < 60) return STUDY_TOOLS_COPY.dueIn.minutes(minutes);
  const hours = Math.round(minutes / 60);
  if (hours < 24) return STUDY_TOOLS_COPY.dueIn.hours(hours);
  const days = Math.round(hours / 24);
  return STUDY_TOOLS_COPY.dueIn.days(days);
}
