import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIMATE_PROMPT,
  NURSING_IDEAS,
  NURSING_PROMPT,
  NURSING_THESIS,
} from '../../../../testing/fixtures/essays';
import { NURSE_STAFFING_PAPER } from '../../../../testing/fixtures/papers/nurse-staffing-paper';
import { SOIL_TILLAGE_PAPER } from '../../../../testing/fixtures/papers/soil-tillage-paper';
import { explainRelevance, relevance, relevanceType, termProfile } from './relevance';
import { analyzeRelationOffline } from './research';

const nursing = termProfile(NURSE_STAFFING_PAPER);
const soil = termProfile(SOIL_TILLAGE_PAPER);

describe('relevance', () => {
  it('ranks the paper on the prompt’s topic far above an unrelated one', () => {
    const onTopic = relevance(NURSING_PROMPT, nursing);
    const offTopic = relevance(NURSING_PROMPT, soil);
    expect(onTopic.score).toBeGreaterThanOrEqual(7);
    expect(offTopic.score).toBeLessThan(3);
  });

  it('reverses the ranking for a prompt about the other paper’s topic', () => {
    const q = 'How does conservation tillage affect soil microbial diversity in wheat systems?';
    expect(relevance(q, soil).score).toBeGreaterThan(relevance(q, nursing).score + 4);
  });

  it('names the shared terms and the missing ones in the explanation', () => {
    const r = relevance(NURSING_PROMPT, nursing);
    const text = explainRelevance(r, 'the prompt');
    expect(text).toMatch(/nurse staffing ratios|acute care hospitals/);
    const off = explainRelevance(relevance(NURSING_PROMPT, soil), 'the prompt');
    expect(off).toMatch(/Not covered: .*“nurse”/);
  });

  it('counts whole phrases, not just words', () => {
    const doc = termProfile('Care for nurse staffing and ratios of patients on a ward.');
    const scrambled = termProfile('Ratios staffing care patients nurse on a ward and of for.');
    expect(relevance('nurse staffing', doc).sharedPhrases).toEqual(['nurse staffing']);
    expect(relevance('nurse staffing', scrambled).sharedPhrases).toEqual([]);
  });

  it('stays within 0–10 for any text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (q, d) => {
        const s = relevance(q, termProfile(d)).score;
        return s >= 0 && s <= 10 && Number.isFinite(s);
      }),
    );
  });

  it('maps scores to the spec’s bands', () => {
    expect([0, 1.5, 4, 6.9, 7, 10].map(relevanceType)).toEqual([
      'none',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});

describe('relation analysis', () => {
  const article = (text: string, title: string) => ({ title, abstract: '', text, sections: [] });

  it('rates the nursing paper highly for every part of the nursing essay', () => {
    const r = analyzeRelationOffline({
      article: article(NURSE_STAFFING_PAPER, 'Nurse Staffing Levels and Patient Outcomes'),
      prompt: NURSING_PROMPT,
      thesis: NURSING_THESIS,
      brainstormIdeas: NURSING_IDEAS,
    });
    expect(r.prompt_relation.relevance_type).toBe('high');
    expect(r.thesis_relation.relevance_type).toBe('high');
    expect(r.prompt_relation.content_mismatch).toBe(false);
    expect(r.brainstorm_relation.idea_scores.map((s) => s.idea).sort()).toEqual([...NURSING_IDEAS].sort());
    expect(r.brainstorm_relation.idea_scores[0]?.idea).toBe(
      'Higher patient-to-nurse ratios increase patient mortality',
    );
    const supported = /^(\d+) of \d+ brainstorm ideas (is|are) well supported/.exec(
      r.brainstorm_relation.specific_relevance_explanation,
    );
    expect(supported).not.toBeNull();
    // the verb agrees with the count ('1 of 5 … is', '3 of 5 … are')
    expect(supported?.[2]).toBe(supported?.[1] === '1' ? 'is' : 'are');
  });

  it('flags an unrelated paper as a content mismatch', () => {
    const r = analyzeRelationOffline({
      article: article(SOIL_TILLAGE_PAPER, 'Soil Microbial Diversity'),
      prompt: NURSING_PROMPT,
      thesis: NURSING_THESIS,
      brainstormIdeas: NURSING_IDEAS,
    });
    expect(['none', 'low']).toContain(r.prompt_relation.relevance_type);
    expect(r.prompt_relation.content_mismatch).toBe(true);
    expect(r.prompt_relation.specific_relevance_explanation).toMatch(/about something else/);
    expect(r.brainstorm_relation.relevance_score).toBeLessThan(3);
  });

  it('reports not_available for missing essay parts', () => {
    const r = analyzeRelationOffline({
      article: article(NURSE_STAFFING_PAPER, 'x'),
      prompt: CLIMATE_PROMPT,
      thesis: '',
      brainstormIdeas: [],
    });
    expect(r.thesis_relation).toMatchObject({
      relevance_type: 'not_available',
      relevance_score: 0,
      content_mismatch: false,
    });
    expect(r.brainstorm_relation).toMatchObject({ relevance_type: 'not_available', idea_scores: [] });
    expect(r.prompt_relation.relevance_type).not.toBe('not_available');
  });
});

describe('relevance explanations list exactly the terms they count (issue 15)', () => {
  it('the number of key terms equals the number of terms named, generic words excluded', async () => {
    const { explainRelevance, relevance, termProfile } = await import('./relevance');
    const r = relevance(
      'How recent evidence on social media affects adolescent health in studies',
      termProfile(
        'Recent studies of adolescent social media use give evidence that affects health and sleep.',
      ),
    );
    const text = explainRelevance(r, 'the prompt');
    const m = /shares (\d+) of (\d+) key terms with the prompt(?: \(whole phrases: [^)]*\))?: (.*)\./.exec(
      text,
    );
    expect(m).not.toBeNull();
    const named = (m?.[3] ?? '').match(/“[^”]+”/g) ?? [];
    expect(named.length).toBe(Number(m?.[1]));
    expect(named).not.toContain('“recent”');
    expect(named).not.toContain('“evidence”');
  });
});

describe('lemmas and synonyms (issue 15)', () => {
  const ADOLESCENT_PAPER = [
    'Social media use and depressive symptoms in adolescents: a cohort study.',
    'We followed 1,200 adolescents aged 13 to 17 for two years. Adolescents who spent more than three hours a day on social media reported more depressive symptoms and poorer sleep.',
    'The association was stronger for girls, and it held after adjusting for baseline mental health.',
  ].join('\n');
  const prompt = 'Evaluate how social media use affects the mental health of teenagers.';

  it('covers “teenagers” with an article about adolescents, and says so', () => {
    const r = relevance(prompt, termProfile(ADOLESCENT_PAPER));
    expect(r.missing).not.toContain('teenagers');
    expect(r.matchedAs).toEqual([{ term: 'teenagers', as: 'adolescent' }]);
    const text = explainRelevance(r, 'the prompt');
    expect(text).toMatch(/“teenagers” \(as “adolescent”\)/);
    expect(text).not.toMatch(/Not covered: .*teenagers/);
    const relation = analyzeRelationOffline({
      article: { title: 'Adolescents and social media', abstract: '', text: ADOLESCENT_PAPER, sections: [] },
      prompt,
      thesis: '',
      brainstormIdeas: [],
    });
    expect(relation.prompt_relation.specific_relevance_explanation).not.toMatch(/Not covered: .*teenagers/);
  });

  it('matches other synonyms and irregular plurals of the query, counting a synonym a little less than the word', () => {
    expect(
      relevance('effects on children', termProfile('The child was followed for a year; effects were small.'))
        .missing,
    ).toEqual([]);
    expect(
      relevance('automobile emissions', termProfile('Car emissions fell after the tax.')).matchedAs,
    ).toEqual([{ term: 'automobile', as: 'car' }]);
    const same = relevance('teenagers sleep', termProfile('Teenagers sleep less.')).score;
    const synonym = relevance('teenagers sleep', termProfile('Adolescents sleep less.')).score;
    expect(synonym).toBeGreaterThan(0);
    expect(synonym).toBeLessThan(same);
  });

  it('meets a word in its derived forms (Porter2 stems): a question on depression covers an article on depressive symptoms', () => {
    const r = relevance('social media and depression in teenagers', termProfile(ADOLESCENT_PAPER));
    expect(r.missing).toEqual([]);
    expect(r.shared).toContain('depression');
    expect(relevance('nurse staffing', termProfile('Ward staff were counted each shift.')).missing).toEqual([
      'nurse',
    ]);
  });

  it('the claim’s verbs are not key terms: an article is not “missing” “affects” or “increases”', () => {
    const r = relevance(prompt, termProfile(ADOLESCENT_PAPER));
    expect(r.keyTotal).toBe(5); // social, media, mental, health, teenagers
    expect(r.missing).not.toContain('affects');
    expect(explainRelevance(r, 'the prompt')).toMatch(/shares 5 of 5 key terms/);
    // an inflected verb right after its subject is a verb even when WordNet knows the word better as a noun
    expect(
      relevance('Social media use harms teenagers.', termProfile('Teenagers and social media use.')).missing,
    ).toEqual([]);
    // a verb's -ing form can name the topic and stays a key term
    expect(relevance('Vaping harms lungs.', termProfile('Lungs of smokers.')).missing).toContain('vaping');
  });

  it('still finds nothing in an unrelated text', () => {
    expect(
      relevance('teenagers', termProfile('Soil microbes in wheat fields after tillage.')).matchedAs,
    ).toEqual([]);
  });
});

describe('generic words count for nothing (issue 15)', () => {
  const TAX = termProfile(
    'This study evaluates the impact and effects of recent research evidence on corporate tax compliance in small firms. The analysis of studies shows important effects.',
  );

  it('an article sharing only generic words with the prompt scores 0 and says so', () => {
    const r = relevance('Evaluate the impact of recent research studies on dolphin migration', TAX);
    expect(r.score).toBe(0);
    expect(r.keyShared).toBe(0);
    expect(r.keyTotal).toBe(2);
    const text = explainRelevance(r, 'the prompt');
    expect(text).toMatch(/shares only generic words with the prompt .*which do not count/);
    expect(text).toMatch(/Not covered: “dolphin” and “migration”\./);
  });

  it('adding generic words to a prompt changes nothing', () => {
    const plain = relevance('corporate tax compliance dolphins', TAX);
    const padded = relevance(
      'Evaluate the impact of recent research studies on corporate tax compliance dolphins',
      TAX,
    );
    expect(padded.score).toBe(plain.score);
    expect(padded.keyShared).toBe(plain.keyShared);
    expect(padded.keyTotal).toBe(plain.keyTotal);
  });

  it('a prompt of generic words alone matches nothing', () => {
    expect(relevance('Evaluate recent research studies', TAX).score).toBe(0);
  });

  it('an unrelated paper is not relevant to the prompt, whatever generic words it shares', () => {
    const r = analyzeRelationOffline({
      article: {
        title: 'Corporate tax compliance in small firms: a study of recent evidence',
        abstract: 'We analyse the effects of audits on tax compliance.',
        text: 'Research on tax. Studies show important effects and impact of audits on compliance.',
        sections: [],
      },
      prompt:
        'Evaluate how recent research and studies explain the impact and effects of social media on teenagers',
      thesis: '',
      brainstormIdeas: [],
    });
    expect(r.prompt_relation.relevance_score).toBe(0);
    expect(r.prompt_relation.relevance_type).toBe('none');
  });
});

describe('explanation counts at the boundaries (issue 15)', () => {
  const counted = (text: string) => {
    const m =
      /shares (\d+) of (\d+) key terms with the prompt(?: \(whole phrases: [^)]*\))?: (.*?)\.(?: Not covered| It never says|$)/.exec(
        text,
      );
    const named = (m?.[3] ?? '').match(/“[^”]+”(?: \(as “[^”]+”\))?/g) ?? [];
    const more = Number(/(\d+) more$/.exec(m?.[3] ?? '')?.[1] ?? 0);
    return { claimed: Number(m?.[1]), total: Number(m?.[2]), listed: named.length + more };
  };

  it('one key term shared', () => {
    const r = relevance('volcanic ash aviation', termProfile('Volcanic eruptions in Iceland.'));
    expect(counted(explainRelevance(r, 'the prompt'))).toEqual({ claimed: 1, total: 3, listed: 1 });
  });

  it('more key terms than are named: the rest is counted as “n more”', () => {
    const words = 'volcanic ash aviation engines turbine erosion airspace closure iceland';
    const r = relevance(words, termProfile(`${words}.`));
    const c = counted(explainRelevance(r, 'the prompt'));
    expect(c.claimed).toBe(9);
    expect(c.listed).toBe(9);
  });

  it('a term matched as a synonym is named with the word the article uses, and counted once', () => {
    const r = relevance('teenagers sleep', termProfile('Adolescents sleep less on school nights.'));
    const text = explainRelevance(r, 'the prompt');
    expect(text).toMatch(/“teenagers” \(as “adolescent”\)/);
    expect(counted(text)).toEqual({ claimed: 2, total: 2, listed: 2 });
  });
  it('every counted term is named: shared ones in the list, a missing qualifier apart (“shares 4 of 5” names five)', () => {
    const r = relevance(
      'heavy social media use and sleep in teenagers',
      termProfile('Social media use and sleep in adolescents: a survey of 2,000 pupils about their nights.'),
    );
    const text = explainRelevance(r, 'the prompt');
    const c = counted(text);
    expect(c).toEqual({ claimed: 4, total: 5, listed: 4 });
    expect(text).toMatch(/It never says “heavy”\.$/);
    expect(r.missing).toEqual([]);
  });

  it('more missing concepts than are named: the rest is counted as “n more”', () => {
    const r = relevance(
      'volcanic ash aviation engines turbine erosion airspace',
      termProfile('Volcanic ash.'),
    );
    expect(explainRelevance(r, 'the prompt')).toMatch(/Not covered: (?:“[^”]+”, ){3}“[^”]+” and 1 more\./);
  });
});

