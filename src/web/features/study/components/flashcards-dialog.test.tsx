// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Flashcard, FlashcardRating } from '../../../../shared/schemas/study';
import { studyApi } from '../api/study-api';
import { FlashcardsDialog } from './flashcards-dialog';

const schedule = {
  again: '2026-11-22T20:10:00.000Z',
  hard: '2026-11-22T20:15:00.000Z',
  good: '2026-11-24T20:00:00.000Z',
  easy: '2026-11-30T20:00:00.000Z',
};
const card = (id: string, front: string): Flashcard => ({
  id,
  studyPathId: 'p',
  topicId: 't',
  topicTitle: 'Ports',
  front,
  back: `${front} back`,
  state: 'new',
  due: '2026-11-22T20:00:00.000Z',
  lastReview: null,
  reps: 0,
  lapses: 0,
  scheduledDays: 0,
  schedule,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDialog(cards: Flashcard[]) {
  // the server's answer: Again/Hard keep a new card learning (short-term step), Good/Easy graduate it
  vi.spyOn(studyApi, 'review').mockImplementation(async (id: string, rating: FlashcardRating) => {
    const before = cards.find((c) => c.id === id)!;
    const learning = rating === 'again' || rating === 'hard';
    return {
      card: {
        ...before,
        state: learning ? 'learning' : 'review',
        reps: before.reps + 1,
        due: schedule[rating],
      },
    };
  });
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <FlashcardsDialog
        open
        onOpenChange={() => undefined}
        title="Due cards"
        cards={cards}
        onReviewed={() => undefined}
      />
    </QueryClientProvider>,
  );
}

const front = () => screen.getByTestId('flashcard-front').textContent;
async function rate(label: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
  await waitFor(() => expect(screen.queryByTestId('flashcard-back')).toBeNull());
}

describe('the flashcards dialog', () => {
  it('brings a card rated Again back later in the same session; a card rated Good does not return', async () => {
    renderDialog([card('a', 'SSH port'), card('b', 'RDP port')]);
    expect(front()).toBe('SSH port');
    expect(screen.getByText('Card 1 of 2')).toBeTruthy();
    await rate('Again');
    expect(front()).toBe('RDP port');
    expect(screen.getByText('Card 2 of 3')).toBeTruthy();
    await rate('Good');
    // the card rated Again is back
    expect(front()).toBe('SSH port');
    expect(screen.getByText('Card 3 of 3')).toBeTruthy();
    await rate('Good');
    expect(screen.getByText('All cards reviewed. Nice work!')).toBeTruthy();
    expect(studyApi.review).toHaveBeenCalledTimes(3);
  });
});
