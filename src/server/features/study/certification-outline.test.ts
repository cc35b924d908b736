/**
 * Issue 16, "Every certification startable": a certification that was 'Coming Soon' starts with its official exam
 * outline (domains as topic sections, weights exposed), its topics without material say so honestly (offline), the
 * student can add material to the path, and an offline custom path has no placeholder topic.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { call, sseEvents, startPath, studyUser, type TestUser } from '../../../testing/study-helpers';
import { NETWORK_NOTES } from '../../../testing/fixtures/network-notes';
import { makePdf } from '../../../testing/pdf-factory';
import type { Certification, StudyPath } from '../../../shared/schemas/study';
import { outlineDomain } from '../../../shared/study/outline';
import { seedStudyCatalogue } from './catalogue/seed';
import { outlineOf } from './catalogue/outlines';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp(); // the offline engine: no provider configured
  await seedStudyCatalogue(t.deps);
  user = await studyUser(t);
});
afterAll(async () => {
  await t.close();
});

const fullText = async (res: Response) => {
  expect(res.status).toBe(200);
  const events = await sseEvents(res);
  const done = events.at(-1) as { type: string; fullResponse?: string };
  expect(done.type).toBe('complete');
  return done.fullResponse ?? '';
};

describe('a certification that was coming soon (CompTIA Security+)', () => {
  let path: StudyPath;
  beforeAll(async () => {
    path = await startPath(t, user, 'comptia-security-plus');
  });

  it('exposes its official outline through the certification API', async () => {
    const res = await t.request('/api/smarty/certifications/comptia-security-plus');
    expect(res.status).toBe(200);
    const { certification, syllabus } = (await res.json()) as {
      certification: Certification;
      syllabus: { section: string; title: string }[];
    };
    expect(certification).toMatchObject({ availability: 'available', built_in_lessons: false });
    expect(certification.outline).toMatchObject({
      version: 'SY0-701 (V7)',
      examGuideUrl: 'https://www.comptia.org/certifications/security',
    });
    expect(certification.outline?.domains.map((d) => `${d.code} ${d.name} ${d.weight}`)).toEqual([
      '1.0 General Security Concepts 12',
      '2.0 Threats, Vulnerabilities, and Mitigations 22',
      '3.0 Security Architecture 18',
      '4.0 Security Operations 28',
      '5.0 Security Program Management and Oversight 20',
    ]);
    expect(syllabus).toHaveLength(28); // the outline's 28 objectives
    expect(certification.topic_count).toBe(28);
  });

  it('starts a path whose topics follow the outline: objectives in order, the domain name as section', () => {
    const outline = outlineOf('comptia-security-plus');
    expect(path.certification?.outline).toEqual(outline);
    expect(path.topics).toHaveLength(28);
    expect(path.topics.map((x) => x.order)).toEqual(path.topics.map((_, i) => i + 1));
    expect(path.topics[0]).toMatchObject({
      title: 'Compare and contrast various types of security controls',
      meta: { section: 'General Security Concepts', objective: '1.1', hasMaterial: false },
    });
    // every section is a domain name of the outline, so its weight can be looked up by name
    const sections = [...new Set(path.topics.map((x) => x.meta.section))];
    expect(sections).toEqual(outline?.domains.map((d) => d.name));
    const weights = sections.map((s) => outlineDomain(path.certification?.outline, s)?.weight);
    expect(weights).toEqual([12, 22, 18, 28, 20]);
    expect(path.topics.filter((x) => x.meta.section === 'Security Operations')).toHaveLength(9);
    expect(path.topics.every((x) => !x.meta.hasMaterial)).toBe(true);
  });

  it('a topic without material has no lesson text and the offline tutor says so instead of teaching', async () => {
    const topic = path.topics[0]!;
    const detail = await call(t, user, 'GET', `/api/smarty/study-paths/${path.id}/topics/${topic.id}`);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { topic: { content: string; meta: { hasMaterial: boolean } } };
    expect(body.topic.content).toBe('');
    expect(body.topic.meta.hasMaterial).toBe(false);

    const welcome = await fullText(
      await call(t, user, 'POST', '/api/smarty/topic-welcome', {
        topic: { id: topic.id, title: topic.title },
        studyPath: { id: path.id },
      }),
    );
    expect(welcome).toContain('There is no lesson material for **Compare and contrast various types');
    expect(welcome).toContain('Add material');

    const answer = await fullText(
      await call(t, user, 'POST', '/api/smarty/ask', {
        question: 'What is a compensating control?',
        smarty: { studyPathId: path.id, focusTopicId: topic.id, useSyllabus: true, citeSources: true },
      }),
    );
    expect(answer).toMatch(/^There is no lesson material for \*\*/);
    expect(answer).not.toMatch(/compensating control is/i);

    // no quiz or flashcards made of nothing: the spec-style 422 instead
    for (const tool of ['quiz', 'flashcards']) {
      const res = await call(
        t,
        user,
        'POST',
        `/api/smarty/study-paths/${path.id}/topics/${topic.id}/${tool}`,
        {},
      );
      expect(res.status, tool).toBe(422);
      expect(await res.json(), tool).toMatchObject({ code: 'no_material' });
    }
  });

  it('takes the student’s material: added topics have material, the outline topics keep their sections', async () => {
    const notes = await makePdf(NETWORK_NOTES, { title: 'Networking notes' });
    const form = new FormData();
    form.append('file', new Blob([notes as BlobPart], { type: 'application/pdf' }), 'network-notes.pdf');
    const res = await t.request(`/api/smarty/study-paths/${path.id}/material`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(200);
    const { studyPath, topicsAdded } = (await res.json()) as { studyPath: StudyPath; topicsAdded: number };
    expect(topicsAdded).toBeGreaterThan(0);
    const added = studyPath.topics.slice(28);
    expect(added).toHaveLength(topicsAdded);
    expect(added.every((x) => x.meta.hasMaterial)).toBe(true);
    expect(studyPath.topics.slice(0, 28).map((x) => x.meta.section)).toEqual(
      path.topics.map((x) => x.meta.section),
    );
  });
});

