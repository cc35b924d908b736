import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Layers, ListChecks, Sparkles } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { Quiz } from '../../../../shared/schemas/ai';
import type { Certification, Flashcard, StudyPath } from '../../../../shared/schemas/study';
import { domainInfo, effectiveMode } from '../../../../shared/study/domains';
import { learningModeOf, quickActionSet, type QuickAction } from '../../../../shared/study/quick-actions';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { reportDemoPromptUse } from '../../../lib/demo-prompts';
import { usePublicConfig } from '../../../lib/public-config';
import { StreamHttpError, streamSmarty, studyApi, studyKeys } from '../api/study-api';
import { chatReducer } from '../lib/chat-state';
import { readCitations, readConfidence } from '../lib/citations';
import { quickActionPrompt, suggestResourcesPrompt } from '../lib/format';
import { loadSmartyState, saveSmartyState, type SmartyState } from '../lib/smarty-state';
import type { SmartyStreamEvent } from '../lib/sse';
import { CertificationBrowser } from './certification-browser';
import { ChatWindow, type ChatWindowHandle } from './chat-window';
import { DomainBadge, domainLabel } from './domain-badge';
import { FlashcardsDialog } from './flashcards-dialog';
import { CustomPathDialog, EmptyPaths, PathsList } from './path-views';
import { OwnMaterialDialog } from './own-material-dialog';
import { QuickActionDialog, type ArtefactState } from './quick-action-artefact';
import { QuizDialog } from './quiz-dialog';
import { ProgressPanel, ResourcesPanel } from './side-panels';

export interface StudyAreaProps {
  userId: string;
  /** Demo users: prompts used and the limit (Demo Mode: N prompts remaining). */
  demo?: { promptsUsed: number; maxPrompts: number; limitReached: boolean } | undefined;
}

