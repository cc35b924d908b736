import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../shared/messages';
import { ACADEMIC_ESSAY_TYPES } from '../../../../shared/essays/options';
import {
  ACADEMIC_PANEL_PHASES,
  completePhase,
  PHASE_LABELS,
  panelPhaseOf,
  phaseMark,
  switchPhase,
  type EssayPhase,
} from '../../../../shared/essays/phases';
import type { AcademicSection } from '../../../../shared/essays/word-count';
import type { Essay } from '../../../../shared/schemas/essays';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { essaysApi } from '../api/essays-api';
import { useArticleCount } from '../hooks/use-article-count';
import { useEssayEditor, type EssayEditor } from '../hooks/use-essay-editor';
import { saveAcademicState } from '../lib/academic-state';
import { buildOutline } from '../lib/outline';
import { PromptPhase } from './academic/prompt-phase';
import { BrainstormPhase } from './academic/brainstorm-phase';
import { ThesisPhase } from './academic/thesis-phase';
import { OutlinePanel } from './academic/outline-panel';
import { WritingPhase } from './academic/writing-phase';
import { ConflictBanner, EssaySidebar, SaveStatusBadge } from './essay-chrome';
import { useResearchTools, type ResearchView } from '../../../lib/research-slot';
import { WritingHelper } from './writing-helper';
import { ESSAYS_COPY } from '../messages';

export function WrongType({ text }: { text: string }) {
  return (
    <div className="mx-auto grid max-w-lg gap-2 py-16 text-center">
      <h2 className="text-xl font-bold">{M.incorrectEssayType}</h2>
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}

/**
 * The sticky essay header; its offset (the shell's top bar height) is measured on resize and after 100 ms. Opaque:
 * the draft scrolling beneath it must not show through (walkthrough, 375 px).
 */
export function EssayHeader({
  essay,
  label,
  extra,
  onBack,
  editor,
}: {
  essay: Essay;
  label: string;
  extra?: string;
  onBack: () => void;
  editor: EssayEditor;
}) {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setTop(document.querySelector('header')?.getBoundingClientRect().height ?? 0);
    measure();
    const timer = window.setTimeout(measure, 100);
    window.addEventListener('resize', measure);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return (
    <div
      style={{ top }}
      className="sticky z-20 -mx-4 border-b border-border bg-background px-4 py-3 sm:-mx-6 sm:px-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
          <h1 className="truncate text-lg font-bold sm:text-xl">{essay.title}</h1>
          <p className="text-xs text-muted-foreground">
            {label}
            {extra ? ` · ${extra}` : ''}
            {ESSAYS_COPY.created(new Date(essay.created_at).toLocaleDateString())}
          </p>
        </div>
        <span className="mr-auto sm:mr-0">
          <SaveStatusBadge status={editor.status} hasUnsaved={editor.hasUnsaved} />
        </span>
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {M.returnToList}
        </Button>
      </div>
    </div>
  );
}

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-1 pt-4 pb-4">
        <span className="text-xs font-medium text-muted-foreground uppercase">{label}</span>
        {children}
      </CardContent>
    </Card>
  );
}

const NO_ARTICLES: Essay['saved_articles'] = [];

const MARK = { current: '● ', completed: '✓ ', none: '' } as const;

/** The Phase tile's select (spec 2 §2.1): the same steps and marks as the sidebar's Essay Progress. */
export function PhaseSelect({ essay, onChange }: { essay: Essay; onChange: (phase: EssayPhase) => void }) {
  return (
    <>
      <label htmlFor="phase-select" className="sr-only">
        {M.phaseTile}
      </label>
      <select
        id="phase-select"
        value={panelPhaseOf('academic', essay.current_phase)}
        onChange={(e) => onChange(e.target.value as EssayPhase)}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm font-semibold"
      >
        {ACADEMIC_PANEL_PHASES.map((p) => (
          <option key={p} value={p}>
            {MARK[phaseMark('academic', essay, p)]}
            {PHASE_LABELS[p]}
          </option>
        ))}
      </select>
    </>
  );
}

