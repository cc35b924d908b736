// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StudyPath } from '../../../../shared/schemas/study';
import { learningModeKey } from '../lib/learning-mode-choice';
import { SMARTY_STATE_KEY } from '../lib/smarty-state';
import { STUDY_COPY } from '../messages';
import StudyArea from './study-area';

/** Issue 16: the student picks the learning mode of a path; the chat and its quick actions send it. */

function studyPath(id: string, name: string, domain: string): StudyPath {
  return {
    id,
    name,
    type: 'custom',
    domain_code: domain,
    certification: null,
    certification_id: null,
    is_active: true,
    created_at: '2026-11-01T10:00:00.000Z',
    last_studied_at: null,
    focusTopicId: null,
    topics: [
      {
        id: `${id}-t1`,
        title: 'Fluid balance',
        summary: 'Intake and output.',
        order: 1,
        meta: { estimatedMinutes: 30 },
      },
    ],
    progress: { percent: 0, totalTopics: 1, completedCount: 0, completedTopics: [] },
  } as unknown as StudyPath;
}

const nursing = studyPath('p-nurse', 'Nursing basics', 'nursing');
const history = studyPath('p-hist', 'World War I', 'history');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface ServerOptions {
  /** The learning mode the account keeps for each path (none: null, the path's own). */
  modes?: Record<string, string | null>;
  /** PUT …/learning-mode answers 503 (the server cannot be reached). */
  failSaves?: boolean;
}

/**
 * The study API as far as the screen needs it; records the Smarty config of every question asked and every learning
 * mode sent to the account.
 */
function studyServer({ modes = {}, failSaves = false }: ServerOptions = {}) {
  const asked: { question: string; learningMode: unknown }[] = [];
  const saved: { pathId: string; body: unknown }[] = [];
  const withMode = (p: StudyPath) => ({ ...p, learningMode: modes[p.id] ?? null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method === 'GET' && url.pathname === '/api/smarty/study-paths/u1')
        return json({ studyPaths: [nursing, history].map(withMode) });
      const put = /^\/api\/smarty\/study-paths\/([^/]+)\/learning-mode$/.exec(url.pathname);
      if (method === 'PUT' && put) {
        const pathId = decodeURIComponent(put[1]!);
        const body = JSON.parse(String(init?.body)) as { learningMode: string | null };
        saved.push({ pathId, body });
        if (failSaves) return json({ error: 'Service unavailable' }, 503);
        modes[pathId] = body.learningMode;
        const path = [nursing, history].find((p) => p.id === pathId)!;
        return json({ studyPath: withMode(path) });
      }
      if (url.pathname === '/api/smarty/conversations') return json({ messages: [] });
      if (method === 'POST' && url.pathname === '/api/smarty/ask') {
        const body = JSON.parse(String(init?.body)) as {
          question: string;
          smarty: { learningMode?: unknown };
        };
        asked.push({ question: body.question, learningMode: body.smarty.learningMode });
        return new Response('data: {"type":"complete","fullResponse":"Noted."}\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        });
      }
      return json({ error: 'not found' }, 404);
    }),
  );
  return { asked, saved };
}

