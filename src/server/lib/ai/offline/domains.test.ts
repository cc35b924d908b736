import { describe, expect, it } from 'vitest';
import { RESEARCH_DOMAINS } from '../../../../shared/schemas/ai';
import {
  CLIMATE_PROMPT,
  NURSING_IDEAS,
  NURSING_PROMPT,
  NURSING_THESIS,
} from '../../../../testing/fixtures/essays';
import { detectDomainsOffline, normalizeDomainName } from './domains';

describe('normalizeDomainName', () => {
  it.each([
    ['health and medicine', 'Health and Medicine'],
    ['  HEALTH AND MEDICINE ', 'Health and Medicine'],
    ['Nursing', 'Health and Medicine'],
    ['Public Health', 'Health and Medicine'],
    ['computer science', 'Science and Technology'],
    ['Psychology', 'Social Sciences'],
    ['Climate Change', 'Environmental Science'],
    ['Foreign Policy', 'International Relations'],
    ['Ethics', 'Ethics and Philosophy'],
    ['Business & Industry', 'Business and Industry'],
    ['Medical Sciences', 'Health and Medicine'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeDomainName(input)).toBe(expected);
  });

  it('keeps an unknown name as given (trimmed)', () => {
    expect(normalizeDomainName('  Underwater Basket Weaving ')).toBe('Underwater Basket Weaving');
  });

  it('is idempotent on the 13 domains', () => {
    for (const d of RESEARCH_DOMAINS) expect(normalizeDomainName(d)).toBe(d);
  });
});

describe('detectDomainsOffline', () => {
  it('puts a nursing prompt in Health and Medicine first, with a query made of its own key phrases', () => {
    const domains = detectDomainsOffline({
      prompt: NURSING_PROMPT,
      thesis: NURSING_THESIS,
      ideas: NURSING_IDEAS,
    });
    expect(domains[0]?.domain).toBe('Health and Medicine');
    expect(domains[0]?.query).toMatch(/nurse|staffing|care/);
    expect(domains[0]?.keywords.length).toBeGreaterThan(2);
    for (const d of domains) expect(RESEARCH_DOMAINS).toContain(d.domain);
  });

  it('also finds the policy side of a prompt about mandates', () => {
    const domains = detectDomainsOffline({
      prompt: NURSING_PROMPT,
      thesis: NURSING_THESIS,
      ideas: NURSING_IDEAS,
    }).map((d) => d.domain);
    expect(domains).toContain('Policy and Governance');
  });

  it('classifies a carbon-tax prompt as environmental science and policy', () => {
    const domains = detectDomainsOffline({ prompt: CLIMATE_PROMPT, thesis: '', ideas: [] }).map(
      (d) => d.domain,
    );
    expect(domains[0]).toBe('Environmental Science');
    expect(domains).toContain('Policy and Governance');
    expect(domains).not.toContain('Health and Medicine');
  });

  it.each([
    ['Analyze how the Industrial Revolution changed family life in nineteenth-century Britain.', 'History'],
    ['Should schools replace homework with project-based learning for primary students?', 'Education'],
    ['Evaluate the ethics of euthanasia and assisted suicide.', 'Ethics and Philosophy'],
    ['How has artificial intelligence changed software engineering jobs?', 'Science and Technology'],
  ])('%s → %s', (prompt, domain) => {
    expect(detectDomainsOffline({ prompt, thesis: '', ideas: [] })[0]?.domain).toBe(domain);
  });

  it('always returns at least one domain with a non-empty query', () => {
    const d = detectDomainsOffline({ prompt: 'Discuss zorblax quintessence', thesis: '', ideas: [] });
    expect(d.length).toBeGreaterThanOrEqual(1);
    expect(d[0]?.query.length).toBeGreaterThan(0);
  });
});

describe('search query of an essay: the noun concepts of the prompt, not its verbs', () => {
  const queryOf = (prompt: string) => detectDomainsOffline({ prompt, thesis: '', ideas: [] })[0]!.query;
  const queryWords = (prompt: string) => queryOf(prompt).toLowerCase().split(/\s+/);

  it('keeps sleep and drops the verbs of "Does the lack of sleep affect how well students think…"', () => {
    const q = queryWords('Does the lack of sleep affect how well students think and perform at school?');
    expect(q).toEqual(expect.arrayContaining(['sleep', 'students', 'school']));
    for (const verb of ['think', 'perform', 'affect', 'does']) expect(q).not.toContain(verb);
  });

  it("drops 'claim', 'raising' and 'held' (task frame and verbs), keeps the noun phrases", () => {
    const wage = queryWords(
      'Evaluate the claim that raising the minimum wage costs low-paid workers their jobs.',
    );
    expect(wage).toEqual(expect.arrayContaining(['minimum', 'wage', 'workers']));
    for (const w of ['claim', 'raising', 'evaluate']) expect(wage).not.toContain(w);
    const treaty = queryWords(
      'To what extent was the Treaty of Versailles held responsible for the Second World War?',
    );
    expect(treaty).toEqual(expect.arrayContaining(['versailles']));
    for (const w of ['held', 'responsible', 'extent']) expect(treaty).not.toContain(w);
  });

  it('keeps a gerund of the concept and leaves the instruction sentence out', () => {
    expect(queryOf('How has music streaming changed what audiences listen to?')).toMatch(/music streaming/);
    const q = queryOf(
      'How does teen social media use affect depression? Use at least two peer-reviewed sources.',
    );
    expect(q).toMatch(/social media/);
    expect(q).toMatch(/depression/);
    expect(q).not.toMatch(/sources|peer|affect/);
  });
});
