import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { countingAi, type CountingAi } from '../../../testing/counting-ai';
import { NURSE_STAFFING_PAPER as nursingPaperText } from '../../../testing/fixtures/papers/nurse-staffing-paper';
import { DEMO_MESSAGES } from '../../../shared/messages';
import { AI_MESSAGES } from '../../../shared/messages';

let t: TestApp;
let ai: CountingAi;
let member: string;
let ipCounter = 0;
const ip = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function payingUser(): Promise<string> {
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: ip(),
  });
  const { user } = (await res.json()) as { user: { id: string } };
  await t.deps.database.query("UPDATE users SET subscription_status = 'active' WHERE id = $1", [user.id]);
  return sessionCookie(res);
}

async function demoUser(): Promise<{ cookie: string; id: string }> {
  const res = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip: ip() });
  const { demoUser: d } = (await res.json()) as { demoUser: { id: string } };
  return { cookie: sessionCookie(res), id: d.id };
}

const post = (path: string, json: unknown, cookie?: string) =>
  t.request(path, { method: 'POST', json, ...(cookie ? { cookie } : {}), ip: '10.78.0.1' });

beforeAll(async () => {
  ai = countingAi();
  t = await createTestApp({ DEMO_MAX_PROMPTS: '5' }, { ai: ai.engine });
  member = await payingUser();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  ai.failWith(null);
});

const essay = {
  title: 'Nurse staffing',
  prompt: 'Analyze how nurse staffing ratios affect patient safety in hospitals.',
  thesis_statement:
    'Mandated nurse-to-patient ratios reduce patient mortality because nurses can monitor each patient closely.',
  brainstorm_ideas: ['nurse burnout', 'patient mortality', 'cost of staffing'],
  current_phase: 'writing',
  draft_sections: {
    introduction: { content: 'Hospitals depend on nurses.' },
    body: { content: '' },
    conclusion: { content: '' },
  },
};

describe('AI endpoints on the offline engine (spec shapes)', () => {
  it('POST /api/essay-prompt-review answers approved and feedback', async () => {
    const res = await post(
      '/api/essay-prompt-review',
      { prompt: essay.prompt, essayMetadata: { essayType: 'academic' } },
      member,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { approved: boolean; feedback: string };
    expect(typeof body.approved).toBe('boolean');
    expect(body.feedback.length).toBeGreaterThan(10);
  });

  it('POST /api/thesis-ai-review answers a full review stamped with reviewed_at', async () => {
    const res = await post(
      '/api/thesis-ai-review',
      {
        thesis: essay.thesis_statement,
        essayType: 'argumentative',
        prompt: essay.prompt,
        brainstorm_ideas: essay.brainstorm_ideas,
      },
      member,
    );
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ prompt_congruency: expect.stringMatching(/^(high|medium|low)$/) });
    expect(body.essay_type_alignment).toMatch(/^(excellent|good|needs_improvement)$/);
    expect(Array.isArray(body.considerations) && Array.isArray(body.suggestions)).toBe(true);
    expect(new Date(String(body.reviewed_at)).toISOString()).toBe(t.clock.now().toISOString());
  });

  it('POST /api/ai-writing-helper/chat answers about the essay', async () => {
    const res = await post(
      '/api/ai-writing-helper/chat',
      {
        message: 'How can I make my thesis stronger?',
        currentEssay: essay,
        savedArticles: [{ id: 'a1', title: 'Staffing and mortality', relevanceScore: 8 }],
        conversationHistory: [{ role: 'smarty', content: 'Hello!' }],
      },
      member,
    );
    const body = (await res.json()) as { success: boolean; response: string; categoryName: string };
    expect(body.success).toBe(true);
    expect(body.response.length).toBeGreaterThan(20);
  });

  it('POST /api/ai-writing-helper/writing-suggestions answers a suggestion for the section', async () => {
    const res = await post(
      '/api/ai-writing-helper/writing-suggestions',
      { sectionType: 'introduction', currentEssay: essay, existingContent: '' },
      member,
    );
    const body = (await res.json()) as { success: boolean; suggestion: string };
    expect(body.success).toBe(true);
    expect(body.suggestion.length).toBeGreaterThan(20);
  });

  it('POST /api/research-analysis/* answer keywords, queries and domains', async () => {
    const context = { prompt: essay.prompt, ideas: essay.brainstorm_ideas, thesis: essay.thesis_statement };
    const keywords = (await (
      await post('/api/research-analysis/articles/ai-search', context, member)
    ).json()) as {
      keywords: string[];
      searchQueries: string[];
    };
    expect(keywords.keywords.length).toBeGreaterThan(0);
    expect(keywords.searchQueries.length).toBeGreaterThan(0);
    const domains = (await (
      await post('/api/research-analysis/multidomain-search', context, member)
    ).json()) as {
      domains: { domain: string }[];
    };
    expect(domains.domains[0]?.domain).toBe('Health and Medicine');
  });

  it('POST /api/article-sections/extract-sections-from-text answers sections with verbatim markers', async () => {
    const res = await post(
      '/api/article-sections/extract-sections-from-text',
      {
        extractedText: nursingPaperText,
        prompt: essay.prompt,
        thesis: essay.thesis_statement,
        brainstormIdeas: essay.brainstorm_ideas,
      },
      member,
    );
    const body = (await res.json()) as {
      success: boolean;
      sections: { heading: string; sectionStart: string }[];
    };
    expect(body.success).toBe(true);
    expect(body.sections.length).toBeGreaterThan(2);
    for (const s of body.sections) expect(nursingPaperText).toContain(s.sectionStart);
  });

  it('POST /api/ask answers {answer}', async () => {
    const body = (await (
      await post('/api/ask', { question: 'What is a thesis?', mode: 'academic', phase: 'thesis' }, member)
    ).json()) as {
      answer: string;
    };
    expect(body.answer.length).toBeGreaterThan(10);
  });
});

