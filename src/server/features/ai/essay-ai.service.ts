/**
 * The essay and research AI use cases (spec 2 §7, spec 3 §7): each charges a demo user one prompt once its input
 * is valid (and, where it reads the user's essay, owned), then asks the engine. The prompt is spent once the model
 * was called: none of these gives it back. Each returns its answer with the demo's prompts-used count.
 */
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import type { AiCallOptions } from '../../lib/ai/types';
import type {
  askRequestSchema,
  essayPromptReviewRequestSchema,
  extractSectionsRequestSchema,
  researchRequestSchema,
  thesisReviewRequestSchema,
  writingHelperChatRequestSchema,
  writingSuggestionRequestSchema,
} from '../../../shared/schemas/ai-http';
import { metered, type MeteredUser } from './prompt-meter';
import { chatEvidence, essayArticles, essayEvidence } from './essay-evidence';
import { toArticleContexts, toEssayContext, toHistory } from './essay-context';

type Input<S extends z.ZodType> = z.output<S>;

export async function askQuestion(
  deps: AppDeps,
  user: MeteredUser,
  input: Input<typeof askRequestSchema>,
  options: AiCallOptions = {},
) {
  return metered(deps.promptMeter, user, async () => {
    const result = await deps.ai.writingHelperChat(
      { message: input.question, essay: toEssayContext(input.currentEssay) },
      options,
    );
    return { answer: result.response, category: result.category, categoryName: result.categoryName };
  });
}

export async function reviewEssayPrompt(
  deps: AppDeps,
  user: MeteredUser,
  input: Input<typeof essayPromptReviewRequestSchema>,
  options: AiCallOptions = {},
) {
  return metered(deps.promptMeter, user, () =>
    deps.ai.reviewEssayPrompt({ prompt: input.prompt, essayMetadata: input.essayMetadata ?? {} }, options),
  );
}

export async function reviewThesis(
  deps: AppDeps,
  user: MeteredUser,
  input: Input<typeof thesisReviewRequestSchema>,
  options: AiCallOptions = {},
) {
  return metered(deps.promptMeter, user, async () => {
    const review = await deps.ai.reviewThesis(
      {
        thesis: input.thesis,
        ...(input.essayType ? { essayType: input.essayType } : {}),
        prompt: input.prompt ?? '',
        brainstormIdeas: input.brainstorm_ideas ?? [],
      },
      options,
    );
    return { ...review, reviewed_at: deps.now().toISOString() };
  });
}

/** The writing helper's chat; a drafting question gets passages of the essay's stored, analysed articles. */
export async function writingHelperChat(
  deps: AppDeps,
  user: MeteredUser,
  input: Input<typeof writingHelperChatRequestSchema>,
  options: AiCallOptions = {},
) {
  const essay = toEssayContext(input.currentEssay);
  // the evidence comes from the essay's stored articles (not from what the client claims); it is read before
  // the charge, so a foreign essay costs nothing
  const evidence = await chatEvidence(
    deps,
    user.id,
    input.currentEssay?.id,
    essay,
    input.message,
    input.category,
    input.citationStyle ?? 'apa',
  );
  return metered(deps.promptMeter, user, async () => {
    const result = await deps.ai.writingHelperChat(
      {
        message: input.message,
        essay,
        history: toHistory(input.conversationHistory),
        savedArticles: await essayArticles(
          deps,
          user.id,
          input.currentEssay?.id,
          toArticleContexts(input.savedArticles),
        ),
        evidence,
        ...(input.category ? { category: input.category } : {}),
      },
      options,
    );
    return {
      success: true,
      response: result.response,
      category: result.category,
      categoryName: result.categoryName,
    };
  });
}

/** A suggestion for one essay section, with the evidence cards of the essay's stored, analysed articles. */
export async function suggestWriting(
  deps: AppDeps,
  user: MeteredUser,
  input: Input<typeof writingSuggestionRequestSchema>,
  options: AiCallOptions = {},
) {
  const essay = toEssayContext(input.currentEssay);
  const outlinePoint = input.outlinePoint ?? '';
  const evidence = input.currentEssay?.id
    ? await essayEvidence(
        deps,
        user.id,
        input.currentEssay.id,
        essay,
        input.sectionType,
        outlinePoint,
        input.citationStyle ?? 'apa',
      )
    : [];
  return metered(deps.promptMeter, user, async () => {
    const result = await deps.ai.suggestWriting(
      {
        sectionType: input.sectionType,
        essay,
        savedArticles: await essayArticles(
          deps,
          user.id,
          input.currentEssay?.id,
          toArticleContexts(input.savedArticles),
        ),
        existingContent: input.existingContent ?? '',
        evidence,
        outlinePoint,
      },
      options,
    );
    return {
      success: true,
      suggestion: result.suggestion,
      // A provider writes prose (older engines say nothing); the offline coach says `coach`.
      mode: result.mode ?? 'prose',
      questions: result.questions ?? [],
      plan: result.plan ?? [],
      // What the citation check removed from a provider's prose, said to the student.
      ...(result.note ? { note: result.note } : {}),
      evidence,
    };
  });
}

const researchContext = (input: Input<typeof researchRequestSchema>) => ({
  prompt: input.prompt ?? '',
  ideas: input.ideas ?? [],
  thesis: input.thesis ?? '',
});

export async function searchKeywords(
  deps: AppDeps,
  user: MeteredUser,
  input: Input<typeof researchRequestSchema>,
  options: AiCallOptions = {},
) {
  const context = researchContext(input);
  return metered(deps.promptMeter, user, () => deps.ai.searchKeywords(context, options));
}

export async function detectDomains(
  deps: AppDeps,
  user: MeteredUser,
  input: Input<typeof researchRequestSchema>,
  options: AiCallOptions = {},
) {
  const context = researchContext(input);
  return metered(deps.promptMeter, user, () => deps.ai.detectDomains(context, options));
}

/** The sections of an article's extracted text. */
export async function extractSections(
  deps: AppDeps,
  user: MeteredUser,
  input: Input<typeof extractSectionsRequestSchema>,
  options: AiCallOptions = {},
) {
  return metered(deps.promptMeter, user, async () => {
    const result = await deps.ai.extractSections(
      {
        extractedText: input.extractedText,
        prompt: input.prompt ?? '',
        thesis: input.thesis ?? '',
        brainstormIdeas: input.brainstormIdeas ?? [],
      },
      options,
    );
    return { success: true, sections: result.sections };
  });
}
