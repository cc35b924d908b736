import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import {
  call,
  freshIp,
  pathFromText,
  studiedPath,
  studyUser,
  type TestUser,
} from '../../../testing/study-helpers';
import { RATE_LIMITS } from '../../../shared/limits';
import { unzipFiles } from '../../lib/zip/zip';
import { seedStudyCatalogue } from '../study/catalogue/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedStudyCatalogue(t.deps);
});
afterAll(async () => {
  await t.close();
});

const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array());

describe('export my data', () => {
  it('is one zip with the profile, every essay as Markdown and .docx (with its text), saved articles and study data', async () => {
    const form = registrationForm();
    const reg = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: '10.80.0.1' });
    const cookie = sessionCookie(reg);
    const created = await t.request('/api/essays', {
      method: 'POST',
      cookie,
      json: { title: 'Safe Staffing Saves Lives' },
    });
    const { essay } = (await created.json()) as { essay: { id: string } };
    const patched = await t.request(`/api/essays/${essay.id}`, {
      method: 'PATCH',
      cookie,
      json: {
        version: 1,
        draft_sections: { introduction: { content: 'Every shift, nurses decide which tasks can wait.' } },
      },
    });
    expect(patched.status).toBe(200);
    // an article saved to the essay (one store, ADR 018): the essay's bibliography and the saved-articles files
    const article = await t.request(`/api/essays/${essay.id}/articles`, {
      method: 'POST',
      cookie,
      json: {
        article: { id: 'W42', title: 'Nurse Staffing and Mortality', authors: 'Ada Example', year: 2021 },
      },
    });
    expect(article.status).toBe(200);

    const res = await t.request('/api/account/export', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="smarty-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipFiles(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'essays/01-safe-staffing-saves-lives.md',
        'essays/01-safe-staffing-saves-lives.docx',
        'saved-articles/saved-articles.json',
        'saved-articles/saved-articles.bib',
        'study/paths.json',
        'study/chat-history.json',
        'study/flashcards.json',
      ]),
    );
    expect(text(files['essays/01-safe-staffing-saves-lives.md'])).toContain(
      'Every shift, nurses decide which tasks can wait.',
    );
    const docx = unzipFiles(files['essays/01-safe-staffing-saves-lives.docx'] ?? new Uint8Array());
    expect(text(docx['word/document.xml'])).toContain('Every shift, nurses decide which tasks can wait.');
    expect(JSON.parse(text(files['profile.json']))).toMatchObject({
      profile: { email: form.email, username: form.username },
    });
    expect(JSON.parse(text(files['study/paths.json']))).toEqual([]);
    expect(text(files['essays/01-safe-staffing-saves-lives.md'])).toContain('Nurse Staffing and Mortality');
    expect(JSON.parse(text(files['saved-articles/saved-articles.json']))).toEqual([
      expect.objectContaining({ id: 'W42', essay_id: essay.id, title: 'Nurse Staffing and Mortality' }),
    ]);
    expect(text(files['saved-articles/saved-articles.bib'])).toContain('@article{example2021nurse,');
  });

  it("contains only the member's own essays, and is refused to visitors", async () => {
    const other = await t.request('/api/accounts/register', {
      method: 'POST',
      json: registrationForm(),
      ip: '10.80.0.2',
    });
    const res = await t.request('/api/account/export', { cookie: sessionCookie(other) });
    const names = Object.keys(unzipFiles(new Uint8Array(await res.arrayBuffer())));
    expect(names.filter((name) => name.startsWith('essays/'))).toEqual([]);
    expect((await t.request('/api/account/export')).status).toBe(401);
  });

  it('is limited per member, not per address: classmates behind one school address each get their exports', async () => {
    const ip = '10.80.9.9';
    const member = async () =>
      sessionCookie(
        await t.request('/api/accounts/register', {
          method: 'POST',
          json: registrationForm(),
          ip: freshIp(),
        }),
      );
    const [first, second] = [await member(), await member()];
    const exportAs = (cookie: string) => t.request('/api/account/export', { cookie, ip });
    for (let i = 0; i < RATE_LIMITS.accountExport.max; i++) expect((await exportAs(first)).status).toBe(200);
    const refused = await exportAs(first);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // the same address, another member
    expect((await exportAs(second)).status).toBe(200);
  });

  it('leaves out an essay the member deleted, with its saved articles, and has it again once restored', async () => {
    const reg = await t.request('/api/accounts/register', {
      method: 'POST',
      json: registrationForm(),
      ip: '10.80.0.3',
    });
    const cookie = sessionCookie(reg);
    const essayNamed = async (title: string, articleTitle: string) => {
      const res = await t.request('/api/essays', { method: 'POST', cookie, json: { title } });
      const { essay } = (await res.json()) as { essay: { id: string } };
      const saved = await t.request(`/api/essays/${essay.id}/articles`, {
        method: 'POST',
        cookie,
        json: {
          article: { id: `W${title.length}`, title: articleTitle, authors: 'Ada Example', year: 2020 },
        },
      });
      expect(saved.status).toBe(200);
      return essay.id;
    };
    await essayNamed('Kept Essay', 'Kept Article');
    const gone = await essayNamed('Deleted Essay Draft', 'Article Of The Deleted Essay');
    expect((await t.request(`/api/essays/${gone}`, { method: 'DELETE', cookie, json: {} })).status).toBe(200);

    const exported = async () => {
      const res = await t.request('/api/account/export', { cookie, ip: '10.80.0.3' });
      expect(res.status).toBe(200);
      const files = unzipFiles(new Uint8Array(await res.arrayBuffer()));
      return {
        essays: Object.keys(files).filter((name) => name.startsWith('essays/')),
        articles: text(files['saved-articles/saved-articles.json']),
      };
    };
    const after = await exported();
    expect(after.essays).toEqual(['essays/01-kept-essay.md', 'essays/01-kept-essay.docx']);
    expect(after.articles).toContain('Kept Article');
    expect(after.articles).not.toContain('Article Of The Deleted Essay');

    expect(
      (await t.request(`/api/essays/${gone}/restore`, { method: 'POST', cookie, json: {} })).status,
    ).toBe(200);
    const restored = await exported();
    expect(restored.essays).toHaveLength(4);
    expect(restored.articles).toContain('Article Of The Deleted Essay');
  });

  it('leaves out a study path the member deleted, with its topics, progress, quiz results, chat and flashcards', async () => {
    const user = await studyUser(t);
    // each with progress, a reviewed flashcard, a quiz result and a chat, as a learner leaves it
    const deleted = await studiedPath(t, user, 'nclex-rn', { reviewCard: true });
    const live = await studiedPath(t, user, 'comptia-a-plus', {
      question: 'What does a CPU do?',
      reviewCard: true,
    });
    // a question asked outside any path belongs to no path: it stays
    const loose = await call(t, user, 'POST', '/api/smarty/ask', {
      question: 'How should I plan my week?',
      smarty: {},
    });
    expect(loose.status).toBe(200);
    await loose.text();
    expect((await call(t, user, 'DELETE', `/api/smarty/study-paths/${deleted.path.id}`)).status).toBe(200);

    const exported = await exportOf(user);
    const paths = JSON.parse(text(exported['study/paths.json'])) as {
      id: string;
      topics: { id: string; pathId: string; progress: unknown; quizResults: unknown[] }[];
    }[];
    expect(paths.map((p) => p.id)).toEqual([live.path.id]);
    const [livePath] = paths;
    expect(livePath!.topics.length).toBe(live.path.topics.length);
    expect(livePath!.topics.every((topic) => topic.pathId === live.path.id)).toBe(true);
    const liveTopic = livePath!.topics.find((topic) => topic.id === live.topic.id);
    expect(liveTopic?.progress).toMatchObject({ topicId: live.topic.id });
    expect(liveTopic?.quizResults).toHaveLength(1);

    const chats = JSON.parse(text(exported['study/chat-history.json'])) as {
      pathId: string | null;
      content: string;
    }[];
    expect(chats.some((m) => m.content === 'What does a CPU do?' && m.pathId === live.path.id)).toBe(true);
    expect(chats.some((m) => m.content === 'How should I plan my week?' && m.pathId === null)).toBe(true);
    expect(chats.filter((m) => m.pathId === deleted.path.id)).toEqual([]);
    expect(chats.some((m) => m.content === 'What is hand hygiene?')).toBe(false);

    const cards = JSON.parse(text(exported['study/flashcards.json'])) as {
      id: string;
      pathId: string;
      reviews: unknown[];
    }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.pathId === live.path.id)).toBe(true);
    expect(cards.find((card) => card.id === live.card.id)?.reviews).toHaveLength(1);
    expect(cards.some((card) => card.id === deleted.card.id)).toBe(false);
    // nothing of the deleted path anywhere in the study files, though its rows wait for the purge
    for (const name of ['study/paths.json', 'study/chat-history.json', 'study/flashcards.json'])
      expect(text(exported[name]), name).not.toContain(deleted.path.id);
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM study_flashcard_reviews r JOIN study_flashcards c ON c.id = r.card_id WHERE c.path_id = $1',
      [deleted.path.id],
    );
    expect(rows[0]?.n).toBe('1');

    // restored within the window, it is the member's again and is exported again
    expect((await call(t, user, 'POST', `/api/smarty/study-paths/${deleted.path.id}/restore`)).status).toBe(
      200,
    );
    const again = JSON.parse(text((await exportOf(user))['study/paths.json'])) as { id: string }[];
    expect(again.map((p) => p.id).sort()).toEqual([deleted.path.id, live.path.id].sort());
  });

  it('gives each study path with the learning mode the member chose for it (null: the path’s own)', async () => {
    const user = await studyUser(t);
    const chosen = await studiedPath(t, user, 'nclex-rn');
    const own = await studiedPath(t, user, 'comptia-a-plus');
    const set = await call(t, user, 'PUT', `/api/smarty/study-paths/${chosen.path.id}/learning-mode`, {
      learningMode: 'history',
    });
    expect(set.status).toBe(200);

    const paths = JSON.parse(text((await exportOf(user))['study/paths.json'])) as {
      id: string;
      learningMode?: unknown;
    }[];
    expect(paths.find((p) => p.id === chosen.path.id)?.learningMode).toBe('history');
    expect(paths.find((p) => p.id === own.path.id)?.learningMode).toBeNull();
  });

  it("gives each study topic built from the member's material its subtopics in order", async () => {
    const user = await studyUser(t);
    const path = await pathFromText(
      t,
      user,
      '# Engines\n\nSteam.\n\n## Boilers\n\nWater is heated.\n\n## Pistons\n\nSteam pushes them.\n\n# Gears\n\nTeeth.',
    );
    const paths = JSON.parse(text((await exportOf(user))['study/paths.json'])) as {
      id: string;
      topics: { id: string; title: string; subtopics: { id: string; title: string; firstPage: unknown }[] }[];
    }[];
    const exported = paths.find((p) => p.id === path.id);
    expect(exported?.topics.map((x) => [x.title, x.subtopics.map((s) => [s.title, s.firstPage])])).toEqual([
      [
        'Engines',
        [
          ['Boilers', null],
          ['Pistons', null],
        ],
      ],
      ['Gears', []],
    ]);
    expect(exported?.topics[0]?.subtopics.map((s) => s.id)).toEqual(
      path.topics[0]?.subtopics.map((s) => s.id),
    );
  });
});

async function exportOf(user: TestUser) {
  const res = await t.request('/api/account/export', { cookie: user.cookie });
  expect(res.status).toBe(200);
  return unzipFiles(new Uint8Array(await res.arrayBuffer()));
}
