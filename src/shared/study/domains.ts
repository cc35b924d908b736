/**
 * The eight study domains (spec 3 §3 domain_code) and their badge colours (their quick actions, spec 3 §9, are in
 * quick-actions.ts, loaded with the quick-actions bar).
 * Isomorphic: the server stores and filters by these codes, the web app renders them.
 */
import { STUDY_DOMAINS, type StudyDomain } from './codes';

export { STUDY_DOMAINS, type StudyDomain };

/** Spec 3 §3: "default programming". */
export const DEFAULT_STUDY_DOMAIN: StudyDomain = 'programming';

export interface StudyDomainInfo {
  code: StudyDomain;
  /** The mode badge text: the domain name capitalised (spec 3 §2.8). */
  label: string;
  /**
   * Badge colour as a Tailwind palette name (the web maps it to its theme tokens) and a hex value for
   * places without the theme (charts, e-mails). Unknown domains use `UNKNOWN_DOMAIN_BADGE` (grey).
   */
  badge: { palette: string; hex: string };
}

const info = (code: StudyDomain, palette: string, hex: string): StudyDomainInfo => ({
  code,
  label: code.charAt(0).toUpperCase() + code.slice(1),
  badge: { palette, hex },
});

export const STUDY_DOMAIN_INFO: Readonly<Record<StudyDomain, StudyDomainInfo>> = {
  programming: info('programming', 'blue', '#2563eb'),
  nursing: info('nursing', 'rose', '#e11d48'),
  math: info('math', 'amber', '#d97706'),
  science: info('science', 'emerald', '#059669'),
  literature: info('literature', 'violet', '#7c3aed'),
  history: info('history', 'orange', '#ea580c'),
  faith: info('faith', 'sky', '#0284c7'),
  writing: info('writing', 'teal', '#0d9488'),
};

/** Spec 3 §3: unknown domains get a grey badge. */
export const UNKNOWN_DOMAIN_BADGE = { palette: 'slate', hex: '#64748b' } as const;

export function isStudyDomain(value: unknown): value is StudyDomain {
  return typeof value === 'string' && (STUDY_DOMAINS as readonly string[]).includes(value);
}

export function domainInfo(code: string | null | undefined): StudyDomainInfo | undefined {
  return isStudyDomain(code) ? STUDY_DOMAIN_INFO[code] : undefined;
}

/** Spec 3 §4 "Effective mode": the active path's domain, else the topic session's domain, else programming. */
export function effectiveMode(pathDomain?: string | null, topicSessionDomain?: string | null): string {
  return pathDomain || topicSessionDomain || DEFAULT_STUDY_DOMAIN;
}

/** Spec 3 §9 study-time display: under 40 hours "N hours", otherwise "N hours (W weeks)", W = ceil(N / 40). */
export function formatStudyTime(hours: number): string {
  const n = Math.max(0, Math.round(hours));
  if (n < 40) return `${n} hours`;
  const weeks = Math.ceil(n / 40);
  return `${n} hours (${weeks} ${weeks === 1 ? 'week' : 'weeks'})`;
}
