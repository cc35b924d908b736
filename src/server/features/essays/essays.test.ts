import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { ESSAY_MESSAGES } from '../../../shared/messages';
import type { Essay, EssaySummary } from '../../../shared/schemas/essays';
import { ESSAY_PURGE_AFTER_MS, ESSAY_RESTORE_WINDOW_MS } from '../../../shared/schemas/essays';
import { purgeDeletedEssays } from './essays.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.deps.realtime.close();
  await t.close();
});

let ipCounter = 0;
async function signUp(): Promise<string> {
  ipCounter += 1;
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: `10.77.${ipCounter}.1`,
  });
  expect(res.status).toBe(201);
  return sessionCookie(res);
}

type Json = Record<string, unknown>;

async function call(cookie: string, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, cookie, ...(json !== undefined ? { json } : {}) });
  const text = await res.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

async function create(cookie: string, json: Json = { title: 'Safe Staffing' }): Promise<Essay> {
  const res = await call(cookie, 'POST', '/api/essays', json);
  expect(res.status).toBe(201);
  return res.body.essay as Essay;
}

async function patch(cookie: string, essay: Pick<Essay, 'id' | 'version'>, fields: Json) {
  return call(cookie, 'PATCH', `/api/essays/${essay.id}`, { version: essay.version, ...fields });
}

