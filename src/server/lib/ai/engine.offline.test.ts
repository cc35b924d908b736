/**
 * Contract tests of the offline engine through the public factory: every task validates its input,
 * returns schema-valid output, is deterministic, and streams follow the event protocol.
 */
import { Hono } from 'hono';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aiStreamEventSchema,
  customStudyPathSchema,
  domainDetectionSchema,
  essayPromptReviewSchema,
  flashcardsSchema,
  quizSchema,
  relationAnalysisSchema,
  searchKeywordsSchema,
  sectionExtractionSchema,
  thesisReviewSchema,
  writingHelperOutputSchema,
  writingSuggestionSchema,
  type AiStreamEvent,
} from '../../../shared/schemas/ai';
import {
  FLUID_BALANCE_TOPIC,
  NURSING_ESSAY,
  NURSING_IDEAS,
  NURSING_PROMPT,
  NURSING_THESIS,
} from '../../../testing/fixtures/essays';
import { NURSE_STAFFING_PAPER } from '../../../testing/fixtures/papers/nurse-staffing-paper';
import { createAiEngine } from './engine';
import { AiInputError } from './errors';
import { collectEvents, parseSseEvents, streamAiEvents } from './sse';
import type { AiEngine } from './types';

const ai = createAiEngine({ provider: 'offline' });

const CASES: Array<{
  name: string;
  run: (ai: AiEngine) => Promise<unknown>;
  schema: { safeParse: (v: unknown) => { success: boolean } };
  bad: (ai: AiEngine) => Promise<unknown>;
}> = [
  {
    name: 'writingHelperChat',
    run: (e) => e.writingHelperChat({ message: 'Grade my writing', essay: NURSING_ESSAY }),
    schema: writingHelperOutputSchema,
    bad: (e) => e.writingHelperChat({ message: '' }),
  },
  {
    name: 'reviewEssayPrompt',
    run: (e) => e.reviewEssayPrompt({ prompt: NURSING_PROMPT }),
    schema: essayPromptReviewSchema,
    bad: (e) => e.reviewEssayPrompt({ prompt: '  ' }),
  },
  {
    name: 'reviewThesis',
    run: (e) =>
      e.reviewThesis({ thesis: NURSING_THESIS, prompt: NURSING_PROMPT, brainstormIdeas: NURSING_IDEAS }),
    schema: thesisReviewSchema,
    bad: (e) => e.reviewThesis({ thesis: '' }),
  },
  {
    name: 'suggestWriting',
    run: (e) => e.suggestWriting({ sectionType: 'body', essay: NURSING_ESSAY }),
    schema: writingSuggestionSchema,
    bad: (e) => e.suggestWriting({ sectionType: 'appendix' as 'body' }),
  },
  {
    name: 'detectDomains',
    run: (e) => e.detectDomains({ prompt: NURSING_PROMPT }),
    schema: domainDetectionSchema,
    bad: (e) => e.detectDomains({ prompt: ' ', thesis: '', ideas: [] }),
  },
  {
    name: 'searchKeywords',
    run: (e) => e.searchKeywords({ prompt: NURSING_PROMPT, thesis: NURSING_THESIS, ideas: NURSING_IDEAS }),
    schema: searchKeywordsSchema,
    bad: (e) => e.searchKeywords({}),
  },
  {
    name: 'extractSections',
    run: (e) => e.extractSections({ extractedText: NURSE_STAFFING_PAPER, prompt: NURSING_PROMPT }),
    schema: sectionExtractionSchema,
    bad: (e) => e.extractSections({ extractedText: '' }),
  },
  {
    name: 'analyzeRelation',
    run: (e) =>
      e.analyzeRelation({
        article: { title: 'Nurse staffing', text: NURSE_STAFFING_PAPER },
        prompt: NURSING_PROMPT,
      }),
    schema: relationAnalysisSchema,
    bad: (e) => e.analyzeRelation({ prompt: NURSING_PROMPT } as never),
  },
  {
    name: 'generateQuiz',
    run: (e) => e.generateQuiz({ topic: FLUID_BALANCE_TOPIC, count: 5 }),
    schema: quizSchema,
    bad: (e) => e.generateQuiz({ topic: FLUID_BALANCE_TOPIC, count: 0 }),
  },
  {
    name: 'generateFlashcards',
    run: (e) => e.generateFlashcards({ topic: FLUID_BALANCE_TOPIC }),
    schema: flashcardsSchema,
    bad: (e) => e.generateFlashcards({ topic: { title: '' } }),
  },
  {
    name: 'generateStudyPath',
    run: (e) =>
      e.generateStudyPath({ description: 'Learn safe medication administration', domain: 'nursing' }),
    schema: customStudyPathSchema,
    bad: (e) => e.generateStudyPath({ description: 'x', difficulty: 'expert' as 'advanced' }),
  },
];

