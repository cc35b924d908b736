/**
 * Quick actions that return an artefact (issue 14, spec 3 §9), through the API on the offline engine: each is built
 * from the topic's indexed passages and cites them; what the lesson lacks is said, not invented.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { call, startPath, studyUser, type TestUser } from '../../../testing/study-helpers';
import type { StudyPath } from '../../../shared/schemas/study';
import { quickActionResponseSchema, type QuickActionArtefact } from '../../../shared/schemas/quick-actions';
import { seedStudyCatalogue } from './catalogue/seed';

let t: TestApp;
let user: TestUser;
let aPlus: StudyPath;
let nclex: StudyPath;

beforeAll(async () => {
  t = await createTestApp();
  await seedStudyCatalogue(t.deps);
  user = await studyUser(t);
  aPlus = await startPath(t, user, 'comptia-a-plus');
  nclex = await startPath(t, user, 'nclex-rn');
});
afterAll(async () => {
  await t.close();
});

const topicOf = (path: StudyPath, title: RegExp) => {
  const topic = path.topics.find((x) => title.test(x.title));
  if (!topic) throw new Error(`no topic ${title}`);
  return topic;
};
async function run(path: StudyPath, title: RegExp, action: string): Promise<QuickActionArtefact> {
  const res = await call(
    t,
    user,
    'POST',
    `/api/smarty/study-paths/${path.id}/topics/${topicOf(path, title).id}/quick-action`,
    { action },
  );
  expect(res.status).toBe(200);
  return quickActionResponseSchema.parse(await res.json()).artefact;
}
/** Every cite names a citation, and every citation's passage is stored text of the topic. */
function expectCited(a: QuickActionArtefact, cites: number[][]) {
  expect(a.citations.length).toBeGreaterThan(0);
  expect(a.citations.map((c) => c.index)).toEqual(a.citations.map((_, i) => i + 1));
  for (const c of cites.flat()) expect(c).toBeLessThanOrEqual(a.citations.length);
  for (const c of a.citations) expect(c.passageId).toBeTruthy();
}

