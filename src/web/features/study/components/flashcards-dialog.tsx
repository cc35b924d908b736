import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Flashcard, FlashcardRating } from '../../../../shared/schemas/study';
import { FLASHCARD_RATINGS } from '../../../../shared/schemas/study';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { studyApi } from '../api/study-api';
import { formatDueIn } from '../lib/due-in';
import { STUDY_TOOLS_COPY } from '../tools-messages';
import { STUDY_MESSAGES } from '../../../../shared/messages/study';

const RATING_LABEL: Record<FlashcardRating, string> = STUDY_TOOLS_COPY.ratings;

export interface FlashcardsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  cards: Flashcard[];
  onReviewed: () => void;
}

/** A card the scheduler keeps in a short learning step (Again/Hard while new, Again in review) is shown again. */
const staysInSession = (card: Flashcard) => card.state === 'learning' || card.state === 'relearning';

/**
 * Build Flashcards / due queue: one card at a time, flip, then rate Again/Hard/Good/Easy with the schedule preview.
 * A card rated into a learning step goes back to the end of the session's queue, with its new schedule.
 */
export function FlashcardsDialog({ open, onOpenChange, title, cards, onReviewed }: FlashcardsDialogProps) {
  const [queue, setQueue] = useState<Flashcard[]>(cards);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  // a new set of cards starts a new session (compared by ids: the parent may pass a fresh empty array each render)
  const ids = cards.map((c) => c.id).join(' ');
  useEffect(() => {
    setQueue(cards);
    setIndex(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  const card = queue[index];
  const review = useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: FlashcardRating }) => studyApi.review(id, rating),
    onSuccess: ({ card: updated }) => {
      setFlipped(false);
      if (staysInSession(updated)) setQueue((q) => [...q, updated]);
      setIndex((i) => i + 1);
      onReviewed();
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setQueue(cards);
          setIndex(0);
          setFlipped(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent width="2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {card
              ? STUDY_TOOLS_COPY.cardOf(index + 1, queue.length)
              : queue.length === 0
                ? STUDY_TOOLS_COPY.noCardsToReview
                : STUDY_TOOLS_COPY.allCardsReviewedNice}
          </DialogDescription>
        </DialogHeader>
        {card ? (
          <div className="flex flex-col gap-4">
            <div className="min-h-40 rounded-xl border border-border bg-background p-5" aria-live="polite">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {card.topicTitle}
              </p>
              <p className="mt-2 text-base font-medium" data-testid="flashcard-front">
                {card.front}
              </p>
              {flipped ? (
                <p className="mt-4 border-t border-border pt-4 text-sm" data-testid="flashcard-back">
                  {card.back}
                </p>
              ) : null}
            </div>
            {flipped ? (
              <div
                className="grid grid-cols-2 gap-2 sm:grid-cols-4"
                role="group"
                aria-label={STUDY_TOOLS_COPY.rateYourRecall}
              >
                {FLASHCARD_RATINGS.map((rating) => (
                  <Button
                    key={rating}
                    variant={rating === 'good' ? 'primary' : 'outline'}
                    className="h-auto flex-col py-2"
                    disabled={review.isPending}
                    onClick={() => review.mutate({ id: card.id, rating })}
                  >
                    <span>{RATING_LABEL[rating]}</span>
                    <span className="text-xs font-normal opacity-80">
                      {formatDueIn(card.schedule[rating])}
                    </span>
                  </Button>
                ))}
              </div>
            ) : (
              <Button onClick={() => setFlipped(true)}>{STUDY_TOOLS_COPY.showAnswer}</Button>
            )}
            {review.isError ? (
              <Alert>{errorMessage(review.error, STUDY_TOOLS_COPY.theReviewCouldNot)}</Alert>
            ) : null}
          </div>
        ) : (
          <Button onClick={() => onOpenChange(false)}>{STUDY_MESSAGES.close}</Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
