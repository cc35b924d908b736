import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import type { AnalysisState } from '../../../../../shared/schemas/research';
import type { ResearchEssay } from '../../../../lib/research-slot';
import { researchApi } from '../../api/research-api';
import {
  applyProgressEvent,
  errorCode,
  parseAnalysisEvent,
  progressView,
  researchErrorText,
  researchKeys,
} from '../../lib/saved-view';

/** Analysis state polling while a batch runs (spec 3 §9). */
export const ANALYSIS_POLL_MS = 2_000;

export interface RunNotice {
  text: string;
  tone: 'info' | 'danger';
}

/**
 * Analyze All for one essay (spec 3 §4 "Bulk analysis"): starts the server's run, follows it by polling every
 * 2 s and by the essay's analysis event stream, and when the run has ended refreshes the articles, stops
 * polling and deletes the server state. A run found already going on opening (another tab, a restarted
 * server) is followed the same way.
 */
export function useAnalysisRun(essay: ResearchEssay, open: boolean) {
  const essayId = essay.id;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<RunNotice | null>(null);
  const [clearing, setClearing] = useState(false);
  const trackingRef = useRef(false);
  const progressMarkRef = useRef('');

  const stateQuery = useQuery({
    queryKey: researchKeys.analysisState(essayId),
    queryFn: async (): Promise<AnalysisState | null> =>
      (await researchApi.analysisState(essayId)).analysisState ?? null,
    enabled: open,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.isAnalyzing ? ANALYSIS_POLL_MS : false),
  });
  const state = stateQuery.data;

  // Follow the run: refresh the list as articles finish; when it has ended, refresh and forget the state.
  useEffect(() => {
    if (!open || state === undefined) return;
    const articlesKey = researchKeys.savedArticles(essayId);
    const stateKey = researchKeys.analysisState(essayId);
    if (state?.isAnalyzing) {
      trackingRef.current = true;
      const mark = `${state.currentArticleIndex}:${state.completedArticleIds.length}:${state.failedArticleIds.length}`;
      if (mark !== progressMarkRef.current) {
        progressMarkRef.current = mark;
        void queryClient.invalidateQueries({ queryKey: articlesKey });
      }
      return;
    }
    const wasTracking = trackingRef.current;
    trackingRef.current = false;
    progressMarkRef.current = '';
    if (state === null) {
      // deleted elsewhere (another tab finished it): the list may have changed
      if (wasTracking) void queryClient.invalidateQueries({ queryKey: articlesKey });
      return;
    }
    if (wasTracking && state.message)
      setNotice({ text: state.message, tone: state.status === 'failed' ? 'danger' : 'info' });
    void queryClient.invalidateQueries({ queryKey: articlesKey });
    setClearing(true);
    const finished = state;
    researchApi
      .clearAnalysisState(essayId)
      .catch((error: unknown) => console.warn('The analysis state could not be cleared', error))
      .finally(() => {
        setClearing(false);
        // only forget the run that ended, never one started meanwhile
        queryClient.setQueryData<AnalysisState | null>(stateKey, (current) =>
          current && current.startedAt === finished.startedAt && !current.isAnalyzing ? null : current,
        );
      });
  }, [open, state, essayId, queryClient]);

  // A message belongs to one visit of the screen.
  useEffect(() => {
    if (!open) setNotice(null);
  }, [open]);

  // Pushed progress (analysis-run.service publishes analysis.progress after each article).
  useEffect(() => {
    if (!open || typeof EventSource === 'undefined') return;
    const stateKey = researchKeys.analysisState(essayId);
    const source = new EventSource(researchApi.analysisEventsUrl(essayId));
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parseAnalysisEvent(message.data);
      if (!event) return;
      if (event.type === 'analysis.progress' && event.status === 'running') {
        queryClient.setQueryData<AnalysisState | null>(stateKey, (prev) =>
          applyProgressEvent(prev, event, new Date()),
        );
      }
      // the event lacks the next article and the final message: read the state itself
      void queryClient.invalidateQueries({ queryKey: stateKey });
      if (event.type === 'analysis.resync')
        void queryClient.invalidateQueries({ queryKey: researchKeys.savedArticles(essayId) });
    };
    return () => source.close();
  }, [open, essayId, queryClient]);

  const start = useMutation({
    mutationFn: () =>
      researchApi.analyzeAll(essayId, {
        prompt: essay.prompt,
        brainstormIdeas: essay.brainstorm_ideas,
        thesis: essay.thesis_statement,
      }),
    onMutate: async () => {
      setNotice(null);
      // a poll answer from before the start must not overwrite the new run
      await queryClient.cancelQueries({ queryKey: researchKeys.analysisState(essayId) });
    },
    onSuccess: (res) => {
      if (res.analysisState) {
        trackingRef.current = res.analysisState.isAnalyzing;
        queryClient.setQueryData(researchKeys.analysisState(essayId), res.analysisState);
      }
      void queryClient.invalidateQueries({ queryKey: researchKeys.savedArticles(essayId) });
    },
    onError: (error) => {
      const code = errorCode(error);
      setNotice({
        text: researchErrorText(error, M.startAnalysisFailed),
        tone: code === 'all_analyzed' || code === 'analysis_running' ? 'info' : 'danger',
      });
    },
  });

  const running = Boolean(state?.isAnalyzing) || start.isPending;
  return {
    state: state ?? null,
    progress: progressView(state),
    running,
    /** The state of a finished run is being deleted: starting waits for it. */
    busy: running || clearing,
    notice,
    dismissNotice: () => setNotice(null),
    start: () => start.mutate(),
  };
}
