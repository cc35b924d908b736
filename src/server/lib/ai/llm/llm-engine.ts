/**
 * Task handlers backed by a language model through the Vercel AI SDK, one module per task group (as the offline
 * engine is): study, writing, research.
 */
import type { TaskHandlers } from '../task-handlers';
import { researchTasks } from './research-tasks';
import { studyTasks } from './study-tasks';
import type { LlmEngineOptions, LlmTaskContext } from './task-context';
import { writingTasks } from './writing-tasks';

export type { LlmEngineOptions } from './task-context';

export function createLlmHandlers(options: LlmEngineOptions): TaskHandlers {
  const context: LlmTaskContext = {
    options,
    common: { model: options.model, maxRetries: options.maxRetries ?? 2 },
    maxArticleChars: options.maxArticleChars ?? 120_000,
  };
  return { ...studyTasks(context), ...writingTasks(context), ...researchTasks(context) };
}