describe('certifications with and without built-in lessons', () => {
  it('keeps the built-in lessons of CompTIA A+ and NCLEX-RN, their sections named as the outline domains', async () => {
    const other = await studyUser(t);
    for (const id of ['comptia-a-plus', 'nclex-rn']) {
      const path = await startPath(t, other, id);
      expect(
        path.topics.every((x) => x.meta.hasMaterial),
        id,
      ).toBe(true);
      const outline = path.certification?.outline;
      for (const x of path.topics) expect(outlineDomain(outline, x.meta.section), x.title).toBeDefined();
    }
    const nclex = (await startPathOrExisting(other, 'nclex-rn')).certification?.outline;
    expect(outlineDomain(nclex, 'Safe and Effective Care Environment · Management of Care')).toMatchObject({
      weight: 18,
      weightLabel: '15–21%',
    });
  });

  it('starts a certification whose outline the catalogue does not hold, with no invented topics', async () => {
    expect(outlineOf('giac-gsec')).toBeNull();
    const path = await startPath(t, user, 'giac-gsec');
    expect(path.topics).toEqual([]);
    expect(path.certification?.outline).toBeNull();
    const list = (await (await t.request('/api/smarty/certifications?search=gsec')).json()) as {
      certifications: Certification[];
    };
    expect(list.certifications[0]).toMatchObject({ id: 'giac-gsec', outline: null, topic_count: 0 });
  });

  it('lets every catalogue certification be started', async () => {
    const res = await t.request('/api/smarty/certifications');
    const { certifications } = (await res.json()) as { certifications: Certification[] };
    const starter = await studyUser(t);
    for (const c of certifications) {
      const created = await call(t, starter, 'POST', `/api/smarty/certifications/${c.id}/create-path`, {
        userId: starter.id,
      });
      expect(created.status, c.id).toBe(201);
    }
  });
});

describe('Create Custom Study Path offline', () => {
  it('never invents a placeholder topic: every topic has built-in material, the uncovered goal is named', async () => {
    const res = await call(t, user, 'POST', '/api/smarty/custom-paths', {
      description: 'Learn Python data analysis with Pandas dataframes',
      domain: 'programming',
      difficulty: 'intermediate',
    });
    expect(res.status).toBe(201);
    const { studyPath } = (await res.json()) as { studyPath: StudyPath };
    expect(studyPath.topics.length).toBeGreaterThan(0);
    for (const x of studyPath.topics) {
      expect(x.title).not.toMatch(/^Focus: /);
      expect(x.summary).not.toMatch(/bring your notes/);
      expect(x.meta.hasMaterial, x.title).toBe(true);
    }
  });
});

async function startPathOrExisting(u: TestUser, id: string): Promise<StudyPath> {
  const res = await call(t, u, 'POST', `/api/smarty/certifications/${id}/create-path`, { userId: u.id });
  const body = (await res.json()) as { studyPath?: StudyPath; existingStudyPath?: StudyPath };
  const path = body.studyPath ?? body.existingStudyPath;
  if (!path) throw new Error(`no path for ${id}`);
  return path;
}
