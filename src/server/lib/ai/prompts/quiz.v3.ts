import { definePrompt } from './render';

/**
 * v2: fill-in-the-blank questions copied from the material, checked afterwards by lib/ai/quiz/guard. v3: the learning
 * mode's style (which sentences to ask about; the question's form stays).
 */
export const quizPrompt = definePrompt({
  id: 'quiz',
  version: 3,
  system: `You write accurate fill-in-the-blank quiz questions that help students check their understanding of a study topic.`,
  user: `Write {{count}} multiple-choice fill-in-the-blank questions on the topic below for a {{level}} learner.
- "question": "Fill in the blank: " followed by one sentence copied word for word from the topic material, in which one
  whole noun phrase (e.g. "apical pulse", "RAID 5") or one number with its unit (e.g. "60 beats per minute", the "3389" of
  "port 3389") is replaced by "_____". Blank nothing else: not part of a phrase, not a verb.
- "answer": exactly the text that was replaced, with its capitals ("RAID", "NCLEX-RN").
- "options": 4 options, the answer and 3 wrong ones. Each wrong option is another phrase copied from the material of the
  same kind: another port number for a port number, another vital sign for a vital sign, singular for singular. No wrong
  option may appear in the question's sentence (it would be right too).
- "answerIndex" is the 0-based index of the answer in "options".
- "explanation": one or two sentences on why the answer is right.
- Each question uses a different sentence.
{{modeStyle}}

{{topic}}`,
});
