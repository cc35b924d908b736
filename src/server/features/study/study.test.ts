import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { call, studyUser, startPath, type TestUser } from '../../../testing/study-helpers';
import { STUDY_MESSAGES } from '../../../shared/messages';
import type { Certification, StudyPath, UserTopicProgress } from '../../../shared/schemas/study';
import { STUDY_LIMITS } from '../../../shared/limits';
import { seedStudyCatalogue } from './catalogue/seed';
import { purgeDeletedStudyPaths } from './study-paths.service';
import { CERTIFICATIONS, syllabusOf } from './catalogue/catalogue';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const first = await seedStudyCatalogue(t.deps);
  expect(first.seeded).toBe(true);
  alice = await studyUser(t);
  bob = await studyUser(t);
});
afterAll(async () => {
  await t.close();
});

const json = async <T>(res: Response) => (await res.json()) as T;

describe('catalogue seeding', () => {
  it('is idempotent: a second run changes nothing', async () => {
    const again = await seedStudyCatalogue(t.deps);
    expect(again).toMatchObject({ seeded: false, certifications: CERTIFICATIONS.length });
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM study_certifications',
    );
    expect(Number(rows[0]?.n)).toBe(CERTIFICATIONS.length);
  });

  it('reseeds after a change and brings existing certification paths up to date', async () => {
    const user = await studyUser(t, false);
    const path = await startPath(t, user, 'nclex-rn');
    const first = path.topics[0];
    // simulate an older catalogue in the database: a renamed topic, a missing topic and an old checksum
    await t.deps.database.query("UPDATE study_path_topics SET title = 'Old title' WHERE id = $1", [
      first?.id,
    ]);
    await t.deps.database.query('DELETE FROM study_path_topics WHERE id = $1', [path.topics[1]?.id]);
    await t.deps.database.query("UPDATE study_catalogue_state SET checksum = 'old'");
    expect((await seedStudyCatalogue(t.deps)).seeded).toBe(true);
    const paths = (
      await json<{ studyPaths: StudyPath[] }>(
        await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`),
      )
    ).studyPaths;
    const synced = paths[0];
    expect(synced?.topics.length).toBe(path.topics.length);
    expect(synced?.topics[0]?.title).toBe(first?.title);
    expect(synced?.topics.map((x) => x.title)).toEqual(path.topics.map((x) => x.title));
  });
});

describe('GET /api/smarty/certifications', () => {
  it('lists 100+ certifications in the spec shape, all of them available, two with built-in lessons', async () => {
    const res = await t.request('/api/smarty/certifications');
    expect(res.status).toBe(200);
    const { certifications, total } = await json<{ certifications: Certification[]; total: number }>(res);
    expect(total).toBeGreaterThanOrEqual(100);
    expect(certifications).toHaveLength(total);
    const aPlus = certifications.find((c) => c.id === 'comptia-a-plus');
    expect(aPlus).toMatchObject({
      name: 'CompTIA A+',
      organization: 'CompTIA',
      domain_code: 'programming',
      level: 'entry',
      availability: 'available',
      exam_codes: ['220-1201', '220-1202'],
      topic_count: syllabusOf('comptia-a-plus').length,
    });
    expect(Object.keys(aPlus ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'description',
        'organization',
        'keywords',
        'tags',
        'domain_code',
        'level',
        'type',
        'estimated_study_hours',
        'difficulty',
        'official_resources',
      ]),
    );
    // issue 16: every catalogue certification can be started; A+ and NCLEX-RN keep their built-in lessons
    expect(certifications.filter((c) => c.availability !== 'available').map((c) => c.id)).toEqual([]);
    expect(
      certifications
        .filter((c) => c.built_in_lessons)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['comptia-a-plus', 'nclex-rn']);
  });

  it('searches name, organization, description and keywords, and filters by domain, level and type', async () => {
    const list = async (q: string) =>
      (
        await json<{ certifications: Certification[] }>(await t.request(`/api/smarty/certifications?${q}`))
      ).certifications.map((c) => c.id);
    expect(await list('search=nclex')).toEqual(['nclex-rn', 'nclex-pn']);
    expect(await list('search=AACN%20Certification')).toEqual(
      expect.arrayContaining(['aacn-ccrn-adult', 'aacn-pccn']),
    );
    expect(await list('search=TERRAFORM')).toEqual(['hashicorp-terraform-associate']);
    expect(await list('search=clinical%20judgment')).toContain('nclex-rn'); // a keyword
    const nursing = await list('domain=nursing');
    expect(nursing.length).toBeGreaterThanOrEqual(8);
    const nursingExpert = await list('domain=nursing&level=expert&type=professional');
    expect(nursingExpert.length).toBeGreaterThan(0);
    expect(nursingExpert.every((id) => nursing.includes(id))).toBe(true);
    expect(await list('domain=nursing&type=vendor')).toEqual([]);
    expect(await list('availability=available')).toHaveLength(CERTIFICATIONS.length);
    expect(await list('availability=coming_soon')).toEqual([]);
    expect(await list('search=zzzz-nothing')).toEqual([]);
  });

  it('shows one certification with its syllabus outline, and 404 for an unknown id', async () => {
    const res = await t.request('/api/smarty/certifications/nclex-rn');
    const body = await json<{ certification: Certification; syllabus: { title: string; section: string }[] }>(
      res,
    );
    expect(body.certification.id).toBe('nclex-rn');
    expect(body.syllabus.length).toBe(body.certification.topic_count);
    expect(body.syllabus[0]?.section).toBe('Clinical Judgment');
    expect((await t.request('/api/smarty/certifications/nope')).status).toBe(404);
  });
});

describe('POST /api/smarty/certifications/{id}/create-path', () => {
  it('creates the path with the whole syllabus for the session user, then answers 409 with existingStudyPath', async () => {
    const user = await studyUser(t, false);
    const res = await call(t, user, 'POST', '/api/smarty/certifications/comptia-a-plus/create-path', {
      userId: 'someone-else',
    });
    expect(res.status).toBe(201);
    const { success, studyPath } = await json<{ success: boolean; studyPath: StudyPath }>(res);
    expect(success).toBe(true);
    expect(studyPath).toMatchObject({
      name: 'CompTIA A+',
      type: 'certification',
      domain_code: 'programming',
      is_active: true,
      certification_id: 'comptia-a-plus',
      certification: { organization: 'CompTIA', difficulty: 'beginner', estimatedStudyHours: 120 },
      progress: { completedTopics: [], percent: 0, totalTopics: syllabusOf('comptia-a-plus').length },
    });
    expect(studyPath.topics[0]).toMatchObject({
      title: 'Mobile Device Hardware and Replacement',
      order: 1,
      domainCode: 'programming',
      masteryLevel: 'beginner',
      source: { kind: 'certification', roadmapId: 'comptia-a-plus' },
      meta: { objective: '1.1', section: 'Core 1 (220-1201) · 1.0 Mobile Devices' },
    });
    expect(studyPath.progress.nextTopicId).toBe(studyPath.topics[0]?.id);

    const again = await call(t, user, 'POST', '/api/smarty/certifications/comptia-a-plus/create-path', {
      userId: user.id,
    });
    expect(again.status).toBe(409);
    const conflict = await json<{ error: string; existingStudyPath: StudyPath }>(again);
    expect(conflict.error).toBe(STUDY_MESSAGES.pathExists);
    expect(conflict.existingStudyPath.id).toBe(studyPath.id);
    const owner = await t.deps.database.query<{ user_id: string }>(
      'SELECT user_id FROM study_paths WHERE id = $1',
      [studyPath.id],
    );
    expect(owner[0]?.user_id).toBe(user.id);
  });

  it('makes one path from concurrent starts', async () => {
    const user = await studyUser(t, false);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, user, 'POST', '/api/smarty/certifications/nclex-rn/create-path', { userId: user.id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM study_paths WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]?.n).toBe('1');
  });

  it('refuses a certification marked coming soon (422), an unknown one (404) and a visitor (401)', async () => {
    // the catalogue marks none coming soon any more (issue 16), but the flag still blocks a start on the server
    await t.deps.database.query(
      "UPDATE study_certifications SET availability = 'coming_soon' WHERE id = 'giac-gcih'",
    );
    const soon = await call(t, alice, 'POST', '/api/smarty/certifications/giac-gcih/create-path', {
      userId: alice.id,
    });
    await t.deps.database.query(
      "UPDATE study_certifications SET availability = 'available' WHERE id = 'giac-gcih'",
    );
    expect(soon.status).toBe(422);
    expect(await soon.json()).toMatchObject({
      error: STUDY_MESSAGES.certificationComingSoon,
      code: 'certification_coming_soon',
    });
    expect((await call(t, alice, 'POST', '/api/smarty/certifications/nope/create-path', {})).status).toBe(
      404,
    );
    expect((await call(t, null, 'POST', '/api/smarty/certifications/nclex-rn/create-path', {})).status).toBe(
      401,
    );
  });

  it('keeps one active path: starting another makes the first inactive; activate switches back', async () => {
    const user = await studyUser(t, false);
    const a = await startPath(t, user, 'comptia-a-plus');
    t.clock.advance(1000);
    const n = await startPath(t, user, 'nclex-rn');
    let paths = (
      await json<{ studyPaths: StudyPath[] }>(
        await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`),
      )
    ).studyPaths;
    expect(paths.map((p) => [p.id, p.is_active])).toEqual([
      [n.id, true],
      [a.id, false],
    ]);
    t.clock.advance(1000);
    const activated = await call(t, user, 'POST', `/api/smarty/study-paths/${a.id}/activate`, {});
    expect((await json<{ studyPath: StudyPath }>(activated)).studyPath.is_active).toBe(true);
    paths = (
      await json<{ studyPaths: StudyPath[] }>(
        await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`),
      )
    ).studyPaths;
    expect(paths.map((p) => [p.id, p.is_active])).toEqual([
      [a.id, true],
      [n.id, false],
    ]);
    expect(paths[0]?.last_accessed_at).toBe(t.clock.now().toISOString());
  });
});

describe('topic progress and mastery', () => {
  let path: StudyPath;
  let user: TestUser;
  const progress = (topicId: string, body: unknown) =>
    call(t, user, 'POST', `/api/smarty/study-paths/${path.id}/topics/${topicId}/progress`, body);

  beforeAll(async () => {
    user = await studyUser(t, false);
    path = await startPath(t, user, 'nclex-rn');
  });

  it('moves beginner → intermediate (in progress) → expert (completed) → beginner (reset)', async () => {
    const topic = path.topics[1]!;
    let res = await progress(topic.id, { status: 'in_progress', minutesSpent: 25 });
    expect(res.status).toBe(200);
    let body = await json<{ progress: UserTopicProgress; studyPath: StudyPath }>(res);
    expect(body.progress).toMatchObject({
      topic_id: topic.id,
      topic_title: topic.title,
      domain_code: 'nursing',
      mastery_level: 'intermediate',
      time_spent_minutes: 25,
      last_studied_at: t.clock.now().toISOString(),
    });
    expect(body.progress.study_sessions).toEqual([
      { at: t.clock.now().toISOString(), kind: 'study', status: 'in_progress', minutes: 25 },
    ]);
    expect(body.studyPath.topics[1]?.masteryLevel).toBe('intermediate');
    expect(body.studyPath.progress).toMatchObject({ percent: 0, completedTopics: [], inProgressCount: 1 });

    res = await progress(topic.id, { status: 'in_progress', minutesSpent: 5 });
    body = await json(res);
    expect(body.progress).toMatchObject({ mastery_level: 'intermediate', time_spent_minutes: 30 });

    res = await progress(topic.id, { status: 'completed' });
    body = await json(res);
    expect(body.progress.mastery_level).toBe('expert');
    expect(body.studyPath.progress.completedTopics).toEqual([topic.id]);

    // in progress never lowers an expert topic
    body = await json(await progress(topic.id, { status: 'in_progress' }));
    expect(body.progress.mastery_level).toBe('expert');

    body = await json(await progress(topic.id, { status: 'reset' }));
    expect(body.progress).toMatchObject({
      mastery_level: 'beginner',
      time_spent_minutes: 0,
      study_sessions: [],
      last_studied_at: null,
    });
    expect(body.studyPath.progress.completedTopics).toEqual([]);
  });

  it('computes the percent over all topics (rounded), and the next incomplete topic', async () => {
    const total = path.topics.length;
    let body!: { studyPath: StudyPath };
    for (const topic of path.topics.slice(0, 3))
      body = await json(await progress(topic.id, { status: 'completed' }));
    expect(body.studyPath.progress).toMatchObject({
      completedCount: 3,
      totalTopics: total,
      remainingCount: total - 3,
      percent: Math.round((3 / total) * 100),
      nextTopicId: path.topics[3]?.id,
    });
    // completing everything: 100 % and no next topic
    for (const topic of path.topics.slice(3))
      body = await json(await progress(topic.id, { status: 'completed' }));
    expect(body.studyPath.progress).toMatchObject({ percent: 100, nextTopicId: null, remainingCount: 0 });
    body = await json(await progress(path.topics[0]!.id, { status: 'reset' }));
    expect(body.studyPath.progress).toMatchObject({
      percent: Math.round(((total - 1) / total) * 100),
      nextTopicId: path.topics[0]?.id,
    });
  });

  it('rejects an unknown status', async () => {
    expect((await progress(path.topics[0]!.id, { status: 'done' })).status).toBe(400);
  });

  it('feeds quiz results into mastery: 80 % and above completes, below marks in progress', async () => {
    const topic = path.topics[5]!;
    const result = (score: number, total: number) =>
      call(t, user, 'POST', `/api/smarty/study-paths/${path.id}/topics/${topic.id}/quiz/result`, {
        score,
        total,
      });
    await progress(topic.id, { status: 'reset' });
    let body = await json<{ result: { percent: number; passed: boolean }; progress: UserTopicProgress }>(
      await result(3, 4),
    );
    expect(body.result).toEqual({ score: 3, total: 4, percent: 75, passed: false });
    expect(body.progress.mastery_level).toBe('intermediate');
    body = await json(await result(4, 5));
    expect(body.result).toMatchObject({ percent: 80, passed: true });
    expect(body.progress.mastery_level).toBe('expert');
    body = await json(await result(1, 5));
    expect(body.progress.mastery_level).toBe('expert');
    expect(body.progress.study_sessions.at(-1)).toMatchObject({ kind: 'quiz', score: 1, total: 5 });
    expect((await result(6, 5)).status).toBe(400);
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM study_quiz_results WHERE topic_id = $1',
      [topic.id],
    );
    expect(rows[0]?.n).toBe('3');
  });

  it('moves the focus along the topics and stops at the ends', async () => {
    const focus = (body: unknown) => call(t, user, 'POST', `/api/smarty/study-paths/${path.id}/focus`, body);
    expect(await (await focus({ move: 'next' })).json()).toEqual({
      focusTopicId: path.topics[0]?.id,
      position: { index: 1, total: path.topics.length },
    });
    expect(await (await focus({ move: 'previous' })).json()).toMatchObject({
      focusTopicId: path.topics[0]?.id,
    });
    expect(await (await focus({ move: 'next' })).json()).toMatchObject({
      focusTopicId: path.topics[1]?.id,
      position: { index: 2 },
    });
    const last = path.topics.at(-1)!;
    await focus({ topicId: last.id });
    expect(await (await focus({ move: 'next' })).json()).toMatchObject({ focusTopicId: last.id });
    expect(await (await focus({ topicId: null })).json()).toEqual({ focusTopicId: null, position: null });
    expect((await focus({})).status).toBe(400);
  });

  it('serves a topic with its lesson text, built-in resources and progress', async () => {
    const topic = path.topics[4]!;
    const res = await call(t, user, 'GET', `/api/smarty/study-paths/${path.id}/topics/${topic.id}`);
    const body = await json<{
      topic: { content: string; resources: { type: string; url: string; duration?: string }[] };
      position: unknown;
    }>(res);
    expect(body.topic.content).toMatch(/Standard precautions are/);
    expect(body.topic.resources.map((r) => r.type)).toEqual(['document', 'video', 'practice', 'document']);
    expect(body.topic.resources[1]).toMatchObject({
      url: 'https://www.learningext.com/',
      duration: '150+ hours',
    });
    expect(body.position).toEqual({ index: 5, total: path.topics.length });
  });
});

describe('ownership: another user’s ids answer 404 on every route', () => {
  it('hides paths, topics, conversations and flashcards of other users', async () => {
    const path = await startPath(t, alice, 'nclex-rn');
    const topic = path.topics[0]!;
    const built = await call(
      t,
      alice,
      'POST',
      `/api/smarty/study-paths/${path.id}/topics/${topic.id}/flashcards`,
      { count: 3 },
    );
    expect(built.status).toBe(200);
    const cardId = (await json<{ cards: { id: string }[] }>(built)).cards[0]!.id;

    const p = `/api/smarty/study-paths/${path.id}`;
    const tp = `${p}/topics/${topic.id}`;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/smarty/study-paths/${alice.id}`],
      ['POST', `${p}/activate`, {}],
      ['POST', `${p}/focus`, { move: 'next' }],
      ['DELETE', p],
      ['GET', tp],
      ['POST', `${tp}/progress`, { status: 'completed' }],
      ['POST', `${tp}/quiz`, {}],
      ['POST', `${tp}/quiz/result`, { score: 1, total: 1 }],
      ['POST', `${tp}/flashcards`, {}],
      ['GET', `${tp}/flashcards`],
      ['GET', `${p}/flashcards/due`],
      ['POST', `/api/smarty/flashcards/${cardId}/review`, { rating: 'good' }],
      ['GET', `/api/smarty/conversations?studyPathId=${path.id}&topicId=${topic.id}`],
      ['DELETE', `/api/smarty/conversations?studyPathId=${path.id}`],
      [
        'POST',
        '/api/smarty/ask',
        { question: 'What is hand hygiene?', smarty: { studyPathId: path.id, focusTopicId: topic.id } },
      ],
      ['POST', '/api/smarty/ask', { question: 'What is hand hygiene?', smarty: { focusTopicId: topic.id } }],
      ['POST', '/api/smarty/topic-welcome', { topic: { id: topic.id }, studyPath: { id: path.id } }],
      ['POST', '/api/smarty/topic-welcome', { topic: { title: 'Anything' }, studyPath: path.id }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t, bob, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // a topic of one of Alice's paths named under another of her paths is not found either
    const other = await startPath(t, alice, 'comptia-a-plus');
    expect(
      (await call(t, alice, 'GET', `/api/smarty/study-paths/${other.id}/topics/${topic.id}`)).status,
    ).toBe(404);
    // and nothing changed for Alice
    const mine = (
      await json<{ studyPaths: StudyPath[] }>(
        await call(t, alice, 'GET', `/api/smarty/study-paths/${alice.id}`),
      )
    ).studyPaths;
    expect(mine.find((x) => x.id === path.id)?.progress.completedTopics).toEqual([]);
  });
});

