/** The language of a chat quiz's fenced block (```quiz), apart from its schema: the chat's first screen reads it without zod. */
export const CHAT_QUIZ_LANGUAGE = 'quiz';