function renderStudy(selected: StudyPath | null) {
  localStorage.setItem(
    SMARTY_STATE_KEY,
    JSON.stringify({ ownerId: 'u1', selectedStudyPathId: selected?.id ?? null, settings: {} }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <StudyArea userId="u1" />
    </QueryClientProvider>,
  );
}

const modeSelect = () => screen.findByRole<HTMLSelectElement>('combobox', { name: 'Learning mode' });
// the quick-actions bar loads lazily, apart from the mode menu: wait for it
const quickActions = async () =>
  within(await screen.findByRole('navigation', { name: 'Quick actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((label) => label !== 'Actions');

async function ask(question: string) {
  fireEvent.change(screen.getByLabelText('Message to Smarty'), { target: { value: question } });
  fireEvent.click(screen.getByRole('button', { name: 'Ask Smarty' }));
  await screen.findByText('Noted.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Ask Smarty' })).toBeTruthy());
}

// jsdom lays nothing out and has no scrollIntoView: record what the screen asks to bring into view
let scrolledIntoView: { element: Element; options: unknown }[] = [];
beforeEach(() => {
  localStorage.clear();
  scrolledIntoView = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolledIntoView.push({ element: this, options });
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('the learning mode of a path', () => {
  it("starts at the path's own mode; choosing another changes what is sent, the quick actions and the banner", async () => {
    const { asked, saved } = studyServer();
    renderStudy(nursing);
    const select = await modeSelect();
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(select.value).toBe('nursing');
    expect(select.selectedOptions[0]?.textContent).toBe("Nursing (this path's subject)");
    // the modes spec 3 §4 shows but does not let the workspace select
    const soon = [...select.options].filter((o) => o.disabled).map((o) => o.textContent);
    expect(soon).toEqual(['Academic (Launching Soon)', 'Creative (Launching Soon)']);
    expect(await quickActions()).toEqual(['Clinical Scenario Quiz', 'Concept Map', 'Care Plan Draft']);
    expect(screen.getByText('Nursing mode:')).toBeTruthy();
    await ask('What is fluid balance?');
    expect(asked.at(-1)).toEqual({ question: 'What is fluid balance?', learningMode: 'nursing' });

    fireEvent.change(select, { target: { value: 'math' } });
    expect(select.value).toBe('math');
    expect(await quickActions()).toEqual([
      'Generate Practice Set',
      'Step-by-step Solution',
      'Error Analysis',
    ]);
    expect(screen.getByText('Math mode:')).toBeTruthy();
    expect(screen.queryByText('Nursing mode:')).toBeNull();
    expect(screen.getByText('Mode: Math')).toBeTruthy();
    await ask('How do I convert mL per hour to drops per minute?');
    expect(asked.at(-1)?.learningMode).toBe('math');
    // a chat quick action of the new set goes with the new mode
    fireEvent.click(screen.getByRole('button', { name: 'Error Analysis' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.at(-1)?.question).toContain('Error Analysis');
    expect(asked.at(-1)?.learningMode).toBe('math');
    expect(localStorage.getItem(learningModeKey(nursing.id))).toBe('math');
    // the choice went to the account once, when it was made
    expect(saved).toEqual([{ pathId: nursing.id, body: { learningMode: 'math' } }]);
    expect(screen.queryByText(STUDY_COPY.learningModeNotSaved)).toBeNull();
  });

  it("follows the account's choice: a stale one in this browser gives way when the path loads", async () => {
    // chosen on another device: History for the nursing path; this browser still remembers Writing
    localStorage.setItem(learningModeKey(nursing.id), 'writing');
    localStorage.setItem(learningModeKey(history.id), 'literature');
    const { asked, saved } = studyServer({ modes: { [nursing.id]: 'history' } });
    const first = renderStudy(nursing);
    const select = await modeSelect();
    await waitFor(() => expect(select.value).toBe('history'));
    expect(localStorage.getItem(learningModeKey(nursing.id))).toBe('history');
    expect(await quickActions()).toEqual([
      'Primary Source Analyzer',
      'Timeline/Cause-Effect',
      'Argument Plan',
    ]);
    await ask('What is fluid balance?');
    expect(asked.at(-1)?.learningMode).toBe('history');
    first.unmount();

    // no choice on the account: this browser's old choice is forgotten, the path studies in its own mode
    renderStudy(history);
    const other = await modeSelect();
    await waitFor(() => expect(other.value).toBe('history'));
    expect(localStorage.getItem(learningModeKey(history.id))).toBeNull();
    await ask('Why did the war start?');
    expect(asked.at(-1)?.learningMode).toBe('history');
    // following the server sends nothing back to it
    expect(saved).toEqual([]);
  });

  it("choosing the path's own mode clears the choice here and on the account", async () => {
    const { asked, saved } = studyServer({ modes: { [nursing.id]: 'writing' } });
    renderStudy(nursing);
    const select = await modeSelect();
    await waitFor(() => expect(select.value).toBe('writing'));
    expect(await quickActions()).toEqual(['Scene Prompt', 'Dialogue Workshop', 'Character Arc Critique']);

    fireEvent.change(select, { target: { value: 'nursing' } });
    expect(select.value).toBe('nursing');
    expect(localStorage.getItem(learningModeKey(nursing.id))).toBeNull();
    await waitFor(() => expect(saved).toEqual([{ pathId: nursing.id, body: { learningMode: null } }]));
    await ask('What is fluid balance?');
    expect(asked.at(-1)?.learningMode).toBe('nursing');
    expect(select.value).toBe('nursing');
  });

  it('keeps a choice the account could not take in this browser, with a short note', async () => {
    const { asked, saved } = studyServer({ failSaves: true });
    renderStudy(nursing);
    const select = await modeSelect();
    fireEvent.change(select, { target: { value: 'math' } });
    expect(await screen.findByText(STUDY_COPY.learningModeNotSaved)).toBeTruthy();
    expect(saved).toEqual([{ pathId: nursing.id, body: { learningMode: 'math' } }]);
    // the note does not stop studying: the choice is in use
    expect(select.value).toBe('math');
    expect(localStorage.getItem(learningModeKey(nursing.id))).toBe('math');
    await ask('How many drops per minute?');
    expect(asked.at(-1)?.learningMode).toBe('math');
    expect(select.value).toBe('math');
  });

  it("shows no mode on My Learning Paths, and an open path's own mode (never Programming by default)", async () => {
    // a Nursing Pro subscriber with no path open once read 'Mode: Programming' above her nursing paths
    studyServer();
    renderStudy(null);
    await screen.findByRole('heading', { name: 'My Learning Paths' });
    expect(screen.getAllByRole('listitem', { name: nursing.name })).toHaveLength(1);
    expect(screen.queryByText(/^Mode: /)).toBeNull();
    fireEvent.click(
      within(screen.getByRole('listitem', { name: nursing.name })).getByRole('button', {
        name: 'Continue Learning',
      }),
    );
    await modeSelect();
    expect(screen.getByText('Mode: Nursing')).toBeTruthy();
    expect(screen.queryByText('Mode: Programming')).toBeNull();
  });
});

describe('opening a path from My Learning Paths', () => {
  it('brings the study area’s top into view; a path open on arrival scrolls nothing', async () => {
    // walkthrough at 375 px: 'Resume Learning' on the last card left the page at y 1176, the topic picker above it
    studyServer();
    renderStudy(null);
    await screen.findByRole('heading', { name: 'My Learning Paths' });
    fireEvent.click(
      within(screen.getByRole('listitem', { name: history.name })).getByRole('button', {
        name: 'Continue Learning',
      }),
    );
    await modeSelect();
    const studyArea = document.getElementById('smarty-chat-title')?.closest('section');
    expect(studyArea).toBeTruthy();
    expect(scrolledIntoView).toEqual([{ element: studyArea, options: { block: 'start' } }]);

    cleanup();
    scrolledIntoView = [];
    renderStudy(nursing);
    await modeSelect();
    expect(scrolledIntoView).toEqual([]);
  });
});
