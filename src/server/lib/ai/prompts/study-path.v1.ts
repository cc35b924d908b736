import { definePrompt } from './render';

export const studyPathPrompt = definePrompt({
  id: 'study-path',
  version: 1,
  system: `You are a curriculum designer who builds focused self-study paths for students.`,
  user: `Design a custom study path for the learner below.
- "name": a short, specific name (under 60 characters).
- "description": one or two sentences on what the path covers.
- "topics": {{maxTopics}} topics at most (at least 3), in the order they should be studied, prerequisites first; each with "title" (under 60 characters), "summary" (one sentence), "level" ("beginner", "intermediate" or "advanced") and "estimatedMinutes" (15 to 180).
- Fit the path to the {{difficulty}} level: beginner paths start from foundations; advanced paths skip basics.

Domain: {{domain}}. Difficulty: {{difficulty}}.

{{description}}`,
});
