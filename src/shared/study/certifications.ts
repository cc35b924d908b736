/**
 * Certification enumerations (spec 3 §3) and the catalogue search of spec 3 §5, shared so the browser
 * can filter a loaded list exactly as the server does.
 */

export const CERTIFICATION_LEVELS = ['entry', 'intermediate', 'advanced', 'expert'] as const;
export type CertificationLevel = (typeof CERTIFICATION_LEVELS)[number];

export const CERTIFICATION_TYPES = ['vendor', 'vendor-neutral', 'professional'] as const;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];

/** A certification's (and a resource's) difficulty (spec 3 §3 resource difficulty; default intermediate). */
export const STUDY_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type StudyDifficulty = (typeof STUDY_DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: StudyDifficulty = 'intermediate';

/**
 * `available`: can be started. `coming_soon`: browsable, not startable yet (kept for certifications announced
 * before their outline is known; since issue 16 every catalogue certification is available).
 */
export const CERTIFICATION_AVAILABILITY = ['available', 'coming_soon'] as const;
export type CertificationAvailability = (typeof CERTIFICATION_AVAILABILITY)[number];

/** The two certifications with built-in lessons and resources (spec 3 §9); the others follow their exam outline. */
export const AVAILABLE_CERTIFICATION_IDS = ['comptia-a-plus', 'nclex-rn'] as const;

/** Spec 3 §9: course duration defaults to 100 hours when a certification names none. */
export const DEFAULT_ESTIMATED_STUDY_HOURS = 100;

export interface CertificationSearchFields {
  name: string;
  description: string;
  organization: string;
  keywords: readonly string[];
  domain_code: string;
  level: string;
  type: string;
}

export interface CertificationFilters {
  search?: string | undefined;
  domain?: string | undefined;
  level?: string | undefined;
  type?: string | undefined;
}

/**
 * Spec 3 §5: search is case-insensitive over name, description, keywords and organization; domain, level and
 * type filters are exact; all combine. Empty values (and the "All …" choices, sent as '' or 'all') do not filter.
 */
export function matchesCertification(
  cert: CertificationSearchFields,
  filters: CertificationFilters,
): boolean {
  const exact = (value: string | undefined, actual: string) => !value || value === 'all' || value === actual;
  if (
    !exact(filters.domain, cert.domain_code) ||
    !exact(filters.level, cert.level) ||
    !exact(filters.type, cert.type)
  )
    return false;
  const q = filters.search?.trim().toLowerCase();
  if (!q) return true;
  return (
    cert.name.toLowerCase().includes(q) ||
    cert.description.toLowerCase().includes(q) ||
    cert.organization.toLowerCase().includes(q) ||
    cert.keywords.some((k) => k.toLowerCase().includes(q))
  );
}

export function filterCertifications<T extends CertificationSearchFields>(
  certs: readonly T[],
  filters: CertificationFilters,
): T[] {
  return certs.filter((c) => matchesCertification(c, filters));
}