describe('create and read', () => {
  it('creates an academic essay with the academic defaults', async () => {
    const cookie = await signUp();
    const essay = await create(cookie, { title: '  Safe Staffing Saves Lives  ' });
    expect(essay).toMatchObject({
      title: 'Safe Staffing Saves Lives',
      essay_type: 'academic',
      writing_style: 'argumentative',
      target_length: '500-1000',
      audience: 'general',
      tone: 'formal',
      current_phase: 'prompt',
      status: 'in_progress',
      version: 1,
      prompt: '',
      thesis_statement: '',
      thesis_review: null,
      brainstorm_ideas: [],
      outline: [],
      saved_articles: [],
      draft_sections: { introduction: { content: '' }, body: { content: '' }, conclusion: { content: '' } },
      word_count: { total: 0, introduction: 0, body: 0, conclusion: 0 },
      metadata: {},
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    expect(essay.phase_status).toMatchObject({
      prompt: 'in_progress',
      brainstorm: 'not_started',
      final: 'not_started',
    });
    const read = await call(cookie, 'GET', `/api/essays/${essay.id}`);
    expect(read.status).toBe(200);
    expect(read.body.essay).toEqual(essay);
  });

  it('creates a creative piece with the creative defaults; the body overrides them', async () => {
    const cookie = await signUp();
    const piece = await create(cookie, { title: 'The Lighthouse', mode: 'creative' });
    expect(piece).toMatchObject({
      essay_type: 'creative',
      writing_style: 'narrative',
      audience: 'general',
      tone: 'casual',
      draft_sections: { main: { content: '' } },
      word_count: { total: 0, main: 0 },
      metadata: { characters: [], plotPoints: [], setting: { location: '', time: '', atmosphere: '' } },
    });
    // jsonb keeps no key order: the web orders by the shared phase lists.
    expect(Object.keys(piece.phase_status).sort()).toEqual([
      'brainstorm',
      'character',
      'draft',
      'final',
      'plot',
      'prompt',
      'revise',
      'setting',
    ]);
    const personal = await create(cookie, {
      title: 'Summer',
      essay_type: 'personal',
      audience: 'personal',
      tone: 'poetic',
      target_length: '250-500',
    });
    expect(personal).toMatchObject({
      essay_type: 'personal',
      writing_style: 'narrative',
      audience: 'personal',
      tone: 'poetic',
      target_length: '250-500',
    });
    const pro = await create(cookie, {
      title: 'Memo',
      essay_type: 'professional',
      writing_style: 'expository',
    });
    expect(pro).toMatchObject({
      essay_type: 'professional',
      writing_style: 'expository',
      tone: 'formal',
      draft_sections: { introduction: { content: '' } },
    });
  });

  it('refuses visitors and invalid bodies with readable 400s', async () => {
    expect((await t.request('/api/essays')).status).toBe(401);
    expect((await t.request('/api/essays', { method: 'POST', json: { title: 'x' } })).status).toBe(401);
    const cookie = await signUp();
    const blank = await call(cookie, 'POST', '/api/essays', { title: '   ' });
    expect(blank).toMatchObject({
      status: 400,
      body: { error: ESSAY_MESSAGES.titleRequired, fields: { title: ESSAY_MESSAGES.titleRequired } },
    });
    expect(await call(cookie, 'POST', '/api/essays', {})).toMatchObject({
      status: 400,
      body: { error: ESSAY_MESSAGES.titleRequired },
    });
    const type = await call(cookie, 'POST', '/api/essays', { title: 'x', essay_type: 'poem' });
    expect(type).toMatchObject({
      status: 400,
      body: { error: 'essay_type must be one of: academic, professional, creative, personal.' },
    });
    expect((await call(cookie, 'POST', '/api/essays', { title: 'x'.repeat(201) })).body.error).toBe(
      ESSAY_MESSAGES.titleTooLong(200),
    );
    expect((await call(cookie, 'POST', '/api/essays', [1, 2])).status).toBe(400);
    const notJson = await t.request('/api/essays', {
      method: 'POST',
      cookie,
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await call(cookie, 'GET', '/api/essays?panel=poetry')).body.error).toBe(
      'panel must be one of: academic, creative.',
    );
    expect((await call(cookie, 'GET', '/api/essays?limit=0')).status).toBe(400);
    expect((await call(cookie, 'GET', '/api/essays/no-such-essay')).status).toBe(404);
    expect((await call(cookie, 'GET', `/api/essays/${'x'.repeat(500)}`)).status).toBe(404);
  });

  it('lists the newest updated first and filters by panel', async () => {
    const cookie = await signUp();
    const a = await create(cookie, { title: 'A', essay_type: 'academic' });
    t.clock.advance(1000);
    const b = await create(cookie, { title: 'B', essay_type: 'creative' });
    t.clock.advance(1000);
    const c = await create(cookie, { title: 'C', essay_type: 'professional' });
    t.clock.advance(1000);
    const d = await create(cookie, { title: 'D', essay_type: 'personal' });
    t.clock.advance(1000);
    await patch(cookie, a, { prompt: 'Touched last' });
    const all = (await call(cookie, 'GET', '/api/essays')).body.essays as EssaySummary[];
    expect(all.map((e) => e.title)).toEqual(['A', 'D', 'C', 'B']);
    expect(all[0]).toMatchObject({
      id: a.id,
      version: 2,
      essay_type: 'academic',
      writing_style: 'argumentative',
      saved_article_count: 0,
      current_phase: 'prompt',
    });
    const academic = (await call(cookie, 'GET', '/api/essays?panel=academic')).body.essays as EssaySummary[];
    expect(academic.map((e) => e.id)).toEqual([a.id, c.id]);
    const creative = (await call(cookie, 'GET', '/api/essays?panel=creative')).body.essays as EssaySummary[];
    expect(creative.map((e) => e.id)).toEqual([d.id, b.id]);
    expect(
      ((await call(cookie, 'GET', '/api/essays?limit=2')).body.essays as EssaySummary[]).map((e) => e.title),
    ).toEqual(['A', 'D']);
    // Another user sees none of them.
    expect((await call(await signUp(), 'GET', '/api/essays')).body.essays).toEqual([]);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's essay on every route and changes nothing", async () => {
    const owner = await signUp();
    const other = await signUp();
    const essay = await create(owner, { title: 'Mine' });
    const added = await call(owner, 'POST', `/api/essays/${essay.id}/articles`, {
      article: { id: 'a1', title: 'Paper' },
    });
    expect(added.status).toBe(200);
    const current = added.body.essay as Essay;
    const v = { version: current.version };
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/essays/${essay.id}`],
      ['PATCH', `/api/essays/${essay.id}`, { ...v, title: 'Stolen' }],
      ['POST', `/api/essays/${essay.id}/phase`, { ...v, phase: 'brainstorm' }],
      ['POST', `/api/essays/${essay.id}/phases/prompt/complete`, v],
      ['POST', `/api/essays/${essay.id}/complete`, v],
      ['POST', `/api/essays/${essay.id}/articles`, { article: { title: 'Injected' } }],
      ['DELETE', `/api/essays/${essay.id}/articles/a1`],
      ['GET', `/api/essays/${essay.id}/events`],
      ['GET', `/api/essays/${essay.id}/export?format=md`],
      ['DELETE', `/api/essays/${essay.id}`],
      ['POST', `/api/essays/${essay.id}/restore`],
    ];
    for (const [method, path, json] of routes) {
      const res = await call(other, method, path, json);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
    const after = await call(owner, 'GET', `/api/essays/${essay.id}`);
    expect(after.body.essay).toEqual(current);
    // A deleted essay of the owner is not restorable by someone else either.
    await call(owner, 'DELETE', `/api/essays/${essay.id}`);
    expect((await call(other, 'POST', `/api/essays/${essay.id}/restore`)).status).toBe(404);
    expect((await call(owner, 'POST', `/api/essays/${essay.id}/restore`)).status).toBe(200);
  });
});

describe('saving', () => {
  it('changes only the given fields, bumps version and updated_at, and counts words on the server', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const first = await patch(cookie, essay, { prompt: 'Discuss nurse staffing.', topic: 'Nursing' });
    expect(first.status).toBe(200);
    const v2 = first.body.essay as Essay;
    expect(v2).toMatchObject({
      version: 2,
      prompt: 'Discuss nurse staffing.',
      topic: 'Nursing',
      title: essay.title,
      current_phase: 'prompt',
    });
    t.clock.advance(60_000);
    const second = await patch(cookie, v2, {
      draft_sections: {
        introduction: { content: 'Every shift <em>nurses</em> decide.' },
        body: 'Plain string body.',
        conclusion: { content: '' },
      },
      word_count: { total: 999 },
    });
    const v3 = second.body.essay as Essay;
    expect(v3.version).toBe(3);
    expect(v3.updated_at).toBe(t.clock.now().toISOString());
    expect(v3.created_at).toBe(essay.created_at);
    expect(v3.prompt).toBe('Discuss nurse staffing.');
    expect(v3.topic).toBe('Nursing');
    expect(v3.draft_sections.body).toEqual({ content: 'Plain string body.' });
    expect(v3.word_count).toEqual({ total: 7, introduction: 4, body: 3, conclusion: 0 });
  });

  it('answers a stale version with 409 and the current essay, and keeps the newer save', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const tabA = await patch(cookie, essay, { thesis_statement: 'Tab A thesis that is long enough.' });
    expect(tabA.status).toBe(200);
    const tabB = await patch(cookie, essay, { thesis_statement: 'Tab B overwrites?' });
    expect(tabB.status).toBe(409);
    expect(tabB.body).toMatchObject({ error: ESSAY_MESSAGES.versionConflict, code: 'version_conflict' });
    expect(tabB.body.essay).toEqual(tabA.body.essay);
    const read = (await call(cookie, 'GET', `/api/essays/${essay.id}`)).body.essay as Essay;
    expect(read.thesis_statement).toBe('Tab A thesis that is long enough.');
    expect(read.version).toBe(2);
  });

  it('lets exactly one of many concurrent saves of the same version win', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => patch(cookie, essay, { topic: `tab ${i}` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const read = (await call(cookie, 'GET', `/api/essays/${essay.id}`)).body.essay as Essay;
    expect(read.version).toBe(2);
  });

  it('requires a version and at least one field', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const missing = await call(cookie, 'PATCH', `/api/essays/${essay.id}`, { title: 'x' });
    expect(missing).toMatchObject({ status: 400, body: { error: ESSAY_MESSAGES.versionRequired } });
    expect(
      (await call(cookie, 'PATCH', `/api/essays/${essay.id}`, { version: '1', title: 'x' })).status,
    ).toBe(400);
    expect((await patch(cookie, essay, {})).body.error).toBe(ESSAY_MESSAGES.nothingToSave);
    expect((await patch(cookie, essay, { unknown_field: 1 })).body.error).toBe(ESSAY_MESSAGES.nothingToSave);
  });

  it('stamps a thesis review without reviewed_at and keeps one that has it', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const review = {
      feedback: 'Clear claim.',
      prompt_congruency: 'high',
      essay_type_alignment: 'good',
      considerations: ['Evidence'],
      suggestions: [],
    };
    const stamped = (await patch(cookie, essay, { thesis_review: review })).body.essay as Essay;
    expect(stamped.thesis_review).toEqual({ ...review, reviewed_at: t.clock.now().toISOString() });
    const kept = (
      await patch(cookie, stamped, { thesis_review: { ...review, reviewed_at: '2026-01-02T03:04:05.000Z' } })
    ).body.essay as Essay;
    expect(kept.thesis_review?.reviewed_at).toBe('2026-01-02T03:04:05.000Z');
    const cleared = (await patch(cookie, kept, { thesis_review: null })).body.essay as Essay;
    expect(cleared.thesis_review).toBeNull();
    const bad = await patch(cookie, cleared, { thesis_review: { ...review, prompt_congruency: 'very' } });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        fields: { 'thesis_review.prompt_congruency': 'prompt_congruency must be one of: high, medium, low.' },
      },
    });
  });

  it('builds an autosave statement once and reuses it save after save, stale versions still 409', async () => {
    const cookie = await signUp();
    let essay = await create(cookie);
    const draft = (words: string) => ({ draft_sections: { body: { content: words } }, title: 'Ratios' });
    essay = (await patch(cookie, essay, draft('One two.'))).body.essay as Essay; // prepares this set of fields
    const update = vi.spyOn(t.deps.database.db, 'update');
    try {
      for (const words of ['One two three.', 'One two three four.']) {
        const saved = await patch(cookie, essay, draft(words));
        expect(saved.status).toBe(200);
        essay = saved.body.essay as Essay;
      }
      expect(essay).toMatchObject({ version: 4, word_count: { total: 4, body: 4 } });
      expect((await patch(cookie, { ...essay, version: 3 }, draft('Stale.'))).status).toBe(409);
      expect(update).not.toHaveBeenCalled();
    } finally {
      update.mockRestore();
    }
  });

  it('a cleared thesis review is SQL NULL, as before saves were prepared', async () => {
    const cookie = await signUp();
    let essay = await create(cookie);
    const review = {
      feedback: 'Clear claim.',
      prompt_congruency: 'high',
      essay_type_alignment: 'good',
      considerations: [],
      suggestions: [],
    };
    for (const thesis_review of [review, review, null]) {
      essay = (await patch(cookie, essay, { thesis_review })).body.essay as Essay;
    }
    const [row] = await t.deps.database.query<{ cleared: boolean }>(
      'SELECT thesis_review IS NULL AS cleared FROM essays WHERE id = $1',
      [essay.id],
    );
    expect(row?.cleared).toBe(true);
  });

  it('enforces the academic brainstorm limits; a creative piece may hold longer lists', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const ok = await patch(cookie, essay, { brainstorm_ideas: ['  staffing ratios ', '', 'burnout'] });
    expect((ok.body.essay as Essay).brainstorm_ideas).toEqual(['staffing ratios', 'burnout']);
    const v = ok.body.essay as Essay;
    expect(
      (await patch(cookie, v, { brainstorm_ideas: Array.from({ length: 11 }, (_, i) => `idea ${i}`) })).body
        .error,
    ).toBe(ESSAY_MESSAGES.tooManyIdeas(10));
    expect((await patch(cookie, v, { brainstorm_ideas: ['y'.repeat(201)] })).body.error).toBe(
      ESSAY_MESSAGES.ideaTooLong(200),
    );
    const piece = await create(cookie, { title: 'Story', mode: 'creative' });
    const lines = Array.from({ length: 15 }, (_, i) => `line ${i}`);
    expect(
      ((await patch(cookie, piece, { brainstorm_ideas: lines })).body.essay as Essay).brainstorm_ideas,
    ).toEqual(lines);
  });

  it('keeps the phase within the mode and a creative prompt before later phases', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const wrong = await patch(cookie, essay, { current_phase: 'character' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(
      ESSAY_MESSAGES.unknownPhase('character', [
        'prompt',
        'brainstorm',
        'thesis',
        'outline',
        'writing',
        'draft',
        'revise',
        'final',
      ]),
    );
    expect((await patch(cookie, essay, { current_phase: 'final' })).status).toBe(200);
    const piece = await create(cookie, { title: 'Story', mode: 'creative' });
    const blocked = await patch(cookie, piece, { current_phase: 'plot', prompt: '   ' });
    expect(blocked).toMatchObject({
      status: 422,
      body: { error: ESSAY_MESSAGES.promptRequired, code: 'prompt_required' },
    });
    expect(
      (await patch(cookie, piece, { current_phase: 'plot', prompt: 'A keeper of a lighthouse' })).status,
    ).toBe(200);
  });

  it('saves outline, metadata, phase status and saved articles as given', async () => {
    const cookie = await signUp();
    const piece = await create(cookie, { title: 'Story', mode: 'creative' });
    const metadata = {
      characters: [{ name: 'Mara', role: 'keeper' }],
      plotPoints: ['Storm arrives'],
      setting: { location: 'Cornwall', time: '1890s', atmosphere: 'Stormy' },
      mood: 'bleak',
    };
    const outline = [
      {
        id: 'introduction',
        type: 'introduction',
        title: 'Intro',
        content: 'Hook',
        position: 0,
        assignedArticles: ['a1'],
        assignedSections: [],
        brainstormIdeas: [],
      },
    ];
    const res = await patch(cookie, piece, { metadata, outline, phase_status: { prompt: 'completed' } });
    expect(res.status).toBe(200);
    const saved = res.body.essay as Essay;
    expect(saved.metadata).toEqual(metadata);
    expect(saved.outline).toEqual(outline);
    expect(saved.phase_status).toEqual({ prompt: 'completed' });
    const badStatus = await patch(cookie, saved, { phase_status: { prompt: 'done' } });
    expect(badStatus.status).toBe(400);
  });
});

describe('phases and completion', () => {
  it('a phase switch saves the whole state and enters the phase', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const res = await call(cookie, 'POST', `/api/essays/${essay.id}/phase`, {
      version: essay.version,
      phase: 'thesis',
      prompt: 'Discuss staffing.',
      topic: 'Nursing',
      brainstorm_ideas: ['ratios'],
      thesis_statement: 'Ratios save lives in hospitals.',
      outline: [],
      draft_sections: {
        introduction: { content: 'One two' },
        body: { content: '' },
        conclusion: { content: '' },
      },
      phase_status: { prompt: 'completed', brainstorm: 'completed' },
    });
    expect(res.status).toBe(200);
    expect(res.body.essay).toMatchObject({
      version: 2,
      current_phase: 'thesis',
      prompt: 'Discuss staffing.',
      topic: 'Nursing',
      brainstorm_ideas: ['ratios'],
      thesis_statement: 'Ratios save lives in hospitals.',
      word_count: { total: 2, introduction: 2, body: 0, conclusion: 0 },
      phase_status: { prompt: 'completed', brainstorm: 'completed', thesis: 'in_progress' },
    });
    const stale = await call(cookie, 'POST', `/api/essays/${essay.id}/phase`, {
      version: 1,
      phase: 'writing',
    });
    expect(stale.status).toBe(409);
    expect((stale.body.essay as Essay).current_phase).toBe('thesis');
    expect(
      (await call(cookie, 'POST', `/api/essays/${essay.id}/phase`, { version: 2, phase: 'nowhere' })).status,
    ).toBe(400);
  });

  it('creative Next: needs a prompt, completes the phase left', async () => {
    const cookie = await signUp();
    const piece = await create(cookie, { title: 'Story', mode: 'creative' });
    const refused = await call(cookie, 'POST', `/api/essays/${piece.id}/phase`, {
      version: 1,
      phase: 'brainstorm',
      complete_current: true,
    });
    expect(refused.status).toBe(422);
    const moved = await call(cookie, 'POST', `/api/essays/${piece.id}/phase`, {
      version: 1,
      phase: 'brainstorm',
      complete_current: true,
      prompt: 'A lighthouse keeper finds a message in a bottle.',
    });
    expect(moved.body.essay).toMatchObject({
      current_phase: 'brainstorm',
      phase_status: { prompt: 'completed', brainstorm: 'in_progress' },
    });
    const next = await call(cookie, 'POST', `/api/essays/${piece.id}/phases/brainstorm/complete`, {
      version: 2,
      brainstorm_ideas: ['storm', 'bottle'],
    });
    expect(next.body.essay).toMatchObject({
      current_phase: 'character',
      brainstorm_ideas: ['storm', 'bottle'],
      phase_status: { brainstorm: 'completed', character: 'in_progress' },
    });
    // Back to prompt is always allowed.
    expect(
      (await call(cookie, 'POST', `/api/essays/${piece.id}/phase`, { version: 3, phase: 'prompt' })).body
        .essay,
    ).toMatchObject({ current_phase: 'prompt' });
  });

  it('academic completion: brainstorm → thesis, thesis → writing, prompt and writing only complete', async () => {
    const cookie = await signUp();
    let essay = await create(cookie);
    const complete = async (phase: string) => {
      const res = await call(cookie, 'POST', `/api/essays/${essay.id}/phases/${phase}/complete`, {
        version: essay.version,
      });
      expect(res.status).toBe(200);
      essay = res.body.essay as Essay;
      return essay;
    };
    expect((await complete('prompt')).current_phase).toBe('prompt');
    expect((await complete('brainstorm')).current_phase).toBe('thesis');
    expect((await complete('thesis')).current_phase).toBe('writing');
    expect((await complete('writing')).current_phase).toBe('writing');
    expect(essay.phase_status).toMatchObject({
      prompt: 'completed',
      brainstorm: 'completed',
      thesis: 'completed',
      writing: 'completed',
    });
    expect(
      (await call(cookie, 'POST', `/api/essays/${essay.id}/phases/plot/complete`, { version: essay.version }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(cookie, 'POST', `/api/essays/${essay.id}/phases/bogus/complete`, {
          version: essay.version,
        })
      ).status,
    ).toBe(400);
  });

  it('completing the essay saves the writing, then final and completed', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const res = await call(cookie, 'POST', `/api/essays/${essay.id}/complete`, {
      version: 1,
      draft_sections: {
        introduction: { content: 'Intro words here' },
        body: { content: 'Body' },
        conclusion: { content: 'End' },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.essay).toMatchObject({
      current_phase: 'final',
      status: 'completed',
      version: 2,
      word_count: { total: 5 },
      phase_status: { final: 'completed' },
    });
    expect((await call(cookie, 'POST', `/api/essays/${essay.id}/complete`, { version: 1 })).status).toBe(409);
    const listed = (await call(cookie, 'GET', '/api/essays')).body.essays as EssaySummary[];
    expect(listed[0]).toMatchObject({ status: 'completed', current_phase: 'final' });
  });
});

describe('saved articles', () => {
  it('adds (with an id), replaces by id, counts and removes articles', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const one = (
      await call(cookie, 'POST', `/api/essays/${essay.id}/articles`, {
        article: { title: 'No id', year: 2020 },
      })
    ).body.essay as Essay;
    expect(one.saved_articles).toHaveLength(1);
    const generated = String(one.saved_articles[0]?.id);
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await call(cookie, 'POST', `/api/essays/${essay.id}/articles`, {
      article: { id: 'W1', title: 'First', citations: 12 },
    });
    const replaced = (
      await call(cookie, 'POST', `/api/essays/${essay.id}/articles`, {
        article: { id: 'W1', title: 'First (v2)' },
      })
    ).body.essay as Essay;
    expect(replaced.saved_articles.map((a) => a.title)).toEqual(['No id', 'First (v2)']);
    expect(replaced.version).toBe(4);
    const listed = (await call(cookie, 'GET', '/api/essays')).body.essays as EssaySummary[];
    expect(listed[0]?.saved_article_count).toBe(2);
    const removed = await call(cookie, 'DELETE', `/api/essays/${essay.id}/articles/W1`);
    expect((removed.body.essay as Essay).saved_articles.map((a) => a.id)).toEqual([generated]);
    const missing = await call(cookie, 'DELETE', `/api/essays/${essay.id}/articles/W1`);
    expect(missing).toMatchObject({ status: 404, body: { error: ESSAY_MESSAGES.articleNotFound } });
    expect(
      (await call(cookie, 'POST', `/api/essays/${essay.id}/articles`, { article: { title: 5 } })).status,
    ).toBe(400);
  });
});

describe('delete, restore, purge', () => {
  it('soft-deletes, restores within the window into the same list position, then refuses after it', async () => {
    const cookie = await signUp();
    const older = await create(cookie, { title: 'Older' });
    t.clock.advance(1000);
    const newer = await create(cookie, { title: 'Newer' });
    const deleted = await call(cookie, 'DELETE', `/api/essays/${older.id}`);
    expect(deleted).toEqual({
      status: 200,
      body: {
        deleted: true,
        id: older.id,
        restore_until: new Date(t.clock.now().getTime() + ESSAY_RESTORE_WINDOW_MS).toISOString(),
      },
    });
    expect((await call(cookie, 'GET', `/api/essays/${older.id}`)).status).toBe(404);
    expect((await call(cookie, 'PATCH', `/api/essays/${older.id}`, { version: 2, title: 'x' })).status).toBe(
      404,
    );
    expect(
      ((await call(cookie, 'GET', '/api/essays')).body.essays as EssaySummary[]).map((e) => e.title),
    ).toEqual(['Newer']);
    expect((await call(cookie, 'DELETE', `/api/essays/${older.id}`)).status).toBe(404);
    t.clock.advance(ESSAY_RESTORE_WINDOW_MS - 1000);
    const restored = await call(cookie, 'POST', `/api/essays/${older.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.essay).toMatchObject({
      id: older.id,
      title: 'Older',
      version: 3,
      updated_at: older.updated_at,
    });
    expect(
      ((await call(cookie, 'GET', '/api/essays')).body.essays as EssaySummary[]).map((e) => e.title),
    ).toEqual(['Newer', 'Older']);
    expect(await call(cookie, 'POST', `/api/essays/${older.id}/restore`)).toMatchObject({
      status: 409,
      body: { code: 'not_deleted' },
    });

    await call(cookie, 'DELETE', `/api/essays/${newer.id}`);
    t.clock.advance(ESSAY_RESTORE_WINDOW_MS + 1);
    expect(await call(cookie, 'POST', `/api/essays/${newer.id}/restore`)).toMatchObject({
      status: 404,
      body: { error: ESSAY_MESSAGES.restoreExpired, code: 'restore_expired' },
    });
  });

  it('purges soft-deleted essays older than an hour and nothing else', async () => {
    const cookie = await signUp();
    const gone = await create(cookie, { title: 'Gone' });
    const recent = await create(cookie, { title: 'Recent' });
    const kept = await create(cookie, { title: 'Kept' });
    await call(cookie, 'DELETE', `/api/essays/${gone.id}`);
    t.clock.advance(ESSAY_PURGE_AFTER_MS - 60_000);
    await call(cookie, 'DELETE', `/api/essays/${recent.id}`);
    t.clock.advance(60_001);
    expect(await purgeDeletedEssays(t.deps)).toBeGreaterThanOrEqual(1);
    const ids = (
      await t.deps.database.query<{ id: string }>('SELECT id FROM essays WHERE id = ANY($1)', [
        [gone.id, recent.id, kept.id],
      ])
    ).map((r) => r.id);
    expect(ids.sort()).toEqual([recent.id, kept.id].sort());
    expect(await purgeDeletedEssays(t.deps)).toBe(0);
  });

  it('deleting the user deletes their essays', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    await t.deps.database.query('DELETE FROM users WHERE id = $1', [essay.user_id]);
    expect(await t.deps.database.query('SELECT id FROM essays WHERE id = $1', [essay.id])).toEqual([]);
  });
});

describe('no 500 for anything a client can send', () => {
  const nasty = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00y',
      '\u{1F600}',
      '<script>',
      "'; DROP TABLE essays; --",
    ),
  );
  const value = fc.letrec((tie) => ({
    v: fc.oneof(
      { depthSize: 'small' },
      nasty,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('v'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(nasty, fc.constantFrom('content', 'id', 'title', 'version')), tie('v'), {
        maxKeys: 4,
      }),
    ),
  })).v;
  const fieldNames = [
    'title',
    'essay_type',
    'writing_style',
    'target_length',
    'audience',
    'tone',
    'topic',
    'prompt',
    'current_phase',
    'brainstorm_ideas',
    'thesis_statement',
    'thesis_review',
    'outline',
    'draft_sections',
    'word_count',
    'phase_status',
    'status',
    'saved_articles',
    'metadata',
    'phase',
    'complete_current',
    'mode',
  ];
  const body = fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 });

  it('answers random bodies on every write route with 2xx, 400, 404, 409 or 422', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const creative = await create(cookie, { title: 'Piece', mode: 'creative' });
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('create', 'patch', 'phase', 'complete-phase', 'complete', 'article'),
        fc.boolean(),
        fc.boolean(),
        async (fields, route, withVersion, useCreative) => {
          const target = useCreative ? creative : essay;
          const current = ((await call(cookie, 'GET', `/api/essays/${target.id}`)).body.essay as Essay)
            .version;
          const json = withVersion ? { ...fields, version: current } : fields;
          const [method, path, payload] = {
            create: ['POST', '/api/essays', fields],
            patch: ['PATCH', `/api/essays/${target.id}`, json],
            phase: ['POST', `/api/essays/${target.id}/phase`, json],
            'complete-phase': ['POST', `/api/essays/${target.id}/phases/thesis/complete`, json],
            complete: ['POST', `/api/essays/${target.id}/complete`, json],
            article: ['POST', `/api/essays/${target.id}/articles`, { article: fields }],
          }[route] as [string, string, unknown];
          const res = await call(cookie, method, path, payload);
          seen.add(res.status);
          if (res.status >= 500)
            throw new Error(`${route} answered ${res.status}: ${JSON.stringify(res.body)}`);
          if (res.status >= 400) expect(typeof res.body.error).toBe('string');
        },
      ),
      { numRuns: 120 },
    );
    expect([...seen].some((s) => s === 400)).toBe(true);
  });

  it('stores text with NUL characters and lone surrogates cleaned instead of failing', async () => {
    const cookie = await signUp();
    const essay = await create(cookie, { title: 'A\u0000B' });
    expect(essay.title).toBe('AB');
    const res = await patch(cookie, essay, { prompt: 'x\ud800y', metadata: { ['k\u0000']: 'v\udc00' } });
    expect(res.status).toBe(200);
    expect((res.body.essay as Essay).prompt).toBe('x\ufffdy');
    expect((res.body.essay as Essay).metadata).toEqual({ k: 'v\ufffd' });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 50; i += 1) deep = { d: deep };
    expect(await patch(cookie, res.body.essay as Essay, { metadata: deep as Json })).toMatchObject({
      status: 400,
      body: { error: ESSAY_MESSAGES.tooDeep },
    });
  });

  it('refuses a body over the size cap with 413', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const res = await patch(cookie, essay, { prompt: 'x'.repeat(2 * 1024 * 1024 + 10) });
    expect(res.status).toBe(413);
  });
});