describe('offline engine', () => {
  it('identifies itself as the offline tutor', () => {
    expect(ai.kind).toBe('offline');
    expect(ai.label).toBe('Offline tutor');
    expect(ai.model).toBeNull();
  });

  describe.each(CASES)('$name', ({ run, schema, bad }) => {
    it('returns output that passes the task schema', async () => {
      const out = await run(ai);
      expect(schema.safeParse(out).success).toBe(true);
    });

    it('is deterministic', async () => {
      expect(await run(ai)).toEqual(await run(createAiEngine({ provider: 'offline' })));
    });

    it('rejects invalid input with AiInputError', async () => {
      await expect(bad(ai)).rejects.toBeInstanceOf(AiInputError);
    });
  });

  describe('streams', () => {
    const check = (events: AiStreamEvent[]) => {
      for (const e of events) expect(aiStreamEventSchema.safeParse(e).success).toBe(true);
      expect(events[0]?.type).toBe('thinking');
      const last = events.at(-1);
      expect(last?.type).toBe('complete');
      const text = events.map((e) => (e.type === 'content' ? e.text : '')).join('');
      expect(last && last.type === 'complete' ? last.fullResponse : '').toBe(text);
      expect(events.filter((e) => e.type === 'content').length).toBeGreaterThan(1);
    };

    it('study chat streams thinking → content… → complete, with citations when asked', async () => {
      const events = await collectEvents(
        ai.studyChat({ message: 'What is hypokalemia?', topic: FLUID_BALANCE_TOPIC, citeSources: true }),
      );
      check(events);
      const last = events.at(-1);
      expect(last?.type === 'complete' && last.citations?.map((c) => c.index)).toEqual([1]);
      expect(last?.type === 'complete' && last.confidence).toBe('high');
    });

    it('study chat without citations leaves them out', async () => {
      const events = await collectEvents(
        ai.studyChat({ message: 'What is hypokalemia?', topic: FLUID_BALANCE_TOPIC, citeSources: false }),
      );
      const last = events.at(-1);
      expect(last?.type === 'complete' && last.citations).toBeUndefined();
      expect(last?.type === 'complete' && last.fullResponse).not.toContain('[1]');
    });

    it('topic welcome streams the same protocol', async () => {
      check(await collectEvents(ai.topicWelcome({ topic: FLUID_BALANCE_TOPIC })));
    });

    it('validates stream input eagerly, before any event', () => {
      expect(() => ai.studyChat({ message: '' })).toThrow(AiInputError);
      expect(() => ai.topicWelcome({ topic: { title: '' } })).toThrow(AiInputError);
    });

    it('stops when the signal is aborted', async () => {
      const controller = new AbortController();
      const events: AiStreamEvent[] = [];
      for await (const e of ai.studyChat(
        { message: 'Summarize this topic', topic: FLUID_BALANCE_TOPIC },
        { signal: controller.signal },
      )) {
        events.push(e);
        if (events.filter((x) => x.type === 'content').length === 2) controller.abort();
      }
      expect(events.map((e) => e.type)).toEqual(['thinking', 'content', 'content']);
    });

    it('encodes as `data: {json}` SSE lines that parse back to the same events', async () => {
      const events = await collectEvents(ai.studyChat({ message: 'hello', topic: FLUID_BALANCE_TOPIC }));
      const res = await new Hono()
        .get('/', (c) => streamAiEvents(c, ai.studyChat({ message: 'hello', topic: FLUID_BALANCE_TOPIC })))
        .request('/');
      const text = await res.text();
      for (const block of text.split('\n\n').filter(Boolean)) expect(block).toMatch(/^data: \{.*\}$/);
      expect(parseSseEvents(text)).toEqual(events);
    });
  });
});

describe('offline engine robustness (property)', () => {
  // arbitrary text: words, numbers, punctuation, unicode, odd whitespace, heading-like lines
  const piece = fc.oneof(
    fc.constantFrom(
      'Abstract',
      '1 Introduction',
      'RESULTS',
      'Methods:',
      'nurse',
      'staffing',
      'is',
      'the',
      'a',
      '7%',
      'p < 0.05',
      'é',
      'ﬂ',
      '—',
      '\n',
      '\f',
      '  ',
      '.',
      '?',
      ',',
    ),
    fc.string({ maxLength: 12 }),
  );
  const text = fc.array(piece, { maxLength: 60 }).map((p) => p.join(' '));
  const nonBlank = text.filter((t) => t.trim().length > 0);

  it('never throws and always returns schema-valid output, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(nonBlank, text, fc.array(nonBlank, { maxLength: 4 }), async (a, b, ideas) => {
        const essay = {
          title: b,
          prompt: a,
          thesis: b,
          ideas,
          sections: { introduction: a, body: b, conclusion: a },
        };
        const topic = { title: a.slice(0, 300), summary: b, content: b };
        const outs = [
          await ai.reviewEssayPrompt({ prompt: a }),
          await ai.reviewThesis({ thesis: a, prompt: b, brainstormIdeas: ideas }),
          await ai.writingHelperChat({ message: a, essay }),
          await ai.suggestWriting({ sectionType: 'body', essay, existingContent: b }),
          await ai.detectDomains({ prompt: a, thesis: b, ideas }),
          await ai.searchKeywords({ prompt: a, thesis: b, ideas }),
          await ai.extractSections({ extractedText: a, prompt: b, brainstormIdeas: ideas }),
          await ai.analyzeRelation({
            article: { title: a, text: b },
            prompt: a,
            thesis: b,
            brainstormIdeas: ideas,
          }),
          await ai.generateQuiz({ topic }),
          await ai.generateFlashcards({ topic }),
          await ai.generateStudyPath({ description: a, domain: b.trim().slice(0, 40) || 'math' }),
        ];
        expect(outs).toHaveLength(11);
        const events = await collectEvents(
          ai.studyChat({ message: a, topic, history: [{ role: 'user', content: b }] }),
        );
        expect(events.at(-1)?.type).toBe('complete');
      }),
      { numRuns: 40 },
    );
  });
});
