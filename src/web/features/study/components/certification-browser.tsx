import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Award, Clock, Search } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { Certification, StudyPath } from '../../../../shared/schemas/study';
import {
  CERTIFICATION_LEVELS,
  CERTIFICATION_TYPES,
  filterCertifications,
} from '../../../../shared/study/certifications';
import { STUDY_DOMAINS, formatStudyTime } from '../../../../shared/study/domains';
import { OUTLINE_MISSING_MESSAGE } from '../../../../shared/study/outline';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { studyApi, studyKeys } from '../api/study-api';
import { DomainBadge, domainLabel } from './domain-badge';
import { STUDY_TOOLS_COPY } from '../tools-messages';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a started path will hold (issue 16). */
function pathContents(cert: Certification): string {
  if (cert.built_in_lessons) return STUDY_TOOLS_COPY.builtInLessons;
  if (cert.outline) return STUDY_TOOLS_COPY.officialExamOutlineDomains(cert.outline.domains.length);
  return STUDY_TOOLS_COPY.noOutlineYetAdd;
}

/** The official exam outline: domains with their weights, the version and the exam guide (issue 16). */
function OutlineSummary({ certification }: { certification: Certification }) {
  const outline = certification.outline;
  if (!outline) return <p className="text-sm text-muted-foreground">{OUTLINE_MISSING_MESSAGE}</p>;
  return (
    <section aria-label={STUDY_TOOLS_COPY.examOutline} className="flex flex-col gap-2 text-sm">
      <h4 className="font-semibold">{STUDY_TOOLS_COPY.examOutline}</h4>
      <p className="text-xs text-muted-foreground">
        {outline.version} ·{' '}
        <a className="underline" href={outline.examGuideUrl} target="_blank" rel="noreferrer">
          {STUDY_TOOLS_COPY.officialExamGuide}
        </a>
      </p>
      <ul className="flex flex-col gap-1">
        {outline.domains.map((d) => (
          <li key={d.name} className="flex justify-between gap-3">
            <span>{d.name}</span>
            <span className="shrink-0 text-muted-foreground">{d.weightLabel ?? ''}</span>
          </li>
        ))}
      </ul>
      {certification.built_in_lessons ? null : (
        <p className="text-xs text-muted-foreground">{STUDY_TOOLS_COPY.lessonsAreGeneratedBy}</p>
      )}
    </section>
  );
}
const selectClass = 'h-10 rounded-md border border-input bg-card px-2 text-sm shadow-sm';

export interface CertificationBrowserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  paths: StudyPath[];
  /** Starts (or continues) the certification's path; resolves when done. */
  onStart: (certification: Certification) => Promise<void>;
  startingId: string | null;
}

