/** Essay writing tasks with a model: the helper chat, prompt and thesis reviews, writing suggestions. */
import {
  WRITING_HELPER_CATEGORY_NAMES,
  essayPromptReviewSchema,
  thesisReviewSchema,
  writingHelperOutputSchema,
} from '../../../../shared/schemas/ai';
import { essayPromptReviewPrompt } from '../prompts/essay-prompt-review.v1';
import { dataBlock, dataList } from '../prompts/render';
import { thesisReviewPrompt } from '../prompts/thesis-review.v1';
import { writingHelperPrompt } from '../prompts/writing-helper.v1';
import type { TaskHandlers } from '../task-handlers';
import { suggestWritingWithModel } from './writing-suggestion';
import { generateStructured } from './structured';
import type { LlmTaskContext } from './task-context';
import { articlesBlock, essayBlock, orNone, system, userTurn } from './prompt-context';
import { wire } from './wire';

export function writingTasks({
  common,
}: LlmTaskContext): Pick<
  TaskHandlers,
  'writingHelperChat' | 'reviewEssayPrompt' | 'reviewThesis' | 'suggestWriting'
> {
  return {
    writingHelperChat: (input, signal) =>
      generateStructured({
        ...common,
        task: 'writing-helper',
        system: system(writingHelperPrompt),
        messages: userTurn(writingHelperPrompt, {
          categoryHint: input.category
            ? `The student's interface suggests the category "${input.category}".`
            : '',
          essay: essayBlock(input.essay),
          articles: articlesBlock(input.savedArticles, false),
          history: dataBlock(
            'conversation',
            input.history
              .slice(-6)
              .map((t) => `${t.role}: ${t.content}`)
              .join('\n') || '(none)',
          ),
          message: dataBlock('question', input.message),
        }),
        wireSchema: wire.writingHelper,
        finalize: (w) => ({
          response: w.response.trim(),
          category: w.category,
          categoryName: WRITING_HELPER_CATEGORY_NAMES[w.category],
        }),
        outputSchema: writingHelperOutputSchema,
        ...(signal ? { signal } : {}),
      }),

    reviewEssayPrompt: (input, signal) => {
      const m = input.essayMetadata;
      return generateStructured({
        ...common,
        task: 'essay-prompt-review',
        system: system(essayPromptReviewPrompt),
        messages: userTurn(essayPromptReviewPrompt, {
          essayType: m.essayType ?? 'academic',
          writingStyle: m.writingStyle ?? 'not set',
          targetLength: m.targetLength ?? 'not set',
          audience: m.audience ?? 'general',
          tone: m.tone ?? 'not set',
          prompt: dataBlock('essay_prompt', input.prompt),
        }),
        wireSchema: wire.promptReview,
        finalize: (w) => ({ approved: w.approved, feedback: w.feedback.trim() }),
        outputSchema: essayPromptReviewSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      });
    },

    reviewThesis: (input, signal) =>
      generateStructured({
        ...common,
        task: 'thesis-review',
        system: system(thesisReviewPrompt),
        messages: userTurn(thesisReviewPrompt, {
          essayType: input.writingStyle ?? input.essayType ?? 'academic',
          prompt: orNone('essay_prompt', input.prompt),
          thesis: dataBlock('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', input.brainstormIdeas),
        }),
        wireSchema: wire.thesisReview,
        finalize: (w) => w,
        outputSchema: thesisReviewSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      }),

    suggestWriting: (input, signal) =>
      suggestWritingWithModel(common, input, essayBlock(input.essay), signal),
  };
}