describe('quick actions with artefacts', () => {
  it('Port & Protocol Table lists the ports of the lesson, each row cited', async () => {
    const a = await run(aPlus, /^TCP and UDP Ports/, 'port-table');
    if (a.kind !== 'table') throw new Error(a.kind);
    expect(a.columns).toEqual(['Protocol', 'Port(s)', 'Transport', 'Purpose']);
    const byProtocol = new Map(a.rows.map((r) => [r.cells[0], r.cells]));
    expect(byProtocol.get('SSH')?.slice(1, 3)).toEqual(['22', 'TCP']);
    expect(byProtocol.get('RDP (Remote Desktop Protocol)')?.slice(1, 3)).toEqual(['3389', 'TCP']);
    expect(byProtocol.get('DHCP')?.slice(1, 3)).toEqual(['67 (server) and 68 (client)', 'UDP']);
    expect(byProtocol.get('IMAP')?.[3]).toBe('Keep mail synchronised on the server');
    expectCited(
      a,
      a.rows.map((r) => r.cites),
    );
    expect(a.citations[0]?.passage).toContain('SSH uses TCP 22');
  });

  it('a table action on a lesson without ports says so instead of inventing rows', async () => {
    const a = await run(aPlus, /^Display Components/, 'port-table');
    expect(a).toMatchObject({ kind: 'table', rows: [] });
    expect(a.note).toMatch(/names no port numbers/);
  });

  it('Troubleshooting Steps follows the numbered methodology of the lesson in order', async () => {
    const a = await run(aPlus, /Troubleshooting Methodology/i, 'troubleshooting');
    if (a.kind !== 'steps') throw new Error(a.kind);
    expect(a.steps.map((s) => /^Step (\d)/.exec(s.text)?.[1])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(a.steps[0]?.text).toMatch(/identify the problem/);
    expectCited(
      a,
      a.steps.map((s) => s.cites),
    );
  });

  it('Concept Map: the terms the lesson defines, linked to the topic and to each other, with their definitions', async () => {
    const a = await run(aPlus, /^TCP and UDP Ports/, 'concept-map');
    if (a.kind !== 'concept-map') throw new Error(a.kind);
    const labels = a.nodes.map((n) => n.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'TCP (Transmission Control Protocol)',
        'UDP (User Datagram Protocol)',
        'Port number',
      ]),
    );
    const ids = new Set(a.nodes.map((n) => n.id));
    for (const e of a.edges) expect(ids.has(e.from) && ids.has(e.to)).toBe(true);
    expect(a.nodes.find((n) => n.label === 'Port number')?.detail).toMatch(/16-bit number/);
    expectCited(
      a,
      a.nodes.map((n) => n.cites),
    );
  });

  it('Care Plan Draft is drawn for one condition of a lesson that covers several, and leaves out fragments', async () => {
    const a = await run(nclex, /^Illness Management/i, 'care-plan');
    if (a.kind !== 'care-plan') throw new Error(a.kind);
    // raised intracranial pressure fills the most stages: its signs, its definition, its nursing care
    expect(a.title).toMatch(/ — Increased intracranial pressure \(ICP\)$/);
    const rowOf = (stage: string) => a.rows.find((r) => r.stage === stage)?.items.map((i) => i.text) ?? [];
    expect(rowOf('diagnosis')[0]).toMatch(/^Increased intracranial pressure \(ICP\) is a rise in pressure/);
    expect(rowOf('assessment').join(' ')).toMatch(/level of consciousness/);
    expect(rowOf('interventions').join(' ')).toMatch(/head of the bed/);
    // nothing of the lesson's other conditions, which the note names instead
    const all = a.rows.flatMap((r) => r.items.map((i) => i.text)).join(' ');
    expect(all).not.toMatch(/seizure|hyperthermia|serotonin|kidney/i);
    expect(a.note).toMatch(
      /It is drawn for Increased intracranial pressure \(ICP\); the lesson also covers .*Status epilepticus/,
    );
    for (const item of a.rows.flatMap((r) => r.items)) {
      expect(item.text.split(/\s+/).length).toBeGreaterThanOrEqual(7);
      expect(item.text).not.toMatch(/^(?:It|This|They)\b/);
    }
  });

  it('Care Plan Draft sorts the nursing lesson into the five stages, labelled a study draft, naming the stages it lacks', async () => {
    const a = await run(nclex, /^Illness Management/i, 'care-plan');
    if (a.kind !== 'care-plan') throw new Error(a.kind);
    expect(a.rows.map((r) => r.stage)).toEqual([
      'assessment',
      'diagnosis',
      'goals',
      'interventions',
      'evaluation',
    ]);
    expect(a.rows.find((r) => r.stage === 'assessment')?.items.length).toBeGreaterThan(0);
    expect(a.note).toMatch(/^Study draft/);
    const empty = a.rows.filter((r) => r.items.length === 0).map((r) => r.stage);
    for (const stage of empty) expect(a.note).toContain(stage);
    expectCited(
      a,
      a.rows.flatMap((r) => r.items.map((i) => i.cites)),
    );
  });

  it('an action that is not an artefact, or unknown, is a 400 that names the valid ones', async () => {
    for (const action of ['debug-code', 'made-up']) {
      const res = await call(
        t,
        user,
        'POST',
        `/api/smarty/study-paths/${aPlus.id}/topics/${aPlus.topics[0]!.id}/quick-action`,
        { action },
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(
        /Unknown quick action .* concept-map, care-plan/,
      );
    }
    const res = await call(
      t,
      user,
      'POST',
      `/api/smarty/study-paths/${aPlus.id}/topics/${aPlus.topics[0]!.id}/quick-action`,
      {},
    );
    expect(res.status).toBe(400);
  });
});
