/**
 * The built-in offline engine: deterministic NLP, no model weights, no network.
 */
import type { AiCitation, AiStreamEvent, AnswerConfidence } from '../../../../shared/schemas/ai';
import type { TaskHandlers } from '../task-handlers';
import { answerStudyChat, topicWelcomeText } from './chat';
import { writingHelperOffline } from './writing-chat';
import { coachSection } from './writing-coach';
import { analyzeRelationOffline, detectDomains, searchKeywordsOffline } from './research';
import { buildQuickActionOffline } from './quick-actions';
import { reviewPromptOffline, reviewThesisOffline } from './review';
import { extractSectionsOffline } from './sections';
import { buildFlashcardsOffline, buildQuizOffline, buildStudyPathOffline } from './study';

export const OFFLINE_LABEL = 'Offline tutor';

/** Streams ready text as content events of a few words each, honouring an abort between chunks. */
export async function* streamText(
  thinking: string,
  produce: () => { text: string; citations?: AiCitation[]; confidence?: AnswerConfidence },
  signal?: AbortSignal,
): AsyncGenerator<AiStreamEvent> {
  if (signal?.aborted) return;
  yield { type: 'thinking', message: thinking };
  let answer: { text: string; citations?: AiCitation[]; confidence?: AnswerConfidence };
  try {
    answer = produce();
  } catch (e) {
    yield { type: 'error', message: e instanceof Error ? e.message : 'The offline tutor could not answer.' };
    return;
  }
  const pieces = answer.text.match(/\S+\s*|\s+/g) ?? [];
  for (let i = 0; i < pieces.length; i += 4) {
    if (signal?.aborted) return;
    yield { type: 'content', text: pieces.slice(i, i + 4).join('') };
  }
  if (signal?.aborted) return;
  yield {
    type: 'complete',
    fullResponse: answer.text,
    ...(answer.citations && answer.citations.length ? { citations: answer.citations } : {}),
    ...(answer.confidence ? { confidence: answer.confidence } : {}),
  };
}

export function createOfflineHandlers(): TaskHandlers {
  return {
    studyChat: (input, signal) =>
      streamText(
        input.topic ? `Looking through the ${input.topic.title} material…` : 'Thinking…',
        () => answerStudyChat(input),
        signal,
      ),
    topicWelcome: (input, signal) =>
      streamText(
        `Preparing an introduction to ${input.topic.title}…`,
        () => ({ text: topicWelcomeText(input) }),
        signal,
      ),
    writingHelperChat: async (input) => writingHelperOffline(input),
    reviewEssayPrompt: async (input) => reviewPromptOffline(input.prompt, input.essayMetadata),
    reviewThesis: async (input) => reviewThesisOffline(input),
    suggestWriting: async (input) =>
      coachSection(input.sectionType, input.essay, input.evidence, input.existingContent, input.outlinePoint),
    detectDomains: async (input) => detectDomains(input),
    searchKeywords: async (input) => searchKeywordsOffline(input),
    extractSections: async (input) => ({
      sections: extractSectionsOffline(input.extractedText, {
        prompt: input.prompt,
        thesis: input.thesis,
        brainstormIdeas: input.brainstormIdeas,
      }),
    }),
    analyzeRelation: async (input) => analyzeRelationOffline(input),
    generateQuiz: async (input) => buildQuizOffline(input.topic, input.count, input.level, input.pathTopics),
    generateFlashcards: async (input) => buildFlashcardsOffline(input.topic, input.count),
    generateStudyPath: async (input) => buildStudyPathOffline(input),
    buildQuickAction: async (input) => buildQuickActionOffline(input),
  };
}
