import { describe, expect, it } from 'vitest';
import {
  NURSING_IDEAS,
  NURSING_PROMPT,
  NURSING_THESIS,
  VAGUE_PROMPT,
} from '../../../../testing/fixtures/essays';
import { checkPrompt, reasonCount, reviewPromptOffline, reviewThesisOffline } from './review';

describe('prompt review', () => {
  it('approves a prompt with a task and a specific topic', () => {
    const r = reviewPromptOffline(NURSING_PROMPT, { writingStyle: 'argumentative' });
    expect(r.approved).toBe(true);
    expect(r.feedback).toMatch(/discuss/);
    expect(r.feedback).toMatch(/nurse staffing ratios/);
  });

  it('a prompt about “stuff that matters” names no topic', () => {
    const r = reviewPromptOffline('Write about stuff that matters to you in your own life.', {});
    expect(r.approved).toBe(false);
    expect(r.feedback).toMatch(/names no specific topic/);
  });

  it('a “to what extent” or “whether” question fits an argumentative essay', () => {
    for (const prompt of [
      'To what extent did the printing press weaken religious authority in sixteenth-century Europe?',
      'Discuss whether college athletes in the United States should be paid a salary.',
    ]) {
      const r = reviewPromptOffline(prompt, { writingStyle: 'argumentative' });
      expect(r.approved).toBe(true);
      expect(r.feedback).not.toMatch(/fits better/);
    }
    expect(
      checkPrompt(
        'To what extent did the printing press change religious authority in sixteenth-century Europe?',
      ).topicTerms,
    ).toEqual(['printing press', 'religious authority', 'sixteenth-century Europe']);
    expect(
      reviewPromptOffline('Describe the water cycle in tropical rainforests and its main stages.', {
        writingStyle: 'argumentative',
      }).feedback,
    ).toMatch(/fits better than “describe”/);
  });

  it('rejects a vague prompt and says what is missing', () => {
    const r = reviewPromptOffline(VAGUE_PROMPT, {});
    expect(r.approved).toBe(false);
    expect(r.feedback).toMatch(/too short/);
    expect(r.feedback).toMatch(/no specific topic/);
  });

  it('asks for a task when the prompt only names a topic', () => {
    const r = reviewPromptOffline(
      'Nurse staffing ratios and patient outcomes in acute care hospitals across Europe',
      {},
    );
    expect(r.approved).toBe(false);
    expect(r.feedback).toMatch(/no task/);
  });

  it('accepts a question as the task', () => {
    expect(
      reviewPromptOffline(
        'To what extent do minimum nurse staffing ratios improve patient safety in hospitals?',
        {},
      ).approved,
    ).toBe(true);
  });

  it('rejects keyboard mashing', () => {
    expect(reviewPromptOffline('Discuss sdfghjk qwrtplk zxcvbnm mnbvcxz lkjhgfd', {}).approved).toBe(false);
  });

  it('notes when the task does not fit the essay style', () => {
    const r = reviewPromptOffline(
      'Describe the daily routine of a nurse working night shifts in a busy hospital ward.',
      { writingStyle: 'argumentative' },
    );
    expect(r.approved).toBe(true);
    expect(r.feedback).toMatch(/argumentative essay/);
  });
});

