import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaterialError, saveOutline, sendMaterial } from './own-material-api';
import { STUDY_TOOLS_COPY } from '../tools-messages';

const form = { files: [], text: 'Some notes', url: '', name: '' };

function sse(...frames: unknown[]) {
  const body = frames.map((f) => `data: ${typeof f === 'string' ? f : JSON.stringify(f)}\n\n`).join('');
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendMaterial', () => {
  it('reports progress frames and ends with an error when a frame does not match the shared schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        sse(
          { type: 'progress', stage: 'reading', done: 0, total: 1, message: 'Reading' },
          { type: 'complete', studyPath: { id: 'p1' }, topicsAdded: 2 },
        ),
      ),
    );
    const progress: string[] = [];
    const sent = sendMaterial({ kind: 'new' }, form, (e) => progress.push(e.stage));
    await expect(sent).rejects.toThrow(new MaterialError(STUDY_TOOLS_COPY.materialAnswerUnreadable));
    expect(progress).toEqual(['reading']);
  });

  it("shows the server's error, or a message without the raw status when the answer has none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Too many files.' }, { status: 400 })),
    );
    await expect(sendMaterial({ kind: 'new' }, form, () => undefined)).rejects.toThrow('Too many files.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('bad gateway', { status: 502 })),
    );
    await expect(sendMaterial({ kind: 'new' }, form, () => undefined)).rejects.toEqual(
      new MaterialError(
        'The material could not be added. Your files and text are still here: please try again in a moment.',
      ),
    );
    for (const response of [
      () => new Response('', { status: 500 }),
      () => Response.json({ error: '' }, { status: 500 }),
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => response()),
      );
      const failed = await sendMaterial({ kind: 'new' }, form, () => undefined).catch((e: unknown) => e);
      expect(failed).toEqual(new MaterialError(STUDY_TOOLS_COPY.materialNotAdded));
      expect((failed as Error).message).not.toMatch(/HTTP|500/);
    }
  });
});

describe('saveOutline', () => {
  it("turns a failed save into a MaterialError with the server's text, or a message without the status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'A topic needs a title.' }, { status: 400 })),
    );
    const edit = { topics: [{ id: 't1', title: 'Intro' }] };
    await expect(saveOutline('p1', edit)).rejects.toEqual(new MaterialError('A topic needs a title.'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const failed = await saveOutline('p1', edit).catch((e: unknown) => e);
    expect(failed).toEqual(
      new MaterialError(
        'The topics could not be saved. Your changes are still here: please try again in a moment.',
      ),
    );
    expect((failed as Error).message).not.toMatch(/HTTP|500/);
  });
});