/** Spec 3 §2.11: Browse Certifications. */
export function CertificationBrowser({
  open,
  onOpenChange,
  paths,
  onStart,
  startingId,
}: CertificationBrowserProps) {
  const query = useQuery({
    queryKey: studyKeys.certifications,
    queryFn: studyApi.certifications,
    enabled: open,
    staleTime: 5 * 60_000,
  });
  const [search, setSearch] = useState('');
  const [domain, setDomain] = useState('');
  const [level, setLevel] = useState('');
  const [type, setType] = useState('');
  const [detail, setDetail] = useState<Certification | null>(null);
  // Browse Certifications opens on the list, however it was closed last (starting a path closes it from outside).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDetail(null);
  }
  const all = useMemo(() => query.data?.certifications ?? [], [query.data]);
  const results = useMemo(
    () => filterCertifications(all, { search, domain, level, type }),
    [all, search, domain, level, type],
  );
  const started = (id: string) => paths.some((p) => p.certification_id === id);

  function startButton(cert: Certification, label: string) {
    const exists = started(cert.id);
    if (cert.availability === 'coming_soon' && !exists) {
      return (
        <Button variant="outline" disabled className="w-full sm:w-auto">
          {T.comingSoon}
        </Button>
      );
    }
    return (
      <Button className="w-full sm:w-auto" disabled={startingId !== null} onClick={() => void onStart(cert)}>
        {startingId === cert.id ? <Spinner /> : null}
        {exists ? T.continueLearning : label}
      </Button>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="2xl" className="flex max-h-[90dvh] flex-col">
        <DialogHeader>
          <DialogTitle>{T.browserTitle}</DialogTitle>
          <DialogDescription>{STUDY_TOOLS_COPY.pickACertificationTo}</DialogDescription>
        </DialogHeader>
        {detail ? (
          <div
            className="flex min-h-0 flex-col gap-4 overflow-y-auto"
            role="region"
            aria-label={STUDY_TOOLS_COPY.details(detail.name)}
          >
            <div>
              <h3 className="text-lg font-semibold">{detail.name}</h3>
              <p className="text-sm text-muted-foreground">{detail.organization}</p>
            </div>
            <p className="text-sm">{detail.description}</p>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">{T.studyTime}</dt>
                <dd className="font-medium">{formatStudyTime(detail.estimated_study_hours)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{T.difficulty}</dt>
                <dd className="font-medium">{cap(detail.difficulty)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{STUDY_TOOLS_COPY.level}</dt>
                <dd className="font-medium">{cap(detail.level)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{STUDY_TOOLS_COPY.type}</dt>
                <dd className="font-medium">{cap(detail.type)}</dd>
              </div>
            </dl>
            {detail.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label={STUDY_TOOLS_COPY.tags}>
                {detail.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="muted">{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            {detail.availability === 'coming_soon' ? (
              <p className="text-sm text-muted-foreground">{T.certificationComingSoon}</p>
            ) : (
              <OutlineSummary certification={detail} />
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              {startButton(detail, T.startThisCertification)}
              <Button variant="outline" onClick={() => setDetail(null)}>
                {T.back}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex min-h-0 flex-col gap-3">
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <input
                type="search"
                aria-label={STUDY_TOOLS_COPY.searchCertifications}
                placeholder={T.searchPlaceholder}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="h-10 w-full rounded-md border border-input bg-card pr-3 pl-9 text-sm shadow-sm focus:ring-2 focus:ring-ring focus:outline-none"
              />
            </div>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <select
                aria-label={T.domainLabel}
                className={selectClass}
                value={domain}
                onChange={(e) => setDomain(e.target.value)}
              >
                <option value="">{T.allDomains}</option>
                {STUDY_DOMAINS.map((d) => (
                  <option key={d} value={d}>
                    {domainLabel(d)}
                  </option>
                ))}
              </select>
              <select
                aria-label={STUDY_TOOLS_COPY.level}
                className={selectClass}
                value={level}
                onChange={(e) => setLevel(e.target.value)}
              >
                <option value="">{T.allLevels}</option>
                {CERTIFICATION_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {cap(l)}
                  </option>
                ))}
              </select>
              <select
                aria-label={STUDY_TOOLS_COPY.type}
                className={selectClass}
                value={type}
                onChange={(e) => setType(e.target.value)}
              >
                <option value="">{T.allTypes}</option>
                {CERTIFICATION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {cap(t)}
                  </option>
                ))}
              </select>
            </div>
            {query.isPending ? (
              <p className="flex items-center gap-2 py-8 text-sm text-muted-foreground" role="status">
                <Spinner className="size-4" />
                {T.loadingCertifications}
              </p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground" role="status" data-testid="certification-count">
                  {STUDY_TOOLS_COPY.found(results.length)}
                </p>
                {results.length === 0 ? (
                  <div className="py-8 text-center">
                    <p className="font-medium">{T.noCertifications}</p>
                    <p className="text-sm text-muted-foreground">{T.adjustFilters}</p>
                  </div>
                ) : (
                  <ul
                    className="-mx-1 grid min-h-0 gap-3 overflow-y-auto px-1 pb-1 sm:grid-cols-2"
                    aria-label={STUDY_TOOLS_COPY.certifications}
                  >
                    {results.map((cert) => (
                      <li
                        key={cert.id}
                        className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4"
                        aria-label={cert.name}
                      >
                        <div className="flex items-start justify-between gap-2">
                          <div className="min-w-0">
                            <button
                              type="button"
                              className="text-left font-semibold hover:underline"
                              onClick={() => setDetail(cert)}
                            >
                              {cert.name}
                            </button>
                            <p className="text-xs text-muted-foreground">{cert.organization}</p>
                          </div>
                          {started(cert.id) ? (
                            <Badge variant="success">{T.started}</Badge>
                          ) : cert.availability === 'coming_soon' ? (
                            <Badge variant="muted">{T.comingSoon}</Badge>
                          ) : null}
                        </div>
                        <p className="line-clamp-3 text-sm text-muted-foreground">{cert.description}</p>
                        <p className="text-xs font-medium text-muted-foreground">{pathContents(cert)}</p>
                        <div className="flex flex-wrap gap-1.5">
                          <DomainBadge code={cert.domain_code} />
                          <Badge variant="outline">{cap(cert.level)}</Badge>
                          <Badge variant="outline">{cap(cert.type)}</Badge>
                        </div>
                        <dl className="grid grid-cols-2 gap-2 text-xs">
                          <div>
                            <dt className="flex items-center gap-1 text-muted-foreground">
                              <Clock className="size-3" aria-hidden="true" />
                              {T.studyTime}
                            </dt>
                            <dd className="font-medium">{formatStudyTime(cert.estimated_study_hours)}</dd>
                          </div>
                          <div>
                            <dt className="flex items-center gap-1 text-muted-foreground">
                              <Award className="size-3" aria-hidden="true" />
                              {T.difficulty}
                            </dt>
                            <dd className="font-medium">{cap(cert.difficulty)}</dd>
                          </div>
                        </dl>
                        <div className="mt-auto flex gap-2 pt-1">
                          {startButton(cert, T.startLearningPath)}
                          <Button variant="ghost" size="md" onClick={() => setDetail(cert)}>
                            {STUDY_TOOLS_COPY.detailsButton}
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