describe('thesis review', () => {
  it('rates a debatable claim with reasons that answers the prompt as strong', () => {
    const r = reviewThesisOffline({
      thesis: NURSING_THESIS,
      prompt: NURSING_PROMPT,
      brainstormIdeas: NURSING_IDEAS,
      writingStyle: 'argumentative',
    });
    expect(r.prompt_congruency).toBe('high');
    expect(r.essay_type_alignment).toBe('excellent');
    expect(r.feedback).toMatch(/clear position/);
    expect(r.suggestions).toEqual([]);
  });

  it('flags an announcement that does not answer the prompt', () => {
    const r = reviewThesisOffline({
      thesis: 'This essay will discuss nurses.',
      prompt: NURSING_PROMPT,
      brainstormIdeas: [],
      writingStyle: 'argumentative',
    });
    expect(r.prompt_congruency).toBe('low');
    expect(r.essay_type_alignment).toBe('needs_improvement');
    expect(r.suggestions.join(' ')).toMatch(/announcement/);
    expect(r.suggestions.join(' ')).toMatch(/debatable claim/);
  });

  it('flags a thesis off the prompt’s topic', () => {
    const r = reviewThesisOffline({
      thesis: 'Schools should ban smartphones because they distract students and harm sleep.',
      prompt: NURSING_PROMPT,
      brainstormIdeas: NURSING_IDEAS,
    });
    expect(r.prompt_congruency).toBe('low');
    expect(r.considerations.join(' ')).toMatch(/brainstorm ideas/);
  });

  it('judges fit to an expository essay differently from an argumentative one', () => {
    const thesis =
      'Nurse staffing shapes patient outcomes through three mechanisms: surveillance, missed care and burnout.';
    const expository = reviewThesisOffline({
      thesis,
      prompt: NURSING_PROMPT,
      brainstormIdeas: [],
      writingStyle: 'expository',
    });
    expect(expository.essay_type_alignment).not.toBe('needs_improvement');
    const argumentative = reviewThesisOffline({
      thesis: 'Hospitals must hire more nurses.',
      prompt: NURSING_PROMPT,
      brainstormIdeas: [],
      writingStyle: 'expository',
    });
    expect(argumentative.considerations.join(' ')).toMatch(/explain rather than persuade/);
  });
});

describe('articles (issue 15)', () => {
  it('says "an argumentative", "an analytical" and "a narrative"', async () => {
    const { indefinite } = await import('./review');
    expect(indefinite('argumentative')).toBe('an argumentative');
    expect(indefinite('analytical')).toBe('an analytical');
    expect(indefinite('expository')).toBe('an expository');
    expect(indefinite('narrative')).toBe('a narrative');
  });
});

describe('reviews that read (issue 15)', () => {
  it('refuses a prompt of mostly non-words, naming them', () => {
    const r = reviewPromptOffline('evaluate blah blah blah blah foo bar baz qux quux', {});
    expect(r.approved).toBe(false);
    expect(r.feedback).toMatch(
      /it is mostly not English words \(“baz”, “qux” and “quux” are not in the dictionary\)/,
    );
    const madeUp = reviewPromptOffline('Discuss florp zibble quandor wexit vantrel in modern glorb.', {});
    expect(madeUp.approved).toBe(false);
    expect(madeUp.feedback).toMatch(/mostly not English words/);
  });

  it('refuses a word said three times running instead of a topic', () => {
    const r = reviewPromptOffline(
      'Evaluate whether the policy policy policy improves outcomes for patients in hospitals.',
      {},
    );
    expect(r.approved).toBe(false);
    expect(r.feedback).toMatch(/it repeats “policy” instead of saying something/);
  });

  it('accepts British spelling and technical terms the US dictionary lacks', () => {
    expect(
      reviewPromptOffline(
        'Analyse how hypokalaemia affects cardiac rhythm in patients receiving loop diuretics.',
        {},
      ).approved,
    ).toBe(true);
  });

  it('finds the topic as noun phrases, never the verbs', () => {
    expect(
      checkPrompt('Evaluate how social media use affects the mental health of teenagers.').topicTerms,
    ).toEqual(['social media use', 'mental health', 'teenagers']);
    expect(checkPrompt('Discuss how climate change threatens coastal cities in Asia.').topicTerms).toEqual([
      'climate change',
      'coastal cities',
      'Asia',
    ]);
    const r = reviewPromptOffline(
      'To what extent does homework improve learning outcomes in primary schools?',
      {},
    );
    expect(r.approved).toBe(true);
    expect(r.feedback).toMatch(/a focused topic \(“homework”, “learning outcomes” and “primary schools”\)/);
  });

  it.each([
    [
      'Schools should ban smartphones in class because phones distract students, enable cyberbullying and cut sleep.',
      3,
    ],
    [
      'Social media harms teenagers’ mental health through sleep loss, cyberbullying and constant social comparison.',
      3,
    ],
    [
      'Remote work benefits employees in three ways: flexibility, lower commuting costs, and better focus.',
      3,
    ],
    ['Cities should expand public transit, since it cuts emissions and widens access to jobs.', 2],
    ['Zoos should close.', 0],
    [
      'Remote work improves productivity since employees avoid long commutes and can focus in quiet, familiar rooms.',
      2,
    ],
    [
      'A basic income would reduce poverty because it gives people a stable floor, which lets them invest in skills.',
      1,
    ],
    ['Carbon pricing must come first: it is efficient, it raises revenue, and it changes behaviour.', 3],
  ])('counts the stated reasons of “%s” (%i)', (thesis, n) => {
    expect(reasonCount(thesis)).toBe(n);
  });

  it('credits a thesis that names its reasons after a colon instead of asking for reasons', () => {
    const r = reviewThesisOffline({
      thesis:
        'Remote work benefits employees in three ways: flexibility, lower commuting costs, and better focus.',
      prompt: 'Evaluate whether remote work benefits employees.',
      brainstormIdeas: [],
    });
    expect(r.feedback).toMatch(/it gives 3 reasons/);
    expect([...r.suggestions, ...r.considerations].join(' ')).not.toMatch(
      /Add the reasons|One reason is given/,
    );
  });
});

