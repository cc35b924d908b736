import { useId, useState } from 'react';
import { CircleCheck, CircleDashed, Clock, ExternalLink, FileText, Info, Layers, Trash2 } from 'lucide-react';
import type { SavedArticle } from '../../../../../shared/schemas/research';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/utils';
import {
  ARTICLE_STATE_TEXT,
  articleHref,
  articleState,
  citationClasses,
  citationText,
  doiHref,
  doiLabel,
  formatDate,
  relationBadges,
  RELEVANCE_TYPE_CLASSES,
  RELEVANCE_TYPE_LABELS,
  type RunView,
} from '../../lib/saved-view';
import { AnalysisResults, chipClass } from './analysis-results';
import { RESEARCH_COPY } from '../../messages';

const STATE_ICONS = {
  analyzing: null,
  inProgress: CircleDashed,
  complete: CircleCheck,
  waiting: Clock,
} as const;

const STATE_CLASSES = {
  analyzing: 'text-primary',
  inProgress: 'text-primary',
  complete: 'text-success',
  waiting: 'text-muted-foreground',
} as const;

function sourceName(a: SavedArticle): string | null {
  const loc = a.primary_location as { source?: { display_name?: string | null } | null } | null;
  return loc?.source?.display_name ?? null;
}

export interface SavedArticleCardProps {
  article: SavedArticle;
  run: RunView | null;
  onViewPdf: () => void;
  onViewSections: () => void;
  onRemove: () => void;
}

/** One saved article (spec 3 §2.7 "Article card"). */
export function SavedArticleCard({
  article,
  run,
  onViewPdf,
  onViewSections,
  onRemove,
}: SavedArticleCardProps) {
  const [details, setDetails] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const state = articleState(article, run);
  const StateIcon = STATE_ICONS[state];
  const badges = relationBadges(article.relation_analysis);
  const href = articleHref(article);
  const source = sourceName(article);
  const analysis = article.relation_analysis;
  const errors = analysis?.analysis_status === 'failed' ? analysis.analysis_errors : [];

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
      data-testid="saved-article"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base leading-snug font-semibold break-words">
            {article.title}
          </h3>
          <p className="mt-0.5 text-sm break-words text-muted-foreground">
            {article.authors}
            {article.year !== null ? <> · {article.year}</> : null}
          </p>
        </div>
        <span className={cn(chipClass, 'self-start', citationClasses(article.cited_by_count))}>
          {citationText(article.cited_by_count)}
        </span>
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
        <span className="text-muted-foreground">{RESEARCH_COPY.savedOn(formatDate(article.saved_at))}</span>
        {badges.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={RESEARCH_COPY.relevance2}>
            {badges.map((b) => (
              <li key={b.key} className={cn(chipClass, RELEVANCE_TYPE_CLASSES[b.type])}>
                {b.label}: {RELEVANCE_TYPE_LABELS[b.type]}
              </li>
            ))}
          </ul>
        ) : null}
        <span
          className={cn('inline-flex items-center gap-1 font-medium', STATE_CLASSES[state])}
          data-testid="article-state"
        >
          {StateIcon ? (
            <StateIcon className="size-3.5" aria-hidden="true" />
          ) : (
            <Spinner className="size-3.5" />
          )}
          {ARTICLE_STATE_TEXT[state]}
        </span>
      </div>

      {article.doi ? (
        <p className="text-xs break-all text-muted-foreground">
          {RESEARCH_COPY.doi}{' '}
          <a
            href={doiHref(article.doi)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-primary underline-offset-2 hover:underline"
          >
            {doiLabel(article.doi)}
          </a>
        </p>
      ) : null}

      {errors.length > 0 && state === 'waiting' ? (
        <p className="text-xs text-danger">{RESEARCH_COPY.lastAnalysisFailed(errors.join(' '))}</p>
      ) : null}

      <div
        id={detailsId}
        hidden={!details}
        className="grid gap-2 rounded-lg border border-border bg-muted p-3 text-sm"
      >
        {details ? (
          <>
            <div>
              <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {RESEARCH_COPY.abstract}
              </h4>
              <p className="mt-1 leading-relaxed whitespace-pre-line">
                {article.abstract || RESEARCH_COPY.noAbstractAvailable}
              </p>
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
              {source ? (
                <>
                  <dt className="text-muted-foreground">{RESEARCH_COPY.source2}</dt>
                  <dd>{source}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{RESEARCH_COPY.pdf}</dt>
              <dd>
                {article.pdf_filename
                  ? RESEARCH_COPY.pdfStored(
                      article.pdf_downloaded_at ? formatDate(article.pdf_downloaded_at) : null,
                    )
                  : RESEARCH_COPY.notStoredYet}
              </dd>
              <dt className="text-muted-foreground">{RESEARCH_COPY.extractedText}</dt>
              <dd>
                {article.has_extracted_text
                  ? [
                      article.text_word_count !== null
                        ? RESEARCH_COPY.words(article.text_word_count.toLocaleString('en-US'))
                        : null,
                      article.text_pages !== null ? RESEARCH_COPY.pages(article.text_pages) : null,
                    ]
                      .filter(Boolean)
                      .join(', ') || RESEARCH_COPY.available
                  : article.text_extraction_error
                    ? RESEARCH_COPY.notAvailable(article.text_extraction_error)
                    : RESEARCH_COPY.notAvailable2}
              </dd>
              <dt className="text-muted-foreground">{RESEARCH_COPY.sections}</dt>
              <dd>
                {article.sections_analyzed
                  ? RESEARCH_COPY.sectionsExtracted(article.sections.length)
                  : RESEARCH_COPY.notExtractedYet}
              </dd>
              {analysis?.last_analyzed ? (
                <>
                  <dt className="text-muted-foreground">{RESEARCH_COPY.lastAnalyzed}</dt>
                  <dd>{formatDate(analysis.last_analyzed)}</dd>
                </>
              ) : null}
            </dl>
          </>
        ) : null}
      </div>

      {analysis?.analysis_status === 'completed' ? <AnalysisResults analysis={analysis} /> : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={details}
          aria-controls={detailsId}
          onClick={() => setDetails((d) => !d)}
        >
          <Info aria-hidden="true" />
          {details ? RESEARCH_COPY.hideDetails : RESEARCH_COPY.viewDetails}
        </Button>
        <Button variant="outline" size="sm" onClick={onViewPdf}>
          <FileText aria-hidden="true" />
          {RESEARCH_COPY.viewPdf}
        </Button>
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" />
            {RESEARCH_COPY.openInNewTab}
          </a>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <ExternalLink aria-hidden="true" />
            {RESEARCH_COPY.openInNewTab}
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onViewSections}>
          <Layers aria-hidden="true" />
          {RESEARCH_COPY.viewSections}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={RESEARCH_COPY.removeArticle}
          onClick={onRemove}
          className="sm:ml-auto"
        >
          <Trash2 className="text-danger" aria-hidden="true" />
          <span className="sm:hidden">{RESEARCH_COPY.remove}</span>
        </Button>
      </div>
    </article>
  );
}
