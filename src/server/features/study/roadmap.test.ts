import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { call, startPath, studyUser, type TestUser } from '../../../testing/study-helpers';
import { STUDY_MESSAGES } from '../../../shared/messages';
import type { RoadmapResponse } from '../../../shared/schemas/roadmap';
import type { StudyPath, StudyTopic } from '../../../shared/schemas/study';
import { seedStudyCatalogue } from './catalogue/seed';
import { buildRoadmap } from './roadmap.service';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedStudyCatalogue(t.deps);
  alice = await studyUser(t, false);
  bob = await studyUser(t, false);
});
afterAll(async () => {
  await t.close();
});

async function roadmapOf(user: TestUser | null, pathId: string) {
  return call(t, user, 'GET', `/api/smarty/study-paths/${pathId}/roadmap`);
}

async function mark(user: TestUser, pathId: string, topicId: string, status: string) {
  const res = await call(t, user, 'POST', `/api/smarty/study-paths/${pathId}/topics/${topicId}/progress`, {
    status,
  });
  expect(res.status).toBe(200);
}

describe('GET /api/smarty/study-paths/:pathId/roadmap', () => {
  it("groups a certification path's topics into its exam domains in order, with mastery states and the next topic", async () => {
    const path = await startPath(t, alice, 'comptia-a-plus');
    const [first, second, third] = path.topics;
    await mark(alice, path.id, first!.id, 'completed');
    await mark(alice, path.id, second!.id, 'in_progress');

    const res = await roadmapOf(alice, path.id);
    expect(res.status).toBe(200);
    const { roadmap } = (await res.json()) as RoadmapResponse;
    expect(roadmap.pathId).toBe(path.id);
    expect(roadmap.totalTopics).toBe(path.topics.length);

    // stages: the sections in the order they first appear, each holding exactly its topics, in path order
    const sections = [...new Set(path.topics.map((x) => x.meta.section))];
    expect(sections.length).toBeGreaterThan(1);
    expect(roadmap.stages.map((s) => s.name)).toEqual(sections);
    for (const stage of roadmap.stages) {
      expect(stage.topics.map((n) => n.id)).toEqual(
        path.topics.filter((x) => x.meta.section === stage.name).map((x) => x.id),
      );
    }
    const nodes = roadmap.stages.flatMap((s) => s.topics);
    expect(nodes.map((n) => n.id)).toEqual(path.topics.map((x) => x.id));

    // mastery states, prerequisites and the next topic
    expect(nodes.slice(0, 3).map((n) => [n.id, n.state, n.mastery])).toEqual([
      [first!.id, 'mastered', 'expert'],
      [second!.id, 'in_progress', 'intermediate'],
      [third!.id, 'not_started', 'beginner'],
    ]);
    expect(nodes[0]!.prerequisiteIds).toEqual([]);
    expect(nodes[2]!.prerequisiteIds).toEqual([second!.id]);
    expect(roadmap.nextTopicId).toBe(second!.id);
    expect(nodes.filter((n) => n.isNext).map((n) => n.id)).toEqual([second!.id]);
    const firstStage = roadmap.stages[0]!;
    const inFirst = (id: string) => firstStage.topics.some((n) => n.id === id);
    expect(firstStage.counts).toEqual({
      mastered: 1,
      inProgress: inFirst(second!.id) ? 1 : 0,
      notStarted: firstStage.topics.length - 1 - (inFirst(second!.id) ? 1 : 0),
    });

    // weights: each stage carries its domain's weight from the certification's outline (null without one)
    const cert = (await (await t.request('/api/smarty/certifications/comptia-a-plus')).json()) as {
      certification?: { outline?: { domains: { name: string; weight: number | null }[] } | null };
    };
    const domains = cert.certification?.outline?.domains ?? [];
    for (const stage of roadmap.stages)
      expect(stage.weight, stage.name).toBe(domains.find((d) => d.name === stage.name)?.weight ?? null);
    // A+'s outline weighs every domain (13 %, 23 %, …): once the catalogue holds it, every stage shows a weight
    if (domains.length > 0)
      expect(roadmap.stages.every((s) => s.weight !== null && s.weightLabel)).toBe(true);

    // completing the next topic moves "next" on
    await mark(alice, path.id, second!.id, 'completed');
    const after = ((await (await roadmapOf(alice, path.id)).json()) as RoadmapResponse).roadmap;
    expect(after.nextTopicId).toBe(third!.id);
  });

  it("is another user's path: 404, the same as a path that does not exist; signed out: 401", async () => {
    const path = await startPath(t, bob, 'nclex-rn');
    const theirs = await roadmapOf(alice, path.id);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ error: STUDY_MESSAGES.pathNotFound });
    expect((await roadmapOf(alice, 'no-such-path')).status).toBe(404);
    expect((await roadmapOf(alice, 'x'.repeat(500))).status).toBe(404);
    expect((await roadmapOf(null, path.id)).status).toBe(401);
    expect((await roadmapOf(bob, path.id)).status).toBe(200);
  });
});

