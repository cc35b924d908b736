import { describe, expect, it } from 'vitest';
import { studyChatInputSchema, topicWelcomeInputSchema } from '../../../../shared/schemas/ai';
import { OFFLINE_MODE_NOTES } from '../../../../shared/messages/study';
import { answerStudyChat, topicWelcomeText } from './chat';
import { dateOf, isStep, referencesIn, withInlineCode, withLatex } from './learning-modes';

const topic = (title: string, content: string) => ({
  title,
  summary: '',
  content,
  sources: [{ title: 'Lesson notes' }],
});
const ask = (
  lesson: ReturnType<typeof topic>,
  message: string,
  learningMode?: string,
  level: 'beginner' | 'intermediate' | 'advanced' = 'intermediate',
) => answerStudyChat(studyChatInputSchema.parse({ message, topic: lesson, level, learningMode }));

/** Letters and digits only: a line's words whatever Markdown they were laid out in. */
const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** LaTeX back to the signs of the lesson. */
const plainMath = (s: string) =>
  s
    .replace(/\\text\{([^}]*)\}/g, '$1')
    .replace(/\\times/g, '×')
    .replace(/\\div/g, '÷')
    .replace(/\{,\}/g, ',')
    .replace(/\\,/g, ' ')
    .replace(/\$/g, '');

/**
 * The answer's lines without the mode's labels, list markers, timeline dates and citation markers: each must be a
 * piece of the lesson, word for word.
 */
function expectOnlyLessonText(text: string, lesson: string) {
  const lines = text
    .replace(/\n\nSources:[\s\S]*$/, '')
    .split('\n')
    .filter((l) => l.trim() && !/^\*\*(?:Timeline|Priority|Cross references)\*\*$/.test(l.trim()));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const content = plainMath(line)
      .replace(/ ?\[\d+\]/g, '')
      .replace(/^(?:- (?:[^—]{1,40} — )?|\d+\. |> )/, '');
    expect(bare(lesson), line).toContain(bare(content));
  }
}

const WAR = topic(
  'The First World War',
  'The First World War was a global conflict fought mainly in Europe. The Treaty of Versailles formally ended the war in 1919. The war began in 1914 after the assassination of Archduke Franz Ferdinand in Sarajevo. The war ended with the armistice of November 1918.',
);

describe('history mode', () => {
  it('lays dated sentences out as a timeline in date order, each cited, in the lesson’s words', () => {
    const plain = ask(WAR, 'How did the war end?');
    const a = ask(WAR, 'How did the war end?', 'history');
    // the same two sentences, the 1919 one first in the lesson and last on the timeline
    expect(plain.text).toBe(
      'The Treaty of Versailles formally ended the war in 1919 [1]. The war ended with the armistice of November 1918 [1].',
    );
    expect(a.text).toBe(
      '**Timeline**\n\n- 1918 — The war ended with the armistice of November 1918 [1].\n- 1919 — The Treaty of Versailles formally ended the war in 1919 [1].',
    );
    expect(a.citations).toEqual(plain.citations);
    expect(a.confidence).toBe(plain.confidence);
    expectOnlyLessonText(a.text, WAR.content);
  });

  it('leaves an answer with fewer than two dates as it is', () => {
    const q = 'What was the First World War?';
    expect(ask(WAR, q, 'history').text).toBe(ask(WAR, q).text);
    expect(ask(WAR, q, 'history').text).not.toMatch(/Timeline/);
  });

  it('reads years introduced as dates, not other four-digit numbers', () => {
    expect(dateOf('The war began in 1914 after the assassination.')).toBe('1914');
    expect(dateOf('On 28 June 1914 the archduke was shot.')).toBe('1914');
    expect(dateOf('The Romans left Britain in the 5th century AD.')).toBe('5th century AD');
    expect(dateOf('1916, the year of the Somme, cost both sides dearly.')).toBe('1916');
    expect(dateOf('About 1500 soldiers held the bridge.')).toBeUndefined();
    expect(dateOf('1500 soldiers held the bridge.')).toBeUndefined();
    expect(dateOf('The ward stocks 1000 mL bags.')).toBeUndefined();
  });

  it('does not repeat the timeline on “tell me more”', () => {
    const first = ask(WAR, 'How did the war end?', 'history');
    const more = answerStudyChat(
      studyChatInputSchema.parse({
        message: 'Tell me more',
        topic: WAR,
        level: 'intermediate',
        learningMode: 'history',
        history: [
          { role: 'user', content: 'How did the war end?' },
          { role: 'assistant', content: first.text },
        ],
      }),
    );
    expect(more.text).not.toMatch(/armistice of November 1918/);
    expect(more.text).not.toMatch(/Treaty of Versailles formally ended/);
  });
});

