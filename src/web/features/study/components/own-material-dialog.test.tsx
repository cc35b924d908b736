// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { StudyPath, StudyTopic } from '../../../../shared/schemas/study';
import { OWN_MATERIAL_LIMITS } from '../../../../shared/limits';
import type { Subtopic } from '../../../../shared/schemas/subtopics';
import { saveOutline, sendMaterial } from '../api/own-material-api';
import { OwnMaterialDialog } from './own-material-dialog';

vi.mock('../api/own-material-api', () => ({ sendMaterial: vi.fn(), saveOutline: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const sub = (id: string, title: string, page: number | null): Subtopic => ({ id, title, page });
const topic = (id: string, title: string, subtopics: Subtopic[]) =>
  ({ id, title, subtopics }) as unknown as StudyTopic;

const path = {
  id: 'p1',
  name: 'hardware.pdf',
  topics: [
    topic('t1', '1 Memory', [sub('s1', '1.1 Cache', 1), sub('s2', '1.2 RAM', 2)]),
    topic('t2', '2 Storage', [sub('s3', '2.1 Solid-state drives', 3)]),
    topic('t3', '3 Buses', []),
  ],
} as unknown as StudyPath;

/** The dialog after the material was read: the topic editor. */
async function editor() {
  vi.mocked(sendMaterial).mockResolvedValue({ studyPath: path, topicsAdded: 3 });
  render(<OwnMaterialDialog open onOpenChange={() => undefined} onDone={() => undefined} />);
  fireEvent.change(screen.getByLabelText(/Or paste text/), { target: { value: '# Notes' } });
  fireEvent.click(screen.getByRole('button', { name: 'Build my path' }));
  return screen.findByRole('list', { name: 'Topics' });
}

const subtopicTitles = (topicTitle: string) =>
  within(screen.getByRole('list', { name: `Subtopics of ${topicTitle}` }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the topic editor of a path from my material', () => {
  it('shows each topic’s subtopics with their pages, behind a disclosure; a topic without any has none', async () => {
    const topics = await editor();
    const summaries = within(topics).getAllByText(/^\d+ subtopics?$/);
    expect(summaries.map((s) => [s.tagName, s.textContent])).toEqual([
      ['SUMMARY', '2 subtopics'],
      ['SUMMARY', '1 subtopic'],
    ]);
    expect(subtopicTitles('1 Memory')).toEqual(['1.1 Cachep. 1', '1.2 RAMp. 2']);
    expect(screen.queryByRole('list', { name: 'Subtopics of 3 Buses' })).toBeNull();
  });

  it('a merged topic lists its subtopics after the topic’s own; undoing a delete brings a topic back with its subtopics', async () => {
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Merge 1 Memory with the next topic' }));
    expect(subtopicTitles('1 Memory')).toEqual([
      '1.1 Cachep. 1',
      '1.2 RAMp. 2',
      '2.1 Solid-state drivesp. 3',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete 1 Memory' }));
    expect(screen.queryByRole('list', { name: 'Subtopics of 1 Memory' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Undo/ }));
    expect(subtopicTitles('1 Memory')).toEqual([
      '1.1 Cachep. 1',
      '1.2 RAMp. 2',
      '2.1 Solid-state drivesp. 3',
    ]);

    vi.mocked(saveOutline).mockResolvedValue(path);
    fireEvent.click(screen.getByRole('button', { name: 'Start studying' }));
    expect(vi.mocked(saveOutline).mock.calls).toEqual([
      [
        'p1',
        {
          topics: [
            { id: 't1', title: '1 Memory', merge: ['t2'] },
            { id: 't3', title: '3 Buses', merge: [] },
          ],
        },
      ],
    ]);
  });
});

describe('names count characters as the server does (an emoji is one, not two UTF-16 units)', () => {
  const emoji = (n: number) => '📚'.repeat(n);
  const max = OWN_MATERIAL_LIMITS.titleMax;

  async function sentName(typed: string) {
    vi.mocked(sendMaterial).mockResolvedValue({ studyPath: path, topicsAdded: 3 });
    render(<OwnMaterialDialog open onOpenChange={() => undefined} onDone={() => undefined} />);
    const input = screen.getByLabelText(/Path name/) as HTMLInputElement;
    // a browser's maxLength counts UTF-16 units: it would stop these names at half their length
    expect(input.maxLength).toBe(-1);
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.change(screen.getByLabelText(/Or paste text/), { target: { value: '# Notes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Build my path' }));
    await screen.findByRole('list', { name: 'Topics' });
    return vi.mocked(sendMaterial).mock.calls[0]?.[1].name;
  }

  it(`a path name of ${max} emoji is sent whole`, async () => {
    expect(await sentName(emoji(max))).toBe(emoji(max));
  });

  it(`a path name of ${max + 1} emoji stops at ${max}`, async () => {
    expect(await sentName(emoji(max + 1))).toBe(emoji(max));
  });

  it(`a topic title keeps ${max} emoji and stops at ${max}`, async () => {
    await editor();
    const title = screen.getByRole('textbox', { name: 'Topic 1 title' }) as HTMLInputElement;
    expect(title.maxLength).toBe(-1);
    fireEvent.change(title, { target: { value: emoji(max) } });
    expect(title.value).toBe(emoji(max));
    fireEvent.change(title, { target: { value: emoji(max + 1) } });
    expect(title.value).toBe(emoji(max));
  });
});
