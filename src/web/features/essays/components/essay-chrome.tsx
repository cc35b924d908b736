import { useState } from 'react';
import { Check, CircleDot, Circle, Download, Cloud, CloudOff, Loader2 } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../shared/messages';
import { essayModeOf, optionLabel } from '../../../../shared/essays/options';
import { PHASE_LABELS, panelPhasesOf, phaseMark } from '../../../../shared/essays/phases';
import {
  CITATION_STYLES,
  CITATION_STYLE_LABELS,
  type CitationStyle,
  type Essay,
} from '../../../../shared/schemas/essays';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { essaysApi } from '../api/essays-api';
import type { EssayEditor, SaveStatus } from '../hooks/use-essay-editor';
import { loadAcademicState, saveAcademicState } from '../lib/academic-state';
import { ESSAYS_COPY } from '../messages';

export function SaveStatusBadge({ status, hasUnsaved }: { status: SaveStatus; hasUnsaved: boolean }) {
  let text: string;
  let Icon = Cloud;
  if (status === 'saving') {
    text = M.saving;
    Icon = Loader2;
  } else if (status === 'offline') {
    text = ESSAYS_COPY.savingOffline;
    Icon = CloudOff;
  } else if (status === 'error') {
    text = ESSAYS_COPY.notSaved;
    Icon = CloudOff;
  } else if (hasUnsaved) {
    text = ESSAYS_COPY.unsavedChanges;
  } else text = ESSAYS_COPY.saved;
  return (
    <span
      role="status"
      aria-live="polite"
      className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground"
    >
      <Icon className={status === 'saving' ? 'size-3.5 animate-spin' : 'size-3.5'} aria-hidden="true" />
      {text}
    </span>
  );
}

/** The choice shown when another tab or device changed the essay while this one had unsaved edits. */
export function ConflictBanner({ editor }: { editor: EssayEditor }) {
  const conflict = editor.conflict;
  if (!conflict) return null;
  const fields = conflict.fields.map((f) => ESSAYS_COPY.conflictFields[f] ?? f);
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm">
      <p className="font-semibold text-warning">{ESSAYS_COPY.conflictTitle}</p>
      <p>{ESSAYS_COPY.conflictText(fields)}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => editor.resolveConflict('mine')}>
          {ESSAYS_COPY.keepMyChanges}
        </Button>
        <Button size="sm" variant="outline" onClick={() => editor.resolveConflict('theirs')}>
          {ESSAYS_COPY.useSavedVersion}
        </Button>
      </div>
    </div>
  );
}

const LINK =
  'inline-flex h-9 items-center gap-1.5 rounded-md border border-input bg-card px-3 text-sm font-semibold hover:bg-muted';

export function ExportMenu({ essay }: { essay: Essay }) {
  const [style, setStyle] = useState<CitationStyle>(() => loadAcademicState().settings.citationStyle);
  return (
    <div className="grid gap-2">
      <label htmlFor="export-style" className="text-xs font-medium text-muted-foreground">
        {ESSAYS_COPY.citationStyle}
      </label>
      <select
        id="export-style"
        value={style}
        onChange={(e) => {
          const next = e.target.value as CitationStyle;
          setStyle(next);
          const s = loadAcademicState();
          saveAcademicState({ settings: { ...s.settings, citationStyle: next } });
        }}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm"
      >
        {CITATION_STYLES.map((s) => (
          <option key={s} value={s}>
            {CITATION_STYLE_LABELS[s]}
          </option>
        ))}
      </select>
      <div className="flex flex-wrap gap-2">
        <a className={LINK} href={essaysApi.exportUrl(essay.id, 'docx', style)} download>
          <Download className="size-4" aria-hidden="true" />
          {ESSAYS_COPY.exportDocx}
        </a>
        <a className={LINK} href={essaysApi.exportUrl(essay.id, 'md', style)} download>
          <Download className="size-4" aria-hidden="true" />
          {ESSAYS_COPY.exportMarkdown}
        </a>
      </div>
      {essay.saved_articles.length > 0 ? (
        <div className="flex flex-wrap gap-2" aria-label={ESSAYS_COPY.exportSavedArticles}>
          <a className={LINK} href={essaysApi.savedArticlesExportUrl(essay.id, 'bibtex')} download>
            <Download className="size-4" aria-hidden="true" />
            {ESSAYS_COPY.articlesBib}
          </a>
          <a className={LINK} href={essaysApi.savedArticlesExportUrl(essay.id, 'ris')} download>
            <Download className="size-4" aria-hidden="true" />
            {ESSAYS_COPY.articlesRis}
          </a>
        </div>
      ) : null}
    </div>
  );
}

/** The essay sidebar (spec 2 §2.6): essay card, Essay Progress, Quick Actions and export. */
export function EssaySidebar({
  essay,
  onBack,
  onAiHelp,
  onSave,
  onFindArticles,
  wide = false,
}: {
  essay: Essay;
  /** Below a full-width writing area: the cards side by side instead of stacked. */
  wide?: boolean;
  onBack: () => void;
  onAiHelp: () => void;
  onSave: () => void;
  /** Opens the article search (academic essays, where the app offers research). */
  onFindArticles?: (() => void) | undefined;
}) {
  const mode = essayModeOf(essay.essay_type);
  return (
    <div className={cn('grid content-start gap-4', wide && 'items-start md:grid-cols-2 xl:grid-cols-3')}>
      <Button
        variant="ghost"
        size="sm"
        className={cn('justify-self-start', wide && 'md:col-span-full')}
        onClick={onBack}
      >
        {M.backToHome}
      </Button>
      <Card>
        <CardContent className="grid gap-1 pt-5 text-sm">
          <p className="font-semibold [overflow-wrap:anywhere]">{essay.title}</p>
          <p className="text-muted-foreground">
            {optionLabel(essay.essay_type)} ·{' '}
            {essay.writing_style ? optionLabel(essay.writing_style) : ESSAYS_COPY.standardStyle}
          </p>
          <p className="text-xs text-muted-foreground">
            {M.lastUpdated} {new Date(essay.updated_at).toLocaleString()}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{M.essayProgress}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-1.5 text-sm">
            {panelPhasesOf(mode).map((p) => {
              const d = phaseMark(mode, essay, p);
              const Icon = d === 'completed' ? Check : d === 'current' ? CircleDot : Circle;
              return (
                <li
                  key={p}
                  aria-current={d === 'current' ? 'step' : undefined}
                  className={
                    d === 'none' ? 'flex items-center gap-2 text-muted-foreground' : 'flex items-center gap-2'
                  }
                >
                  <Icon
                    className={
                      d === 'completed'
                        ? 'size-4 text-success'
                        : d === 'current'
                          ? 'size-4 text-primary'
                          : 'size-4'
                    }
                    aria-hidden="true"
                  />
                  <span>{PHASE_LABELS[p]}</span>
                  <span className="sr-only">({ESSAYS_COPY.phaseMarks[d]})</span>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{M.quickActions}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {mode === 'academic' && onFindArticles ? (
            <Button variant="outline" size="sm" onClick={onFindArticles}>
              {M.findArticles}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={onAiHelp}>
            {M.aiHelp}
          </Button>
          <Button variant="outline" size="sm" onClick={onSave}>
            {M.saveProgress}
          </Button>
          <ExportMenu essay={essay} />
        </CardContent>
      </Card>
    </div>
  );
}