function topic(id: string, section: string | null, mastery: StudyTopic['masteryLevel'], order: number) {
  return {
    id,
    title: `Topic ${id}`,
    summary: '',
    order,
    level: 'beginner',
    domainCode: 'it',
    source: { kind: 'certification', roadmapId: 'cert' },
    meta: {
      estimatedMinutes: 30,
      difficulty: 'beginner',
      tags: [],
      description: '',
      section,
      objective: null,
      hasMaterial: true,
    },
    subtopics: [],
    masteryLevel: mastery,
    timeSpentMinutes: 0,
    lastStudiedAt: null,
  } as unknown as StudyTopic;
}

function pathWith(topics: StudyTopic[], outline: unknown): StudyPath {
  return {
    id: 'p1',
    name: 'My path',
    topics,
    certification: outline === undefined ? null : { id: 'cert', name: 'Cert', outline },
  } as unknown as StudyPath;
}

describe('buildRoadmap', () => {
  const outline = {
    version: '220-1201 (V15)',
    examGuideUrl: 'https://example.org/guide.pdf',
    domains: [
      { code: '1.0', name: 'Mobile Devices', weight: 13, weightLabel: '13%', objectives: [] },
      { code: '2.0', name: 'Networking', weight: 23, weightLabel: '23%', objectives: [] },
      { code: '3.0', name: 'Hardware', weight: 18, weightLabel: '15–21%', objectives: [] },
      { code: '4.0', name: 'Unweighted', weight: null, weightLabel: null, objectives: [] },
    ],
  };

  it("takes each stage's weight from the outline domain of the same name (or the same bare name), null otherwise", () => {
    const roadmap = buildRoadmap(
      pathWith(
        [
          topic('a', 'Mobile Devices', 'expert', 1),
          topic('b', 'Core 1 (220-1201) · 2.0 Networking', 'beginner', 2),
          topic('c', 'Hardware', 'intermediate', 3),
          topic('d', 'Unweighted', 'beginner', 4),
          topic('e', 'Something else', 'beginner', 5),
        ],
        outline,
      ),
    );
    expect(roadmap.outline).toEqual({
      version: '220-1201 (V15)',
      examGuideUrl: 'https://example.org/guide.pdf',
    });
    expect(roadmap.stages.map((s) => [s.name, s.code, s.weight, s.weightLabel])).toEqual([
      ['Mobile Devices', '1.0', 13, '13%'],
      ['Core 1 (220-1201) · 2.0 Networking', '2.0', 23, '23%'],
      ['Hardware', '3.0', 18, '15–21%'],
      ['Unweighted', '4.0', null, null],
      ['Something else', null, null, null],
    ]);
    expect(roadmap.nextTopicId).toBe('b');
  });

  it('puts the topics of a path without sections into one stage named after the path; no outline, no weights', () => {
    const roadmap = buildRoadmap(
      pathWith([topic('a', null, 'expert', 1), topic('b', null, 'expert', 2)], undefined),
    );
    expect(roadmap.outline).toBeNull();
    expect(roadmap.stages).toHaveLength(1);
    expect(roadmap.stages[0]).toMatchObject({ name: 'My path', weight: null, counts: { mastered: 2 } });
    expect(roadmap.nextTopicId).toBeNull();
    expect(roadmap.stages[0]!.topics.every((n) => !n.isNext)).toBe(true);
  });

  it('ignores an outline it cannot read and keeps a section that comes back later in its first stage', () => {
    const roadmap = buildRoadmap(
      pathWith(
        [
          topic('a', 'One', 'beginner', 1),
          topic('b', 'Two', 'beginner', 2),
          topic('c', 'One', 'beginner', 3),
        ],
        { domains: 'nonsense' },
      ),
    );
    expect(roadmap.outline).toBeNull();
    expect(roadmap.stages.map((s) => [s.name, s.topics.map((n) => n.id)])).toEqual([
      ['One', ['a', 'c']],
      ['Two', ['b']],
    ]);
    expect(roadmap.stages[1]!.topics[0]!.prerequisiteIds).toEqual(['a']);
  });
});
