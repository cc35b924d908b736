/**
 * A quiz inside a chat answer ('Quiz me'): a fenced ```quiz block whose JSON the web app renders as an interactive
 * quiz, so the answer key is shown only once the student has answered, never printed under the questions.
 */
import { z } from 'zod';
import { CHAT_QUIZ_LANGUAGE } from './chat-quiz-language';

export { CHAT_QUIZ_LANGUAGE };

export const chatQuizSchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().min(1).max(2_000),
        options: z.array(z.string().min(1).max(500)).min(2).max(6),
        answerIndex: z.number().int().min(0),
        explanation: z.string().max(2_000).default(''),
      }),
    )
    .min(1)
    .max(20),
});
export type ChatQuiz = z.infer<typeof chatQuizSchema>;

/** The fenced block for a chat answer. */
export function chatQuizBlock(quiz: ChatQuiz): string {
  return `\`\`\`${CHAT_QUIZ_LANGUAGE}\n${JSON.stringify(quiz)}\n\`\`\``;
}

/** The quiz of a block's text, or null when it is not a valid quiz. */
export function parseChatQuiz(text: string): ChatQuiz | null {
  try {
    const parsed = chatQuizSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.questions.every((q) => q.answerIndex < q.options.length)
      ? parsed.data
      : null;
  } catch {
    return null;
  }
}
