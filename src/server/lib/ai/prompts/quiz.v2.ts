import { definePrompt } from './render';

export const quizPrompt = definePrompt({
  id: 'quiz',
  version: 1,
  system: `You write accurate multiple-choice quiz questions that help students check their understanding of a study topic.`,
  user: `Write {{count}} multiple-choice questions on the topic below for a {{level}} learner.
- Base the questions on the topic material when it is given; otherwise on well-established knowledge of the topic.
- Each question has 4 options, exactly one correct; distractors must be plausible but clearly wrong.
- "answerIndex" is the 0-based index of the correct option and "answer" repeats that option's text exactly.
- "explanation": one or two sentences on why the answer is right.
- Mix recall, understanding and application questions.

{{topic}}`,
});