const LEASE = topic(
  'Renewing an IP address',
  'A DHCP lease gives a client its IP address for a set time. To renew a lease on Windows, follow these steps. Open a command prompt as administrator. Run ipconfig /release to drop the current lease. Then run ipconfig /renew to request a new one. Finally, check the new address with ipconfig /all.\n\nDHCP uses UDP ports 67 and 68 to hand out addresses.',
);

describe('IT and programming modes', () => {
  it('numbers the steps of a procedure and shows its commands as code', () => {
    const q = 'How do I renew a DHCP lease on Windows?';
    expect(ask(LEASE, q, undefined, 'beginner').text).toBe(
      'To renew a lease on Windows, follow these steps [1]. Open a command prompt as administrator [1].',
    );
    const a = ask(LEASE, q, 'it', 'beginner');
    expect(a.text).toBe(
      [
        'To renew a lease on Windows, follow these steps [1].',
        '',
        '1. Open a command prompt as administrator [1].',
        '2. Run `ipconfig /release` to drop the current lease [1].',
        '3. Then run `ipconfig /renew` to request a new one [1].',
        '4. Finally, check the new address with `ipconfig /all` [1].',
      ].join('\n'),
    );
    expect(ask(LEASE, q, 'programming', 'beginner').text).toBe(a.text);
    expectOnlyLessonText(a.text, LEASE.content);
  });

  it('shows port numbers as code and leaves the sentence otherwise as it is', () => {
    const a = ask(LEASE, 'Which ports does DHCP use?', 'it', 'beginner');
    expect(a.text).toBe('DHCP uses UDP ports `67` and `68` to hand out addresses [1].');
    expect(ask(LEASE, 'Which ports does DHCP use?', undefined, 'beginner').text).toBe(
      'DHCP uses UDP ports 67 and 68 to hand out addresses [1].',
    );
  });

  it('marks commands, files, paths and identifiers, not ordinary words', () => {
    expect(withInlineCode('To commit with a message, run git commit -m followed by the message.')).toBe(
      'To commit with a message, run `git commit -m` followed by the message.',
    );
    expect(
      withInlineCode('Settings live in .gitconfig and config.json; call getUserName() for user_name.'),
    ).toBe('Settings live in `.gitconfig` and `config.json`; call `getUserName()` for `user_name`.');
    expect(
      withInlineCode('The hosts file is at C:\\Windows\\System32\\drivers\\etc\\hosts and /etc/hosts.'),
    ).toBe('The hosts file is at `C:\\Windows\\System32\\drivers\\etc\\hosts` and `/etc/hosts`.');
    expect(
      withInlineCode('ipconfig shows it (ipconfig /all for details, /release and /renew for DHCP).'),
    ).toBe('`ipconfig` shows it (`ipconfig /all` for details, `/release` and `/renew` for DHCP).');
    expect(withInlineCode('SNMP uses UDP 161 for queries and 162 for traps.')).toBe(
      'SNMP uses UDP `161` for queries and `162` for traps.',
    );
    const plain =
      'Node.js runs on macOS and iPhone apps; each device(s) uses a read/write cache and a well-known port range.';
    expect(withInlineCode(plain)).toBe(plain);
  });

  it('reads instructions and order words as steps, not statements', () => {
    expect(isStep('Check the cable.')).toBe(true);
    expect(isStep('Then restart the print spooler.')).toBe(true);
    expect(isStep('Step 3: Verify full system functionality.')).toBe(true);
    expect(isStep('Windows stores the lease in the registry.')).toBe(false);
    expect(isStep('Water boils at 100 °C.')).toBe(false);
    expect(isStep('Next-generation firewalls inspect applications.')).toBe(false);
  });
});

