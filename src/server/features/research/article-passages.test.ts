/**
 * Saved articles in the knowledge layer (issue 14 'saved articles' sections', issue 15): analysing an article stores
 * its content sections as the owner's passages; the tutor answers from them (after the path's material) with the
 * article as the source; another user never retrieves them; removing the article removes them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { studyAi } from '../../../testing/study-ai';
import { call, sseEvents, startPath, studyUser, type TestUser } from '../../../testing/study-helpers';
import { knowledgePassages, knowledgeSources, researchSavedArticles } from '../../db/schema';
import { seedStudyCatalogue } from '../study/catalogue/seed';
import { searchPassages } from '../study/knowledge.service';
import { articlePassages, articleSourceId, articleSourceTitle } from './article-passages';

const PAPER = [
  'Sleep and Screens in Adolescence',
  'Maria Keller, Tom Brandt',
  '',
  'Abstract',
  'This cohort study examines how evening social media use relates to the sleep of adolescents in secondary school.',
  '',
  'Keywords',
  'sleep duration; adolescents; social media; melatonin',
  '',
  'Results',
  'Adolescents who used social media for more than three hours each evening slept 41 minutes less per night than classmates who used it for under one hour.',
  '',
  'The shortfall in sleep was largest on school nights and smallest during the summer holidays, when wake times were later.',
  '',
  'Acknowledgements',
  'We thank the participating schools of Bremen and the melatonin laboratory staff for their help with this project.',
  '',
  'References',
  'Smith, J. (2018). Screens and melatonin in teenagers. Journal of Youth Studies, 3, 1-10.',
].join('\n');

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let essayId: string;

async function ask(user: TestUser, question: string, smarty: Record<string, unknown> = {}) {
  const res = await call(t, user, 'POST', '/api/smarty/ask', {
    question,
    smarty: { useSyllabus: true, citeSources: true, ...smarty },
  });
  expect(res.status).toBe(200);
  return (await sseEvents(res)).at(-1) as {
    type: string;
    fullResponse: string;
    citations?: Array<{ index: number; title?: string; passage?: string; passageId?: string }>;
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { ai: studyAi().engine });
  await seedStudyCatalogue(t.deps);
  alice = await studyUser(t);
  bob = await studyUser(t);
  const created = await call(t, alice, 'POST', '/api/essays', { title: 'Screens and sleep' });
  essayId = ((await created.json()) as { essay: { id: string } }).essay.id;
  await t.deps.database.db.insert(researchSavedArticles).values({
    id: 'sa-sleep',
    essayId,
    userId: alice.id,
    workId: 'SL00077',
    title: 'Sleep and Screens in Adolescence',
    displayName: 'Sleep and Screens in Adolescence',
    authors: 'Maria Keller, Tom Brandt',
    year: 2021,
    extractedText: PAPER,
  } as typeof researchSavedArticles.$inferInsert);
  const analysed = await call(t, alice, 'POST', '/api/integrated-article-analysis/analyze', {
    essayId,
    articleId: 'SL00077',
    essayData: { prompt: 'How does evening social media use affect the sleep of teenagers?' },
  });
  expect(analysed.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('saved articles as knowledge sources', () => {
  it('stores the analysed content sections as the owner’s passages, not keywords, acknowledgements or references', async () => {
    const { db } = t.deps.database;
    const [source] = await db
      .select()
      .from(knowledgeSources)
      .where(eq(knowledgeSources.id, articleSourceId('sa-sleep')));
    expect(source).toMatchObject({
      kind: 'article',
      ownerId: alice.id,
      savedArticleId: 'sa-sleep',
      title: 'Keller et al. (2021). Sleep and Screens in Adolescence',
    });
    const passages = await db
      .select()
      .from(knowledgePassages)
      .where(eq(knowledgePassages.sourceId, articleSourceId('sa-sleep')))
      .orderBy(knowledgePassages.position);
    const text = passages.map((p) => p.text).join('\n');
    expect(text).toContain('slept 41 minutes less per night');
    expect(text).toContain('cohort study examines');
    expect(text).not.toMatch(/melatonin/); // keywords, acknowledgements and references are not passages
    expect(passages.map((p) => p.id)).toEqual(passages.map((_, i) => `article:sa-sleep:${i + 1}`));
    expect(passages.map((p) => p.heading)).toContain('Results');
  });

  it('the tutor answers from the student’s library and cites the article', async () => {
    const done = await ask(alice, 'How much less did adolescents who used social media every evening sleep?');
    expect(done.type).toBe('complete');
    expect(done.fullResponse).toMatch(/41 minutes/);
    const cited = done.citations?.find((c) => /41 minutes/.test(c.passage ?? ''));
    expect(cited?.title).toMatch(/Sleep and Screens in Adolescence/);
  });

  it('on a path, the path’s lessons come first and the library after them', async () => {
    const path = await startPath(t, alice, 'comptia-a-plus');
    const hits = await searchPassages(t.deps, {
      userId: alice.id,
      question: 'How much sleep do adolescents lose with social media, and which port does RDP use?',
      certificationId: 'comptia-a-plus',
      pathId: path.id,
    });
    const firstArticle = hits.findIndex((h) => h.kind === 'article');
    expect(firstArticle).toBeGreaterThan(0);
    expect(hits.slice(0, firstArticle).every((h) => h.kind === 'syllabus')).toBe(true);
    // the saved article is the library beyond the path, the lessons are the path's own
    expect(hits.filter((h) => h.kind === 'article').every((h) => h.library === true)).toBe(true);
    expect(hits.filter((h) => h.kind === 'syllabus').some((h) => h.library)).toBe(false);
    const done = await ask(
      alice,
      'How much less did adolescents who used social media every evening sleep?',
      {
        studyPathId: path.id,
      },
    );
    expect(done.fullResponse).toMatch(/41 minutes/);
  });

  it('another user never retrieves them', async () => {
    const hits = await searchPassages(t.deps, {
      userId: bob.id,
      question: 'How much less did adolescents who used social media every evening sleep?',
      certificationId: null,
    });
    expect(hits.filter((h) => h.kind === 'article')).toEqual([]);
    const done = await ask(bob, 'How much less did adolescents who used social media every evening sleep?');
    expect(done.fullResponse).not.toMatch(/41 minutes/);
    expect(JSON.stringify(done.citations ?? [])).not.toMatch(/Sleep and Screens/);
    const path = await startPath(t, bob, 'comptia-a-plus');
    const onPath = await ask(
      bob,
      'How much less did adolescents who used social media every evening sleep?',
      {
        studyPathId: path.id,
      },
    );
    expect(onPath.fullResponse).not.toMatch(/41 minutes/);
  });

  it('re-analysing an unchanged article keeps its passages; removing the article removes them', async () => {
    const { db } = t.deps.database;
    const before = await db
      .select({ id: knowledgePassages.id })
      .from(knowledgePassages)
      .where(eq(knowledgePassages.sourceId, articleSourceId('sa-sleep')));
    const again = await call(t, alice, 'POST', '/api/integrated-article-analysis/analyze', {
      essayId,
      articleId: 'SL00077',
      essayData: { prompt: 'How does evening social media use affect the sleep of teenagers?' },
    });
    expect(again.status).toBe(200);
    const after = await db
      .select({ id: knowledgePassages.id })
      .from(knowledgePassages)
      .where(eq(knowledgePassages.sourceId, articleSourceId('sa-sleep')));
    expect(after).toEqual(before);
    const removed = await call(t, alice, 'DELETE', `/api/essays/${essayId}/saved-articles/SL00077`);
    expect(removed.status).toBe(200);
    const left = await db
      .select({ id: knowledgeSources.id })
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.ownerId, alice.id), eq(knowledgeSources.kind, 'article')));
    expect(left).toEqual([]);
  });
});

describe('article passages', () => {
  it('names the source as a citation does', () => {
    expect(articleSourceTitle({ title: 'T', authors: 'Ann Lee', year: 2020 })).toBe('Lee (2020). T');
    expect(articleSourceTitle({ title: 'T', authors: '', year: null })).toBe('T');
    expect(articleSourceTitle({ title: 'T', authors: '', year: 1999 })).toBe('(1999). T');
  });

  it('has no passages without extracted text or without content sections', () => {
    expect(articlePassages({ extractedText: null, sections: [] })).toEqual([]);
    expect(articlePassages({ extractedText: PAPER, sections: [] })).toEqual([]);
  });
});
