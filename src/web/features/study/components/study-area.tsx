import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { StudyPath } from '../../../../shared/schemas/study';
import { domainInfo, effectiveMode } from '../../../../shared/study/domains';
import { learningModeOf } from '../../../../shared/study/learning-modes';
import type { QuickAction } from '../../../../shared/study/quick-actions';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { useLearningMode } from '../hooks/use-learning-mode';
import { useStudyChat, type StudyDemo } from '../hooks/use-study-chat';
import { usePathDeletion } from '../hooks/use-path-deletion';
import { useStudyPaths, type Processing } from '../hooks/use-study-paths';
import { useStudyTools } from '../hooks/use-study-tools';
import { useStudyTopic } from '../hooks/use-study-topic';
import { modeNote, quickActionPrompt, suggestResourcesPrompt } from '../lib/format';
import { loadSmartyState, saveSmartyState, type SmartyState } from '../lib/smarty-state';
import { ChatWindow, type ChatWindowHandle } from './chat-window';
import { DomainBadge } from './domain-badge';
import { DeferredDialog } from './deferred-dialog';
import { EmptyPaths, PathsList } from './path-views';
import { STUDY_COPY } from '../messages';

// The dialogs load on first use: their code (and Markdown's, through the answers) stays out of the first screen.
// So does the toast after a path is deleted (its code is fetched when the confirmation opens), and the panels below
// the progress that show only with a path open (learning tools, resources).
const LearningToolsPanel = lazy(() =>
  import('./learning-tools-panel').then((m) => ({ default: m.LearningToolsPanel })),
);
const ResourcesPanel = lazy(() => import('./resources-panel').then((m) => ({ default: m.ResourcesPanel })));
// the learning mode menu, the material notes, the progress panel and the quick actions bar show only with a path open
const OutlineMissingNote = lazy(() =>
  import('./topic-material-note').then((m) => ({ default: m.OutlineMissingNote })),
);
const TopicMaterialNote = lazy(() =>
  import('./topic-material-note').then((m) => ({ default: m.TopicMaterialNote })),
);
// a topic's subtopics (issue 16) show only for a topic built from the student's material
const SubtopicList = lazy(() => import('./subtopic-list').then((m) => ({ default: m.SubtopicList })));
const ProgressPanel = lazy(() => import('./side-panels').then((m) => ({ default: m.ProgressPanel })));
const QuickActionsBar = lazy(() =>
  import('./quick-actions-bar').then((m) => ({ default: m.QuickActionsBar })),
);
const LearningModeSelect = lazy(() =>
  import('./learning-mode-select').then((m) => ({ default: m.LearningModeSelect })),
);
const PathDeletionToast = lazy(() =>
  import('./path-deletion-toast').then((m) => ({ default: m.PathDeletionToast })),
);
const CertificationBrowser = lazy(() =>
  import('./certification-browser').then((m) => ({ default: m.CertificationBrowser })),
);
const CustomPathDialog = lazy(() =>
  import('./custom-path-dialog').then((m) => ({ default: m.CustomPathDialog })),
);
const FlashcardsDialog = lazy(() =>
  import('./flashcards-dialog').then((m) => ({ default: m.FlashcardsDialog })),
);
const OwnMaterialDialog = lazy(() =>
  import('./own-material-dialog').then((m) => ({ default: m.OwnMaterialDialog })),
);
const QuickActionDialog = lazy(() =>
  import('./quick-action-artefact').then((m) => ({ default: m.QuickActionDialog })),
);
const DeletePathDialog = lazy(() => import('./delete-path-dialog'));
const QuizDialog = lazy(() => import('./quiz-dialog').then((m) => ({ default: m.QuizDialog })));
// The roadmap (issue 16) loads when it is first opened.
const RoadmapView = lazy(() => import('./roadmap/roadmap-view'));

export interface StudyAreaProps {
  userId: string;
  /** Demo users: prompts used and the limit (Demo Mode: N prompts remaining). */
  demo?: StudyDemo | undefined;
}

/**
 * Smarty Chat (spec 3 §2.8–2.13): learning paths, the chat with streaming answers, progress and learning tools.
 * The state lives in hooks (paths, focus topic, chat, tools); this component lays them out.
 */
