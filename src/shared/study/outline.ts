/**
 * A certification's official exam outline (issue 16): its domains with their exam weights and objectives, the
 * outline's version and the official exam guide. Catalogue facts, loaded from data files and validated with this
 * schema; served with each certification. A path's topics carry their domain's `name` as their `section`, so a view
 * can group topics by domain and look the weight up by that name (`outlineDomain`).
 */
import { z } from 'zod';

export const outlineDomainSchema = z
  .object({
    /** The number the outline gives the domain ("1.0", "Domain 2"), or null when it numbers none. */
    code: z.string().trim().min(1).max(40).nullable(),
    /** Exactly as the path's topics name their `section`. */
    name: z.string().trim().min(1).max(200),
    /**
     * Share of the exam in percent. An outline that gives a range ("15–21%") stores its midpoint here and the
     * range in `weightLabel`; null when the outline gives no weight (or it is not known for certain).
     */
    weight: z.number().min(0).max(100).nullable(),
    /** The weight as the outline prints it ("23%", "15–21%"); null with a null weight. */
    weightLabel: z.string().trim().min(1).max(40).nullable(),
    /** The outline's objectives of this domain in order (empty: the domain is studied as one topic). */
    objectives: z.array(z.string().trim().min(1).max(300)).max(60),
  })
  .strict()
  .refine((d) => (d.weight === null) === (d.weightLabel === null), {
    message: 'weight and weightLabel are given together',
  });
export type OutlineDomain = z.infer<typeof outlineDomainSchema>;

export const certificationOutlineSchema = z
  .object({
    /** The outline's edition, e.g. "220-1201 (V15)" or "2023 NCLEX-RN Test Plan". */
    version: z.string().trim().min(1).max(200),
    examGuideUrl: z.url().max(500),
    domains: z.array(outlineDomainSchema).min(1).max(40),
  })
  .strict()
  .superRefine((o, ctx) => {
    const names = new Set<string>();
    for (const d of o.domains) {
      if (names.has(d.name)) ctx.addIssue({ code: 'custom', message: `domain "${d.name}" appears twice` });
      names.add(d.name);
    }
  });
export type CertificationOutline = z.infer<typeof certificationOutlineSchema>;

/** The outline domain a topic belongs to (by its section), or undefined. */
export function outlineDomain(
  outline: CertificationOutline | null | undefined,
  section: string | null | undefined,
): OutlineDomain | undefined {
  if (!outline || !section) return undefined;
  return outline.domains.find((d) => d.name === section);
}

// The outline's visible texts live in a module without Zod (the web app's first screen shows them).
export { GENERATED_LESSON_LABEL, NO_MATERIAL_MESSAGE, OUTLINE_MISSING_MESSAGE } from './outline-messages';
