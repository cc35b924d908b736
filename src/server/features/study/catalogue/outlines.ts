/**
 * Official exam outlines as catalogue data (issue 16; issue 13: catalogue content as data files with a Zod loader).
 * Each JSON file under `data/outlines/` maps certification ids to their outline; every file is validated with
 * `certificationOutlineSchema` when the module loads, so a malformed file stops the server at start-up (and the
 * catalogue test) instead of reaching a student. Only what is known of the official outline is stored: weights are
 * null where the outline's current weights are not certain, and a certification without a file entry has no outline.
 */
import { z } from 'zod';
import {
  certificationOutlineSchema,
  type CertificationOutline,
  type OutlineDomain,
} from '../../../../shared/study/outline';
import academic from './data/outlines/academic.json';
import aws from './data/outlines/aws.json';
import comptia from './data/outlines/comptia.json';
import google from './data/outlines/google.json';
import microsoft from './data/outlines/microsoft.json';
import nursing from './data/outlines/nursing.json';
import securityNetworking from './data/outlines/security-networking.json';
import type { CatalogueTopic } from './types';

const outlineFileSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), certificationOutlineSchema);

const FILES: Record<string, unknown> = {
  'academic.json': academic,
  'aws.json': aws,
  'comptia.json': comptia,
  'google.json': google,
  'microsoft.json': microsoft,
  'nursing.json': nursing,
  'security-networking.json': securityNetworking,
};

/** Validates the outline files and merges them (a certification in two files is an error). */
export function loadOutlines(files: Record<string, unknown>): ReadonlyMap<string, CertificationOutline> {
  const all = new Map<string, CertificationOutline>();
  for (const [file, data] of Object.entries(files)) {
    const parsed = outlineFileSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `catalogue outline file ${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
      );
    }
    for (const [id, outline] of Object.entries(parsed.data)) {
      if (all.has(id)) throw new Error(`catalogue outline of ${id} appears twice (${file})`);
      all.set(id, outline);
    }
  }
  return all;
}

export const OUTLINES: ReadonlyMap<string, CertificationOutline> = loadOutlines(FILES);

export function outlineOf(certificationId: string): CertificationOutline | null {
  return OUTLINES.get(certificationId) ?? null;
}

const weightText = (d: OutlineDomain) => (d.weightLabel ? ` (${d.weightLabel} of the exam)` : '');

/**
 * The path topics of a certification without built-in lessons: one topic per objective of each domain, or one per
 * domain when the outline lists no objectives. Each topic's `section` is its domain's name exactly (views group by
 * it and look the weight up with `outlineDomain`). Topics have no lesson text: they never pretend to teach.
 */
export function outlineTopics(outline: CertificationOutline): CatalogueTopic[] {
  return outline.domains.flatMap((domain, d) => {
    const objectives = domain.objectives.length ? domain.objectives : [null];
    return objectives.map((objective, o): CatalogueTopic => {
      const numbered = objective ? /^(\d+(?:\.\d+)+)\s+(.+)$/.exec(objective) : null;
      const title = numbered?.[2] ?? objective ?? domain.name;
      return {
        key: `outline-${d + 1}-${o + 1}`,
        section: domain.name,
        objective: numbered?.[1] ?? null,
        title: title.slice(0, 300),
        summary: objective
          ? `Exam objective${numbered ? ` ${numbered[1]}` : ''} in ${domain.name}${weightText(domain)}.`
          : `Exam domain ${domain.code ? `${domain.code} ` : ''}${domain.name}${weightText(domain)}.`,
        content: '',
        level: 'beginner',
        estimatedMinutes: 60,
        tags: [],
        sources: [{ title: `${outline.version}: ${domain.name}`, url: outline.examGuideUrl }],
      };
    });
  });
}