describe('not covered lists the thesis’s concepts, never an adjective alone (issue 15)', () => {
  const thesis = 'Heavy social media use harms teenagers’ sleep.';
  const SLEEP_PAPER =
    'Social media use and sleep in adolescents. We followed 1,200 teenagers for two years. Teenagers who spent more than three hours a day on social media slept less and reported poorer sleep quality. Social media use at night delayed sleep onset.';

  it('an article covering the noun an adjective modifies is not “missing” the adjective', () => {
    const r = relevance(thesis, termProfile(SLEEP_PAPER));
    expect(r.missing).toEqual([]);
    const relation = analyzeRelationOffline({
      article: { title: 'Social media and sleep', abstract: '', text: SLEEP_PAPER, sections: [] },
      prompt: '',
      thesis,
      brainstormIdeas: [],
    });
    // not a missing concept; named apart, because “4 of 5 key terms” counts it
    const explanation = relation.thesis_relation.specific_relevance_explanation;
    expect(explanation).not.toMatch(/Not covered/);
    expect(explanation).toMatch(/shares 4 of 5 key terms .*\. It never says “heavy”\.$/);
  });

  it('a missing noun is still listed, with the missing adjectives that modify it', () => {
    const noSleep = relevance(thesis, termProfile('Teenagers and social media use: a survey of 900 pupils.'));
    expect(noSleep.missing).toEqual(['sleep']);
    expect(explainRelevance(noSleep, 'the thesis')).toMatch(/Not covered: “sleep”\./);
    expect(relevance(thesis, termProfile('Teenagers sleep less when they use phones.')).missing).toEqual([
      'heavy social media',
    ]);
    expect(
      relevance(
        'Social media harms the mental health of teenagers.',
        termProfile('Teenagers and social media.'),
      ).missing,
    ).toEqual(['mental health']);
  });

  it('an adjective that modifies no noun is not a concept to cover', () => {
    expect(relevance('Sleep is essential for teenagers.', termProfile('Teenagers sleep.')).missing).toEqual(
      [],
    );
  });
});
