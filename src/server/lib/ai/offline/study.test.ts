import { describe, expect, it } from 'vitest';
import { topicContextSchema } from '../../../../shared/schemas/ai';
import { FLUID_BALANCE_TOPIC } from '../../../../testing/fixtures/essays';
import {
  buildFlashcardsOffline,
  buildQuizOffline,
  buildStudyPathOffline,
  conceptTerms,
  findDefinitions,
  isNounPhrase,
} from './study';
import { TOPIC_LIBRARY } from './topic-library';

const topic = topicContextSchema.parse(FLUID_BALANCE_TOPIC);
const flat = (FLUID_BALANCE_TOPIC.content ?? '').replace(/\s+/g, ' ');

describe('definitions', () => {
  it('finds “X is …” definitions in syllabus text', () => {
    const defs = findDefinitions(FLUID_BALANCE_TOPIC.content ?? '');
    const byTerm = new Map(defs.map((d) => [d.term, d.definition]));
    expect(byTerm.get('Osmosis')).toMatch(/^the movement of water across a semipermeable membrane/);
    expect(byTerm.get('Hypokalemia')).toBe('a serum potassium level below 3.5 mEq/L');
    expect(byTerm.get('Fluid volume deficit')).toMatch(/^the condition that occurs when/);
    // "Body fluids are divided into…" describes, it does not define
    expect(byTerm.has('Body fluids')).toBe(false);
  });
});

describe('concepts a lesson teaches', () => {
  it('are the things it defines, not what is done with them, a word of no thing, or a habit', () => {
    const lesson =
      'Intracellular fluid is the fluid inside the cells. TCP is connection-oriented and sets up a session first. ' +
      'Blood is given through a filtered administration set. Pain is reassessed after each dose. Other measures ' +
      'include badge readers and alarms. Showing extensions is a security habit that reveals invoice.pdf.exe.';
    expect(conceptTerms(lesson)).toEqual(['Intracellular fluid', 'TCP']);
  });

  it('a key phrase names a thing as the lesson uses it, not a clause cut from a sentence', () => {
    const lesson =
      'A rogue antivirus shows fake security warnings urging the user to pay. Robocopy (robust file copy) copies ' +
      'folders. Each part of the procedure is documented.';
    expect(isNounPhrase('robust file copy', lesson)).toBe(true);
    expect(isNounPhrase('fake security warnings urging', lesson)).toBe(false);
    // one everyday word of many senses names nothing in particular
    expect(isNounPhrase('part', lesson)).toBe(false);
    expect(isNounPhrase('not in the lesson', lesson)).toBe(false);
  });
});

describe('quiz', () => {
  const quiz = buildQuizOffline(topic, 8);

  it('builds the requested number of questions from the topic’s own text', () => {
    expect(quiz.questions).toHaveLength(8);
    for (const q of quiz.questions) {
      expect(q.options[q.answerIndex]).toBe(q.answer);
      expect(new Set(q.options).size).toBe(q.options.length);
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      // the explanation quotes the sentence the question comes from
      const quoted = /“(.+)”/.exec(q.explanation)?.[1] ?? '';
      expect(flat).toContain(quoted);
    }
  });

  it('asks fill-in-the-blank questions whose blank, filled by the key, is a sentence of the topic, each linked to its passage', () => {
    for (const q of quiz.questions) {
      expect(q.question.startsWith('Fill in the blank: ')).toBe(true);
      const filled = q.question.replace('Fill in the blank: ', '').replace('_____', q.answer);
      expect(flat).toContain(filled);
      expect(q.source?.topicTitle).toBe(FLUID_BALANCE_TOPIC.title);
      expect(q.source?.text).toContain(filled);
    }
    expect(new Set(quiz.questions.map((q) => q.question)).size).toBe(quiz.questions.length);
  });

  it('never blanks out a phrase that ends in a verb ("a laptop packs its components")', () => {
    const laptop = topicContextSchema.parse({
      title: 'Laptop Hardware',
      content: [
        'A laptop packs its components into a compact chassis, so many parts are replaced differently than in a desktop.',
        'Because a laptop packs its parts tightly, the service manual gives the disassembly order.',
        'A SODIMM is the small outline memory module used in laptops, and a SODIMM sits at an angle before it clicks in.',
        'The service manual lists the screws of each panel, and the service manual shows where the ribbon cables run.',
        'Swollen batteries push the case apart; swollen batteries must be recycled as hazardous waste.',
      ].join(' '),
    });
    const q = buildQuizOffline(laptop, 10);
    const cloze = q.questions.filter((x) => x.question.startsWith('Fill in the blank'));
    expect(cloze.length).toBeGreaterThan(0);
    for (const x of q.questions) expect(x.options.map((o) => o.toLowerCase())).not.toContain('laptop packs');
  });

  it('falls back to the built-in library when the topic has no text of its own', () => {
    const q = buildQuizOffline(topicContextSchema.parse({ title: 'Functions and Scope' }), 3);
    expect(q.questions.length).toBeGreaterThan(0);
    expect(q.questions.map((x) => x.explanation).join(' ')).toMatch(/closure|function|scope/i);
  });

  it('returns no questions rather than nonsense when there is nothing to ask about', () => {
    expect(buildQuizOffline(topicContextSchema.parse({ title: 'Zorblax' }), 5).questions).toEqual([]);
  });
});

