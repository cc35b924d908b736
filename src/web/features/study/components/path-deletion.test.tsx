// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { STUDY_MESSAGES } from '../../../../shared/messages';
import type { StudyPath } from '../../../../shared/schemas/study';
import { studyApi, studyKeys } from '../api/study-api';
import { usePathDeletion } from '../hooks/use-path-deletion';
import { DeletePathDialog } from './delete-path-dialog';
import { PathDeletionToast } from './path-deletion-toast';
import { PathsList } from './path-views';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function studyPath(id: string, name: string): StudyPath {
  return {
    id,
    name,
    type: 'custom',
    domain_code: 'programming',
    certification: null,
    certification_id: null,
    is_active: false,
    created_at: '2026-11-01T10:00:00.000Z',
    last_studied_at: null,
    topics: [],
    progress: { percent: 40, totalTopics: 5, completedCount: 2, completedTopics: [] },
  } as unknown as StudyPath;
}

const biology = studyPath('p-bio', 'Biology');
const chemistry = studyPath('p-chem', 'Chemistry');

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The study-paths API as the server answers it: a list, soft delete, restore (or the refusal `restoreAnswer`). */
function pathsServer(restoreAnswer?: { status: number; body: unknown }) {
  let live = [biology, chemistry];
  const deleted = new Map<string, StudyPath>();
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${path}`);
      const id = decodeURIComponent(path.split('/')[4] ?? '');
      if (method === 'GET' && path === '/api/smarty/study-paths/u1') return reply({ studyPaths: live });
      if (method === 'DELETE') {
        const found = live.find((p) => p.id === id);
        if (!found) return reply({ error: 'Study path not found.', code: 'not_found' }, 404);
        live = live.filter((p) => p.id !== id);
        deleted.set(id, found);
        return reply({ success: true, id, restore_until: '2026-11-24T13:10:00.000Z' });
      }
      if (method === 'POST' && path.endsWith('/restore')) {
        if (restoreAnswer) return reply(restoreAnswer.body, restoreAnswer.status);
        const found = deleted.get(id)!;
        live = [...live, found];
        return reply({ studyPath: found });
      }
      return reply({ error: 'not found' }, 404);
    }),
  );
  return { calls };
}

/** The list with its delete control, confirmation and toast, wired as the study screen wires them. */
function Harness({ onDeleted }: { onDeleted: (id: string) => void }) {
  const list = useQuery({ queryKey: studyKeys.paths('u1'), queryFn: () => studyApi.paths('u1') });
  const deletion = usePathDeletion({ userId: 'u1', onDeleted });
  return (
    <>
      <PathsList
        paths={list.data?.studyPaths ?? []}
        onOpen={() => {}}
        onDelete={deletion.askDelete}
        onBrowse={() => {}}
        onCustom={() => {}}
        onMaterial={() => {}}
      />
      <DeletePathDialog
        path={deletion.confirming}
        onCancel={deletion.cancelDelete}
        onConfirm={(p) => void deletion.confirmDelete(p)}
      />
      <PathDeletionToast
        toast={deletion.toast}
        onUndo={() => void deletion.undo()}
        onDismiss={deletion.dismiss}
      />
    </>
  );
}

function renderList(onDeleted: (id: string) => void = () => {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <Harness onDeleted={onDeleted} />
    </QueryClientProvider>,
  );
}

async function askToDelete(name: string) {
  const control = await screen.findByRole('button', { name: `Delete path “${name}”` });
  // a real button: reachable with Tab and pressed with Enter or Space
  expect(control.tagName).toBe('BUTTON');
  fireEvent.click(control);
  return screen.getByRole('alertdialog', { name: `Delete “${name}”?` });
}

describe('deleting a study path from the list', () => {
  it('asks first, saying what goes with the path and for how long it can be undone; Keep path sends nothing', async () => {
    const { calls } = pathsServer();
    renderList();
    const dialog = await askToDelete('Biology');
    expect(dialog.textContent).toContain('Its progress (2 of 5 topics completed)');
    expect(dialog.textContent).toContain('flashcards');
    expect(dialog.textContent).toContain('You can undo this for 10 minutes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep path' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
    expect(screen.getByRole('listitem', { name: 'Biology' })).toBeTruthy();
  });

  it('confirming takes the path out of the list at once; Undo restores it', async () => {
    const { calls } = pathsServer();
    const onDeleted = vi.fn();
    renderList(onDeleted);
    const dialog = await askToDelete('Biology');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete path' }));

    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('“Biology” deleted.');
    expect(screen.queryByRole('listitem', { name: 'Biology' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Chemistry' })).toBeTruthy();
    expect(calls).toContain('DELETE /api/smarty/study-paths/p-bio');
    expect(onDeleted).toHaveBeenCalledWith('p-bio');
    const undo = within(toast).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(document.activeElement).toBe(undo));

    fireEvent.click(undo);
    await screen.findByRole('listitem', { name: 'Biology' });
    expect(calls).toContain('POST /api/smarty/study-paths/p-bio/restore');
    expect(screen.getByRole('status').textContent).toContain('“Biology” is back.');
  });

  it('an Undo the server refuses says why (e.g. the certification was started again) and the path stays gone', async () => {
    pathsServer({
      status: 409,
      body: { error: STUDY_MESSAGES.pathRestoreConflict, code: 'restore_conflict' },
    });
    renderList();
    const dialog = await askToDelete('Biology');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete path' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('alert')).textContent).toContain(STUDY_MESSAGES.pathRestoreConflict);
    await waitFor(() => expect(screen.getByText('Continue Learning (1)')).toBeTruthy());
    expect(screen.queryByRole('listitem', { name: 'Biology' })).toBeNull();
  });
});
