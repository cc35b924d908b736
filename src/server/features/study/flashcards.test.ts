import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { call, startPath, studyUser, type TestUser } from '../../../testing/study-helpers';
import type { Flashcard, StudyPath } from '../../../shared/schemas/study';
import { seedStudyCatalogue } from './catalogue/seed';
import { endOfLocalDay } from '../../lib/srs/fsrs';

let t: TestApp;
let user: TestUser;
let path: StudyPath;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedStudyCatalogue(t.deps);
  user = await studyUser(t);
  path = await startPath(t, user, 'comptia-a-plus');
});
afterAll(async () => {
  await t.close();
});

type Cards = { cards: Flashcard[]; created: number };
type Due = { cards: Flashcard[]; dueCount: number; until: string };
const build = async (topicIndex: number, count = 4) =>
  (await (
    await call(
      t,
      user,
      'POST',
      `/api/smarty/study-paths/${path.id}/topics/${path.topics[topicIndex]!.id}/flashcards`,
      { count },
    )
  ).json()) as Cards;
const due = async (query = '') =>
  (await (
    await call(t, user, 'GET', `/api/smarty/study-paths/${path.id}/flashcards/due${query}`)
  ).json()) as Due;
const rate = async (cardId: string, rating: unknown) =>
  call(t, user, 'POST', `/api/smarty/flashcards/${cardId}/review`, { rating });

