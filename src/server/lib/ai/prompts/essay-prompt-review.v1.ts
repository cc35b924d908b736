import { definePrompt } from './render';

export const essayPromptReviewPrompt = definePrompt({
  id: 'essay-prompt-review',
  version: 1,
  system: `You review essay prompts written by students before they start writing. A prompt is approved when a student could write a focused essay from it.`,
  user: `Review the essay prompt below.

Approve it ("approved": true) only if it:
- sets a task (e.g. discuss, evaluate, compare, argue) or asks a real question,
- names a specific topic,
- is long and clear enough to guide an essay (not a few vague words),
- fits the essay settings where they are given.

In "feedback" (2 to 4 sentences) say what works and, if not approved, exactly what is missing and how to fix it, with a short example.

Essay settings: type {{essayType}}, style {{writingStyle}}, length {{targetLength}}, audience {{audience}}, tone {{tone}}.

{{prompt}}`,
});