describe('study data belongs to its user', () => {
  it('a deleted path, once purged, takes its topics, progress and cards; deleting the user removes every study row', async () => {
    const user = await studyUser(t);
    const path = await startPath(t, user, 'nclex-rn');
    const topic = path.topics[0]!;
    await call(t, user, 'POST', `/api/smarty/study-paths/${path.id}/topics/${topic.id}/progress`, {
      status: 'in_progress',
    });
    await call(t, user, 'POST', `/api/smarty/study-paths/${path.id}/topics/${topic.id}/flashcards`, {
      count: 2,
    });
    await call(t, user, 'POST', `/api/smarty/study-paths/${path.id}/topics/${topic.id}/quiz/result`, {
      score: 1,
      total: 2,
    });
    const ask = await call(t, user, 'POST', '/api/smarty/ask', {
      question: 'What is hand hygiene?',
      smarty: { studyPathId: path.id, focusTopicId: topic.id },
    });
    await ask.text();
    const other = await startPath(t, user, 'comptia-a-plus');

    const tables = [
      'study_paths',
      'study_path_topics',
      'study_topic_progress',
      'study_messages',
      'study_quiz_results',
      'study_flashcards',
    ] as const;
    const counts = async () => {
      const out = {} as Record<(typeof tables)[number], number>;
      for (const table of tables) {
        const rows = await t.deps.database.query<{ n: string }>(
          `SELECT count(*)::text AS n FROM ${table} WHERE user_id = $1`,
          [user.id],
        );
        out[table] = Number(rows[0]?.n);
      }
      return out;
    };
    const before = await counts();
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    expect((await call(t, user, 'DELETE', `/api/smarty/study-paths/${path.id}`)).status).toBe(200);
    t.clock.advance(STUDY_LIMITS.purgeAfterMs + 1);
    expect(await purgeDeletedStudyPaths(t.deps)).toBeGreaterThanOrEqual(1);
    const after = await counts();
    expect(after.study_paths).toBe(1);
    expect(after.study_path_topics).toBe(other.topics.length);
    expect(
      after.study_topic_progress + after.study_messages + after.study_quiz_results + after.study_flashcards,
    ).toBe(0);

    await startPath(t, user, 'nclex-rn');
    await t.deps.database.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect(Object.values(await counts()).every((n) => n === 0)).toBe(true);
  });
});