describe('flashcards', () => {
  it('puts defined terms on the front and their definitions on the back', () => {
    const cards = buildFlashcardsOffline(topic, 20).cards;
    expect(cards.find((c) => c.front === 'Potassium')?.back).toMatch(
      /^The main electrolyte of the intracellular fluid/,
    );
    expect(cards.length).toBeGreaterThan(14);
    expect(new Set(cards.map((c) => c.front)).size).toBe(cards.length);
  });

  it('respects the count', () => {
    expect(buildFlashcardsOffline(topic, 3).cards).toHaveLength(3);
  });

  it('gives a term the lesson defines by what it does the lesson’s sentence, not “Something that …”', () => {
    const diet = topicContextSchema.parse({
      title: 'Diets',
      content:
        'A clear liquid diet includes water, broth and gelatin before some procedures. A full liquid diet adds milk, pudding and strained cream soups.',
    });
    const cards = buildFlashcardsOffline(diet, 5).cards;
    expect(cards.find((c) => c.front === 'Clear liquid diet')?.back).toBe(
      'A clear liquid diet includes water, broth and gelatin before some procedures.',
    );
    expect(cards.map((c) => c.back).join(' ')).not.toMatch(/something that/i);
  });
});

describe('custom study path', () => {
  it('builds a nursing path from the library, matched to the description and ordered by level', () => {
    const path = buildStudyPathOffline({
      description: 'I want to get ready for the NCLEX, give medications safely and recognise sepsis early',
      domain: 'nursing',
      difficulty: 'beginner',
      maxTopics: 8,
    });
    const titles = path.topics.map((t) => t.title);
    expect(path.domain).toBe('nursing');
    expect(titles).toEqual(
      expect.arrayContaining([
        'Medication Administration Safety',
        'NCLEX Test-Taking Strategies',
        'Critical Care and Sepsis',
      ]),
    );
    const levels = path.topics.map((t) => ['beginner', 'intermediate', 'advanced'].indexOf(t.level));
    expect([...levels].sort((a, b) => a - b)).toEqual(levels);
    expect(path.topics.length).toBeLessThanOrEqual(8);
    expect(path.name).toMatch(/NCLEX/);
  });

  it('never invents a placeholder topic for a goal the library does not cover: the description says so', () => {
    const path = buildStudyPathOffline({
      description: 'Build web apps with React hooks',
      domain: 'programming',
      difficulty: 'intermediate',
      maxTopics: 6,
    });
    const library = new Set(TOPIC_LIBRARY.programming.map((t) => t.title));
    for (const t of path.topics) expect(library.has(t.title), t.title).toBe(true);
    expect(path.topics.some((t) => /^Focus: |bring your notes/.test(`${t.title} ${t.summary}`))).toBe(false);
    expect(path.description).toBe(
      'Build web apps with React hooks. The built-in library has no lesson on “web apps”: add your material to study it.',
    );
  });

  it('keeps advanced paths away from beginner topics', () => {
    const path = buildStudyPathOffline({
      description: 'Deepen my calculus',
      domain: 'math',
      difficulty: 'advanced',
      maxTopics: 5,
    });
    expect(path.topics.some((t) => t.level === 'beginner')).toBe(false);
    expect(path.topics.map((t) => t.title)).toEqual(
      expect.arrayContaining(['Limits and Derivatives', 'Integrals']),
    );
  });

  it('maps a free-text domain to a study domain', () => {
    expect(
      buildStudyPathOffline({
        description: 'algebra',
        domain: 'Mathematics',
        difficulty: 'beginner',
        maxTopics: 4,
      }).domain,
    ).toBe('math');
    expect(
      buildStudyPathOffline({
        description: 'anything',
        domain: 'Knitting',
        difficulty: 'beginner',
        maxTopics: 4,
      }).domain,
    ).toBe('programming');
  });

  it('has a library for every study domain whose syllabus text supports a quiz for each topic', () => {
    for (const [domain, topics] of Object.entries(TOPIC_LIBRARY)) {
      expect(topics.length, domain).toBeGreaterThanOrEqual(6);
      for (const t of topics) {
        expect(
          buildQuizOffline(topicContextSchema.parse({ title: t.title }), 3).questions.length,
          t.title,
        ).toBe(3);
        expect(
          buildFlashcardsOffline(topicContextSchema.parse({ title: t.title }), 3).cards.length,
          t.title,
        ).toBe(3);
      }
    }
  });

  it('reads functional definitions ("A loop repeats …")', () => {
    const defs = findDefinitions(
      'A loop repeats a block of code while a condition holds. A nurse is a person.',
    );
    expect(defs.map((d) => [d.term, d.definition])).toEqual([
      ['Loop', 'something that repeats a block of code while a condition holds'],
    ]);
  });

  it('reads past-tense definitions whole ("The Gracchi were two brothers …", not "wa …")', () => {
    const defs = findDefinitions(
      'The Roman Republic was a state governed by elected magistrates and a senate. The Gracchi were two brothers who proposed land reform.',
    );
    expect(defs.map((d) => [d.term, d.definition])).toEqual([
      ['Roman Republic', 'a state governed by elected magistrates and a senate'],
      ['Gracchi', 'two brothers who proposed land reform'],
    ]);
  });
});
