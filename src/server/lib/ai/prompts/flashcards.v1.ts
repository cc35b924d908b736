import { definePrompt } from './render';

export const flashcardsPrompt = definePrompt({
  id: 'flashcards',
  version: 1,
  system: `You write concise, accurate flashcards for spaced-repetition study.`,
  user: `Write {{count}} flashcards on the topic below for a {{level}} learner.
- "front": a term, question or cloze sentence with "_____" for the blank (under 25 words).
- "back": the answer, complete but short (under 40 words).
- Base the cards on the topic material when it is given; cover its key terms first; no duplicates.

{{topic}}`,
});
