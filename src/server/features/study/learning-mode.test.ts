import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { studyAi, type StudyAi } from '../../../testing/study-ai';
import { call, startPath, studyUser, type TestUser } from '../../../testing/study-helpers';
import { MESSAGES, STUDY_MESSAGES } from '../../../shared/messages';
import type { StudyPath } from '../../../shared/schemas/study';
import { seedStudyCatalogue } from './catalogue/seed';

/**
 * Issue 16: the learning mode a student chooses for a path is kept on the server, so it follows them to every device,
 * and a chat or quick-action request that names no mode is made in it.
 */

let t: TestApp;
let ai: StudyAi;

beforeAll(async () => {
  ai = studyAi();
  t = await createTestApp({}, { ai: ai.engine });
  await seedStudyCatalogue(t.deps);
});
afterAll(async () => {
  await t.close();
});

const modeOf = (user: TestUser, pathId: string, body: unknown) =>
  call(t, user, 'PUT', `/api/smarty/study-paths/${pathId}/learning-mode`, body);

async function listed(user: TestUser): Promise<StudyPath[]> {
  const res = await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { studyPaths: StudyPath[] }).studyPaths;
}

async function storedMode(pathId: string): Promise<string | null | undefined> {
  const rows = await t.deps.database.query<{ learning_mode: string | null }>(
    'SELECT learning_mode FROM study_paths WHERE id = $1',
    [pathId],
  );
  return rows[0]?.learning_mode;
}

describe('PUT /api/smarty/study-paths/:pathId/learning-mode', () => {
  it("sets the path's learning mode, which the list and the single path views then carry; null clears it", async () => {
    const user = await studyUser(t);
    const path = await startPath(t, user, 'nclex-rn');
    const other = await startPath(t, user, 'comptia-a-plus');
    // a new path has no choice: its own mode
    expect(path.learningMode).toBeNull();

    const set = await modeOf(user, path.id, { learningMode: 'math' });
    expect(set.status).toBe(200);
    const { studyPath } = (await set.json()) as { studyPath: StudyPath };
    expect(studyPath.id).toBe(path.id);
    expect(studyPath.learningMode).toBe('math');
    expect(await storedMode(path.id)).toBe('math');

    // read back: the list (what another device loads) and the single path views
    const paths = await listed(user);
    expect(paths.find((p) => p.id === path.id)?.learningMode).toBe('math');
    // the other path keeps its own
    expect(paths.find((p) => p.id === other.id)?.learningMode).toBeNull();
    const activated = await call(t, user, 'POST', `/api/smarty/study-paths/${path.id}/activate`);
    expect(((await activated.json()) as { studyPath: StudyPath }).studyPath.learningMode).toBe('math');

    // another choice replaces it
    expect((await modeOf(user, path.id, { learningMode: 'it' })).status).toBe(200);
    expect((await listed(user)).find((p) => p.id === path.id)?.learningMode).toBe('it');

    // null: the path's own mode again
    const cleared = await modeOf(user, path.id, { learningMode: null });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { studyPath: StudyPath }).studyPath.learningMode).toBeNull();
    expect((await listed(user)).find((p) => p.id === path.id)?.learningMode).toBeNull();
    expect(await storedMode(path.id)).toBeNull();
  });

  it("answers 404 for another user's path and for a deleted one, and changes neither", async () => {
    const owner = await studyUser(t);
    const stranger = await studyUser(t);
    const path = await startPath(t, owner, 'nclex-rn');
    expect((await modeOf(owner, path.id, { learningMode: 'history' })).status).toBe(200);

    const foreign = await modeOf(stranger, path.id, { learningMode: 'writing' });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: string }).error).toBe(STUDY_MESSAGES.pathNotFound);
    expect((await modeOf(stranger, path.id, { learningMode: null })).status).toBe(404);
    expect((await modeOf(stranger, 'no-such-path', { learningMode: 'math' })).status).toBe(404);
    expect(await storedMode(path.id)).toBe('history');

    expect((await call(t, owner, 'DELETE', `/api/smarty/study-paths/${path.id}`)).status).toBe(200);
    const deleted = await modeOf(owner, path.id, { learningMode: 'math' });
    expect(deleted.status).toBe(404);
    expect(((await deleted.json()) as { error: string }).error).toBe(STUDY_MESSAGES.pathNotFound);
    expect(await storedMode(path.id)).toBe('history');
    // restored, the path comes back with its choice
    const restored = await call(t, owner, 'POST', `/api/smarty/study-paths/${path.id}/restore`);
    expect(((await restored.json()) as { studyPath: StudyPath }).studyPath.learningMode).toBe('history');
  });

  it('answers 400 for a value that is no learning mode (or none at all), and 401 signed out', async () => {
    const user = await studyUser(t);
    const path = await startPath(t, user, 'nclex-rn');
    expect((await modeOf(user, path.id, { learningMode: 'science' })).status).toBe(200);
    for (const body of [
      { learningMode: 'poetry' },
      { learningMode: 'Math' },
      { learningMode: '' },
      { learningMode: 3 },
      { learningMode: ['math'] },
      {},
    ]) {
      const res = await modeOf(user, path.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(STUDY_MESSAGES.learningModeInvalid);
    }
    expect(await storedMode(path.id)).toBe('science');

    const signedOut = await call(t, null, 'PUT', `/api/smarty/study-paths/${path.id}/learning-mode`, {
      learningMode: 'math',
    });
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { error: string }).error).toBe(MESSAGES.notSignedIn);
    expect(await storedMode(path.id)).toBe('science');
  });
});

