import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NURSING_PROMPT } from '../../../../testing/fixtures/essays';
import { extractKeyphrases, extractKeywords } from './keywords';
import { asWritten, sentences, stem, syllables, truncate, wordCount } from './text';

describe('sentences', () => {
  it('splits on sentence ends but not on abbreviations, decimals or initials', () => {
    const text =
      'Aiken et al. found an OR of 1.07 in 2002. Dr. J. Smith disagreed, e.g. on cost. Levels below 3.5 mEq/L. Are risky? Yes!';
    expect(sentences(text).map((s) => s.text)).toEqual([
      'Aiken et al. found an OR of 1.07 in 2002.',
      'Dr. J. Smith disagreed, e.g. on cost.',
      'Levels below 3.5 mEq/L.',
      'Are risky?',
      'Yes!',
    ]);
  });

  it('ends a sentence at a blank line or a page break', () => {
    expect(sentences('A heading\n\nBody text here\fNext page').map((s) => s.text)).toEqual([
      'A heading',
      'Body text here',
      'Next page',
    ]);
  });

  it('gives offsets that slice the original text exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'B', ' ', '.', '?', '\n', '1', 'e.g.', 'Dr.', '\f'),
          maxLength: 200,
        }),
        (text) => {
          let last = 0;
          for (const s of sentences(text)) {
            if (
              text.slice(s.start, s.end) !== s.text ||
              s.start < last ||
              s.text.trim() !== s.text ||
              s.text === ''
            )
              return false;
            last = s.end;
          }
          return true;
        },
      ),
    );
  });
});

describe('stem', () => {
  it('maps inflections of a word to one stem', () => {
    expect(new Set(['nurse', 'nurses', 'nursing'].map(stem)).size).toBe(1);
    expect(new Set(['staffing', 'staffed', 'staff'].map(stem)).size).toBe(1);
    expect(new Set(['hospital', 'hospitals'].map(stem)).size).toBe(1);
    expect(new Set(['education', 'educational', 'educate'].map(stem)).size).toBe(1);
    expect(new Set(['depression', 'depressive', 'depressed'].map(stem)).size).toBe(1);
    expect(new Set(['adolescent', 'adolescents', 'adolescence'].map(stem)).size).toBe(1);
    expect(stem('patient')).not.toBe(stem('potassium'));
  });
});

describe('counts', () => {
  it('counts words as the spec does (split on whitespace after removing tags)', () => {
    expect(wordCount('<p>Hello   <b>big</b> world</p>')).toBe(3);
    expect(wordCount('   ')).toBe(0);
  });

  it('counts syllables roughly', () => {
    expect(syllables('cat')).toBe(1);
    expect(syllables('nursing')).toBe(2);
    expect(syllables('readability')).toBeGreaterThanOrEqual(4);
  });

  it('truncates on a word boundary', () => {
    expect(truncate('one two three four', 12)).toBe('one two…');
    expect(truncate('short', 12)).toBe('short');
  });
});

describe('keyphrases', () => {
  it('extracts the topic phrases of a prompt, not its task words', () => {
    const phrases = extractKeyphrases(NURSING_PROMPT, { max: 5 }).map((k) => k.phrase);
    expect(phrases).toContain('nurse staffing ratios');
    expect(phrases).toContain('acute care hospitals');
    expect(phrases).not.toContain('discuss');
    expect(phrases).not.toContain('evaluate');
  });

  it('ranks a phrase repeated through a text above one used once', () => {
    const text =
      'Missed nursing care is common. Missed nursing care harms patients. A red umbrella stood in the hall. Missed nursing care rises when wards are busy.';
    expect(extractKeyphrases(text, { max: 1 })[0]?.phrase).toBe('missed nursing care');
  });

  it('weights keywords by how specific they are to a part of a document', () => {
    const docs = ['the patient and the nurse', 'the patient and the ward', 'the patient and potassium'];
    const top = extractKeywords(docs.join(' '), { documents: docs, max: 1 })[0]?.word;
    expect(top).not.toBe('patient');
  });
});

describe('asWritten', () => {
  const lesson =
    'UDP is connectionless. Each host keeps an ARP cache, and the ATP synthase of a cell works in iPhone tests. Ports matter.';
  it('gives a phrase as the text writes it inside a sentence', () => {
    expect(asWritten('udp', 'We use UDP here.')).toBe('UDP');
    expect(asWritten('arp cache', lesson)).toBe('ARP cache');
    expect(asWritten('atp synthase', lesson)).toBe('ATP synthase');
    expect(asWritten('iphone', lesson)).toBe('iPhone');
  });
  it('lower-cases a common word found only at a sentence start, and keeps an acronym there', () => {
    expect(asWritten('ports', lesson)).toBe('ports');
    expect(asWritten('udp', lesson)).toBe('UDP');
    expect(
      asWritten('tcp (transmission control protocol)', 'TCP (Transmission Control Protocol) is reliable.'),
    ).toBe('TCP (Transmission Control Protocol)');
  });
  it('keeps the capital of a name found only at a sentence start', () => {
    expect(asWritten('task manager', 'Task Manager shows running processes.')).toBe('Task Manager');
    expect(asWritten('user account control', 'User Account Control prompts for consent.')).toBe(
      'User Account Control',
    );
    expect(asWritten('kerberos', 'Kerberos issues tickets.')).toBe('Kerberos');
    // a common English word there is the sentence's capital
    expect(asWritten('ports', 'Ports matter.')).toBe('ports');
  });
  it('returns a phrase the text lacks unchanged, and reads regex characters literally', () => {
    expect(asWritten('tcp', lesson)).toBe('tcp');
    expect(asWritten('c++ (x)', 'We like C++ (X) a lot.')).toBe('C++ (X)');
  });
});
