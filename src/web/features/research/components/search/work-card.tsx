import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkCheck, BookmarkPlus, ExternalLink, FileText, Quote } from 'lucide-react';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import {
  PDF_ERROR_MESSAGES,
  pdfRecoveryActions,
  type PdfErrorKind,
} from '../../../../../shared/research/pdf-errors';
import { citationTier, relevancePercent, type CitationTier } from '../../../../../shared/research/relevance';
import type { ScholarWork } from '../../../../../shared/schemas/research';
import { Badge, type BadgeProps } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client';
import { researchApi } from '../../api/research-api';
import { savedArticlesKey } from '../../lib/query-keys';
import { citationText } from '../../lib/saved-view';
import { RESEARCH_COPY } from '../../messages';

export const CITATION_BADGE: Record<CitationTier, BadgeProps['variant']> = {
  base: 'muted',
  over100: 'soft',
  over500: 'warning',
  over1000: 'primary',
};

const LANGUAGES: Record<string, string> = {
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  zh: 'Chinese',
  ja: 'Japanese',
  it: 'Italian',
  ru: 'Russian',
};
const SAVED_FLASH_MS = 3_000;
/** The server gives up on a publisher after 20 s; the card stops waiting a little later. */
const PDF_FETCH_TIMEOUT_MS = 25_000;

export interface OpenPdf {
  title: string;
  pdfUrl: string;
  originalUrl: string | null;
  articleUrl: string | null;
}

type PdfState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; errorKind: PdfErrorKind | 'other'; message: string };

function authorsLine(work: ScholarWork): string {
  const names = work.authorships.map((a) => a.author.display_name).filter(Boolean);
  if (names.length === 0) return M.unknownAuthor;
  return names.length > 3 ? RESEARCH_COPY.etAl(names.slice(0, 3).join(', ')) : names.join(', ');
}

export function articleUrlOf(work: ScholarWork): string | null {
  return work.primary_location?.landing_page_url ?? (work.doi ? work.doi : null) ?? work.url;
}

