/**
 * The certification list as catalogue data (issue 13 §4): one JSON file per study domain under
 * `data/certifications/`, validated with `catalogueCertificationSchema` when the module loads (a malformed file stops
 * the server at start-up and fails the catalogue test, naming the file, entry and field). Facts only: real names,
 * awarding bodies, exam codes and official links. Files are read in their numbered order, which is the catalogue's.
 */
import { z } from 'zod';
import { STUDY_DOMAINS } from '../../../../shared/schemas/ai';
import { officialResourcesSchema } from '../../../../shared/schemas/study';
import {
  CERTIFICATION_AVAILABILITY,
  CERTIFICATION_LEVELS,
  CERTIFICATION_TYPES,
  STUDY_DIFFICULTIES,
} from '../../../../shared/study/certifications';
import it from './data/certifications/1-it.json';
import nursing from './data/certifications/2-nursing.json';
import math from './data/certifications/3-math.json';
import science from './data/certifications/4-science.json';
import writing from './data/certifications/5-writing.json';
import literature from './data/certifications/6-literature.json';
import history from './data/certifications/7-history.json';
import faith from './data/certifications/8-faith.json';
import type { CatalogueCertification } from './types';

const https = z.string().regex(/^https:\/\/\S+$/, 'an https:// address');
const words = z.array(z.string().trim().min(1).max(100)).min(1).max(30);

export const catalogueCertificationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().trim().min(1).max(200),
    organization: z.string().trim().min(1).max(200),
    description: z.string().trim().min(40).max(2_000),
    keywords: words,
    tags: words,
    domain_code: z.enum(STUDY_DOMAINS),
    level: z.enum(CERTIFICATION_LEVELS),
    type: z.enum(CERTIFICATION_TYPES),
    estimated_study_hours: z.number().int().positive().max(5_000),
    difficulty: z.enum(STUDY_DIFFICULTIES),
    official_resources: officialResourcesSchema
      .extend({
        training: https.optional(),
        resources: https.optional(),
        exam_guide: https.optional(),
        practice_tests: https.optional(),
        test_plan: https.optional(),
      })
      .strict()
      .optional(),
    exam_codes: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
    /** Every certification can be started (issue 16); `coming_soon` is for one announced before its outline. */
    availability: z.enum(CERTIFICATION_AVAILABILITY).default('available'),
  })
  .strict();

const FILES: Record<string, unknown> = {
  '1-it.json': it,
  '2-nursing.json': nursing,
  '3-math.json': math,
  '4-science.json': science,
  '5-writing.json': writing,
  '6-literature.json': literature,
  '7-history.json': history,
  '8-faith.json': faith,
};

/** Validates the certification files and joins them in order (an id in two places is an error). */
export function loadCertifications(files: Record<string, unknown>): CatalogueCertification[] {
  const all: CatalogueCertification[] = [];
  const ids = new Set<string>();
  for (const [file, data] of Object.entries(files)) {
    const parsed = z.array(catalogueCertificationSchema).safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `catalogue certification file ${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
      );
    }
    for (const c of parsed.data) {
      if (ids.has(c.id)) throw new Error(`catalogue certification ${c.id} appears twice (${file})`);
      ids.add(c.id);
      all.push(c);
    }
  }
  return all;
}

export const CATALOGUE_CERTIFICATIONS: readonly CatalogueCertification[] = loadCertifications(FILES);
