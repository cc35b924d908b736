import { describe, expect, it } from 'vitest';
import { STUDY_DOMAINS, topicContextSchema } from '../../../../shared/schemas/ai';
import { certificationSchema } from '../../../../shared/schemas/study';
import { AVAILABLE_CERTIFICATION_IDS } from '../../../../shared/study/certifications';
import { buildFlashcardsOffline, buildQuizOffline } from '../../../lib/ai/offline/study';
import { CERTIFICATIONS, SYLLABI, syllabusOf } from './catalogue';

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
      });
      expect(parsed.success, `${c.id}: ${parsed.error?.message}`).toBe(true);
      expect(c.description.length, c.id).toBeGreaterThan(40);
      expect(c.keywords.length, c.id).toBeGreaterThan(0);
      expect(c.estimated_study_hours, c.id).toBeGreaterThan(0);
      for (const url of Object.values(c.official_resources ?? {})) expect(url, c.id).toMatch(/^https:\/\//);
    }
  });

  it('makes exactly comptia-a-plus and nclex-rn available, each with a syllabus; the rest are coming soon', () => {
    const available = CERTIFICATIONS.filter((c) => c.availability === 'available')
      .map((c) => c.id)
      .sort();
    expect(available).toEqual([...AVAILABLE_CERTIFICATION_IDS].sort());
    for (const c of CERTIFICATIONS) {
      if (c.availability === 'coming_soon') expect(syllabusOf(c.id), c.id).toEqual([]);
    }
    expect(Object.keys(SYLLABI).sort()).toEqual([...AVAILABLE_CERTIFICATION_IDS].sort());
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