describe('access', () => {
  it('refuses a visitor with 401 and an account that has not paid with 402', async () => {
    expect((await post('/api/essay-prompt-review', { prompt: essay.prompt })).status).toBe(401);
    const res = await t.request('/api/accounts/register', {
      method: 'POST',
      json: registrationForm(),
      ip: ip(),
    });
    const unpaid = await post('/api/essay-prompt-review', { prompt: essay.prompt }, sessionCookie(res));
    expect(unpaid.status).toBe(402);
    expect(await unpaid.json()).toMatchObject({ error: AI_MESSAGES.subscriptionRequired });
  });

  it('answers bad input with 400 and a readable message', async () => {
    const res = await post('/api/thesis-ai-review', { thesis: '   ' }, member);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Please write a thesis first.' });
    expect(
      (await post('/api/ai-writing-helper/writing-suggestions', { sectionType: 'epilogue' }, member)).status,
    ).toBe(400);
  });

  it('refuses a body over the cap with 413 before reading it', async () => {
    const big = 'x'.repeat(300 * 1024);
    const res = await post('/api/essay-prompt-review', { prompt: big }, member);
    expect(res.status).toBe(413);
  });

  it('answers a provider failure with 502 and a clear message', async () => {
    ai.failWith(503);
    const res = await post('/api/essay-prompt-review', { prompt: essay.prompt }, member);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, error: AI_MESSAGES.providerFailed });
  });

  it('limits one user to 30 AI requests a minute', async () => {
    const cookie = await payingUser();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await post('/api/research-analysis/articles/ai-search', { prompt: 'soil' }, cookie)).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    t.clock.advance(60_000);
    expect((await post('/api/research-analysis/articles/ai-search', { prompt: 'soil' }, cookie)).status).toBe(
      200,
    );
  });
});

describe('demo metering', () => {
  it('charges one prompt per request, reports it in x-demo-prompts-used, and refuses the 6th without calling the model', async () => {
    const demo = await demoUser();
    for (let i = 1; i <= 5; i++) {
      const res = await post('/api/essay-prompt-review', { prompt: essay.prompt }, demo.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-demo-prompts-used')).toBe(String(i));
    }
    const before = ai.total();
    const sixth = await post('/api/essay-prompt-review', { prompt: essay.prompt }, demo.cookie);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ error: DEMO_MESSAGES.limitReached(5) });
    expect(ai.total()).toBe(before);
  });

  it('keeps the prompt of an answer the provider failed (the model was called) and still reports the count', async () => {
    const demo = await demoUser();
    ai.failWith(503);
    const failed = await post('/api/essay-prompt-review', { prompt: essay.prompt }, demo.cookie);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('x-demo-prompts-used')).toBe('1');
    const usage = await t.request(`/api/demo-user/prompt-usage/${demo.id}`, { cookie: demo.cookie });
    expect(await usage.json()).toMatchObject({ promptsUsed: 1 });
  });

  it('does not charge a prompt for invalid input', async () => {
    const demo = await demoUser();
    expect((await post('/api/thesis-ai-review', { thesis: '' }, demo.cookie)).status).toBe(400);
    const usage = await t.request(`/api/demo-user/prompt-usage/${demo.id}`, { cookie: demo.cookie });
    expect(await usage.json()).toMatchObject({ promptsUsed: 0 });
  });

  it('lets exactly 5 of 50 concurrent requests reach the model', async () => {
    const demo = await demoUser();
    const before = ai.total();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request('/api/research-analysis/articles/ai-search', {
          method: 'POST',
          json: { prompt: `nursing question ${i}` },
          cookie: demo.cookie,
          ip: '10.79.0.1',
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(ai.total() - before).toBe(5);
  });
});
