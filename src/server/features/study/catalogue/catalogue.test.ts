import { describe, expect, it } from 'vitest';
import { STUDY_DOMAINS, topicContextSchema } from '../../../../shared/schemas/ai';
import { certificationSchema } from '../../../../shared/schemas/study';
import { AVAILABLE_CERTIFICATION_IDS } from '../../../../shared/study/certifications';
import { buildFlashcardsOffline, buildQuizOffline } from '../../../lib/ai/offline/study';
import { CERTIFICATIONS, SYLLABI, builtInSyllabusOf, syllabusOf } from './catalogue';
import { OUTLINES, loadOutlines, outlineOf, outlineTopics } from './outlines';
import { loadCertifications } from './certifications';
import { loadSyllabus } from './syllabi';

describe('certification catalogue data', () => {
  it('holds at least 100 certifications with unique ids across all eight study domains', () => {
    expect(CERTIFICATIONS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CERTIFICATIONS.map((c) => c.id)).size).toBe(CERTIFICATIONS.length);
    const domains = new Set(CERTIFICATIONS.map((c) => c.domain_code));
    expect([...domains].sort()).toEqual([...STUDY_DOMAINS].sort());
    for (const domain of STUDY_DOMAINS) {
      expect(CERTIFICATIONS.filter((c) => c.domain_code === domain).length, domain).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives every entry the spec fields with valid enumerations and https links', () => {
    for (const c of CERTIFICATIONS) {
      const parsed = certificationSchema.safeParse({
        ...c,
        official_resources: c.official_resources ?? null,
        topic_count: 0,
        outline: outlineOf(c.id),
        built_in_lessons: false,
      });
      expect(parsed.success, `${c.id}: ${parsed.error?.message}`).toBe(true);
      expect(c.description.length, c.id).toBeGreaterThan(40);
      expect(c.keywords.length, c.id).toBeGreaterThan(0);
      expect(c.estimated_study_hours, c.id).toBeGreaterThan(0);
      for (const url of Object.values(c.official_resources ?? {})) expect(url, c.id).toMatch(/^https:\/\//);
    }
  });

  it('makes every certification available; built-in lessons for comptia-a-plus and nclex-rn only', () => {
    expect(CERTIFICATIONS.filter((c) => c.availability !== 'available').map((c) => c.id)).toEqual([]);
    expect(Object.keys(SYLLABI).sort()).toEqual([...AVAILABLE_CERTIFICATION_IDS].sort());
    for (const c of CERTIFICATIONS) {
      const builtIn = builtInSyllabusOf(c.id);
      const outline = outlineOf(c.id);
      if (builtIn.length) expect(syllabusOf(c.id)).toBe(builtIn);
      else if (outline) expect(syllabusOf(c.id).length, c.id).toBeGreaterThanOrEqual(outline.domains.length);
      else expect(syllabusOf(c.id), c.id).toEqual([]);
    }
  });

  it('follows the A+ 220-1201/220-1202 (V15) outline: every domain objective once, in order', () => {
    const objectives = (exam: string) =>
      SYLLABI['comptia-a-plus']
        .filter((t) => t.key.startsWith(exam))
        .map((t) => t.objective ?? 'methodology');
    const outline = (counts: number[]) =>
      counts.flatMap((n, d) => Array.from({ length: n }, (_, i) => `${d + 1}.${i + 1}`));
    const core1 = outline([3, 8, 8, 2, 6]);
    core1.splice(core1.indexOf('5.1'), 0, 'methodology'); // the outline's troubleshooting note opens domain 5.0
    expect(objectives('220-1201')).toEqual(core1);
    expect(objectives('220-1202')).toEqual(outline([11, 11, 4, 10]));
    const titleOf = (objective: string) =>
      SYLLABI['comptia-a-plus'].find((t) => t.key.startsWith('220-1201') && t.objective === objective)?.title;
    expect([titleOf('2.2'), titleOf('2.5'), titleOf('3.1'), titleOf('3.8'), titleOf('5.5')]).toEqual([
      'Wireless Networking Technologies',
      'Common Networking Hardware',
      'Display Components and Attributes',
      'Printer Maintenance and Consumables',
      'Troubleshooting Wired and Wireless Network Issues',
    ]);
    const sections = new Set(SYLLABI['comptia-a-plus'].map((t) => t.section));
    expect([...sections]).toEqual([
      'Core 1 (220-1201) · 1.0 Mobile Devices',
      'Core 1 (220-1201) · 2.0 Networking',
      'Core 1 (220-1201) · 3.0 Hardware',
      'Core 1 (220-1201) · 4.0 Virtualization and Cloud Computing',
      'Core 1 (220-1201) · 5.0 Hardware and Network Troubleshooting',
      'Core 2 (220-1202) · 1.0 Operating Systems',
      'Core 2 (220-1202) · 2.0 Security',
      'Core 2 (220-1202) · 3.0 Software Troubleshooting',
      'Core 2 (220-1202) · 4.0 Operational Procedures',
    ]);
  });

  it('keeps each A+ topic under the key it was first published with when the outline renumbers it', () => {
    const keyOf = (title: string) => SYLLABI['comptia-a-plus'].find((t) => t.title === title)?.key;
    // published under the 220-1101-style numbering; progress and paths refer to these ids
    expect(keyOf('Common Networking Hardware')).toBe('220-1201-2.2');
    expect(keyOf('Cable Types and Connectors')).toBe('220-1201-3.1');
    expect(keyOf('Troubleshooting Methodology')).toBe('220-1201-5.1');
    expect(keyOf('Display Components and Attributes')).toBe('220-1201-display');
    const keys = SYLLABI['comptia-a-plus'].map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every NCLEX-RN client-needs category and subcategory, plus clinical judgment', () => {
    const sections = new Set(SYLLABI['nclex-rn'].map((t) => t.section));
    expect([...sections]).toEqual([
      'Clinical Judgment',
      'Safe and Effective Care Environment · Management of Care',
      'Safe and Effective Care Environment · Safety and Infection Control',
      'Health Promotion and Maintenance',
      'Psychosocial Integrity',
      'Physiological Integrity · Basic Care and Comfort',
      'Physiological Integrity · Pharmacological and Parenteral Therapies',
      'Physiological Integrity · Reduction of Risk Potential',
      'Physiological Integrity · Physiological Adaptation',
    ]);
  });

  for (const [certificationId, topics] of Object.entries(SYLLABI)) {
    it(`${certificationId}: every topic teaches several paragraphs the offline tutor can quiz and build cards from`, () => {
      expect(new Set(topics.map((t) => t.key)).size).toBe(topics.length);
      for (const t of topics) {
        const words = t.content.split(/\s+/).length;
        expect(words, t.key).toBeGreaterThanOrEqual(150);
        expect(t.content.split('\n\n').length, t.key).toBeGreaterThanOrEqual(2);
        expect(t.summary.length, t.key).toBeGreaterThan(20);
        expect(t.sources.length, t.key).toBeGreaterThan(0);
        const topic = topicContextSchema.parse({ title: t.title, summary: t.summary, content: t.content });
        expect(buildQuizOffline(topic, 5).questions.length, `${t.key} quiz`).toBeGreaterThanOrEqual(3);
        expect(buildFlashcardsOffline(topic, 10).cards.length, `${t.key} cards`).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

describe('official exam outlines (data files)', () => {
  it('belong to catalogue certifications and cover the best-known exams with weights', () => {
    const ids = new Set(CERTIFICATIONS.map((c) => c.id));
    for (const id of OUTLINES.keys()) expect(ids.has(id), id).toBe(true);
    const weighted = [
      'comptia-a-plus',
      'nclex-rn',
      'comptia-network-plus',
      'comptia-security-plus',
      'comptia-cloud-plus',
      'comptia-linux-plus',
      'aws-cloud-practitioner',
      'aws-solutions-architect-associate',
      'microsoft-azure-fundamentals',
      'microsoft-azure-administrator',
      'isc2-cissp',
      'cisco-ccna',
      'google-associate-cloud-engineer',
    ];
    for (const id of weighted) {
      // NCLEX-RN: clinical judgment is measured across the client-needs categories, not weighted on its own
      const scored = outlineOf(id)?.domains.filter((d) => d.name !== 'Clinical Judgment') ?? [];
      expect(scored.length, id).toBeGreaterThan(1);
      expect(
        scored.every((d) => d.weight !== null && d.weightLabel !== null),
        id,
      ).toBe(true);
    }
  });

  it('weights add up to 100% per exam (ranges: their bounds enclose 100%), each weight inside its label', () => {
    for (const [id, outline] of OUTLINES) {
      const exams = new Map<string, { lo: number; hi: number }>();
      for (const d of outline.domains) {
        if (d.weight === null || d.weightLabel === null) continue;
        const m = /^~?(\d+(?:\.\d+)?)(?:–(\d+(?:\.\d+)?))?%(?: of (.+))?$/.exec(d.weightLabel);
        expect(m, `${id}: ${d.weightLabel}`).not.toBeNull();
        const lo = Number(m?.[1]);
        const hi = Number(m?.[2] ?? m?.[1]);
        expect(d.weight, `${id}: ${d.name}`).toBe((lo + hi) / 2);
        const exam = exams.get(m?.[3] ?? '') ?? { lo: 0, hi: 0 };
        exams.set(m?.[3] ?? '', { lo: exam.lo + lo, hi: exam.hi + hi });
      }
      for (const [exam, { lo, hi }] of exams) {
        // "~17%" weights of a guide may round to 100 ± 1
        expect(lo, `${id} ${exam}`).toBeLessThanOrEqual(101);
        expect(hi, `${id} ${exam}`).toBeGreaterThanOrEqual(99);
      }
    }
    expect(outlineOf('comptia-security-plus')?.domains.map((d) => [d.name, d.weight])).toEqual([
      ['General Security Concepts', 12],
      ['Threats, Vulnerabilities, and Mitigations', 22],
      ['Security Architecture', 18],
      ['Security Operations', 28],
      ['Security Program Management and Oversight', 20],
    ]);
    const moc = outlineOf('nclex-rn')?.domains.find((d) => d.name.endsWith('Management of Care'));
    expect(moc).toMatchObject({ weight: 18, weightLabel: '15–21%' });
  });

  it('names the built-in syllabi sections exactly as their outline domains (views look weights up by name)', () => {
    for (const id of AVAILABLE_CERTIFICATION_IDS) {
      const names = outlineOf(id)?.domains.map((d) => d.name);
      const sections = [...new Set(builtInSyllabusOf(id).map((t) => t.section))];
      expect(sections, id).toEqual(names);
    }
  });

  it('turns an outline into topics whose section is the domain name, with no lesson text', () => {
    const outline = outlineOf('comptia-network-plus');
    if (!outline) throw new Error('Network+ outline missing');
    const topics = outlineTopics(outline);
    expect(topics).toHaveLength(outline.domains.reduce((n, d) => n + d.objectives.length, 0));
    expect(topics[0]).toMatchObject({
      section: 'Networking Concepts',
      objective: '1.1',
      title: 'Explain concepts related to the Open Systems Interconnection (OSI) reference model',
      content: '',
    });
    expect(topics[0]?.summary).toBe('Exam objective 1.1 in Networking Concepts (23% of the exam).');
    const cissp = outlineTopics(outlineOf('isc2-cissp') ?? outline);
    expect(cissp.map((t) => t.title)).toEqual(outlineOf('isc2-cissp')?.domains.map((d) => d.name));
    expect(new Set(cissp.map((t) => t.key)).size).toBe(cissp.length);
  });

  it('rejects a malformed outline file with the file and field named', () => {
    const good = { version: 'v1', examGuideUrl: 'https://example.org/guide', domains: [] };
    expect(() => loadOutlines({ 'x.json': { 'some-cert': good } })).toThrow(/x\.json.*domains/);
    const domain = { code: null, name: 'A', weight: 50, weightLabel: null, objectives: [] };
    expect(() => loadOutlines({ 'y.json': { c: { ...good, domains: [domain] } } })).toThrow(/weightLabel/);
    const ok = { ...good, domains: [{ ...domain, weightLabel: '50%' }] };
    expect(() => loadOutlines({ 'a.json': { c: ok }, 'b.json': { c: ok } })).toThrow(/twice/);
    expect(loadOutlines({ 'a.json': { c: ok } }).get('c')?.domains[0]?.weight).toBe(50);
  });
});

describe('certification data files', () => {
  const entry = {
    id: 'x-cert',
    name: 'X Cert',
    organization: 'X Body',
    description: 'A certification used to check the loader of the catalogue data files, long enough.',
    keywords: ['x'],
    tags: ['x'],
    domain_code: 'math',
    level: 'entry',
    type: 'professional',
    estimated_study_hours: 10,
    difficulty: 'beginner',
  };

  it('loads an entry with the defaults: available, no exam codes', () => {
    expect(loadCertifications({ 'a.json': [entry] })).toEqual([
      { ...entry, exam_codes: [], availability: 'available' },
    ]);
  });

  it('rejects a malformed file with the file, entry and field named, and an id given twice', () => {
    expect(() => loadCertifications({ 'b.json': [{ ...entry, level: 'guru' }] })).toThrow(
      /b\.json.*0\.level/,
    );
    expect(() =>
      loadCertifications({ 'c.json': [{ ...entry, official_resources: { exam_guide: 'http://x.org' } }] }),
    ).toThrow(/c\.json.*exam_guide.*https/);
    expect(() => loadCertifications({ 'd.json': [{ ...entry, extra: 1 }] })).toThrow(/d\.json/);
    expect(() => loadCertifications({ 'e.json': [entry], 'f.json': [entry] })).toThrow(
      /x-cert appears twice/,
    );
  });
});

describe('syllabus data files', () => {
  const aPlus = SYLLABI['comptia-a-plus'];
  const nclex = SYLLABI['nclex-rn'];

  it('hold every built-in topic: 28 Core 1 and 36 Core 2 objectives, 27 NCLEX-RN topics, keys unique', () => {
    expect(aPlus.filter((t) => t.key.startsWith('220-1201-')).length).toBe(28);
    expect(aPlus.filter((t) => t.key.startsWith('220-1202-')).length).toBe(36);
    expect(aPlus.length).toBe(64);
    expect(nclex.length).toBe(27);
    for (const topics of [aPlus, nclex]) {
      expect(new Set(topics.map((t) => t.key)).size).toBe(topics.length);
      expect(new Set(topics.map((t) => t.title)).size).toBe(topics.length);
    }
    expect(nclex.every((t) => t.objective === null)).toBe(true);
    expect(aPlus.filter((t) => t.objective === null).map((t) => t.key)).toEqual(['220-1201-5.1']);
  });

  it('join each lesson from its paragraphs, with tags and a cited source on every topic', () => {
    for (const t of [...aPlus, ...nclex]) {
      const paragraphs = t.content.split('\n\n');
      expect(paragraphs.length, t.key).toBeGreaterThanOrEqual(2);
      for (const p of paragraphs) expect(p, t.key).toMatch(/^\S+(?: \S+)*$/);
      expect(t.tags.length, t.key).toBeGreaterThan(0);
      expect(t.sources.length, t.key).toBe(1);
      expect(t.sources[0]?.url, t.key).toMatch(/^https:\/\//);
    }
    expect(aPlus.every((t) => t.sources[0]?.title.startsWith('CompTIA A+ Core'))).toBe(true);
    expect(nclex.every((t) => t.sources[0]?.title.startsWith('NCSBN NCLEX-RN Test Plan: '))).toBe(true);
  });

  it('keep known lesson facts where they were written', () => {
    const topic = (key: string) => [...aPlus, ...nclex].find((t) => t.key === key);
    expect(topic('220-1201-1.1')).toMatchObject({
      section: 'Core 1 (220-1201) · 1.0 Mobile Devices',
      objective: '1.1',
      title: 'Mobile Device Hardware and Replacement',
      level: 'beginner',
      estimatedMinutes: 50,
      tags: ['laptop', 'SODIMM', 'M.2', 'battery', 'biometrics'],
    });
    expect(topic('220-1201-2.1')?.content).toContain('RDP (Remote Desktop Protocol) uses TCP 3389');
    expect(topic('220-1202-4.9')?.content).toContain('on TCP port 3389');
    expect(nclex[0]?.key).toBe('cj-exam-and-ncjmm');
    expect(nclex.find((t) => t.content.includes("Cushing's triad"))?.section).toBe(
      'Physiological Integrity · Physiological Adaptation',
    );
  });

  const topic = {
    key: 'x-1',
    section: 'X',
    objective: '1.1',
    title: 'X topic',
    summary: 'What the X topic teaches.',
    level: 'beginner',
    estimatedMinutes: 30,
    tags: ['x'],
    sources: [{ title: 'X outline', url: 'https://example.org/x' }],
    content: ['First paragraph.', 'Second paragraph.'],
  };

  it('loads a file as topics whose lesson joins the paragraphs with blank lines', () => {
    const { content: _content, ...rest } = topic;
    expect(loadSyllabus({ 'a.json': { about: 'X', topics: [topic] } })).toEqual([
      { ...rest, content: 'First paragraph.\n\nSecond paragraph.' },
    ]);
  });

  it('rejects a malformed file with the file, topic and field named, and a key given twice', () => {
    const file = (t: object) => ({ about: 'X', topics: [t] });
    expect(() => loadSyllabus({ 'b.json': file({ ...topic, level: 'guru' }) })).toThrow(
      /b\.json.*topics\.0\.level/,
    );
    expect(() => loadSyllabus({ 'c.json': file({ ...topic, content: ['One\n\nTwo'] }) })).toThrow(
      /c\.json.*content\.0/,
    );
    expect(() => loadSyllabus({ 'd.json': file({ ...topic, extra: 1 }) })).toThrow(/d\.json/);
    expect(() => loadSyllabus({ 'e.json': { topics: [topic] } })).toThrow(/e\.json.*about/);
    expect(() => loadSyllabus({ 'f.json': file(topic), 'g.json': file(topic) })).toThrow(/x-1 appears twice/);
  });
});
