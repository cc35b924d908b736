import { describe, expect, it } from 'vitest';
import { hypernymChain, relatedWords, synonyms } from './wordnet';

const words = (lemma: string, pos: Parameters<typeof relatedWords>[1]) =>
  relatedWords(lemma, pos).map((r) => `${r.word}/${r.relation}`);

describe('WordNet relatives', () => {
  it('a hyphenated compound WordNet writes with a space is found ("coffee-shop" → coffee shop, cafe)', () => {
    expect(synonyms('coffee-shop', 'noun')).toContain('cafe');
    // a hyphenated entry of WordNet's own stays as it is
    expect(synonyms('e-mail', 'noun')).toContain('email');
  });

  it("an adjective leads to the noun it is a value of and that noun's kinds ('dry' → wetness, humidity)", () => {
    expect(words('dry', 'adj')).toEqual(
      expect.arrayContaining(['wetness/attribute', 'humidity/attribute', 'moisture/attribute']),
    );
  });

  it('derived forms and similar adjectives', () => {
    expect(words('humid', 'adj')).toContain('humidity/derivation');
    expect(words('encrypt', 'verb')).toContain('encryption/derivation');
    expect(words('trustworthy', 'adj')).toEqual(
      expect.arrayContaining(['reliable/similar', 'dependable/similar']),
    );
  });

  it('a noun has its direct hypernyms; a verb does not (too loose)', () => {
    expect(words('sheet', 'noun')).toContain('paper/hypernym');
    expect(words('wipe', 'verb').some((w) => w.endsWith('/hypernym'))).toBe(false);
  });

  it('a broad attribute does not bring its hundreds of kinds', () => {
    expect(relatedWords('bad', 'adj').filter((r) => r.relation === 'attribute').length).toBeLessThan(10);
  });

  it('relatives leave out the word itself and its synonyms stay separate', () => {
    expect(words('dry', 'adj').some((w) => w.startsWith('dry/'))).toBe(false);
    expect(synonyms('baby', 'noun')).toContain('infant');
    expect(relatedWords('degausser', 'noun')).toEqual([]);
  });
});

describe('hypernym chains', () => {
  it('climbs every level of the most common sense, instance hypernyms included', () => {
    expect(hypernymChain('teenager')).toEqual(expect.arrayContaining(['juvenile', 'person', 'entity']));
    expect(hypernymChain('asia')).toEqual(expect.arrayContaining(['continent', 'landmass']));
    expect(hypernymChain('decade')).toContain('time period');
    expect(hypernymChain('technology')).not.toContain('person');
    expect(hypernymChain('florpzibble')).toEqual([]);
  });
});