export default function StudyArea({ userId, demo }: StudyAreaProps) {
  const ai = usePublicConfig().data?.ai;
  const [state, setState] = useState<SmartyState>(() => loadSmartyState(userId));
  useEffect(() => saveSmartyState(state), [state]);

  const [browserOpen, setBrowserOpen] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  // 'Create path from my material' (null) or 'Add material' to a path; undefined: closed
  const [material, setMaterial] = useState<{ addTo: StudyPath | null } | undefined>(undefined);
  const [processing, setProcessing] = useState<Processing>({ kind: 'idle' });

  const study = useStudyPaths({
    userId,
    selectedStudyPathId: state.selectedStudyPathId,
    onSelect: (next) =>
      setState((s) => ({ ...s, selectedStudyPathId: next.id, activeLearningType: next.domain_code })),
    setProcessing,
    onCustomCreated: () => setCustomOpen(false),
  });
  const { paths, path, pathsQuery } = study;
  // a deleted path that was open (the saved selection) is left: the list shows
  const deletion = usePathDeletion({
    userId,
    onDeleted: (deletedId) =>
      setState((s) => (s.selectedStudyPathId === deletedId ? { ...s, selectedStudyPathId: null } : s)),
  });
  const pathId = path?.id ?? null;
  const { focusTopicId, focusTopic, selectTopic, topicQuery, mark } = useStudyTopic(
    path,
    study.setPathInCache,
  );

  // IT certifications (CompTIA A+ …) study in the IT learning mode, not programming; the student may pick another
  // mode for the path (kept with the account, so on every device), which the chat, the quick actions and the
  // banner follow
  const pathMode = effectiveMode(learningModeOf(path?.domain_code, path?.certification));
  const {
    mode,
    choose: chooseMode,
    saveError: modeSaveError,
  } = useLearningMode({ path, pathMode, onPathUpdated: study.setPathInCache });
  const note = modeNote(mode, path?.type === 'certification');
  const chat = useStudyChat({
    demo,
    pathId,
    focusTopicId,
    mode,
    useSyllabus: state.settings.useSyllabus,
    citeSources: state.settings.citeSources,
  });
  const { busy, limitReached, send } = chat;
  const chatRef = useRef<ChatWindowHandle>(null);
  const [roadmapOpen, setRoadmapOpen] = useState(false);
  const answerLabel = ai?.provider === 'offline' ? ai.label : undefined;

  // Opening a path from My Learning Paths shows the study area from its top (walkthrough at 375 px: 'Resume Learning'
  // on the last card left the page scrolled to y 1176, the topic picker and the chat above the viewport).
  const sectionRef = useRef<HTMLElement>(null);
  const revealTop = useRef(false);
  function openPath(next: StudyPath) {
    revealTop.current = true;
    study.selectPath(next);
  }
  useEffect(() => {
    if (!pathId || !revealTop.current) return;
    revealTop.current = false;
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [pathId]);

  const tools = useStudyTools({
    isDemo: Boolean(demo),
    pathId,
    focusTopicId,
    focusTopicTitle: focusTopic?.title,
    mode,
    setProcessing,
  });

  const info = domainInfo(mode);
  const subject = focusTopic?.title ?? path?.name ?? STUDY_COPY.myStudies;
  const needsTopic = (action: QuickAction) => action.run.kind !== 'chat' && !focusTopicId;

  function runQuickAction(action: QuickAction) {
    if (action.run.kind === 'chat') return send(quickActionPrompt(action.label, subject));
    if (action.run.kind === 'quiz') return void tools.generateQuiz();
    tools.buildArtefact(action);
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby="smarty-chat-title"
      // scrolled to, it stops below the sticky app header (two rows in the demo at 375 px)
      className="mx-auto flex w-full max-w-7xl scroll-mt-28 flex-col gap-5 px-3 pb-24 sm:px-6"
    >
      {/* Header (spec 3 §2.8). */}
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border pb-4">
        <Sparkles className="size-6 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="smarty-chat-title" className="text-xl font-bold">
            {T.chatTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{T.chatSubtitle}</p>
        </div>
        {/* the mode belongs to the open path: with none (My Learning Paths), no mode is in use to show */}
        {path ? <DomainBadge code={mode} prefix={STUDY_COPY.modePrefix} className="sm:ml-2" /> : null}
        {path ? (
          <span className="flex min-w-0 items-center gap-2 text-sm sm:ml-auto">
            <span className="truncate font-medium">{path.name || T.unnamedPath}</span>
            <Badge variant="outline">
              {path.type === 'certification' ? T.certificationTag : T.customTag}
            </Badge>
            <Button variant="outline" size="sm" onClick={() => setMaterial({ addTo: path })}>
              {STUDY_COPY.addMaterial}
            </Button>
          </span>
        ) : null}
      </header>

      {pathsQuery.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" />
          {STUDY_COPY.loadingYourLearningPaths}
        </p>
      ) : pathsQuery.isError ? (
        <Alert>{errorMessage(pathsQuery.error, STUDY_COPY.yourLearningPathsCould)}</Alert>
      ) : paths.length === 0 ? (
        <EmptyPaths
          onBrowse={() => setBrowserOpen(true)}
          onCustom={() => setCustomOpen(true)}
          onMaterial={() => setMaterial({ addTo: null })}
        />
      ) : !path ? (
        <>
          {processing.kind === 'error' ? <Alert>{processing.message}</Alert> : null}
          <PathsList
            paths={paths}
            onOpen={openPath}
            onDelete={deletion.askDelete}
            onBrowse={() => setBrowserOpen(true)}
            onCustom={() => setCustomOpen(true)}
            onMaterial={() => setMaterial({ addTo: null })}
          />
        </>
      ) : (
        <>
          {/* Topic selector and mode banner. */}
          <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-start">
            <label className="flex min-w-0 flex-1 flex-col lg:min-w-64 gap-1 text-sm font-medium">
              {STUDY_COPY.topic}
              <select
                aria-label={STUDY_COPY.topic}
                className="h-10 w-full rounded-md border border-input bg-card px-2 text-sm font-normal shadow-sm"
                value={focusTopicId ?? ''}
                onChange={(e) => selectTopic(e.target.value || null)}
              >
                <option value="">{T.selectTopicToFocus}</option>
                {path.topics.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.order}. {t.title}
                  </option>
                ))}
              </select>
            </label>
            <Suspense fallback={<div className="h-16 lg:w-60" aria-hidden="true" />}>
              <LearningModeSelect
                mode={mode}
                pathMode={pathMode}
                onChange={chooseMode}
                saveError={modeSaveError}
              />
            </Suspense>
            {note ? (
              <p
                className="rounded-lg border px-3 py-2 text-sm lg:order-last lg:basis-full"
                style={{
                  borderColor: `${info?.badge.hex ?? '#64748b'}55`,
                  backgroundColor: `${info?.badge.hex ?? '#64748b'}10`,
                }}
              >
                <strong>{note.label}</strong> {note.text}
              </p>
            ) : null}
            <div className="flex gap-2 self-start lg:pt-6">
              <Button
                variant={roadmapOpen ? 'primary' : 'outline'}
                size="sm"
                aria-expanded={roadmapOpen}
                aria-controls="study-roadmap"
                onClick={() => setRoadmapOpen((open) => !open)}
              >
                {STUDY_COPY.roadmap}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setRoadmapOpen(false);
                  setState((s) => ({ ...s, selectedStudyPathId: null }));
                }}
              >
                {T.myLearningPaths}
              </Button>
            </div>
          </div>

          {/* The roadmap takes the place of the chat and panels while it is open; a node focuses its topic. */}
          <div id="study-roadmap" hidden={!roadmapOpen}>
            {roadmapOpen ? (
              <Suspense
                fallback={
                  <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
                    <Spinner className="size-4" />
                    {STUDY_COPY.loadingTheRoadmap}
                  </p>
                }
              >
                <RoadmapView
                  path={path}
                  focusTopicId={focusTopicId}
                  onFocusTopic={(topicId) => {
                    selectTopic(topicId);
                    setRoadmapOpen(false);
                    requestAnimationFrame(() => chatRef.current?.focusInput());
                  }}
                />
              </Suspense>
            ) : null}
          </div>

          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]" hidden={roadmapOpen}>
            {/* Chat card. */}
            <section
              aria-labelledby="chat-card-title"
              className="flex min-w-0 flex-col self-start gap-3 rounded-xl border border-border bg-card p-3 sm:p-4"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 id="chat-card-title" className="font-semibold">
                    {T.chatTitle}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {focusTopic ? `${T.focusPrefix}${focusTopic.title}` : T.selectTopicToFocus}
                  </p>
                </div>
                <Badge variant={busy ? 'warning' : 'success'} role="status">
                  {busy ? T.statusThinking : T.statusReady}
                </Badge>
              </div>
              <p className="text-sm">{focusTopic ? focusTopic.summary : T.chooseTopic}</p>
              <Suspense fallback={null}>
                <OutlineMissingNote path={path} onAddMaterial={() => setMaterial({ addTo: path })} />
                {focusTopic?.subtopics.length ? (
                  <SubtopicList
                    key={focusTopic.id}
                    topicTitle={focusTopic.title}
                    subtopics={focusTopic.subtopics}
                    open
                  />
                ) : null}
                {focusTopic ? (
                  <TopicMaterialNote
                    topic={focusTopic}
                    generated={ai !== undefined && ai.provider !== 'offline'}
                    onAddMaterial={() => setMaterial({ addTo: path })}
                  />
                ) : null}
              </Suspense>
              <ChatWindow
                ref={chatRef}
                messages={chat.messages}
                phase={chat.phase}
                onSend={send}
                onStop={chat.stop}
                topics={path.topics}
                focusTopicId={focusTopicId}
                onFocusTopic={selectTopic}
                demoRemaining={chat.demoRemaining}
                limitReached={limitReached}
                onUpgrade={demo?.onUpgrade}
                answerLabel={answerLabel}
                showCitations={state.settings.citeSources}
              />
            </section>

            {/* Right column. */}
            <div className="flex min-w-0 flex-col gap-4">
              <Suspense fallback={null}>
                <ProgressPanel
                  path={path}
                  focusTopicId={focusTopicId}
                  onFocus={selectTopic}
                  onMark={(s) => mark.mutate(s)}
                  isMarking={mark.isPending}
                />
                <LearningToolsPanel
                  paths={paths}
                  path={path}
                  onSelectPath={study.selectPath}
                  processing={processing}
                  markError={mark.isError ? errorMessage(mark.error, STUDY_COPY.theProgressCouldNot) : null}
                  toolsDisabled={!focusTopicId || processing.kind === 'processing' || limitReached}
                  hasTopic={Boolean(focusTopicId)}
                  onQuiz={() => void tools.generateQuiz()}
                  onFlashcards={() => void tools.buildFlashcards()}
                  dueCount={tools.dueQuery.data?.dueCount}
                  onReviewDue={tools.reviewDue}
                  onBrowse={() => setBrowserOpen(true)}
                  settings={state.settings}
                  onSettings={(change) => setState((s) => ({ ...s, settings: { ...s.settings, ...change } }))}
                />
                <ResourcesPanel
                  topic={topicQuery.data?.topic ?? null}
                  isLoading={topicQuery.isFetching}
                  suggestDisabled={busy || limitReached}
                  onSuggest={() => {
                    const topic = topicQuery.data?.topic;
                    if (topic)
                      send(
                        suggestResourcesPrompt(
                          topic.title,
                          topic.resources.map((r) => r.title),
                        ),
                      );
                  }}
                />
              </Suspense>
            </div>
          </div>

          <Suspense fallback={null}>
            <QuickActionsBar
              mode={mode}
              disabled={
                busy ||
                limitReached ||
                processing.kind === 'processing' ||
                tools.artefact?.status === 'loading'
              }
              needsTopic={needsTopic}
              onRun={runQuickAction}
            />
          </Suspense>
        </>
      )}

      <DeferredDialog open={deletion.confirming !== null}>
        <DeletePathDialog
          path={deletion.confirming}
          onCancel={deletion.cancelDelete}
          onConfirm={(p) => void deletion.confirmDelete(p)}
        />
      </DeferredDialog>
      {deletion.toast ? (
        <Suspense fallback={null}>
          <PathDeletionToast
            toast={deletion.toast}
            onUndo={() => void deletion.undo()}
            onDismiss={deletion.dismiss}
          />
        </Suspense>
      ) : null}
      <DeferredDialog open={browserOpen}>
        <CertificationBrowser
          open={browserOpen}
          onOpenChange={setBrowserOpen}
          paths={paths}
          onStart={(cert) => study.startCertification(cert, () => setBrowserOpen(false))}
          startingId={study.startingId}
        />
      </DeferredDialog>
      <DeferredDialog open={material !== undefined}>
        <OwnMaterialDialog
          open={material !== undefined}
          onOpenChange={(next) => {
            if (!next) setMaterial(undefined);
          }}
          addTo={material?.addTo ?? null}
          onDone={(studyPath) => {
            study.setPathInCache(studyPath);
            void study.refreshPaths();
            study.selectPath(studyPath);
          }}
        />
      </DeferredDialog>
      <DeferredDialog open={customOpen}>
        <CustomPathDialog
          open={customOpen}
          onOpenChange={setCustomOpen}
          onCreate={(values) => study.customPath.mutate(values)}
          isPending={study.customPath.isPending}
          error={
            study.customPath.isError ? errorMessage(study.customPath.error, STUDY_COPY.thePathCouldNot) : null
          }
        />
      </DeferredDialog>
      {tools.quiz && pathId && focusTopicId ? (
        <DeferredDialog open={tools.quizOpen}>
          <QuizDialog
            key={tools.quizRun}
            open={tools.quizOpen}
            onOpenChange={tools.setQuizOpen}
            pathId={pathId}
            topicId={focusTopicId}
            quiz={tools.quiz}
            onResult={({ studyPath }) => study.setPathInCache(studyPath)}
          />
        </DeferredDialog>
      ) : null}
      <DeferredDialog open={tools.artefact !== null}>
        <QuickActionDialog state={tools.artefact} onClose={tools.closeArtefact} />
      </DeferredDialog>
      <DeferredDialog open={tools.cards !== null}>
        <FlashcardsDialog
          open={tools.cards !== null}
          onOpenChange={(open) => {
            if (!open) tools.closeCards();
          }}
          title={tools.cards?.title ?? ''}
          cards={tools.cards?.cards ?? []}
          onReviewed={() => void tools.dueQuery.refetch()}
        />
      </DeferredDialog>
    </section>
  );
}
