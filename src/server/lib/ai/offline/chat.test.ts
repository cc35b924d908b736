import { syllabusOf } from '../../../features/study/catalogue/catalogue';
import { parseChatQuiz } from '../../../../shared/study/chat-quiz';
import { describe, expect, it } from 'vitest';
import { studyChatInputSchema, topicWelcomeInputSchema } from '../../../../shared/schemas/ai';
import { FLUID_BALANCE_TOPIC } from '../../../../testing/fixtures/essays';
import { answerStudyChat, topicWelcomeText } from './chat';

const chat = (input: Record<string, unknown>) =>
  answerStudyChat(studyChatInputSchema.parse({ topic: FLUID_BALANCE_TOPIC, ...input }));

describe('study chat (offline)', () => {
  it('answers a definition question from the topic content and cites the passage it rests on', () => {
    const a = chat({ message: 'What is hypokalemia?' });
    expect(a.text).toMatch(/Hypokalemia is a serum potassium level below 3\.5 mEq\/L/);
    expect(a.text).toMatch(/\[1\]/);
    expect(a.citations).toHaveLength(1);
    expect(a.citations[0]?.title).toBe(`Smarty lesson (follows ${FLUID_BALANCE_TOPIC.sources[0]?.title})`);
    expect(a.citations[0]?.passage).toMatch(/Hypokalemia is a serum potassium level below 3\.5 mEq\/L/);
    expect(a.confidence).toBe('high');
  });

  it('retrieves the passage that answers a how-question', () => {
    const a = chat({ message: 'How do nurses assess fluid balance?', citeSources: false });
    expect(a.text).toMatch(/daily weight/i);
    expect(a.citations).toEqual([]);
  });

  it('is honest about its limits when the material does not cover the question', () => {
    const a = chat({ message: 'Who won the football world cup in 2018?' });
    expect(a.text).toMatch(/couldn't find that/);
    expect(a.text).toMatch(/offline tutor/);
    expect(a.text).toMatch(/I'm the offline tutor, so I answer only from your study material\./);
    expect(a.text).not.toMatch(/AI provider/);
    expect(a.citations).toEqual([]);
    expect(a.confidence).toBe('low');
  });

  it('answers from the summary only when syllabus content is off, and says so', () => {
    const a = chat({ message: 'What is hypokalemia?', useSyllabus: false });
    expect(a.text).not.toMatch(/3\.5 mEq/);
    expect(a.text).toMatch(/Syllabus content is switched off/);
  });

  it('gives beginners a shorter answer than advanced learners', () => {
    const beginner = chat({ message: 'Explain potassium and sodium', level: 'beginner', citeSources: false });
    const advanced = chat({ message: 'Explain potassium and sodium', level: 'advanced', citeSources: false });
    expect(beginner.text.length).toBeLessThan(advanced.text.length);
  });

  it('summarises and quizzes on request', () => {
    expect(chat({ message: 'Can you summarize the key points?' }).text).toMatch(/Key terms:.*Osmosis/s);
    const quiz = chat({ message: 'Quiz me please' }).text;
    // an interactive quiz block; no answer key printed under the questions
    expect(quiz).not.toMatch(/Answers?:/);
    const block = /```quiz\n(.+)\n```/.exec(quiz)?.[1] ?? '';
    const parsed = parseChatQuiz(block);
    expect(parsed?.questions.length).toBeGreaterThan(0);
    expect(parsed?.questions[0]?.question).toMatch(/_____/);
  });

  it('quizzes, summarises or gives examples only when asked to, not when a question mentions them', () => {
    for (const message of [
      'Can you quiz me on this topic?',
      'Give me some practice questions',
      "I'd like a quick quiz",
    ])
      expect(chat({ message }).text).toMatch(/```quiz\n/);
    expect(chat({ message: 'What are the main points?' }).text).toMatch(/Key terms:/);
    // a question that only mentions quizzes, a summary or an example is answered
    for (const [message, answer] of [
      ['I always mix up sodium and potassium on practice questions. What is potassium?', /potassium/i],
      ['My summary notes say nothing on it. What is potassium?', /potassium/i],
      ['Which fluid, such as the one in the cytoplasm, is inside cells?', /^Intracellular fluid is/],
    ] as const) {
      const text = chat({ message, citeSources: false }).text;
      expect(text).not.toMatch(/```quiz|Key terms:|^Examples from/);
      expect(text).toMatch(answer);
    }
  });

  it('continues the previous question on “tell me more”, without repeating itself', () => {
    const first = chat({ message: 'What is potassium?', citeSources: false, level: 'beginner' });
    const more = chat({
      message: 'Tell me more',
      citeSources: false,
      level: 'beginner',
      history: [
        { role: 'user', content: 'What is potassium?' },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(more.text).toMatch(/potassium/i);
    const firstSentences = first.text.replace(/^In simple terms: /, '').split(/(?<=\.)\s+/);
    for (const s of firstSentences) expect(more.text).not.toContain(s);
  });

  it('without a focus topic, asks for one (or answers from the built-in library)', () => {
    const noTopic = answerStudyChat(
      studyChatInputSchema.parse({ message: 'Tell me about the history of jazz' }),
    );
    expect(noTopic.text).toMatch(/Choose a path or a topic/);
    const library = answerStudyChat(
      studyChatInputSchema.parse({ message: 'What is a closure in programming functions?' }),
    );
    expect(library.text).toMatch(/built-in lesson \*\*Functions and Scope\*\*/);
  });
});

describe('topic welcome (offline)', () => {
  it('introduces the topic with its key ideas, progress and a starter question', () => {
    const text = topicWelcomeText(
      topicWelcomeInputSchema.parse({
        topic: FLUID_BALANCE_TOPIC,
        studyPath: { name: 'NCLEX-RN' },
        userProgress: { completedTopics: 2, totalTopics: 9 },
        level: 'beginner',
      }),
    );
    expect(text).toMatch(/^Welcome to \*\*Fluid and Electrolyte Balance\*\* — part of your NCLEX-RN path!/);
    // common nouns as the lesson writes them mid-sentence, not with the capital of the sentence that defines them
    expect(text).toMatch(/Key ideas you'll meet:\*\* intracellular fluid, extracellular fluid,/);
    expect(text).toMatch(/2 of 9 topics/);
    expect(text).toMatch(/start from the basics/);
    expect(text).toMatch(/Starter question/);
  });

  it('asks "what are …" of a plural term and "what is …" of one thing', () => {
    const welcome = (topic: typeof FLUID_BALANCE_TOPIC) =>
      topicWelcomeText(topicWelcomeInputSchema.parse({ topic, level: 'beginner' }));
    const precautions = syllabusOf('nclex-rn').find((t) => t.title.startsWith('Standard Precautions'))!;
    const plural = welcome({
      ...FLUID_BALANCE_TOPIC,
      title: precautions.title,
      content: precautions.content,
    });
    expect(plural).not.toMatch(/what is standard precautions/i);
    expect(plural).toMatch(/what are standard precautions, and why do they matter\?/);
    expect(welcome(FLUID_BALANCE_TOPIC)).toMatch(/what is [^,]+, and why does it matter\?/);
  });

  it('names concepts the lesson teaches, not a role, a rank or a clause cut from a sentence', () => {
    const welcome = (start: string) => {
      const t = syllabusOf('nclex-rn').find((x) => x.title.startsWith(start))!;
      return topicWelcomeText(
        topicWelcomeInputSchema.parse({
          topic: { ...FLUID_BALANCE_TOPIC, title: t.title, content: t.content },
        }),
      );
    };
    // "Nurses are mandatory reporters of suspected child abuse …" says what nurses do
    const abuse = welcome('Abuse and Neglect');
    expect(abuse).not.toMatch(/Key ideas[^\n]*\bnurses\b|what are nurses/i);
    expect(abuse).toMatch(/\*\*A first definition:\*\* Grief is the response to loss\./);
    expect(abuse).toMatch(/what is grief, and why does it matter\?/);
    // "The first-line treatment is …", "The earliest sign is …": which one comes first, not a concept
    expect(welcome('Medical Emergencies')).not.toMatch(/first-line treatment/);
    expect(welcome('Illness Management')).not.toMatch(/earliest sign/);
    // "Physiological jaundice appearing after 24 hours is common …": a clause, not a term
    expect(welcome('Antepartum')).not.toMatch(/appearing after 24 hours/);
    // a term that merely looks like a verb to the tagger stays ("mean arterial pressure (MAP)")
    expect(welcome('Hemodynamics')).toMatch(/mean arterial pressure \(MAP\)/);
  });

  it('writes acronyms and names as the lesson does, not in lower case', () => {
    const text = topicWelcomeText(
      topicWelcomeInputSchema.parse({
        topic: {
          ...FLUID_BALANCE_TOPIC,
          title: 'TCP and UDP Ports',
          summary: '',
          content:
            'TCP is connection-oriented: it sets up a session with a three-way handshake before data flows. UDP is connectionless and sends datagrams without a handshake, so it suits DNS queries and streaming. Both TCP and UDP use port numbers; HTTPS listens on TCP 443 and DNS on UDP 53.',
        },
      }),
    );
    expect(text).toMatch(/Key ideas you'll meet:\*\* TCP, UDP\./);
    expect(text).toMatch(/ask me “What is UDP\?”/);
    expect(text).toMatch(/what is TCP, and why does it matter\?/);
    expect(text).not.toMatch(/\b(?:tcp|udp)\b/);
  });

  it('asks about a term with the article the lesson gives it, and without one where the lesson has none', () => {
    const text = topicWelcomeText(
      topicWelcomeInputSchema.parse({
        topic: {
          ...FLUID_BALANCE_TOPIC,
          title: 'Laptop memory',
          summary: '',
          content:
            'A laptop is a portable computer whose parts are replaced differently than in a desktop. A SODIMM is the small memory module a laptop uses. Prioritization is deciding which repair comes first.',
        },
      }),
    );
    expect(text).toMatch(/ask me “What is a SODIMM\?”/);
    expect(text).toMatch(/what is a laptop, and why does it matter\?/);
  });
});
