import { describe, expect, it } from 'vitest';
import { RESEARCH_DOMAINS } from '../../../../shared/schemas/ai';
import vocabulary from './vocabulary.json';
import { FAMILY_NAMES, GIVEN_NAMES, VOCABULARY, loadVocabulary } from './vocabulary';

describe('sample library vocabulary (data file)', () => {
  it('holds one entry per research domain in RESEARCH_DOMAINS order, each with 8 topics and 4 methods', () => {
    expect(VOCABULARY.map((v) => v.domain)).toEqual([...RESEARCH_DOMAINS]);
    for (const v of VOCABULARY) {
      expect(v.topics.length, v.domain).toBe(8);
      expect(new Set(v.topics.map((t) => t[0])).size, v.domain).toBe(8);
      expect(v.methods.length, v.domain).toBe(4);
      expect(v.populations.length, v.domain).toBe(5);
      expect(v.outcomes.length, v.domain).toBe(5);
      for (const list of [v.settings, v.frameworks, v.journals, v.stakes])
        expect(list.length, v.domain).toBeGreaterThan(0);
      for (const [topic, , , outcomes, populations] of v.topics) {
        expect(outcomes.length, topic).toBeGreaterThan(0);
        expect(populations.length, topic).toBeGreaterThan(0);
      }
      for (const m of v.methods) expect(m.n[0], m.name).toBeLessThanOrEqual(m.n[1]);
    }
    expect(GIVEN_NAMES.length).toBe(40);
    expect(FAMILY_NAMES.length).toBe(40);
    expect(new Set(GIVEN_NAMES).size).toBe(40);
    expect(new Set(FAMILY_NAMES).size).toBe(40);
  });

  it('keeps known entries where they were written', () => {
    const economics = VOCABULARY.find((v) => v.domain === 'Economics');
    expect(economics?.field).toBe('Economics, Econometrics and Finance');
    expect(economics?.topics[0]).toEqual([
      'minimum wage policy',
      'minimum wage',
      'labor market',
      ['employment', 'earnings', 'working hours'],
      ['low-wage workers', 'small businesses'],
    ]);
    expect(economics?.methods[0]).toEqual({
      name: 'difference-in-differences analysis',
      short: 'Quasi-Experimental',
      design: 'quantitative',
      data: 'administrative payroll records',
      unit: 'county-quarters',
      n: [5000, 40000],
    });
    expect(VOCABULARY[0]?.topics[0]?.[0]).toBe('participatory budgeting');
    expect([GIVEN_NAMES[0], FAMILY_NAMES[0]]).toEqual(['Amara', 'Okafor']);
  });

  it('rejects a malformed file with the field named', () => {
    const domains = structuredClone(vocabulary.domains);
    const withDomains = (d: unknown) => ({ ...vocabulary, domains: d });
    expect(() => loadVocabulary(withDomains(domains.slice(1)), 'v.json')).toThrow(
      /v\.json.*domains.*RESEARCH_DOMAINS order/,
    );
    expect(() => loadVocabulary(withDomains([domains[1], domains[0], ...domains.slice(2)]))).toThrow(
      /RESEARCH_DOMAINS order/,
    );
    const badTopic = structuredClone(domains);
    (badTopic[0]!.topics[0] as unknown[]).splice(3, 2);
    expect(() => loadVocabulary(withDomains(badTopic))).toThrow(/domains\.0\.topics\.0/);
    const badRange = structuredClone(domains);
    badRange[2]!.methods[1]!.n = [500, 50];
    expect(() => loadVocabulary(withDomains(badRange))).toThrow(/domains\.2\.methods\.1\.n.*range/);
    const spaced = structuredClone(domains);
    spaced[0]!.outcomes[0] = 'two  spaces';
    expect(() => loadVocabulary(withDomains(spaced))).toThrow(/domains\.0\.outcomes\.0/);
    expect(() => loadVocabulary({ ...vocabulary, givenNames: [] })).toThrow(/givenNames/);
    expect(() => loadVocabulary({ ...vocabulary, extra: 1 })).toThrow(/vocabulary\.json/);
  });
});
