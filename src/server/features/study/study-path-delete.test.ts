import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import {
  call,
  pathFromText,
  studiedPath,
  studyUser,
  startPath,
  type TestUser,
} from '../../../testing/study-helpers';
import { STUDY_LIMITS } from '../../../shared/limits';
import { STUDY_MESSAGES } from '../../../shared/messages';
import type { StudyPath } from '../../../shared/schemas/study';
import { seedStudyCatalogue } from './catalogue/seed';
import { searchPassages } from './knowledge.service';
import { purgeDeletedStudyPaths } from './study-paths.service';

/** Issue 16: deleting a study path is undoable for a while (soft delete, restore, purge). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedStudyCatalogue(t.deps);
});
afterAll(async () => {
  await t.close();
});

const json = async <T>(res: Response) => (await res.json()) as T;

async function listed(user: TestUser): Promise<StudyPath[]> {
  const res = await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`);
  expect(res.status).toBe(200);
  return (await json<{ studyPaths: StudyPath[] }>(res)).studyPaths;
}

const remove = (user: TestUser, pathId: string) =>
  call(t, user, 'DELETE', `/api/smarty/study-paths/${pathId}`);
const restore = (user: TestUser, pathId: string) =>
  call(t, user, 'POST', `/api/smarty/study-paths/${pathId}/restore`);

async function rowCount(table: string, pathId: string): Promise<number> {
  const column = table === 'study_paths' ? 'id' : 'path_id';
  const rows = await t.deps.database.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ${table} WHERE ${column} = $1`,
    [pathId],
  );
  return Number(rows[0]?.n);
}

describe('DELETE /api/smarty/study-paths/:pathId', () => {
  it('hides the path from every read at once and answers when it can be restored until', async () => {
    const user = await studyUser(t);
    const { path, topic, tp, cardId } = await studiedPath(t, user);
    const kept = await startPath(t, user, 'comptia-a-plus');

    const res = await remove(user, path.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      id: path.id,
      restore_until: new Date(t.clock.now().getTime() + STUDY_LIMITS.restoreWindowMs).toISOString(),
    });

    expect((await listed(user)).map((p) => p.id)).toEqual([kept.id]);
    const p = `/api/smarty/study-paths/${path.id}`;
    const gone: [string, string, unknown?][] = [
      ['GET', tp],
      ['POST', `${p}/activate`, {}],
      ['POST', `${p}/focus`, { move: 'next' }],
      ['GET', `${p}/roadmap`],
      ['POST', `${tp}/progress`, { status: 'in_progress' }],
      ['POST', `${tp}/quiz`, {}],
      ['POST', `${tp}/quiz/result`, { score: 1, total: 1 }],
      ['POST', `${tp}/flashcards`, {}],
      ['GET', `${tp}/flashcards`],
      ['GET', `${p}/flashcards/due`],
      ['POST', `/api/smarty/flashcards/${cardId}/review`, { rating: 'good' }],
      ['GET', `/api/smarty/conversations?studyPathId=${path.id}&topicId=${topic.id}`],
      [
        'POST',
        '/api/smarty/ask',
        { question: 'What is hand hygiene?', smarty: { studyPathId: path.id, focusTopicId: topic.id } },
      ],
      ['POST', '/api/smarty/ask', { question: 'What is hand hygiene?', smarty: { focusTopicId: topic.id } }],
      ['POST', '/api/smarty/topic-welcome', { topic: { id: topic.id }, studyPath: { id: path.id } }],
      ['DELETE', p],
    ];
    for (const [method, url, body] of gone) {
      const answer = await call(t, user, method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    // nothing is lost yet: the rows stay until the purge
    expect(await rowCount('study_paths', path.id)).toBe(1);
    expect(await rowCount('study_flashcards', path.id)).toBe(2);
  });

  it("another user's path (deleted or not) is not found, and stays as it was", async () => {
    const alice = await studyUser(t);
    const bob = await studyUser(t);
    const path = await startPath(t, alice, 'nclex-rn');
    expect((await remove(bob, path.id)).status).toBe(404);
    expect((await restore(bob, path.id)).status).toBe(404);
    expect((await listed(alice)).map((p) => p.id)).toEqual([path.id]);
    expect((await remove(alice, path.id)).status).toBe(200);
    expect((await restore(bob, path.id)).status).toBe(404);
    expect(await listed(alice)).toEqual([]);
  });

  it('starting a deleted certification again gives a new path; the 409 rule counts live paths only', async () => {
    const user = await studyUser(t);
    const old = await startPath(t, user, 'nclex-rn');
    expect((await remove(user, old.id)).status).toBe(200);
    const fresh = await startPath(t, user, 'nclex-rn');
    expect(fresh.id).not.toBe(old.id);
    const again = await call(t, user, 'POST', '/api/smarty/certifications/nclex-rn/create-path', {
      userId: user.id,
    });
    expect(again.status).toBe(409);
    expect((await json<{ existingStudyPath: StudyPath }>(again)).existingStudyPath.id).toBe(fresh.id);
  });
});

describe('POST /api/smarty/study-paths/:pathId/restore', () => {
  it('within the window brings the path back with its progress, cards and chat, in its place', async () => {
    const user = await studyUser(t);
    const { path, topic, tp } = await studiedPath(t, user);
    const before = (await listed(user)).find((p) => p.id === path.id)!;
    expect(before.progress.completedTopics).toEqual([topic.id]);
    expect((await remove(user, path.id)).status).toBe(200);

    t.clock.advance(STUDY_LIMITS.restoreWindowMs - 1);
    const res = await restore(user, path.id);
    expect(res.status).toBe(200);
    const { studyPath } = await json<{ studyPath: StudyPath }>(res);
    expect(studyPath).toEqual(before);
    expect(await listed(user)).toEqual([before]);
    const cards = await json<{ cards: unknown[] }>(await call(t, user, 'GET', `${tp}/flashcards`));
    expect(cards.cards).toHaveLength(2);
    const chat = await json<{ messages: unknown[] }>(
      await call(t, user, 'GET', `/api/smarty/conversations?studyPathId=${path.id}&topicId=${topic.id}`),
    );
    expect(chat.messages.length).toBeGreaterThan(0);

    expect(await json(await restore(user, path.id))).toEqual({
      error: STUDY_MESSAGES.pathNotDeleted,
      code: 'not_deleted',
    });
  });

  it('once the window has passed answers a clear error and the path stays deleted', async () => {
    const user = await studyUser(t);
    const path = await startPath(t, user, 'nclex-rn');
    expect((await remove(user, path.id)).status).toBe(200);
    t.clock.advance(STUDY_LIMITS.restoreWindowMs);
    const res = await restore(user, path.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: STUDY_MESSAGES.pathRestoreExpired, code: 'restore_expired' });
    expect(await listed(user)).toEqual([]);
  });

  it('refuses with 409 when the certification was started again meanwhile; works once the new path is deleted', async () => {
    const user = await studyUser(t);
    const old = await startPath(t, user, 'comptia-a-plus');
    expect((await remove(user, old.id)).status).toBe(200);
    const fresh = await startPath(t, user, 'comptia-a-plus');
    const res = await restore(user, old.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: STUDY_MESSAGES.pathRestoreConflict, code: 'restore_conflict' });
    expect((await listed(user)).map((p) => p.id)).toEqual([fresh.id]);

    expect((await remove(user, fresh.id)).status).toBe(200);
    expect((await restore(user, old.id)).status).toBe(200);
    expect((await listed(user)).map((p) => p.id)).toEqual([old.id]);
  });
});

describe('purging deleted paths', () => {
  it('removes for good, with everything in them, the paths deleted longer ago than the purge age, and nothing else', async () => {
    const user = await studyUser(t);
    const gone = await studiedPath(t, user, 'nclex-rn');
    const recent = await startPath(t, user, 'comptia-network-plus');
    const live = await studiedPath(t, user, 'comptia-a-plus');
    expect((await remove(user, gone.path.id)).status).toBe(200);
    t.clock.advance(STUDY_LIMITS.purgeAfterMs - 60_000);
    expect((await remove(user, recent.id)).status).toBe(200);
    t.clock.advance(60_000);
    // exactly purgeAfterMs old is not yet older than it (other tests' deleted paths may go here)
    await purgeDeletedStudyPaths(t.deps);
    expect(await rowCount('study_paths', gone.path.id)).toBe(1);
    t.clock.advance(1);
    expect(await purgeDeletedStudyPaths(t.deps)).toBeGreaterThanOrEqual(1);

    for (const table of [
      'study_paths',
      'study_path_topics',
      'study_topic_progress',
      'study_messages',
      'study_quiz_results',
      'study_flashcards',
    ]) {
      expect(await rowCount(table, gone.path.id), table).toBe(0);
      expect(await rowCount(table, live.path.id), table).toBeGreaterThan(0);
    }
    expect(await rowCount('study_paths', recent.id)).toBe(1);
    expect((await listed(user)).map((p) => p.id)).toEqual([live.path.id]);
    expect(await purgeDeletedStudyPaths(t.deps)).toBe(0);
  });
});

describe("a path built from the student's material", () => {
  it('keeps its subtopics while deleted, shows them again when restored, and loses them when purged', async () => {
    const user = await studyUser(t);
    const path = await pathFromText(t, user, '# Engines\n\nSteam.\n\n## Boilers\n\nWater is heated.');
    const subtopics = path.topics[0]?.subtopics;
    expect(subtopics?.map((s) => s.title)).toEqual(['Boilers']);
    expect((await remove(user, path.id)).status).toBe(200);
    expect(await rowCount('study_path_subtopics', path.id)).toBe(1);
    expect((await restore(user, path.id)).status).toBe(200);
    expect((await listed(user)).find((p) => p.id === path.id)?.topics[0]?.subtopics).toEqual(subtopics);

    expect((await remove(user, path.id)).status).toBe(200);
    t.clock.advance(STUDY_LIMITS.purgeAfterMs + 1);
    expect(await purgeDeletedStudyPaths(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await rowCount('study_path_subtopics', path.id)).toBe(0);
  });
});

describe('knowledge retrieval', () => {
  it("leaves out the student's own material of a deleted path, and has it again after a restore", async () => {
    const user = await studyUser(t);
    const form = new FormData();
    form.set('text', '# Mitochondria\n\nThe mitochondrion makes adenosine triphosphate for the cell.');
    form.set('textTitle', 'Biology notes');
    form.set('name', 'Biology');
    const created = await t.request('/api/smarty/material-paths', {
      method: 'POST',
      cookie: user.cookie,
      body: form,
      headers: { origin: TEST_ORIGIN },
    });
    expect(created.status).toBe(201);
    const { studyPath } = await json<{ studyPath: StudyPath }>(created);
    const search = () =>
      searchPassages(t.deps, {
        userId: user.id,
        question: 'What makes adenosine triphosphate?',
        certificationId: null,
      });
    expect((await search()).map((p) => p.sourceTitle)).toEqual(['Biology notes']);
    expect((await remove(user, studyPath.id)).status).toBe(200);
    expect(await search()).toEqual([]);
    expect((await restore(user, studyPath.id)).status).toBe(200);
    expect((await search()).map((p) => p.sourceTitle)).toEqual(['Biology notes']);
  });
});
