import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { studyAi } from '../../../testing/study-ai';
import { call, sseEvents, startPath, studyUser } from '../../../testing/study-helpers';
import { knowledgePassages, knowledgeSources } from '../../db/schema';
import { seedStudyCatalogue } from './catalogue/seed';
import { catalogueTopicId, syllabusOf } from './catalogue/catalogue';
import { catalogueSourceId, searchPassages } from './knowledge.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { ai: studyAi().engine });
  await seedStudyCatalogue(t.deps);
});
afterAll(async () => {
  await t.close();
});

describe('knowledge layer (catalogue passages, full-text retrieval)', () => {
  it('stores every syllabus lesson as a source split into passages with stable ids', async () => {
    const { db } = t.deps.database;
    const lessons = syllabusOf('comptia-a-plus').length + syllabusOf('nclex-rn').length;
    const [sources] = await db
      .select({ n: count() })
      .from(knowledgeSources)
      .where(isNull(knowledgeSources.ownerId));
    expect(sources?.n).toBeGreaterThanOrEqual(lessons);
    const first = syllabusOf('comptia-a-plus')[0];
    const id = catalogueSourceId(catalogueTopicId('comptia-a-plus', first?.key ?? ''));
    const rows = await db
      .select()
      .from(knowledgePassages)
      .where(eq(knowledgePassages.sourceId, id))
      .orderBy(knowledgePassages.position);
    expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => `${id}:${i + 1}`));
    expect(rows.map((r) => r.text).join('\n\n')).toBe(first?.content);
  });

  it('ranks the passage that answers a question first, within the path', async () => {
    const hits = await searchPassages(t.deps, {
      userId: 'nobody',
      question: 'Which port does RDP use?',
      certificationId: 'comptia-a-plus',
    });
    expect(hits[0]?.text).toMatch(/3389/);
    expect(hits.every((h) => h.kind === 'syllabus')).toBe(true);
    const nursing = await searchPassages(t.deps, {
      userId: 'nobody',
      question: 'Which port does RDP use?',
      certificationId: 'nclex-rn',
    });
    expect(nursing.some((h) => /3389/.test(h.text))).toBe(false);
  });

  it('answers with no focus topic from the whole path, with numbered sources and a confidence', async () => {
    const user = await studyUser(t);
    const path = await startPath(t, user, 'comptia-a-plus');
    const res = await call(t, user, 'POST', '/api/smarty/ask', {
      question: 'What port does RDP use?',
      smarty: { studyPathId: path.id, useSyllabus: true, citeSources: true },
    });
    const done = (await sseEvents(res)).at(-1) as {
      type: string;
      fullResponse: string;
      citations?: { index: number; passage?: string }[];
      confidence?: string;
    };
    expect(done.type).toBe('complete');
    // a CompTIA A+ path answers in the IT learning mode, which shows a port number as code
    expect(done.fullResponse).toMatch(/`3389` \[1\]/);
    expect(done.citations?.[0]?.passage).toMatch(/3389/);
    expect(done.confidence).toBe('high');
    const stored = (await (
      await call(t, user, 'GET', `/api/smarty/conversations?studyPathId=${path.id}`)
    ).json()) as { messages: { confidence?: string; citations: { passage?: string }[] }[] };
    expect(stored.messages.at(-1)?.confidence).toBe('high');
    expect(stored.messages.at(-1)?.citations[0]?.passage).toMatch(/3389/);
  });

  it('re-seeding an unchanged catalogue keeps the passages', async () => {
    const before = await t.deps.database.db.select({ n: count() }).from(knowledgePassages);
    await seedStudyCatalogue(t.deps);
    const after = await t.deps.database.db.select({ n: count() }).from(knowledgePassages);
    expect(after).toEqual(before);
  });
});