export function AcademicWorkspace({ essayId, onClose }: { essayId: string; onClose: () => void }) {
  const editor = useEssayEditor(essayId);
  const helperInput = useRef<HTMLInputElement>(null);
  const [completing, setCompleting] = useState(false);
  const Research = useResearchTools();
  const [researchView, setResearchView] = useState<ResearchView | null>(null);
  const essay = editor.essay;
  const articles = useArticleCount(essay?.saved_articles ?? NO_ARTICLES);

  useEffect(() => {
    if (essay) saveAcademicState({ currentEssayId: essay.id, phase: essay.current_phase });
  }, [essay?.id, essay?.current_phase]); // eslint-disable-line react-hooks/exhaustive-deps

  if (editor.loadError) {
    return (
      <div className="grid gap-3 py-10 text-center">
        <p>{editor.loadError}</p>
        <Button variant="outline" className="justify-self-center" onClick={onClose}>
          {M.returnToList}
        </Button>
      </div>
    );
  }
  if (!essay) return <p className="py-10 text-center text-muted-foreground">{ESSAYS_COPY.loadingEssay}</p>;
  if (!(ACADEMIC_ESSAY_TYPES as readonly string[]).includes(essay.essay_type))
    return <WrongType text={M.notAcademic} />;

  const current = essay;
  function goTo(phase: EssayPhase, completeCurrent = false) {
    const next = switchPhase(current, phase, { completeCurrent });
    const extra: Partial<Essay> = {};
    if ((phase === 'writing' || phase === 'outline') && current.outline.length === 0)
      extra.outline = buildOutline(current);
    editor.edit({ ...next, ...extra }, { immediate: true });
  }
  function complete(phase: EssayPhase) {
    const next = completePhase('academic', current, phase);
    const extra: Partial<Essay> = {};
    if (next.current_phase === 'writing' && current.outline.length === 0)
      extra.outline = buildOutline(current);
    editor.edit({ ...next, ...extra }, { immediate: true });
  }
  function startWriting(section: AcademicSection) {
    if (current.current_phase !== 'writing') goTo('writing');
    window.setTimeout(() => document.getElementById(`section-${section}`)?.focus(), 50);
  }
  async function completeEssay() {
    setCompleting(true);
    try {
      const saved = await editor.flush();
      const base = saved ?? editor.server;
      if (base && !editor.conflict) {
        const done = await essaysApi.complete(current.id, { version: base.version });
        editor.acceptServer(done);
      }
    } catch {
      // The status shows the save state; completion can be tried again.
    } finally {
      setCompleting(false);
    }
  }
  const focusHelper = () => {
    helperInput.current?.focus();
    helperInput.current?.scrollIntoView({ block: 'center' });
  };
  /** Research reads the essay's prompt, ideas and thesis from the server: pending edits are saved first. */
  function openResearch(view: ResearchView) {
    void editor.flush();
    setResearchView(view);
  }
  const onHelperAction = (key: string) => {
    if (key === 'find' && Research) openResearch('search');
    else if ((key === 'analyze' || key === 'extract') && Research) openResearch('saved');
    else if (key === 'prompt' || key === 'brainstorm' || key === 'thesis') goTo(key);
    else if (key === 'writing' || key === 'outline' || key === 'evidence') goTo('writing');
  };

  const phase = panelPhaseOf('academic', current.current_phase);
  const isWriting = phase === 'writing';
  const sidebar = (
    <EssaySidebar
      essay={current}
      onBack={onClose}
      onAiHelp={focusHelper}
      onSave={() => void editor.flush()}
      onFindArticles={Research ? () => openResearch('search') : undefined}
      wide={isWriting}
    />
  );
  const helper = <WritingHelper essay={current} inputRef={helperInput} onAction={onHelperAction} />;
  const outline = <OutlinePanel essay={current} editor={editor} onStartWriting={startWriting} />;

  let form: React.ReactNode = null;
  if (phase === 'prompt')
    form = (
      <PromptPhase
        key={`p-${current.id}`}
        essay={current}
        editor={editor}
        onApproved={() => goTo('brainstorm', true)}
      />
    );
  else if (phase === 'brainstorm')
    form = <BrainstormPhase essay={current} editor={editor} onNext={() => complete('brainstorm')} />;
  else if (phase === 'thesis')
    form = (
      <ThesisPhase
        key={`t-${current.id}`}
        essay={current}
        editor={editor}
        onNext={() => complete('thesis')}
      />
    );
  else if (isWriting)
    form = (
      <WritingPhase
        essay={current}
        editor={editor}
        onComplete={() => void completeEssay()}
        completing={completing}
        side={outline}
      />
    );
  else if (phase === 'final')
    form = (
      <Card>
        <CardContent className="grid gap-2 pt-5">
          <p className="font-semibold">
            {current.status === 'completed' ? ESSAYS_COPY.essayCompleted : ESSAYS_COPY.finalReview}
          </p>
          <p className="text-sm text-muted-foreground">
            {ESSAYS_COPY.wordsWritten(current.word_count.total ?? 0)}
          </p>
        </CardContent>
      </Card>
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <EssayHeader essay={current} label={M.academicLabel} onBack={onClose} editor={editor} />
      <ConflictBanner editor={editor} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Tile label={M.phaseTile}>
          <PhaseSelect essay={current} onChange={goTo} />
        </Tile>
        <Tile label={M.wordsTile}>
          <span className="text-2xl font-bold">{current.word_count.total ?? 0}</span>
        </Tile>
        <Tile label={M.articlesTile}>
          <div className="flex items-center justify-between gap-2">
            <span className="text-2xl font-bold">{articles.count}</span>
            {Research ? (
              <Button size="sm" variant="outline" onClick={() => openResearch('saved')}>
                <BookOpen aria-hidden="true" />
                {M.viewArticles}
              </Button>
            ) : null}
          </div>
        </Tile>
      </div>
      {isWriting ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          {form}
          {sidebar}
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid content-start gap-4">{form}</div>
          <aside aria-label={ESSAYS_COPY.essayTools} className="grid content-start gap-4">
            {helper}
            {sidebar}
          </aside>
        </div>
      )}
      {Research ? (
        <Research
          essay={{
            id: current.id,
            title: current.title,
            prompt: current.prompt,
            thesis_statement: current.thesis_statement,
            brainstorm_ideas: current.brainstorm_ideas,
          }}
          view={researchView}
          onViewChange={setResearchView}
          onArticleRemoval={articles.onArticleRemoval}
        />
      ) : null}
    </div>
  );
}