const INFUSION = topic(
  'Infusion rates',
  'The infusion rate is the volume of fluid given per hour. Rate = volume ÷ time. For 1,000 mL over 8 h, 1,000 mL ÷ 8 h = 125 mL/h. With a drop factor of 20 gtt/mL, 125 mL/h × 20 gtt/mL ÷ 60 = 41.7 drops per minute.\n\nFluids are warmed for patients with hypothermia.',
);

describe('math and science modes', () => {
  it('gives the formula a line of its own in LaTeX and numbers the worked steps, units kept', () => {
    const q = 'How do I calculate the infusion rate?';
    const a = ask(INFUSION, q, 'math', 'beginner');
    expect(a.text).toBe(
      [
        'The infusion rate is the volume of fluid given per hour [1].',
        '',
        '$\\text{Rate} = \\text{volume} \\div \\text{time}$ [1].',
        '',
        '1. For 1,000 mL over 8 h, $1{,}000\\,\\text{mL} \\div 8\\,\\text{h} = 125\\,\\text{mL/h}$ [1].',
        '2. With a drop factor of 20 gtt/mL, $125\\,\\text{mL/h} \\times 20\\,\\text{gtt/mL} \\div 60 = 41.7\\,\\text{drops}$ per minute [1].',
      ].join('\n'),
    );
    expect(ask(INFUSION, q, 'science', 'beginner').text).toBe(a.text);
    expectOnlyLessonText(a.text, INFUSION.content);
    // without a mode: the definition and the formula, as today
    expect(ask(INFUSION, q, undefined, 'beginner').text).toBe(
      'The infusion rate is the volume of fluid given per hour [1]. Rate = volume ÷ time [1].',
    );
  });

  it('converts to LaTeX only what converts safely', () => {
    expect(withLatex('Speed = distance ÷ time.')).toBe(
      '$\\text{Speed} = \\text{distance} \\div \\text{time}$.',
    );
    // half a term would fall outside the formula
    expect(withLatex('Flow rate = volume ÷ time taken.')).toBeNull();
    expect(withLatex('The formula is rate = volume ÷ time.')).toBeNull();
    // a dollar sign would break the math
    expect(withLatex('A $5 fee × 3 = $15.')).toBeNull();
    expect(withLatex('Density is mass divided by volume.')).toBeNull();
  });
});

const ANAPHYLAXIS = topic(
  'Anaphylaxis care',
  'Anaphylaxis is a severe allergic reaction that can close the airway. Nurses manage anaphylaxis by removing the trigger and positioning the patient supine. The priority in managing anaphylaxis is to maintain the airway and give epinephrine immediately. Antihistamines relieve itching in anaphylaxis but do not treat airway swelling.',
);

describe('nursing mode', () => {
  it('puts the sentences that state a priority first, under Priority', () => {
    const q = 'How do nurses manage anaphylaxis?';
    expect(ask(ANAPHYLAXIS, q, undefined, 'advanced').text).toBe(
      'Nurses manage anaphylaxis by removing the trigger and positioning the patient supine [1]. The priority in managing anaphylaxis is to maintain the airway and give epinephrine immediately [1].',
    );
    const a = ask(ANAPHYLAXIS, q, 'nursing', 'advanced');
    expect(a.text).toBe(
      '**Priority**\n\n- The priority in managing anaphylaxis is to maintain the airway and give epinephrine immediately [1].\n\nNurses manage anaphylaxis by removing the trigger and positioning the patient supine [1].',
    );
    expectOnlyLessonText(a.text, ANAPHYLAXIS.content);
  });

  it('leaves an answer that is one priority sentence as it stands: there is nothing to put before', () => {
    const q = 'What is the priority in managing anaphylaxis?';
    const a = ask(ANAPHYLAXIS, q, 'nursing', 'beginner');
    expect(a.text).toBe(
      'The priority in managing anaphylaxis is to maintain the airway and give epinephrine immediately [1].',
    );
    expect(a.text).toBe(ask(ANAPHYLAXIS, q, undefined, 'beginner').text);
  });

  it('does not call a sentence a priority because it names the airway', () => {
    const q = 'Do antihistamines treat anaphylaxis?';
    const a = ask(ANAPHYLAXIS, q, 'nursing', 'beginner');
    expect(a.text).toMatch(/Antihistamines relieve itching/);
    expect(a.text).not.toMatch(/Priority/);
    expect(a.text).toBe(ask(ANAPHYLAXIS, q, undefined, 'beginner').text);
  });
});

