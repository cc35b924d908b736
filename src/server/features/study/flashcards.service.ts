/**
 * Flashcards per user and topic, reviewed with FSRS; the due queue is per path and covers the learner's day.
 */
import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { studyFlashcardReviews, studyFlashcards, studyPathTopics } from '../../db/schema';
import type { Flashcard, FlashcardRating } from '../../../shared/schemas/study';
import type { Flashcards } from '../../../shared/schemas/ai';
import { ownedFlashcard, ownedPath, type OwnedTopic } from './study-access';
import { STATE_NAMES, endOfLocalDay, newCardMemory, review, schedulePreview } from '../../lib/srs/fsrs';
import { STUDY_LIMITS } from '../../../shared/limits';

type CardRow = typeof studyFlashcards.$inferSelect;

export function flashcardView(row: CardRow, topicTitle: string, now: Date): Flashcard {
  return {
    id: row.id,
    studyPathId: row.pathId,
    topicId: row.topicId,
    topicTitle,
    front: row.front,
    back: row.back,
    state: STATE_NAMES[row.state as keyof typeof STATE_NAMES] ?? 'new',
    due: row.due.toISOString(),
    lastReview: row.lastReview ? row.lastReview.toISOString() : null,
    reps: row.reps,
    lapses: row.lapses,
    scheduledDays: row.scheduledDays,
    schedule: schedulePreview(row, now),
  };
}

/** Adds generated cards to the topic (a card whose front already exists is skipped); returns all its cards. */
export async function storeFlashcards(deps: AppDeps, owned: OwnedTopic, generated: Flashcards) {
  const now = deps.now();
  const existing = await deps.database.db
    .select({ n: count() })
    .from(studyFlashcards)
    .where(eq(studyFlashcards.topicId, owned.topic.id));
  const offset = Number(existing[0]?.n ?? 0);
  const inserted = generated.cards.length
    ? await deps.database.db
        .insert(studyFlashcards)
        .values(
          generated.cards.map((c, i) => ({
            id: crypto.randomUUID(),
            userId: owned.topic.userId,
            pathId: owned.path.id,
            topicId: owned.topic.id,
            front: c.front.slice(0, 2_000),
            back: c.back.slice(0, 4_000),
            position: offset + i,
            createdAt: now,
            ...newCardMemory(now),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: studyFlashcards.id })
    : [];
  return { cards: await topicFlashcards(deps, owned), created: inserted.length };
}

export async function topicFlashcards(deps: AppDeps, owned: OwnedTopic): Promise<Flashcard[]> {
  const now = deps.now();
  const rows = await deps.database.db
    .select()
    .from(studyFlashcards)
    .where(and(eq(studyFlashcards.topicId, owned.topic.id), eq(studyFlashcards.userId, owned.topic.userId)))
    .orderBy(asc(studyFlashcards.position), asc(studyFlashcards.id));
  return rows.map((r) => flashcardView(r, owned.topic.title, now));
}

/** Rates a card (Again/Hard/Good/Easy) and schedules its next review with FSRS. */
export async function reviewFlashcard(
  deps: AppDeps,
  userId: string,
  cardId: string,
  rating: FlashcardRating,
): Promise<Flashcard> {
  const { card, topicTitle } = await ownedFlashcard(deps, userId, cardId);
  const now = deps.now();
  const updated = await deps.database.db.transaction(async (tx) => {
    // the row as it is now (a concurrent review of the same card waits and builds on its result)
    const current =
      (
        await tx.select().from(studyFlashcards).where(eq(studyFlashcards.id, card.id)).for('update').limit(1)
      )[0] ?? card;
    const next = review(current, rating, now);
    const [row] = await tx
      .update(studyFlashcards)
      .set(next)
      .where(eq(studyFlashcards.id, card.id))
      .returning();
    await tx.insert(studyFlashcardReviews).values({
      id: crypto.randomUUID(),
      cardId: card.id,
      userId,
      rating: ['again', 'hard', 'good', 'easy'].indexOf(rating) + 1,
      stateBefore: current.state,
      dueBefore: current.due,
      dueAfter: next.due,
      scheduledDays: next.scheduledDays,
      reviewedAt: now,
    });
    return row;
  });
  if (!updated) throw new Error('flashcard update returned nothing');
  return flashcardView(updated, topicTitle, now);
}

/** The path's cards due before the end of the learner's day, soonest first. */
export async function dueFlashcards(deps: AppDeps, userId: string, pathId: string, utcOffsetMinutes: number) {
  const path = await ownedPath(deps, userId, pathId);
  const now = deps.now();
  const until = endOfLocalDay(now, utcOffsetMinutes);
  const where = and(
    eq(studyFlashcards.pathId, path.id),
    eq(studyFlashcards.userId, userId),
    lt(studyFlashcards.due, until),
  );
  const [rows, total] = await Promise.all([
    deps.database.db
      .select({ card: studyFlashcards, topicTitle: studyPathTopics.title })
      .from(studyFlashcards)
      .innerJoin(studyPathTopics, eq(studyPathTopics.id, studyFlashcards.topicId))
      .where(where)
      .orderBy(asc(studyFlashcards.due), asc(studyPathTopics.position), asc(studyFlashcards.position))
      .limit(STUDY_LIMITS.dueCardsMax),
    deps.database.db.select({ n: count() }).from(studyFlashcards).where(where),
  ]);
  return {
    cards: rows.map((r) => flashcardView(r.card, r.topicTitle, now)),
    dueCount: Number(total[0]?.n ?? 0),
    until: until.toISOString(),
  };
}
