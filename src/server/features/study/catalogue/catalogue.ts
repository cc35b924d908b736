/**
 * The versioned certification catalogue: every certification (data/certifications/*.json), the official exam
 * outlines (data/outlines/*.json) and the built-in syllabi of CompTIA A+ and NCLEX-RN (data/syllabi/*.json). Bump
 * CATALOGUE_VERSION when the data changes meaningfully; `seedStudyCatalogue` also notices any content change by
 * checksum.
 */
import type { AVAILABLE_CERTIFICATION_IDS } from '../../../../shared/study/certifications';
import { CATALOGUE_CERTIFICATIONS } from './certifications';
import { outlineOf, outlineTopics } from './outlines';
import { BUILT_IN_SYLLABI } from './syllabi';
import type { CatalogueCertification, CatalogueTopic } from './types';

/**
 * 2: A+ Core 1 follows the 220-1201 (V15) numbering, with the display objective added; topic keys kept.
 * 3: every certification can be started; certifications without built-in lessons get their outline's topics.
 */
export const CATALOGUE_VERSION = 3;

/** The certification list, from the data files under data/certifications/ (validated by their loader). */
export const CERTIFICATIONS: readonly CatalogueCertification[] = CATALOGUE_CERTIFICATIONS;

/** Built-in syllabus (with lesson text) per certification that has one, in study order (data/syllabi/*.json). */
export const SYLLABI: Readonly<
  Record<(typeof AVAILABLE_CERTIFICATION_IDS)[number], readonly CatalogueTopic[]>
> = BUILT_IN_SYLLABI;

/** The catalogue id of a syllabus topic: `<certificationId>/<topic key>`. */
export const catalogueTopicId = (certificationId: string, key: string) => `${certificationId}/${key}`;

/** The built-in lessons of a certification (empty for one that has none). */
export function builtInSyllabusOf(certificationId: string): readonly CatalogueTopic[] {
  return (SYLLABI as Record<string, readonly CatalogueTopic[] | undefined>)[certificationId] ?? [];
}

/**
 * The topics a certification's path starts with: its built-in lessons, else its official outline's objectives
 * (topics without lesson text), else none (the path asks for the exam guide as material).
 */
export function syllabusOf(certificationId: string): readonly CatalogueTopic[] {
  const builtIn = builtInSyllabusOf(certificationId);
  if (builtIn.length) return builtIn;
  const outline = outlineOf(certificationId);
  return outline ? outlineTopics(outline) : [];
}

/** Every certification's path topics (built-in or from its outline), keyed by certification id. */
export const ALL_SYLLABI: Readonly<Record<string, readonly CatalogueTopic[]>> = Object.fromEntries(
  CERTIFICATIONS.map((c) => [c.id, syllabusOf(c.id)] as const).filter(([, topics]) => topics.length > 0),
);