describe('literature mode', () => {
  const MACBETH = topic(
    'Macbeth',
    'Macbeth is a tragedy by William Shakespeare about ambition. In his last soliloquy Macbeth says, “Life’s but a walking shadow, a poor player that struts and frets his hour upon the stage.” When Lady Macbeth says “What’s done is done” she hides her guilt.',
  );

  it('shows a quotation that ends a sentence as a blockquote, cited', () => {
    const a = ask(
      MACBETH,
      'What does Macbeth say about life in his last soliloquy?',
      'literature',
      'beginner',
    );
    expect(a.text).toBe(
      'In his last soliloquy Macbeth says:\n\n> Life’s but a walking shadow, a poor player that struts and frets his hour upon the stage [1].',
    );
    expectOnlyLessonText(a.text, MACBETH.content);
  });

  it('leaves a quotation inside a sentence in the sentence', () => {
    const q = 'What does Lady Macbeth hide?';
    expect(ask(MACBETH, q, 'literature', 'beginner').text).toBe(ask(MACBETH, q, undefined, 'beginner').text);
  });
});

describe('faith mode', () => {
  const LOVE = topic(
    'Love in the New Testament',
    'The New Testament describes love as the greatest virtue. Paul’s hymn to love in 1 Corinthians 13:4-7 lists what love is and is not. The command to love one’s neighbour comes from Leviticus 19:18.\n\nForgiveness is asked of every believer.',
  );

  it('lists the scripture references of the passages it answers from, cited', () => {
    const q = 'How does Paul describe love?';
    const plain = ask(LOVE, q, undefined, 'beginner');
    const a = ask(LOVE, q, 'faith', 'beginner');
    expect(a.text).toBe(
      `${plain.text}\n\n**Cross references**\n\n- 1 Corinthians 13:4-7 [1]\n- Leviticus 19:18 [1]`,
    );
    expectOnlyLessonText(a.text, LOVE.content);
  });

  it('adds nothing when the passages name no reference', () => {
    const q = 'What is asked of every believer?';
    expect(ask(LOVE, q, 'faith', 'beginner').text).toBe(ask(LOVE, q, undefined, 'beginner').text);
    expect(referencesIn('Genesis 1 and John 3:16 and Psalm 23')).toEqual([
      'Genesis 1',
      'John 3:16',
      'Psalm 23',
    ]);
    expect(referencesIn('Mark the page; job 3 is done.')).toEqual([]);
  });
});

describe('modes that shape nothing offline', () => {
  it('gives the same answer with writing, an unknown mode or none', () => {
    for (const [lesson, q] of [
      [WAR, 'How did the war end?'],
      [LEASE, 'How do I renew a DHCP lease on Windows?'],
      [ANAPHYLAXIS, 'How do nurses manage anaphylaxis?'],
    ] as const) {
      const none = ask(lesson, q);
      expect(ask(lesson, q, 'writing')).toEqual(none);
      expect(ask(lesson, q, 'astrology')).toEqual(none);
    }
  });

  it('without citations, shapes the answer the same way with no markers', () => {
    const a = answerStudyChat(
      studyChatInputSchema.parse({
        message: 'How did the war end?',
        topic: WAR,
        level: 'intermediate',
        learningMode: 'history',
        citeSources: false,
      }),
    );
    expect(a.text).toBe(
      '**Timeline**\n\n- 1918 — The war ended with the armistice of November 1918.\n- 1919 — The Treaty of Versailles formally ended the war in 1919.',
    );
    expect(a.citations).toEqual([]);
  });
});

describe('topic welcome', () => {
  const welcome = (learningMode?: string) =>
    topicWelcomeText(topicWelcomeInputSchema.parse({ topic: WAR, learningMode }));

  it('says in one line how the mode shapes the offline answers', () => {
    expect(welcome('history')).toContain(OFFLINE_MODE_NOTES.history);
    expect(welcome('it')).toContain(OFFLINE_MODE_NOTES.it);
    expect(welcome('history').replace(`\n\n${OFFLINE_MODE_NOTES.history ?? ''}`, '')).toBe(welcome());
    expect(welcome('writing')).toBe(welcome());
  });
});