describe('a study request that names no learning mode', () => {
  it('is made in the mode stored for the path; one that names a mode keeps it; cleared, the path’s own', async () => {
    const user = await studyUser(t);
    const path = await startPath(t, user, 'nclex-rn');
    const topic = path.topics[0]!;
    const at = `/api/smarty/study-paths/${path.id}/topics/${topic.id}`;
    const ask = async (smarty: Record<string, unknown>) => {
      const res = await call(t, user, 'POST', '/api/smarty/ask', { question: 'What is asepsis?', smarty });
      expect(res.status).toBe(200);
      await res.text();
      return ai.chatInputs.at(-1)?.learningMode;
    };
    const quickAction = async (body: Record<string, unknown>) => {
      expect((await call(t, user, 'POST', `${at}/quick-action`, body)).status).toBe(200);
      return ai.quickActionInputs.at(-1)?.learningMode;
    };
    const quiz = async (body: Record<string, unknown>) => {
      expect((await call(t, user, 'POST', `${at}/quiz`, body)).status).toBe(200);
      return ai.quizInputs.at(-1)?.learningMode;
    };
    const welcome = async (body: Record<string, unknown>) => {
      const res = await call(t, user, 'POST', '/api/smarty/topic-welcome', {
        topic: { id: topic.id },
        studyPath: { id: path.id },
        ...body,
      });
      expect(res.status).toBe(200);
      await res.text();
      return ai.welcomeInputs.at(-1)?.learningMode;
    };

    // before any choice: the path's own mode
    expect(await ask({ studyPathId: path.id, focusTopicId: topic.id })).toBe('nursing');
    expect(await quickAction({ action: 'concept-map' })).toBe('nursing');

    // chosen on one device, used by a request from another that names no mode
    expect((await modeOf(user, path.id, { learningMode: 'history' })).status).toBe(200);
    expect(await ask({ studyPathId: path.id, focusTopicId: topic.id })).toBe('history');
    expect(await ask({ studyPathId: path.id })).toBe('history');
    expect(await ask({ focusTopicId: topic.id })).toBe('history');
    expect(await quickAction({ action: 'concept-map' })).toBe('history');
    expect(await quiz({ count: 3 })).toBe('history');
    expect(await welcome({})).toBe('history');

    // a request that names a mode is made in it
    expect(await ask({ studyPathId: path.id, focusTopicId: topic.id, learningMode: 'math' })).toBe('math');
    expect(await quickAction({ action: 'care-plan', learningMode: 'science' })).toBe('science');
    expect(await quiz({ count: 3, learningMode: 'writing' })).toBe('writing');

    // the general chat (no path) is untouched by a path's choice
    expect(await ask({})).toBe('programming');

    // cleared: the path's own mode again
    expect((await modeOf(user, path.id, { learningMode: null })).status).toBe(200);
    expect(await ask({ studyPathId: path.id, focusTopicId: topic.id })).toBe('nursing');
    expect(await quickAction({ action: 'concept-map' })).toBe('nursing');
    expect(await quiz({ count: 3 })).toBe('nursing');
  });

  it('an IT certification with no choice is studied in the IT mode, as the web shows it, not "programming"', async () => {
    const user = await studyUser(t);
    const path = await startPath(t, user, 'comptia-a-plus');
    const topic = path.topics[0]!;
    const res = await call(t, user, 'POST', '/api/smarty/ask', {
      question: 'What is a SODIMM?',
      smarty: { studyPathId: path.id, focusTopicId: topic.id },
    });
    expect(res.status).toBe(200);
    await res.text();
    expect(ai.chatInputs.at(-1)?.learningMode).toBe('it');
    const at = `/api/smarty/study-paths/${path.id}/topics/${topic.id}`;
    expect((await call(t, user, 'POST', `${at}/quick-action`, { action: 'troubleshooting' })).status).toBe(
      200,
    );
    expect(ai.quickActionInputs.at(-1)?.learningMode).toBe('it');
  });
});