/** One search result (spec 3 §2.3). */
export function WorkCard({
  work,
  bestRelevance,
  essayId,
  saved,
  onKeep,
  onCite,
  onOpenPdf,
}: {
  work: ScholarWork;
  bestRelevance: number | null;
  essayId: string | null;
  saved: boolean;
  /** Save of an article whose removal waits for its Undo window: takes the removal back (true when it did). */
  onKeep?: (workId: string) => boolean;
  onCite: (work: ScholarWork) => void;
  onOpenPdf: (pdf: OpenPdf) => void;
}) {
  const queryClient = useQueryClient();
  const [pdf, setPdf] = useState<PdfState>({ kind: 'idle' });
  const [saving, setSaving] = useState(false);
  const [flash, setFlash] = useState(false);
  const [saveError, setSaveError] = useState<{ unavailable: boolean; message: string } | null>(null);
  const flashTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(flashTimer.current), []);

  const title = work.display_name ?? work.title ?? M.untitled;
  const articleUrl = articleUrlOf(work);
  const pdfSource = work.best_pdf_url;
  const relevance = relevancePercent(work.relevance_score, bestRelevance);
  const source = work.primary_location?.source?.display_name;
  const headingId = `work-${work.id.replace(/\W/g, '')}`;

  async function viewPdf() {
    if (pdf.kind === 'loading') return;
    if (!pdfSource) {
      setPdf({ kind: 'error', errorKind: 'not_found', message: M.noPdfUrl });
      return;
    }
    setPdf({ kind: 'loading' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), PDF_FETCH_TIMEOUT_MS);
    try {
      const res = await researchApi.fetchPdf(pdfSource, { signal: controller.signal });
      if (res.success && res.pdfUrl) {
        setPdf({ kind: 'idle' });
        onOpenPdf({ title, pdfUrl: res.pdfUrl, originalUrl: pdfSource, articleUrl });
      } else {
        const kind = res.kind ?? 'network';
        setPdf({ kind: 'error', errorKind: kind, message: PDF_ERROR_MESSAGES[kind] });
      }
    } catch {
      const timedOut = controller.signal.aborted;
      setPdf({
        kind: 'error',
        errorKind: timedOut ? 'other' : 'network',
        message: timedOut ? M.pdfLoadTimedOut : M.pdfNetwork,
      });
    } finally {
      window.clearTimeout(timer);
    }
  }

  async function save() {
    if (!essayId || saving) return;
    if (onKeep?.(work.id)) return;
    setSaving(true);
    setSaveError(null);
    try {
      await researchApi.saveArticle(essayId, { ...work, bestPdfUrl: work.best_pdf_url });
      setFlash(true);
      window.clearTimeout(flashTimer.current);
      flashTimer.current = window.setTimeout(() => setFlash(false), SAVED_FLASH_MS);
      await queryClient.invalidateQueries({ queryKey: savedArticlesKey(essayId) });
    } catch (e) {
      const unavailable =
        e instanceof ApiRequestError &&
        e.status === 422 &&
        (e.message === M.pdfNotAccessible || e.message === M.noPdfUrl);
      const reason = e instanceof ApiRequestError ? (e.fields.pdf ?? e.message) : '';
      setSaveError({
        unavailable,
        message: unavailable ? reason : errorMessage(e, RESEARCH_COPY.theArticleCouldNot),
      });
    } finally {
      setSaving(false);
    }
  }

  const open = (url: string | null) => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1.5">
        <h4 id={headingId} className="text-base leading-snug font-semibold">
          {articleUrl ? (
            <a
              href={articleUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:text-primary hover:underline"
            >
              {title}
            </a>
          ) : (
            title
          )}
        </h4>
        <div className="flex flex-wrap gap-1.5">
          {work.open_access.is_oa ? <Badge variant="success">{RESEARCH_COPY.openAccess}</Badge> : null}
          {work.has_pdf ? <Badge variant="soft">{RESEARCH_COPY.pdfAvailable}</Badge> : null}
          {work.is_retracted ? (
            <Badge className="bg-danger-soft text-danger">{RESEARCH_COPY.retracted}</Badge>
          ) : null}
          {work.type ? <Badge variant="outline">{work.type}</Badge> : null}
          {work.language && work.language !== 'en' ? (
            <Badge variant="outline">{LANGUAGES[work.language] ?? work.language}</Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{authorsLine(work)}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>{work.publication_year ?? M.noYear}</span>
          {source ? <span className="text-muted-foreground italic">{source}</span> : null}
          <Badge
            variant={CITATION_BADGE[citationTier(work.cited_by_count)]}
            aria-label={citationText(work.cited_by_count)}
          >
            {citationText(work.cited_by_count)}
          </Badge>
          {relevance ? (
            <span className="text-muted-foreground">{RESEARCH_COPY.relevance(relevance)}</span>
          ) : null}
        </p>
        {work.topics.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={RESEARCH_COPY.topics}>
            {work.topics.slice(0, 3).map((t) => (
              <li key={t.id} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                {t.display_name}
              </li>
            ))}
            {work.topics.length > 3 ? (
              <li className="px-1 py-0.5 text-xs text-muted-foreground">
                {RESEARCH_COPY.more(work.topics.length - 3)}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>

      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button size="sm" variant="outline" onClick={() => open(articleUrl)} disabled={!articleUrl}>
          <ExternalLink aria-hidden="true" />
          {RESEARCH_COPY.viewArticle}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void viewPdf()}
          disabled={pdf.kind === 'loading'}
          aria-busy={pdf.kind === 'loading'}
        >
          {pdf.kind === 'loading' ? <Spinner /> : <FileText aria-hidden="true" />}
          {pdf.kind === 'loading'
            ? RESEARCH_COPY.loadingPdf
            : pdf.kind === 'error'
              ? RESEARCH_COPY.pdfErrorRetry
              : RESEARCH_COPY.viewPdf}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onCite(work)}>
          <Quote aria-hidden="true" />
          {RESEARCH_COPY.cite}
        </Button>
        {essayId ? (
          <Button
            size="sm"
            variant={saved && !flash ? 'secondary' : 'primary'}
            onClick={() => void save()}
            disabled={saving}
            aria-busy={saving}
          >
            {saving ? (
              <Spinner />
            ) : saved || flash ? (
              <BookmarkCheck aria-hidden="true" />
            ) : (
              <BookmarkPlus aria-hidden="true" />
            )}
            {saving
              ? RESEARCH_COPY.saving
              : flash
                ? RESEARCH_COPY.saved
                : saved
                  ? RESEARCH_COPY.savedMark
                  : RESEARCH_COPY.saveToEssay}
          </Button>
        ) : null}
      </div>

      {pdf.kind === 'error' ? (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-danger/30 bg-danger-soft p-3 text-sm text-danger"
        >
          <p className="font-semibold">{RESEARCH_COPY.pdfError}</p>
          <p>{pdf.message}</p>
          <div className="flex flex-wrap gap-2">
            {pdfRecoveryActions(pdf.errorKind).map((action) =>
              action === 'retry' ? (
                <Button key={action} size="sm" variant="outline" onClick={() => void viewPdf()}>
                  {RESEARCH_COPY.retry}
                </Button>
              ) : action === 'open_in_browser' ? (
                <Button
                  key={action}
                  size="sm"
                  variant="outline"
                  onClick={() => open(pdfSource ?? articleUrl)}
                >
                  {RESEARCH_COPY.openInBrowser}
                </Button>
              ) : action === 'view_article' ? (
                <Button
                  key={action}
                  size="sm"
                  variant="outline"
                  onClick={() => open(articleUrl)}
                  disabled={!articleUrl}
                >
                  {RESEARCH_COPY.viewArticle}
                </Button>
              ) : (
                <Button
                  key={action}
                  size="sm"
                  variant="outline"
                  onClick={() => open(pdfSource)}
                  disabled={!pdfSource}
                >
                  {RESEARCH_COPY.tryPdfUrl}
                </Button>
              ),
            )}
          </div>
        </div>
      ) : null}

      {saveError ? (
        <div
          role="alert"
          className="grid gap-1 rounded-md border border-danger/30 bg-danger-soft p-3 text-sm text-danger"
        >
          {saveError.unavailable ? (
            <>
              <p className="font-semibold">{RESEARCH_COPY.pdfNotAvailable}</p>
              <p>{M.pdfNotAvailable}</p>
              {saveError.message ? <p className="text-xs">{saveError.message}</p> : null}
            </>
          ) : (
            <p>{saveError.message}</p>
          )}
        </div>
      ) : null}
    </article>
  );
}
