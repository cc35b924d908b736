import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEMO } from '../../../../shared/limits';
import { ApiRequestError, setDemoUserId } from '../../../lib/api-client';
import { onDemoPromptUse } from '../../../lib/demo-prompts';
import { clearResearchCache } from '../../../lib/research-cache';
import { endDemo as endDemoRequest, fetchPromptUsage } from '../api/demo-api';
import { demoStateAt } from '../lib/demo-state';
import {
  clearStoredDemo,
  demoExpiresAt,
  readDemoState,
  saveDemoState,
  type DemoState,
  type StoredDemo,
} from '../lib/demo-storage';

export type DemoEndReason = 'ended' | 'expired' | 'gone';

export interface DemoContextValue {
  state: DemoState;
  /** True once every prompt of the demo is used. */
  limitReached: boolean;
  /** Ends the demo on the server, clears it from this browser and reports 'ended'. */
  endDemo: () => Promise<void>;
  isEnding: boolean;
}

const DemoContext = createContext<DemoContextValue | null>(null);

export function useDemo(): DemoContextValue {
  const value = useContext(DemoContext);
  if (!value) throw new Error('useDemo must be used within a DemoProvider');
  return value;
}

export function demoUsageQueryKey(demoUserId: string) {
  return ['demo-usage', demoUserId] as const;
}

export interface DemoProviderProps {
  demo: StoredDemo;
  /** The configured prompt limit (GET /api/config); the usage answer's own figure wins. */
  maxPrompts?: number | undefined;
  /** The demo is over: ended by the person, expired, or unknown to the server. Storage is already cleared. */
  onEnd: (reason: DemoEndReason) => void;
  children: ReactNode;
}

/**
 * The active demo's state (spec 1 §3, §4): remaining time recomputed every 60 s from demo_expires_at,
 * prompt usage synced from the server every 5 s while active and 1 s after each prompt, and at once from
 * the x-demo-prompts-used header. Every change is kept in storage.
 */
export function DemoProvider({ demo, maxPrompts: configuredMax, onEnd, children }: DemoProviderProps) {
  const { user } = demo;
  const [now, setNow] = useState(() => Date.now());
  const [promptsUsed, setPromptsUsed] = useState(() => readDemoState(user.id)?.promptsUsed ?? 0);
  const [isEnding, setIsEnding] = useState(false);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);
  const finished = useRef(false);
  const finish = useCallback((reason: DemoEndReason) => {
    if (finished.current) return;
    finished.current = true;
    clearStoredDemo();
    void clearResearchCache();
    setDemoUserId(null);
    onEndRef.current(reason);
  }, []);

  const expiresAt = demoExpiresAt(user);
  const expired = expiresAt <= now;

  const usage = useQuery({
    queryKey: demoUsageQueryKey(user.id),
    queryFn: ({ signal }) => fetchPromptUsage(user.id, { signal }),
    enabled: !expired,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      const max = data?.maxPrompts ?? configuredMax ?? DEMO.defaultMaxPrompts;
      return (data?.promptsUsed ?? 0) >= max ? false : DEMO.usageSyncMs;
    },
    refetchIntervalInBackground: false,
  });
  const maxPrompts = usage.data?.maxPrompts ?? configuredMax ?? DEMO.defaultMaxPrompts;
  const serverCount = usage.data?.promptsUsed;
  const refetchUsage = usage.refetch;

  useEffect(() => {
    if (serverCount !== undefined) setPromptsUsed(serverCount);
  }, [serverCount]);

  // The server no longer knows this demo (ended in another tab, or cleaned up).
  const usageError = usage.error;
  useEffect(() => {
    if (usageError instanceof ApiRequestError && (usageError.status === 404 || usageError.status === 401)) {
      finish('gone');
    }
  }, [usageError, finish]);

  // Remaining time: every 60 s, and exactly at the expiry.
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), DEMO.timerRefreshMs);
    const untilExpiry = expiresAt - Date.now();
    const atExpiry =
      untilExpiry > 0 && untilExpiry < 2 ** 31 - 1
        ? window.setTimeout(() => setNow(Date.now()), untilExpiry + 50)
        : undefined;
    return () => {
      window.clearInterval(tick);
      if (atExpiry !== undefined) window.clearTimeout(atExpiry);
    };
  }, [expiresAt]);

  useEffect(() => {
    if (expired) finish('expired');
  }, [expired, finish]);

  // Each prompt: the header's count at once, the server's figure 1 s later.
  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = onDemoPromptUse((count) => {
      if (count !== null) setPromptsUsed(count);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void refetchUsage(), DEMO.usageSyncAfterPromptMs);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [refetchUsage]);

  useEffect(() => {
    setDemoUserId(user.id);
    return () => setDemoUserId(null);
  }, [user.id]);

  const state = useMemo(
    () => demoStateAt(user, now, promptsUsed, maxPrompts),
    [user, now, promptsUsed, maxPrompts],
  );

  useEffect(() => {
    if (!finished.current) saveDemoState(state);
  }, [state]);

  const endDemo = useCallback(async () => {
    setIsEnding(true);
    try {
      await endDemoRequest();
    } catch (error) {
      console.error('Ending the demo failed', error);
    }
    finish('ended');
  }, [finish]);

  const value = useMemo<DemoContextValue>(
    () => ({ state, limitReached: state.promptsUsed >= state.maxPrompts, endDemo, isEnding }),
    [state, endDemo, isEnding],
  );
  return <DemoContext.Provider value={value}>{children}</DemoContext.Provider>;
}
