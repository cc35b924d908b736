/**
 * Spaced repetition with FSRS (ts-fsrs) with short-term scheduling: a new card rated Again or Hard enters a 10-minute
 * learning step (Again 10 min, Hard 15 min), a card forgotten in review relearns in 10 minutes, so both come back in
 * the same study session; Good and Easy graduate to whole days (a new card: Good 2 days, Easy 8 with the default
 * parameters). Fuzz is off, so intervals are exactly what the model computes (reproducible, testable).
 */
import { Rating, State, createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { FlashcardRating } from '../../../shared/schemas/study';
import type { studyFlashcards } from '../../db/schema';

type CardRow = typeof studyFlashcards.$inferSelect;

export const LEARNING_STEPS = ['10m'] as const;
export const scheduler = fsrs({
  enable_short_term: true,
  learning_steps: [...LEARNING_STEPS],
  relearning_steps: [...LEARNING_STEPS],
  enable_fuzz: false,
});

export const GRADES: Record<FlashcardRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

export const STATE_NAMES = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
} as const;

export type CardMemory = Pick<
  CardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'lastReview'
>;

export function newCardMemory(now: Date): CardMemory {
  return fromCard(createEmptyCard(now));
}

export function toCard(row: CardMemory): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

export function fromCard(card: Card): CardMemory {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

export function review(row: CardMemory, rating: FlashcardRating, now: Date): CardMemory {
  return fromCard(scheduler.next(toCard(row), now, GRADES[rating]).card);
}

/** When the card would next be due for each rating, reviewed at `now`. */
export function schedulePreview(row: CardMemory, now: Date): Record<FlashcardRating, string> {
  const preview = scheduler.repeat(toCard(row), now);
  return {
    again: preview[Rating.Again].card.due.toISOString(),
    hard: preview[Rating.Hard].card.due.toISOString(),
    good: preview[Rating.Good].card.due.toISOString(),
    easy: preview[Rating.Easy].card.due.toISOString(),
  };
}

/** The exclusive end of the learner's day containing `now`, for a UTC offset in minutes east of UTC. */
export function endOfLocalDay(now: Date, utcOffsetMinutes: number): Date {
  const dayMs = 86_400_000;
  const offsetMs = utcOffsetMinutes * 60_000;
  const local = now.getTime() + offsetMs;
  return new Date(Math.floor(local / dayMs) * dayMs + dayMs - offsetMs);
}