type Processing =
  { kind: 'idle' } | { kind: 'processing'; step: string } | { kind: 'error'; message: string };

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}${(nextId++).toString(36)}`;

/** Smarty Chat (spec 3 §2.8–2.13): learning paths, the chat with streaming answers, progress and learning tools. */
export default function StudyArea({ userId, demo }: StudyAreaProps) {
  const queryClient = useQueryClient();
  const ai = usePublicConfig().data?.ai;
  const [state, setState] = useState<SmartyState>(() => loadSmartyState(userId));
  useEffect(() => saveSmartyState(state), [state]);

  const pathsQuery = useQuery({ queryKey: studyKeys.paths(userId), queryFn: () => studyApi.paths(userId) });
  const paths = pathsQuery.data?.studyPaths ?? [];
  const path: StudyPath | null = paths.find((p) => p.id === state.selectedStudyPathId) ?? null;

  const [focusTopicId, setFocusTopicId] = useState<string | null>(null);
  const focusTopic = path?.topics.find((t) => t.id === focusTopicId) ?? null;
  // Opening a path restores its saved focus topic.
  const openedPath = useRef<string | null>(null);
  useEffect(() => {
    if (path && openedPath.current !== path.id) {
      openedPath.current = path.id;
      setFocusTopicId(path.focusTopicId);
    }
    if (!path) openedPath.current = null;
  }, [path]);

  const [browserOpen, setBrowserOpen] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  // 'Create path from my material' (null) or 'Add material' to a path; undefined: closed
  const [material, setMaterial] = useState<{ addTo: StudyPath | null } | undefined>(undefined);
  const [processing, setProcessing] = useState<Processing>({ kind: 'idle' });
  const [startingId, setStartingId] = useState<string | null>(null);
  const [actionsOpen, setActionsOpen] = useState(false);

  // ── chat ──
  const [messages, dispatch] = useReducer(chatReducer, []);
  const [phase, setPhase] = useState<'idle' | 'thinking' | 'streaming'>('idle');
  const [serverLimit, setServerLimit] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const chatRef = useRef<ChatWindowHandle>(null);
  const limitReached = Boolean(demo?.limitReached) || serverLimit;
  const demoRemaining = demo ? Math.max(0, demo.maxPrompts - demo.promptsUsed) : null;
  const answerLabel = ai?.provider === 'offline' ? ai.label : undefined;

  const runStream = useCallback(
    async (
      replyId: string,
      call: (onEvent: (e: SmartyStreamEvent) => void, signal: AbortSignal) => Promise<string>,
    ) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setPhase('thinking');
      try {
        await call((event) => {
          if (event.type === 'thinking') dispatch({ type: 'thinking', replyId, message: event.message });
          if (event.type === 'content') {
            setPhase('streaming');
            dispatch({ type: 'content', replyId, text: event.text });
          }
          if (event.type === 'complete') {
            const citations = readCitations(event.citations);
            dispatch({
              type: 'complete',
              replyId,
              fullResponse: event.fullResponse,
              citations,
              confidence: readConfidence(event.confidence),
            });
          }
        }, controller.signal);
        dispatch({ type: 'stop', replyId });
      } catch (error) {
        if (controller.signal.aborted) {
          dispatch({ type: 'stop', replyId });
        } else {
          let message = error instanceof Error ? error.message : T.unknownError;
          if (
            error instanceof StreamHttpError &&
            (error.status === 429 || error.status === 402) &&
            error.serverMessage
          ) {
            message = error.serverMessage;
            if (error.status === 429) setServerLimit(true);
          }
          dispatch({ type: 'fail', replyId, id: newId(), message });
        }
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          setPhase('idle');
        }
        if (demo) reportDemoPromptUse();
      }
    },
    [demo],
  );

  const pathId = path?.id ?? null;
  // IT certifications (CompTIA A+ …) study in the IT learning mode, not programming
  const mode = effectiveMode(learningModeOf(path?.domain_code, path?.certification));
  const smartyConfig = useCallback(
    () => ({
      studyPathId: pathId,
      focusTopicId,
      useSyllabus: state.settings.useSyllabus,
      citeSources: state.settings.citeSources,
      learningMode: mode,
    }),
    [pathId, focusTopicId, state.settings.useSyllabus, state.settings.citeSources, mode],
  );

  const send = useCallback(
    (question: string) => {
      const replyId = newId();
      dispatch({ type: 'send', id: newId(), replyId, question });
      void runStream(replyId, (onEvent, signal) =>
        streamSmarty('/api/smarty/ask', { question, smarty: smartyConfig() }, onEvent, signal),
      );
    },
    [runStream, smartyConfig],
  );

  // Conversation history of the path/topic from the server; a picked topic without history gets its welcome.
  const welcomed = useRef(new Set<string>());
  useEffect(() => {
    let cancelled = false;
    abortRef.current?.abort();
    dispatch({ type: 'load', messages: [] });
    if (!pathId) return;
    const key = `${pathId}:${focusTopicId ?? ''}`;
    void studyApi
      .conversation(pathId, focusTopicId)
      .then(({ messages: history }) => {
        if (cancelled) return;
        dispatch({
          type: 'load',
          messages: history.map((m) => ({
            id: m.id,
            role: m.role,
            content: m.content,
            isStreaming: false,
            citations: m.citations,
            confidence: m.confidence,
          })),
        });
        if (history.length === 0 && focusTopicId && !welcomed.current.has(key) && !limitReached) {
          welcomed.current.add(key);
          const replyId = newId();
          dispatch({ type: 'start-reply', replyId, status: T.preparingWelcome });
          void runStream(replyId, (onEvent, signal) =>
            streamSmarty(
              '/api/smarty/topic-welcome',
              { topic: focusTopicId, studyPath: pathId, learningMode: mode },
              onEvent,
              signal,
            ),
          );
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Only a change of path or topic reloads the conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathId, focusTopicId]);

  useEffect(() => () => abortRef.current?.abort(), []);

  // ── topic detail (resources) ──
  const topicQuery = useQuery({
    queryKey: studyKeys.topic(pathId ?? '', focusTopicId ?? ''),
    queryFn: () => studyApi.topic(pathId ?? '', focusTopicId ?? ''),
    enabled: Boolean(pathId && focusTopicId),
  });

  const refreshPaths = useCallback(
    () => queryClient.invalidateQueries({ queryKey: studyKeys.paths(userId) }),
    [queryClient, userId],
  );

  function setPathInCache(updated: StudyPath) {
    queryClient.setQueryData(studyKeys.paths(userId), (old: { studyPaths: StudyPath[] } | undefined) =>
      old ? { studyPaths: old.studyPaths.map((p) => (p.id === updated.id ? updated : p)) } : old,
    );
  }

  function selectPath(next: StudyPath) {
    setState((s) => ({ ...s, selectedStudyPathId: next.id, activeLearningType: next.domain_code }));
    setProcessing({ kind: 'idle' });
    void studyApi.activate(next.id).then(refreshPaths, () => undefined);
  }

  function selectTopic(topicId: string | null) {
    setFocusTopicId(topicId);
    if (pathId) void studyApi.focus(pathId, topicId).catch(() => undefined);
  }

  async function startCertification(cert: Certification) {
    setStartingId(cert.id);
    try {
      const existing = paths.find((p) => p.certification_id === cert.id);
      const created = existing ?? (await studyApi.createPath(cert.id, userId));
      setBrowserOpen(false);
      setProcessing({ kind: 'processing', step: 'Loading your study path...' });
      try {
        const fresh = await queryClient.fetchQuery({
          queryKey: studyKeys.paths(userId),
          queryFn: () => studyApi.paths(userId),
          staleTime: 0,
        });
        const match = fresh.studyPaths.find((p) => p.certification_id === cert.id) ?? created;
        selectPath(match);
      } catch {
        setProcessing({ kind: 'error', message: T.failedToLoadPath });
      }
    } catch (error) {
      // Spec 3 §8: other create-path failures keep the modal open.
      setProcessing({ kind: 'error', message: errorMessage(error, T.failedToLoadPath) });
    } finally {
      setStartingId(null);
    }
  }

  const customPath = useMutation({
    mutationFn: studyApi.customPath,
    onSuccess: async ({ studyPath }) => {
      setCustomOpen(false);
      await refreshPaths();
      selectPath(studyPath);
    },
  });

  const mark = useMutation({
    mutationFn: (status: 'in_progress' | 'completed' | 'reset') =>
      studyApi.progress(pathId ?? '', focusTopicId ?? '', status),
    onSuccess: ({ studyPath }) => setPathInCache(studyPath),
  });

  // ── quiz and flashcards ──
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [quizOpen, setQuizOpen] = useState(false);
  // Each generated quiz gets a fresh dialog (its answers and result start empty).
  const [quizRun, setQuizRun] = useState(0);
  const [cards, setCards] = useState<{ title: string; cards: Flashcard[] } | null>(null);
  const [artefact, setArtefact] = useState<ArtefactState | null>(null);
  const dueQuery = useQuery({
    queryKey: studyKeys.due(pathId ?? ''),
    queryFn: () => studyApi.due(pathId ?? ''),
    enabled: Boolean(pathId),
  });

  async function runTool(step: string, work: () => Promise<void>) {
    setProcessing({ kind: 'processing', step });
    try {
      await work();
      setProcessing({ kind: 'idle' });
    } catch (error) {
      setProcessing({
        kind: 'error',
        message: errorMessage(error, 'Something went wrong. Please try again.'),
      });
    } finally {
      if (demo) reportDemoPromptUse();
    }
  }

  const generateQuiz = () =>
    runTool('Generating your quiz...', async () => {
      if (!pathId || !focusTopicId) return;
      const res = await studyApi.quiz(pathId, focusTopicId);
      setQuiz(res.quiz);
      setQuizRun((n) => n + 1);
      setQuizOpen(true);
    });

  const buildFlashcards = () =>
    runTool('Building flashcards...', async () => {
      if (!pathId || !focusTopicId) return;
      const res = await studyApi.flashcards(pathId, focusTopicId);
      setCards({ title: `Flashcards: ${focusTopic?.title ?? ''}`, cards: res.cards });
      void dueQuery.refetch();
    });

  const busy = phase !== 'idle';
  const info = domainInfo(mode);
  const subject = focusTopic?.title ?? path?.name ?? 'my studies';
  const quickActions = quickActionSet(mode);
  const needsTopic = (action: QuickAction) => action.run.kind !== 'chat' && !focusTopicId;

  function runQuickAction(action: QuickAction) {
    setActionsOpen(false);
    if (action.run.kind === 'chat') return send(quickActionPrompt(action.label, subject));
    if (action.run.kind === 'quiz') return void generateQuiz();
    if (!pathId || !focusTopicId) return;
    setArtefact({ label: action.label, status: 'loading' });
    studyApi
      .quickAction(pathId, focusTopicId, action.id)
      .then(
        ({ artefact: built }) =>
          setArtefact((s) => (s ? { label: action.label, status: 'done', artefact: built } : s)),
        (error: unknown) =>
          setArtefact((s) =>
            s
              ? {
                  label: action.label,
                  status: 'error',
                  message: errorMessage(error, 'The quick action failed. Please try again.'),
                }
              : s,
          ),
      )
      .finally(() => {
        if (demo) reportDemoPromptUse();
      });
  }

  return (
    <section
      aria-labelledby="smarty-chat-title"
      className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-3 pb-24 sm:px-6"
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
        <DomainBadge code={mode} prefix="Mode: " className="sm:ml-2" />
        {path ? (
          <span className="flex min-w-0 items-center gap-2 text-sm sm:ml-auto">
            <span className="truncate font-medium">{path.name || T.unnamedPath}</span>
            <Badge variant="outline">
              {path.type === 'certification' ? T.certificationTag : T.customTag}
            </Badge>
            <Button variant="outline" size="sm" onClick={() => setMaterial({ addTo: path })}>
              Add material
            </Button>
          </span>
        ) : null}
      </header>

      {pathsQuery.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" /> Loading your learning paths...
        </p>
      ) : pathsQuery.isError ? (
        <Alert>{errorMessage(pathsQuery.error, 'Your learning paths could not be loaded.')}</Alert>
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
            onOpen={selectPath}
            onBrowse={() => setBrowserOpen(true)}
            onCustom={() => setCustomOpen(true)}
            onMaterial={() => setMaterial({ addTo: null })}
          />
        </>
      ) : (
        <>
          {/* Topic selector and mode banner. */}
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
              Topic
              <select
                aria-label="Topic"
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
            <p
              className="rounded-lg border px-3 py-2 text-sm lg:max-w-md"
              style={{
                borderColor: `${info?.badge.hex ?? '#64748b'}55`,
                backgroundColor: `${info?.badge.hex ?? '#64748b'}10`,
              }}
            >
              <strong>{domainLabel(mode)} mode:</strong> Smarty tailors explanations and exercises to{' '}
              {mode === 'it'
                ? 'IT support: hardware, networks and troubleshooting'
                : domainLabel(mode).toLowerCase()}
              {path.type === 'certification' ? ' and the exam objectives' : ''}.
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="self-start lg:self-center"
              onClick={() => setState((s) => ({ ...s, selectedStudyPathId: null }))}
            >
              {T.myLearningPaths}
            </Button>
          </div>

          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
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
              <ChatWindow
                ref={chatRef}
                messages={messages}
                phase={phase}
                onSend={send}
                onStop={() => abortRef.current?.abort()}
                topics={path.topics}
                focusTopicId={focusTopicId}
                onFocusTopic={selectTopic}
                demoRemaining={demoRemaining}
                limitReached={limitReached}
                answerLabel={answerLabel}
                showCitations={state.settings.citeSources}
              />
            </section>

            {/* Right column. */}
            <div className="flex min-w-0 flex-col gap-4">
              <ProgressPanel
                path={path}
                focusTopicId={focusTopicId}
                onFocus={selectTopic}
                onMark={(s) => mark.mutate(s)}
                isMarking={mark.isPending}
              />
              <section
                aria-labelledby="tools-title"
                className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
              >
                <h3 id="tools-title" className="text-sm font-semibold">
                  {T.learningTools}
                </h3>
                {paths.length > 1 ? (
                  <label className="flex flex-col gap-1 text-xs font-medium">
                    {T.switchStudyPath}
                    <select
                      className="h-9 rounded-md border border-input bg-card px-2 text-sm font-normal"
                      value={path.id}
                      onChange={(e) => {
                        const next = paths.find((p) => p.id === e.target.value);
                        if (next) selectPath(next);
                      }}
                    >
                      {paths.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name || T.unnamedPath}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                {processing.kind === 'processing' ? (
                  <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm" role="status">
                    <Spinner className="size-4" />
                    {processing.step}
                  </p>
                ) : processing.kind === 'error' ? (
                  <Alert>{processing.message}</Alert>
                ) : null}
                {mark.isError ? (
                  <Alert>{errorMessage(mark.error, 'The progress could not be saved.')}</Alert>
                ) : null}
                <Button
                  variant="outline"
                  disabled={!focusTopicId || processing.kind === 'processing' || limitReached}
                  title={focusTopicId ? undefined : T.selectTopicToFocus}
                  onClick={() => void generateQuiz()}
                >
                  <ListChecks />
                  {T.generateQuiz}
                </Button>
                <Button
                  variant="outline"
                  disabled={!focusTopicId || processing.kind === 'processing' || limitReached}
                  title={focusTopicId ? undefined : T.selectTopicToFocus}
                  onClick={() => void buildFlashcards()}
                >
                  <Layers />
                  {T.buildFlashcards}
                </Button>
                <Button
                  variant="secondary"
                  disabled={!dueQuery.data || dueQuery.data.dueCount === 0}
                  onClick={() =>
                    dueQuery.data && setCards({ title: 'Due today', cards: dueQuery.data.cards })
                  }
                >
                  Review due cards ({dueQuery.data?.dueCount ?? 0})
                </Button>
                <Button variant="ghost" onClick={() => setBrowserOpen(true)}>
                  {T.browseMoreCertifications}
                </Button>
                <div className="flex flex-col gap-2 border-t border-border pt-3 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--primary)]"
                      checked={state.settings.useSyllabus}
                      onChange={(e) =>
                        setState((s) => ({
                          ...s,
                          settings: { ...s.settings, useSyllabus: e.target.checked },
                        }))
                      }
                    />
                    {T.useSyllabus}
                  </label>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--primary)]"
                      checked={state.settings.citeSources}
                      onChange={(e) =>
                        setState((s) => ({
                          ...s,
                          settings: { ...s.settings, citeSources: e.target.checked },
                        }))
                      }
                    />
                    {T.includeCitations}
                  </label>
                </div>
              </section>
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
            </div>
          </div>

          {/* Quick actions bar (spec 3 §2.10): a row on desktop, an Actions dropdown on mobile. */}
          <nav
            aria-label="Quick actions"
            className="sticky bottom-0 z-10 -mx-3 border-t border-border bg-card/95 px-3 py-2 backdrop-blur sm:-mx-6 sm:px-6"
          >
            <Button
              variant="outline"
              size="sm"
              className="w-full md:hidden"
              aria-expanded={actionsOpen}
              onClick={() => setActionsOpen((v) => !v)}
            >
              Actions
              <ChevronDown className={actionsOpen ? 'rotate-180' : undefined} />
            </Button>
            <div
              className={`${actionsOpen ? 'mt-2 flex' : 'hidden'} flex-col gap-2 md:mt-0 md:flex md:flex-row md:flex-wrap md:items-center`}
            >
              {quickActions.map((action) => (
                <Button
                  key={action.id}
                  variant="secondary"
                  size="sm"
                  disabled={
                    busy ||
                    limitReached ||
                    needsTopic(action) ||
                    processing.kind === 'processing' ||
                    artefact?.status === 'loading'
                  }
                  title={needsTopic(action) ? T.selectTopicToFocus : undefined}
                  onClick={() => runQuickAction(action)}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          </nav>
        </>
      )}

      <CertificationBrowser
        open={browserOpen}
        onOpenChange={setBrowserOpen}
        paths={paths}
        onStart={startCertification}
        startingId={startingId}
      />
      <OwnMaterialDialog
        open={material !== undefined}
        onOpenChange={(next) => {
          if (!next) setMaterial(undefined);
        }}
        addTo={material?.addTo ?? null}
        onDone={(studyPath) => {
          setPathInCache(studyPath);
          void refreshPaths();
          selectPath(studyPath);
        }}
      />
      <CustomPathDialog
        open={customOpen}
        onOpenChange={setCustomOpen}
        onCreate={(values) => customPath.mutate(values)}
        isPending={customPath.isPending}
        error={customPath.isError ? errorMessage(customPath.error, 'The path could not be created.') : null}
      />
      {quiz && pathId && focusTopicId ? (
        <QuizDialog
          key={quizRun}
          open={quizOpen}
          onOpenChange={setQuizOpen}
          pathId={pathId}
          topicId={focusTopicId}
          quiz={quiz}
          onResult={({ studyPath }) => setPathInCache(studyPath)}
        />
      ) : null}
      <QuickActionDialog state={artefact} onClose={() => setArtefact(null)} />
      <FlashcardsDialog
        open={cards !== null}
        onOpenChange={(open) => {
          if (!open) setCards(null);
        }}
        title={cards?.title ?? ''}
        cards={cards?.cards ?? []}
        onReviewed={() => void dueQuery.refetch()}
      />
    </section>
  );
}
