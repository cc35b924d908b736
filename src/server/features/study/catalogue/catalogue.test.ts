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
      const parsed = certificationSchema.safeParse({ ...c, official_resources: c.official_resources ?? null, topic_count: 0 });
      expect(parsed.success, `${c.id}: ${parsed.error?.message}`).toBe(true);
      expect(c.description.length, c.id).toBeGreaterThan(40);
      expect(c.keywords.length, c.id).toBeGreaterThan(0);
      expect(c.estimated_study_hours, c.id).toBeGreaterThan(0);
      for (const url of Object.values(c.official_resources ?? {})) expect(url, c.id).toMatch(/^https:\/\//);
    }
  });

  it('makes exactly comptia-a-plus and nclex-rn available, each with a syllabus; the rest are coming soon', () => {
    const available = CERTIFICATIONS.filter((c) => c.availability === 'available').map((c) => c.id).sort();
    expect(available).toEqual([...AVAILABLE_CERTIFICATION_IDS].sort());
    for (const c of CERTIFICATIONS) {
      if (c.availability === 'coming_soon') expect(syllabusOf(c.id), c.id).toEqual([]);
    }
    expect(Object.keys(SYLLABI).sort()).toEqual([...AVAILABLE_CERTIFICATION_IDS].sort());
  });

  it('follows the A+ 220-1201/220-1202 outline: every domain objective once, in order', () => {
    const keys = SYLLABI['comptia-a-plus'].map((t) => t.key);
    const expected = [
      ...[3, 8, 7, 2, 7].flatMap((n, d) => Array.from({ length: n }, (_, i) => `220-1201-${d + 1}.${i + 1}`)),
      ...[11, 11, 4, 10].flatMap((n, d) => Array.from({ length: n }, (_, i) => `220-1202-${d + 1}.${i + 1}`)),
    ];
    expect(keys).toEqual(expected);
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
