import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import {
  startOpenAiCompatibleFake,
  type OpenAiCompatibleFake,
} from '../../../testing/openai-compatible-fake';
import { call, pathFromText, sseEvents, studyUser, type TestUser } from '../../../testing/study-helpers';
import { knowledgePassages, knowledgeSources } from '../../db/schema';
import type { StudyPath } from '../../../shared/schemas/study';
import { searchPassages } from './knowledge.service';
import { EMBEDDING_BATCH, embedPendingPassages, PASSAGE_EMBEDDING_JOB } from './passage-embeddings.service';

/** Words the fake embeds together: a paraphrase with none of the lesson's words still means the same. */
const CONCEPTS = {
  quick: 'fast',
  rapid: 'fast',
  tachycardia: 'fast',
  pulse: 'heart',
  heart: 'heart',
  cardiology: 'heart',
  kidneys: 'kidney',
  nephron: 'kidney',
  urine: 'kidney',
  renal: 'kidney',
};
const NOTES =
  '# Cardiology\n\nTachycardia means a resting heart rate above 100 beats per minute.\n\n# Kidneys\n\nThe nephron filters blood to form urine.';
/** Shares no word with the notes (FTS finds nothing), shares the concepts of the tachycardia passage. */
const PARAPHRASE = 'What is a quick pulse called?';
const MODEL = 'openai-compatible:fake-embed';

let fake: OpenAiCompatibleFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startOpenAiCompatibleFake();
  fake.embeddingConcepts(CONCEPTS);
  t = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'fake-model',
    AI_EMBEDDING_MODEL: 'fake-embed',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.embeddingBehaviour({});
});

const notesPath = (user: TestUser, text = NOTES) => pathFromText(t, user, text, 'Nursing', 'Nursing notes');

/** The passages of a path's material (all its topics). */
const passagesOf = async (path: StudyPath) =>
  (
    await t.deps.database.db
      .select()
      .from(knowledgePassages)
      .innerJoin(knowledgeSources, eq(knowledgeSources.id, knowledgePassages.sourceId))
      .where(eq(knowledgeSources.pathId, path.id))
  ).map((r) => r.knowledge_passages);

async function ownPassages(userId: string) {
  return t.deps.database.query<{
    id: string;
    text: string;
    embedding: number[] | null;
    embedding_model: string | null;
    embedding_dimensions: number | null;
  }>(
    `SELECT p.id, p.text, p.embedding, p.embedding_model, p.embedding_dimensions
       FROM knowledge_passages p JOIN knowledge_sources s ON s.id = p.source_id
      WHERE s.owner_id = $1 ORDER BY p.id`,
    [userId],
  );
}