describe('flashcards with FSRS', () => {
  let cards: Flashcard[];

  it('builds cards from the topic, stored per user and topic, new and due at once; rebuilding adds no duplicates', async () => {
    t.clock.set(new Date('2026-11-22T20:00:00Z'));
    const first = await build(3, 4);
    expect(first.created).toBe(4);
    cards = first.cards;
    expect(cards).toHaveLength(4);
    for (const c of cards) {
      expect(c).toMatchObject({
        state: 'new',
        reps: 0,
        due: t.clock.now().toISOString(),
        topicId: path.topics[3]!.id,
        studyPathId: path.id,
      });
      expect(c.front.length).toBeGreaterThan(0);
    }
    expect(cards.map((c) => c.front).join(' ')).toMatch(/TCP|UDP|port/i);
    const again = await build(3, 4);
    expect(again.created).toBe(0);
    expect(again.cards.map((c) => c.id)).toEqual(cards.map((c) => c.id));
    const queue = await due();
    expect(queue.dueCount).toBe(4);
    expect(queue.until).toBe('2026-11-23T00:00:00.000Z');
  });

  it('schedules by rating: a new card rated Again or Hard comes back in the same session, Good and Easy days later', async () => {
    const [a, h, g, e] = cards as [Flashcard, Flashcard, Flashcard, Flashcard];
    // the preview offered for the buttons matches what a rating then does
    const preview = a.schedule;
    const reviewed: Record<string, Flashcard> = {};
    for (const [card, rating] of [
      [a, 'again'],
      [h, 2],
      [g, 'good'],
      [e, 'easy'],
    ] as const) {
      const res = await rate(card.id, rating);
      expect(res.status).toBe(200);
      reviewed[card.id] = ((await res.json()) as { card: Flashcard }).card;
    }
    const dueAt = (c: Flashcard) => new Date(reviewed[c.id]!.due).getTime();
    expect(new Date(reviewed[a.id]!.due).toISOString()).toBe(preview.again);
    expect(dueAt(a)).toBeLessThan(dueAt(h));
    expect(dueAt(h)).toBeLessThan(dueAt(g));
    expect(dueAt(g)).toBeLessThan(dueAt(e));
    const now = t.clock.now().getTime();
    // learning steps: Again in 10 minutes, Hard in 15, still learning
    expect(dueAt(a) - now).toBe(10 * 60_000);
    expect(dueAt(h) - now).toBe(15 * 60_000);
    expect(reviewed[a.id]!.state).toBe('learning');
    expect(reviewed[h.id]!.state).toBe('learning');
    const endOfToday = new Date('2026-11-23T00:00:00Z').getTime();
    for (const c of [g, e]) expect(dueAt(c)).toBeGreaterThanOrEqual(endOfToday);
    for (const c of [a, h, g, e])
      expect(reviewed[c.id]).toMatchObject({ reps: 1, lastReview: t.clock.now().toISOString() });
    expect(reviewed[g.id]!.state).toBe('review');
    // the two short-term cards are in today's queue, Again first
    expect((await due()).cards.map((c) => c.id)).toEqual([a.id, h.id]);
    const logs = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM study_flashcard_reviews WHERE user_id = $1',
      [user.id],
    );
    expect(logs[0]?.n).toBe('4');
  });

  it('graduates a learning card rated Good; a forgotten review card relearns within the session', async () => {
    const a = cards[0]!;
    t.clock.set(new Date('2026-11-22T20:10:00Z'));
    const graduated = ((await (await rate(a.id, 'good')).json()) as { card: Flashcard }).card;
    expect(graduated.state).toBe('review');
    expect(new Date(graduated.due).getTime()).toBeGreaterThanOrEqual(
      new Date('2026-11-23T00:00:00Z').getTime(),
    );
    t.clock.set(new Date(graduated.due));
    const lapsed = ((await (await rate(a.id, 'again')).json()) as { card: Flashcard }).card;
    expect(lapsed).toMatchObject({ state: 'relearning', lapses: 1 });
    expect(new Date(lapsed.due).getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
  });

  it('brings cards back as their due dates arrive, in due order', async () => {
    // a relearns from 23 Nov 20:20 (the test above), h is due 22 Nov 20:15, g on 24 Nov, e on 30 Nov
    const [a, h, g, e] = cards as [Flashcard, Flashcard, Flashcard, Flashcard];
    const idsDueAfter = async (days: number) => {
      t.clock.set(new Date(new Date('2026-11-22T20:00:00Z').getTime() + days * DAY));
      return (await due()).cards.map((c) => c.id);
    };
    expect(await idsDueAfter(0.01)).toEqual([h.id]);
    expect(await idsDueAfter(1)).toEqual([h.id, a.id]);
    expect(await idsDueAfter(2)).toEqual([h.id, a.id, g.id]);
    expect(await idsDueAfter(7)).toEqual([h.id, a.id, g.id]);
    expect((await idsDueAfter(8)).sort()).toEqual([a.id, h.id, g.id, e.id].sort());
  });

  it('grows the interval with each successful review and shortens it after a lapse', async () => {
    const g = cards[2]!;
    t.clock.set(new Date('2026-11-25T20:00:00Z'));
    const second = ((await (await rate(g.id, 'good')).json()) as { card: Flashcard }).card;
    const gap1 = new Date(second.due).getTime() - t.clock.now().getTime();
    expect(gap1).toBeGreaterThan(3 * DAY);
    t.clock.set(new Date(second.due));
    const lapsed = ((await (await rate(g.id, 'again')).json()) as { card: Flashcard }).card;
    expect(lapsed.lapses).toBe(1);
    expect(new Date(lapsed.due).getTime() - t.clock.now().getTime()).toBeLessThan(gap1);
  });

  it('counts the learner’s day in their time zone', async () => {
    // one card due 2026-11-24T20:00Z (Good at 22 Nov 20:00); the clock reads 24 Nov 10:00Z
    const user2 = await studyUser(t);
    const path2 = await startPath(t, user2, 'nclex-rn');
    t.clock.set(new Date('2026-11-22T20:00:00Z'));
    const built = (await (
      await call(
        t,
        user2,
        'POST',
        `/api/smarty/study-paths/${path2.id}/topics/${path2.topics[1]!.id}/flashcards`,
        { count: 1 },
      )
    ).json()) as Cards;
    await call(t, user2, 'POST', `/api/smarty/flashcards/${built.cards[0]!.id}/review`, { rating: 'good' });
    t.clock.set(new Date('2026-11-24T10:00:00Z'));
    const queue = async (offset: number) =>
      (await (
        await call(
          t,
          user2,
          'GET',
          `/api/smarty/study-paths/${path2.id}/flashcards/due?utcOffsetMinutes=${offset}`,
        )
      ).json()) as Due;
    expect((await queue(0)).dueCount).toBe(1); // UTC: today ends at midnight, after 20:00
    expect((await queue(-720)).dueCount).toBe(0); // UTC-12: still 23 Nov there, the day ends at 12:00Z
    expect((await queue(-720)).until).toBe('2026-11-24T12:00:00.000Z');
    expect(
      (
        await call(
          t,
          user2,
          'GET',
          `/api/smarty/study-paths/${path2.id}/flashcards/due?utcOffsetMinutes=9999`,
        )
      ).status,
    ).toBe(400);
  });

  it('rejects an unknown rating and unknown cards', async () => {
    expect((await rate(cards[0]!.id, 'perfect')).status).toBe(400);
    expect((await rate(cards[0]!.id, 0)).status).toBe(400);
    expect((await rate('no-such-card', 'good')).status).toBe(404);
  });
});

describe('endOfLocalDay', () => {
  it('ends the day at the next local midnight', () => {
    const at = new Date('2026-11-22T23:30:00Z');
    expect(endOfLocalDay(at, 0).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(endOfLocalDay(at, 60).toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(endOfLocalDay(at, -300).toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });
});
