import { describe, expect, it } from 'vitest';
import { isInstructionSentence, withoutInstructions } from './instructions';
import { extractKeyphrases } from './keywords';
import { prepareQuery, relevance, termProfile } from './relevance';
import { analyzeRelationOffline } from './research';
import { checkPrompt } from './review';
import { coachSection } from './writing-coach';
import { detectDomainsOffline } from './domains';

const TOPIC = 'How does social media use affect depression among teenagers?';
const PROMPT = `${TOPIC} Use at least two peer-reviewed sources. Your essay should be 1,500 words, in APA format.`;
const ASSIGNMENT = /sourc|peer|review|apa|format|word|essay/i;
const ARTICLE =
  'Social media use and depressive symptoms among adolescents. Teenagers who spend more time on social media report more symptoms of depression; the association contributes to concern among parents.';

describe('assignment instruction sentences', () => {
  it.each([
    'Use at least two peer-reviewed sources.',
    'Cite all sources in APA format.',
    'Please include a bibliography with at least five scholarly references published since 2015.',
    'Your essay must be 1,500 words and double-spaced.',
    '1,500–2,000 words.',
    'APA 7th edition.',
    'Due Friday 3 March.',
    'You should use three credible sources.',
    '- Write 800 words.',
    'Use at least three peer-reviewed sources and discuss counterarguments.',
    'Address at least one counter-argument.',
  ])('reads %j as an instruction', (s) => {
    expect(isInstructionSentence(s)).toBe(true);
  });

  it.each([
    'Use the case of Norway to evaluate whether carbon taxes reduce emissions.',
    'Use of social media and depression among teenagers.',
    'Use primary sources from the 1918 influenza pandemic to explain its spread.',
    'Due to rising costs, should cities build more public housing?',
    'How do words shape political identity?',
    'Does the lack of sleep affect how well students think and perform at school?',
    'Discuss.',
    'Discuss the opposing views of Keynes and Hayek on fiscal stimulus.',
  ])('keeps %j as topic', (s) => {
    expect(isInstructionSentence(s)).toBe(false);
  });

  it('removes the instruction sentences of a prompt and keeps the rest as it was', () => {
    expect(
      withoutInstructions(
        'How does teen social media use affect depression? Use at least two peer-reviewed sources. Cite in MLA style.',
      ),
    ).toBe('How does teen social media use affect depression?');
    expect(withoutInstructions('Evaluate the claim that raising the minimum wage costs jobs.')).toBe(
      'Evaluate the claim that raising the minimum wage costs jobs.',
    );
    expect(withoutInstructions('Use at least two sources.\n1,000 words.')).toBe('');
    expect(withoutInstructions('')).toBe('');
  });
});

describe('prompt terms leave the instruction sentences out', () => {
  it('key terms of the prompt (article analysis): the article on the topic misses none of the instruction words', () => {
    const terms = prepareQuery(PROMPT).terms.map((t) => t.surface);
    expect(terms.filter((t) => ASSIGNMENT.test(t))).toEqual([]);
    expect(terms).toEqual(expect.arrayContaining(['social', 'media', 'depression', 'teenagers']));
    const r = relevance(PROMPT, termProfile(ARTICLE));
    expect(r.missing.filter((t) => ASSIGNMENT.test(t))).toEqual([]);
    const relation = analyzeRelationOffline({
      article: { title: 'Social Media and Depression', abstract: '', text: ARTICLE, sections: [] },
      prompt: PROMPT,
      thesis: '',
      brainstormIdeas: [],
    });
    expect(relation.prompt_relation.specific_relevance_explanation).not.toMatch(/peer|sources/i);
    // the same prompt without its instructions scores the article the same
    expect(relation.prompt_relation.relevance_score).toBe(
      analyzeRelationOffline({
        article: { title: 'Social Media and Depression', abstract: '', text: ARTICLE, sections: [] },
        prompt: TOPIC,
        thesis: '',
        brainstormIdeas: [],
      }).prompt_relation.relevance_score,
    );
  });

  it('keyphrases, writing suggestions, prompt topic and search query come from the topic sentences', () => {
    const phrases = extractKeyphrases(PROMPT, { max: 10, boostTexts: [PROMPT] }).map((k) => k.phrase);
    expect(phrases.filter((p) => ASSIGNMENT.test(p))).toEqual([]);
    expect(phrases).toContain('social media');
    const suggestion = coachSection(
      'introduction',
      {
        title: '',
        prompt: PROMPT,
        thesis: '',
        ideas: [],
        sections: { introduction: '', body: '', conclusion: '' },
      },
      [],
      '',
    );
    expect(JSON.stringify(suggestion)).not.toMatch(/peer-reviewed|sources/i);
    expect(checkPrompt(PROMPT).topicTerms.filter((t) => ASSIGNMENT.test(t))).toEqual([]);
    for (const d of detectDomainsOffline({ prompt: PROMPT, thesis: '', ideas: [] }))
      expect(d.query).not.toMatch(ASSIGNMENT);
  });
});