describe('passage embeddings (ADR 020)', () => {
  it('embeds stored passages in a background job, as unit vectors tagged with the model', async () => {
    const user = await studyUser(t);
    await notesPath(user);
    await t.jobs.idle();
    expect(t.jobs.failures).toEqual([]);
    const rows = await ownPassages(user.id);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) {
      expect(r.embedding_model).toBe(MODEL);
      expect(r.embedding_dimensions).toBe(64);
      const norm = Math.sqrt((r.embedding ?? []).reduce((s, x) => s + x * x, 0));
      expect(norm).toBeCloseTo(1, 5);
    }
    expect(fake.embeddedTexts.some((x) => x.includes('Tachycardia means'))).toBe(true);
  });

  it('finds a paraphrase with no word of the passage by its vector, where full text alone finds nothing', async () => {
    const user = await studyUser(t);
    const path = await notesPath(user);
    await t.jobs.idle();
    const search = { userId: user.id, question: PARAPHRASE, certificationId: null, pathId: path.id };
    const lexical = await searchPassages({ database: t.deps.database }, search);
    expect(lexical).toEqual([]);
    const hybrid = await searchPassages(t.deps, search);
    expect(hybrid[0]?.text).toMatch(/^Tachycardia means/);
    // a question the words answer still ranks the right passage first
    const worded = await searchPassages(t.deps, { ...search, question: 'What does the nephron form?' });
    expect(worded[0]?.text).toMatch(/nephron/);
  });

  it("never retrieves another user's passages, by text or by vector", async () => {
    const alice = await studyUser(t);
    const bob = await studyUser(t);
    await notesPath(alice);
    const bobsPath = await notesPath(bob, '# Renal\n\nRenal failure raises creatinine.');
    await t.jobs.idle();
    const alices = new Set((await ownPassages(alice.id)).map((r) => r.id));
    for (const question of [PARAPHRASE, 'What does the nephron form?', 'Tachycardia heart rate']) {
      for (const pathId of [bobsPath.id, null]) {
        const hits = await searchPassages(t.deps, {
          userId: bob.id,
          question,
          certificationId: null,
          pathId,
        });
        expect(hits.length).toBeGreaterThan(0); // Bob's own passage comes by vector
        expect(hits.filter((h) => alices.has(h.id))).toEqual([]);
      }
    }
  });

  it('falls back to full-text ranking when the provider is slow or fails, without waiting for it', async () => {
    const user = await studyUser(t);
    const path = await notesPath(user);
    await t.jobs.idle();
    const search = {
      userId: user.id,
      question: 'What does the nephron form?',
      certificationId: null,
      pathId: path.id,
    };
    const lexical = await searchPassages({ database: t.deps.database }, search);
    expect(lexical[0]?.text).toMatch(/nephron/);
    fake.embeddingBehaviour({ delayMs: 5_000 });
    const slow = { ...t.deps, env: { ...t.deps.env, AI_EMBEDDING_TIMEOUT_MS: 50 } };
    expect(await searchPassages(slow, search)).toEqual(lexical);
    expect(await searchPassages(slow, { ...search, question: PARAPHRASE })).toEqual([]);
    fake.embeddingBehaviour({ failStatus: 400 });
    expect(await searchPassages(t.deps, search)).toEqual(lexical);
  });

  it('ranks a passage without a vector by full text; re-embeds every passage after a change of model', async () => {
    const user = await studyUser(t);
    const path = await notesPath(user);
    await t.jobs.idle();
    const { db } = t.deps.database;
    const rows = await passagesOf(path);
    const tachy = rows.find((r) => r.text.startsWith('Tachycardia'))!;
    await db
      .update(knowledgePassages)
      .set({ embedding: null, embeddingModel: null, embeddingDimensions: null })
      .where(eq(knowledgePassages.id, tachy.id));
    const search = { userId: user.id, certificationId: null, pathId: path.id };
    const byText = await searchPassages(t.deps, { ...search, question: 'Tachycardia heart rate' });
    expect(byText[0]?.id).toBe(tachy.id);
    // without its vector the paraphrase no longer reaches it
    expect(
      (await searchPassages(t.deps, { ...search, question: PARAPHRASE })).map((h) => h.id),
    ).not.toContain(tachy.id);
    // a vector of another model is ignored and made again
    await t.deps.database.query(
      `UPDATE knowledge_passages SET embedding_model = 'openai-compatible:old-model' WHERE id = $1`,
      [rows.find((r) => r.id !== tachy.id)!.id],
    );
    await t.deps.jobs.send(PASSAGE_EMBEDDING_JOB, {});
    await t.jobs.idle();
    for (const r of await passagesOf(path)) expect(r.embeddingModel).toBe(MODEL);
    expect((await searchPassages(t.deps, { ...search, question: PARAPHRASE }))[0]?.id).toBe(tachy.id);
  });

  it('embeds in batches and leaves the rest to the next run', async () => {
    const user = await studyUser(t);
    const paragraphs = Array.from(
      { length: EMBEDDING_BATCH + 5 },
      (_, i) => `Fact ${i + 1} of the long lesson about renal physiology number ${i + 1}.`,
    );
    const path = await notesPath(user, `# Long lesson\n\n${paragraphs.join('\n\n')}`);
    await t.jobs.idle();
    for (const r of await passagesOf(path))
      await t.deps.database.db
        .update(knowledgePassages)
        .set({ embedding: null, embeddingModel: null, embeddingDimensions: null })
        .where(eq(knowledgePassages.id, r.id));
    const first = await embedPendingPassages(t.deps, { batches: 1 });
    expect(first).toEqual({ embedded: EMBEDDING_BATCH, more: true });
    const second = await embedPendingPassages(t.deps, { batches: 1 });
    expect(second.more).toBe(false);
    const rows = await passagesOf(path);
    expect(rows.length).toBeGreaterThanOrEqual(EMBEDDING_BATCH + 5);
    expect(rows.every((r) => r.embeddingModel === MODEL)).toBe(true);
  });

  it('marks a passage the provider refuses (no vector, full text only) and embeds the rest of its batch', async () => {
    const user = await studyUser(t);
    // the provider refuses before the path exists: its embedding job may start as soon as the path is written
    fake.embeddingBehaviour({ refuseContaining: 'REFUSEME' });
    const path = await notesPath(
      user,
      '# Odd\n\nThis paragraph says REFUSEME and cannot be embedded.\n\nRenal clearance measures filtration.',
    );
    await t.jobs.idle();
    expect(t.jobs.failures).toEqual([]);
    const rows = await passagesOf(path);
    const refused = rows.find((r) => r.text.includes('REFUSEME'))!;
    expect(refused.embeddingModel).toBe(MODEL);
    expect(refused.embedding).toBeNull();
    const other = rows.find((r) => r.text.startsWith('Renal clearance'))!;
    expect(other.embeddingDimensions).toBe(64);
    // it is not tried again with this model, and still ranks by full text
    expect(await embedPendingPassages(t.deps)).toEqual({ embedded: 0, more: false });
    const hits = await searchPassages(t.deps, {
      userId: user.id,
      question: 'Which paragraph cannot be embedded?',
      certificationId: null,
      pathId: path.id,
    });
    expect(hits[0]?.id).toBe(refused.id);
  });

  it('retries later when the provider is unavailable', async () => {
    const user = await studyUser(t);
    // unavailable before the path exists: its embedding job may run as soon as the path is written
    fake.embeddingBehaviour({ failStatus: 503 });
    const path = await notesPath(user, '# Later\n\nElectrolytes carry charge.');
    await t.jobs.idle();
    expect(t.jobs.failures.length).toBeGreaterThan(0);
    t.jobs.failures.length = 0;
    expect((await passagesOf(path)).every((r) => r.embeddingModel === null)).toBe(true);
    fake.embeddingBehaviour({});
    await t.deps.jobs.send(PASSAGE_EMBEDDING_JOB, {});
    await t.jobs.idle();
    expect((await passagesOf(path)).every((r) => r.embeddingModel === MODEL)).toBe(true);
  });

  it("embeds a renamed topic's passages again under their new heading", async () => {
    const user = await studyUser(t);
    const path = await notesPath(user);
    await t.jobs.idle();
    const [cardio, kidneys] = path.topics;
    const res = await call(t, user, 'PUT', `/api/smarty/study-paths/${path.id}/outline`, {
      topics: [
        { id: cardio!.id, title: 'Heart rhythm basics' },
        { id: kidneys!.id, title: kidneys!.title },
      ],
    });
    expect(res.status).toBe(200);
    await t.jobs.idle();
    expect(fake.embeddedTexts.at(-1)).toBe(
      'Heart rhythm basics\n\nTachycardia means a resting heart rate above 100 beats per minute.',
    );
    for (const r of await passagesOf(path)) expect(r.embeddingModel).toBe(MODEL);
  });

  it('gives the model the passage found by meaning in a grounded answer', async () => {
    const user = await studyUser(t);
    const path = await notesPath(user);
    await t.jobs.idle();
    fake.reply({ kind: 'text', content: 'A quick pulse is called tachycardia [1].' });
    const res = await call(t, user, 'POST', '/api/smarty/ask', {
      question: PARAPHRASE,
      smarty: { studyPathId: path.id, useSyllabus: true, citeSources: true },
    });
    expect(res.status).toBe(200);
    const done = (await sseEvents(res)).at(-1) as { type: string; citations?: { passage?: string }[] };
    expect(done.type).toBe('complete');
    const chat = fake.requests.filter((r) => r.path.startsWith('/v1/chat/completions')).at(-1)!;
    expect(fake.promptText(chat)).toContain('Tachycardia means a resting heart rate');
    expect(done.citations?.[0]?.passage).toMatch(/^Tachycardia means/);
  });
});

