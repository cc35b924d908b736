/**
 * Retrieval-augmented study chat with a provider (issue 14): the prompt lists the passages numbered, the answer's
 * citations are checked when it completes. Run against the local OpenAI-compatible fake (real HTTP, real SSE).
 */
import { describe, expect, it } from 'vitest';
import type { AiCitation } from '../../../../shared/schemas/ai';
import { FLUID_BALANCE_TOPIC } from '../../../../testing/fixtures/essays';
import { useOpenAiCompatibleFake } from '../../../../testing/openai-compatible-suite';
import { collectEvents } from '../sse';
import { LEARNING_MODE_TUTORING } from '../../../../shared/study/quick-actions';
import { checkCitations, promptPassages } from './grounded-citations';
import { lessonSourceTitle } from '../offline/passages';

const passages: AiCitation[] = [1, 2, 3].map((n) => ({
  index: n,
  title: `Source ${n}`,
  passage: `Passage ${n} text.`,
  passageId: `p:${n}`,
}));

describe('checkCitations', () => {
  it('keeps valid citations, renumbered in the order the answer first cites them', () => {
    const out = checkCitations(
      'Sodium controls water distribution [3]. Potassium keeps the heart rhythm [1]. Both are electrolytes [3].',
      passages,
    );
    expect(out.fullResponse).toBe(
      'Sodium controls water distribution [1]. Potassium keeps the heart rhythm [2]. Both are electrolytes [1].',
    );
    expect(out.citations).toEqual([
      { ...passages[2], index: 1 },
      { ...passages[0], index: 2 },
    ]);
    expect(out.confidence).toBe('high');
  });

  it('strips invented citations (also inside a group) and lowers the confidence', () => {
    const out = checkCitations(
      'Sodium controls water distribution [2, 7]. Potassium keeps the heart rhythm [9].',
      passages,
    );
    expect(out.fullResponse).toBe(
      'Sodium controls water distribution [1]. Potassium keeps the heart rhythm.',
    );
    expect(out.citations).toEqual([{ ...passages[1], index: 1 }]);
    // half the sentences cited would be high; the invented ones take it down a level
    expect(out.confidence).toBe('medium');
    expect(
      checkCitations('Sodium controls water distribution [2]. Potassium keeps the heart rhythm.', passages)
        .confidence,
    ).toBe('high');
  });

  it('an answer citing nothing valid has low confidence and no sources; Markdown links are not citations', () => {
    const out = checkCitations(
      'See [the guide](https://example.org) for more about sodium levels [12].',
      passages,
    );
    expect(out.fullResponse).toBe('See [the guide](https://example.org) for more about sodium levels.');
    expect(out.citations).toEqual([]);
    expect(out.confidence).toBe('low');
  });

  it('with citations switched off the markers go but the confidence is still judged', () => {
    const out = checkCitations('Sodium controls water distribution [2].', passages, false);
    expect(out).toEqual({
      fullResponse: 'Sodium controls water distribution.',
      citations: [],
      confidence: 'high',
    });
  });
});