describe('narrowing the scope (issue 15)', () => {
  const NARROW = /Consider narrowing the scope/;

  it.each([
    ['How does social media use affect teenagers’ mental health, sleep and school results over time?'],
    ['How does social media use affect the mental health, sleep and grades of college students today?'],
    ['How does social media use affect mental health, loneliness and sleep quality in older adults?'],
    ['Evaluate whether social media use harms mental health and sleep quality for users aged 13 to 17.'],
    ['Evaluate how remote work changed productivity, wages and job satisfaction across Kenya and Ghana.'],
    ['Discuss how remote work changed productivity, wages and job satisfaction during the 2010s.'],
  ])('does not ask to narrow a prompt that already names a group, place or period: “%s”', (prompt) => {
    const r = reviewPromptOffline(prompt, {});
    expect(r.approved).toBe(true);
    expect(r.feedback).not.toMatch(NARROW);
  });

  it('names what narrows the prompt, by WordNet and the tagger', async () => {
    const { namedScope } = await import('./review');
    expect(namedScope('How does social media use affect teenagers’ mental health?')).toEqual([
      { word: 'teenagers’', kind: 'group' },
    ]);
    expect(namedScope('How does social media use affect mental health in older adults?')).toEqual([
      { word: 'adults', kind: 'group' },
    ]);
    expect(namedScope('How did the printing press change religious authority in Europe?')).toEqual([
      { word: 'Europe', kind: 'place' },
    ]);
    // a vague or abstract noun narrows nothing ('people', 'economy': a system, not a social group)
    expect(namedScope('Discuss how technology changes the economy and the lives of people.')).toEqual([]);
  });

  it('still asks to narrow a broad prompt', () => {
    expect(reviewPromptOffline('Discuss technology.', {}).feedback).toMatch(NARROW);
    const broad = reviewPromptOffline(
      'Discuss how technology affects mental health and the way we think about it every single day.',
      {},
    );
    expect(broad.approved).toBe(true);
    expect(broad.feedback).toMatch(NARROW);
  });

  it('does not ask to narrow a prompt with no topic to narrow', () => {
    expect(
      reviewPromptOffline('Write about stuff that matters to you in your own life.', {}).feedback,
    ).not.toMatch(NARROW);
  });
});