describe('offline: full text only, as before', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await createTestApp();
  });
  afterAll(async () => {
    await offline.close();
  });

  it('has no embedding job, stores no vectors and ranks by full text alone', async () => {
    expect(offline.deps.ai.kind).toBe('offline');
    expect(offline.deps.ai.embedder).toBeUndefined();
    const user = await studyUser(offline);
    const form = new FormData();
    form.set('text', NOTES);
    form.set('textTitle', 'Nursing notes');
    const res = await offline.request('/api/smarty/material-paths', {
      method: 'POST',
      cookie: user.cookie,
      body: form,
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(201);
    const { studyPath } = (await res.json()) as { studyPath: StudyPath };
    await offline.jobs.idle();
    expect(offline.jobs.failures).toEqual([]);
    await expect(offline.deps.jobs.send(PASSAGE_EMBEDDING_JOB, {})).rejects.toThrow(/No handler/);
    const rows = await offline.deps.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM knowledge_passages WHERE embedding IS NOT NULL OR embedding_model IS NOT NULL',
    );
    expect(rows[0]?.n).toBe(0);
    const search = { userId: user.id, certificationId: null, pathId: studyPath.id };
    for (const question of [PARAPHRASE, 'What does the nephron form?']) {
      expect(await searchPassages(offline.deps, { ...search, question })).toEqual(
        await searchPassages({ database: offline.deps.database }, { ...search, question }),
      );
    }
    expect(await searchPassages(offline.deps, { ...search, question: PARAPHRASE })).toEqual([]);
  });
});