describe('study chat with a provider: retrieval-augmented over the passages', () => {
  const llm = useOpenAiCompatibleFake();
  const engine = llm.engine;
  const listed = promptPassages({ topic: FLUID_BALANCE_TOPIC, useSyllabus: true });
  const hypokalemia = listed.find((p) => p.passage?.startsWith('Hypokalemia'));

  it('lists the passages numbered and tells the model to answer only from them and cite [n]', async () => {
    llm.fake.reply({ kind: 'stream', chunks: ['Hypokalemia is a serum potassium below 3.5 mEq/L [4].'] });
    await collectEvents(
      engine().studyChat({ message: 'What is hypokalemia?', topic: FLUID_BALANCE_TOPIC, citeSources: true }),
    );
    const prompt = llm.fake.promptText(llm.fake.requests.at(-1) ?? llm.fake.requests[0]!);
    expect(hypokalemia?.index).toBe(4);
    expect(prompt).toContain(`[4] ${lessonSourceTitle(FLUID_BALANCE_TOPIC).title}`);
    expect(prompt).toContain('Hypokalemia is a serum potassium level below 3.5 mEq/L.');
    expect(prompt).toContain('Answer only from the numbered passages');
    expect(prompt).toContain('cite that passage as [n]');
  });

  it('keeps a valid citation (renumbered [1]) with its passage, and the streamed text is corrected on completion', async () => {
    llm.fake.reply({
      kind: 'stream',
      chunks: ['Hypokalemia is a serum potassium ', 'level below 3.5 mEq/L [4].'],
    });
    const events = await collectEvents(
      engine().studyChat({ message: 'What is hypokalemia?', topic: FLUID_BALANCE_TOPIC, citeSources: true }),
    );
    expect(events.at(-1)).toEqual({
      type: 'complete',
      fullResponse: 'Hypokalemia is a serum potassium level below 3.5 mEq/L [1].',
      citations: [{ ...hypokalemia, index: 1 }],
      confidence: 'high',
    });
  });

  it('strips an invented citation and lowers the confidence', async () => {
    llm.fake.reply({
      kind: 'stream',
      chunks: [
        'Hypokalemia is a serum potassium level below 3.5 mEq/L [4]. ',
        'It is treated with oral potassium [23].',
      ],
    });
    const events = await collectEvents(
      engine().studyChat({ message: 'What is hypokalemia?', topic: FLUID_BALANCE_TOPIC, citeSources: true }),
    );
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: 'complete',
      fullResponse:
        'Hypokalemia is a serum potassium level below 3.5 mEq/L [1]. It is treated with oral potassium.',
    });
    expect(done?.type === 'complete' ? done.citations?.map((c) => c.passageId) : undefined).toEqual([
      hypokalemia?.passageId,
    ]);
    expect(done?.type === 'complete' ? done.confidence : undefined).toBe('medium');
  });

  it('an answer that cites only invented sources keeps no sources and has low confidence', async () => {
    llm.fake.reply({ kind: 'stream', chunks: ['Hypokalemia is common in athletes [31].'] });
    const events = await collectEvents(
      engine().studyChat({ message: 'What is hypokalemia?', topic: FLUID_BALANCE_TOPIC, citeSources: true }),
    );
    expect(events.at(-1)).toEqual({
      type: 'complete',
      fullResponse: 'Hypokalemia is common in athletes.',
      confidence: 'low',
    });
  });

  it('a quick action fills the artefact schema from the passages; invented passage numbers are dropped, the rest renumbered', async () => {
    const map = {
      title: 'Fluid balance',
      note: '',
      nodes: [
        {
          id: 'k',
          label: 'Potassium',
          detail: 'The main electrolyte of the intracellular fluid.',
          cites: [2, 41],
        },
        { id: 'hypo', label: 'Hypokalemia', detail: 'Serum potassium below 3.5 mEq/L.', cites: [4] },
      ],
      edges: [
        { from: 'hypo', to: 'k', label: 'low level of' },
        { from: 'hypo', to: 'ghost', label: 'causes' },
      ],
    };
    llm.fake.reply({ kind: 'text', content: JSON.stringify(map) });
    const out = await engine().buildQuickAction({
      action: 'concept-map',
      artefact: 'concept-map',
      label: 'Concept Map',
      topic: FLUID_BALANCE_TOPIC,
    });
    const prompt = llm.fake.promptText(llm.fake.requests.at(-1) ?? llm.fake.requests[0]!);
    expect(prompt).toContain(`[4] ${lessonSourceTitle(FLUID_BALANCE_TOPIC).title}`);
    expect(prompt).toContain('cite only listed numbers');
    // no learning mode, no tutoring style
    expect(prompt).not.toContain(LEARNING_MODE_TUTORING.nursing);
    if (out.kind !== 'concept-map') throw new Error(out.kind);
    expect(out.nodes.map((n) => [n.label, n.cites])).toEqual([
      ['Potassium', [1]],
      ['Hypokalemia', [2]],
    ]);
    expect(out.edges).toEqual([{ from: 'hypo', to: 'k', label: 'low level of' }]);
    expect(out.citations.map((c) => c.passageId)).toEqual([listed[1]?.passageId, hypokalemia?.passageId]);
  });

  it('gives a quick action and a quiz the tutoring style of the learning mode, as the chat gets it', async () => {
    llm.fake.reply({
      kind: 'text',
      content: JSON.stringify({ title: 'Timeline', note: '', events: [] }),
    });
    await engine().buildQuickAction({
      action: 'timeline',
      artefact: 'timeline',
      label: 'Timeline/Cause-Effect',
      topic: FLUID_BALANCE_TOPIC,
      learningMode: 'history',
    });
    expect(llm.fake.promptText(llm.fake.requests.at(-1)!)).toContain(LEARNING_MODE_TUTORING.history);
    llm.fake.reply({ kind: 'text', content: JSON.stringify({ questions: [] }) });
    await engine()
      .generateQuiz({ topic: FLUID_BALANCE_TOPIC, count: 3, learningMode: 'nursing' })
      .catch(() => undefined);
    expect(llm.fake.promptText(llm.fake.requests.at(-1)!)).toContain(LEARNING_MODE_TUTORING.nursing);
  });
});
