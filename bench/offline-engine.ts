/**
 * Timing of every offline task, for the benchmark runner (bench/run.ts):
 *
 *   import { benchmarkOfflineEngine } from './offline-engine';
 *   import { buildLongEssayText, buildLongPaper } from '../src/testing/fixtures/long-inputs';
 *   import { NURSING_PROMPT, NURSING_THESIS, NURSING_IDEAS } from '../src/testing/fixtures/essays';
 *   const rows = await benchmarkOfflineEngine({ longText: buildLongEssayText(5000), paperText: buildLongPaper(30),
 *     prompt: NURSING_PROMPT, thesis: NURSING_THESIS, ideas: NURSING_IDEAS });
 *   console.table(rows);  // budget: each task < 50 ms on 5,000 words; sections < 300 ms on 30 pages
 */
import { createAiEngine } from '../src/server/lib/ai/engine';
import { collectEvents } from '../src/server/lib/ai/sse';

export interface OfflineBenchInputs {
  /** About 5,000 words of prose (essay or topic material). */
  longText: string;
  /** A long paper as extracted from a PDF (about 30 pages). */
  paperText: string;
  prompt: string;
  thesis: string;
  ideas: string[];
}

export interface OfflineBenchRow {
  task: string;
  inputWords: number;
  medianMs: number;
  maxMs: number;
  /** The budget the task is meant to stay within. */
  budgetMs: number;
}

export async function benchmarkOfflineEngine(
  inputs: OfflineBenchInputs,
  options: { iterations?: number } = {},
): Promise<OfflineBenchRow[]> {
  const iterations = options.iterations ?? 5;
  const ai = createAiEngine({ provider: 'offline' });
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  const essay = {
    title: 'Bench essay',
    prompt: inputs.prompt,
    thesis: inputs.thesis,
    ideas: inputs.ideas,
    sections: { introduction: '', body: inputs.longText, conclusion: '' },
  };
  const topic = {
    title: 'Bench topic',
    summary: 'A long topic.',
    content: inputs.longText,
    sources: [{ title: 'Bench source' }],
  };
  const article = { title: 'Bench article', abstract: '', relevanceScore: 5, sections: [] };
  const tasks: Array<{ task: string; text: string; budgetMs: number; run: () => Promise<unknown> }> = [
    {
      task: 'studyChat',
      text: inputs.longText,
      budgetMs: 50,
      run: () => collectEvents(ai.studyChat({ message: 'What is missed nursing care?', topic })),
    },
    {
      // a two-part question in the student's own words: split, each part retrieved with WordNet relatives
      task: 'studyChat (two-part, paraphrase)',
      text: inputs.longText,
      budgetMs: 50,
      run: () =>
        collectEvents(
          ai.studyChat({
            message: 'Why do nurses skip care when wards are busy, and what happens to patients?',
            topic,
          }),
        ),
    },
    {
      task: 'topicWelcome',
      text: inputs.longText,
      budgetMs: 50,
      run: () => collectEvents(ai.topicWelcome({ topic })),
    },
    {
      task: 'writingHelperChat',
      text: inputs.longText,
      budgetMs: 50,
      run: () => ai.writingHelperChat({ message: 'Grade my writing', essay }),
    },
    {
      task: 'reviewEssayPrompt',
      text: inputs.longText,
      budgetMs: 50,
      run: () => ai.reviewEssayPrompt({ prompt: inputs.longText.slice(0, 10_000) }),
    },
    {
      task: 'reviewThesis',
      text: inputs.thesis,
      budgetMs: 50,
      run: () =>
        ai.reviewThesis({ thesis: inputs.thesis, prompt: inputs.prompt, brainstormIdeas: inputs.ideas }),
    },
    {
      task: 'suggestWriting',
      text: inputs.longText,
      budgetMs: 50,
      run: () =>
        ai.suggestWriting({
          sectionType: 'body',
          essay,
          savedArticles: [{ ...article, abstract: inputs.longText.slice(0, 20_000) }],
          existingContent: inputs.longText,
        }),
    },
    {
      task: 'detectDomains',
      text: inputs.longText,
      budgetMs: 50,
      run: () =>
        ai.detectDomains({
          prompt: inputs.longText.slice(0, 10_000),
          thesis: inputs.thesis,
          ideas: inputs.ideas,
        }),
    },
    {
      task: 'searchKeywords',
      text: inputs.longText,
      budgetMs: 50,
      run: () =>
        ai.searchKeywords({
          prompt: inputs.longText.slice(0, 10_000),
          thesis: inputs.thesis,
          ideas: inputs.ideas,
        }),
    },
    {
      task: 'analyzeRelation',
      text: inputs.longText,
      budgetMs: 50,
      run: () =>
        ai.analyzeRelation({
          article: { title: 'Bench', text: inputs.longText },
          prompt: inputs.prompt,
          thesis: inputs.thesis,
          brainstormIdeas: inputs.ideas,
        }),
    },
    {
      task: 'generateQuiz',
      text: inputs.longText,
      budgetMs: 50,
      run: () => ai.generateQuiz({ topic, count: 10 }),
    },
    {
      task: 'generateFlashcards',
      text: inputs.longText,
      budgetMs: 50,
      run: () => ai.generateFlashcards({ topic, count: 20 }),
    },
    {
      task: 'generateStudyPath',
      text: inputs.prompt,
      budgetMs: 50,
      run: () => ai.generateStudyPath({ description: inputs.prompt, domain: 'nursing' }),
    },
    {
      task: 'extractSections',
      text: inputs.paperText,
      budgetMs: 300,
      run: () =>
        ai.extractSections({
          extractedText: inputs.paperText,
          prompt: inputs.prompt,
          thesis: inputs.thesis,
          brainstormIdeas: inputs.ideas,
        }),
    },
  ];
  const rows: OfflineBenchRow[] = [];
  for (const t of tasks) {
    await t.run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const start = performance.now();
      await t.run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    rows.push({
      task: t.task,
      inputWords: words(t.text),
      medianMs: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 10) / 10,
      maxMs: Math.round((times[times.length - 1] ?? 0) * 10) / 10,
      budgetMs: t.budgetMs,
    });
  }
  return rows;
}
