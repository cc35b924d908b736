import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_SAVE_INTERVAL_MS } from '../../../../shared/essays/rules';
import { essayEventSchema, type Essay } from '../../../../shared/schemas/essays';
import { CLIENT_ID, essaysApi, type EssayPatch } from '../api/essays-api';
import { ESSAYS_COPY } from '../messages';
import {
  conflictingFields,
  isEmptyPatch,
  isRetryable,
  isVersionConflict,
  mergePatch,
  readLocalDraft,
  settleAfterSave,
  rebasePatch,
  viewOf,
  withoutSaved,
  writeLocalDraft,
} from '../lib/save-queue';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

export interface EssayConflict {
  server: Essay;
  fields: string[];
}

const DEBOUNCE_MS = 800;
const RETRY_MS = 3_000;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * One open essay: the server's copy, the user's unsaved edits on top (kept in localStorage until confirmed),
 * one save in flight at a time, autosave after each edit and every 30 s, and the event stream of other tabs.
 */
export function useEssayEditor(essayId: string) {
  const serverRef = useRef<Essay | null>(null);
  const pendingRef = useRef<EssayPatch>({});
  const inFlightRef = useRef(false);
  /** The newest version another tab saved while a save of ours was in flight (applied when it settles). */
  const heldRef = useRef<Essay | null>(null);
  const conflictRef = useRef<EssayConflict | null>(null);
  const debounceRef = useRef<number | undefined>(undefined);
  const retryRef = useRef<number | undefined>(undefined);
  const [, setTick] = useState(0);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [conflict, setConflictState] = useState<EssayConflict | null>(null);
  const rerender = useCallback(() => setTick((n) => n + 1), []);

  const setConflict = useCallback((value: EssayConflict | null) => {
    conflictRef.current = value;
    setConflictState(value);
  }, []);

  const persist = useCallback(() => {
    const server = serverRef.current;
    if (server) writeLocalDraft(storage(), essayId, server.version, pendingRef.current);
  }, [essayId]);

  /**
   * Another tab's or device's version: taken as the base when nothing of mine changed in it (my other edits stay on
   * top), a conflict to resolve otherwise; kept for later while a save of mine is in flight.
   */
  const applyRemote = useCallback(
    (essay: Essay) => {
      const server = serverRef.current;
      if (!server || essay.version <= server.version) return;
      if (inFlightRef.current) {
        if (!heldRef.current || essay.version > heldRef.current.version) heldRef.current = essay;
        return;
      }
      const rebased = rebasePatch(pendingRef.current, server, essay);
      if (rebased.conflicts.length === 0) {
        serverRef.current = essay;
        pendingRef.current = rebased.patch;
        persist();
        rerender();
      } else {
        setConflict({ server: essay, fields: rebased.conflicts });
      }
    },
    [persist, rerender, setConflict],
  );

  /** A save settled: a version another tab saved meanwhile, newer than what the save answered, is applied now. */
  const settleHeld = useCallback(() => {
    const held = heldRef.current;
    heldRef.current = null;
    if (held) applyRemote(held);
  }, [applyRemote]);

  const flush = useCallback(async (): Promise<Essay | null> => {
    window.clearTimeout(debounceRef.current);
    const server = serverRef.current;
    if (!server) return null;
    if (inFlightRef.current || conflictRef.current) return null;
    const sent = pendingRef.current;
    if (isEmptyPatch(sent)) return server;
    inFlightRef.current = true;
    setStatus('saving');
    try {
      const saved = await essaysApi.update(essayId, server.version, sent);
      serverRef.current = saved;
      pendingRef.current = settleAfterSave(pendingRef.current, sent);
      persist();
      inFlightRef.current = false;
      settleHeld();
      setStatus(isEmptyPatch(pendingRef.current) ? 'saved' : 'saving');
      rerender();
      if (!isEmptyPatch(pendingRef.current) && !conflictRef.current) return await flush();
      return serverRef.current ?? saved;
    } catch (error) {
      inFlightRef.current = false;
      const theirs = isVersionConflict(error);
      const rebased = theirs ? rebasePatch(pendingRef.current, server, theirs) : null;
      const touched = rebased?.conflicts ?? [];
      if (theirs && rebased && touched.length === 0) {
        // Another tab changed other fields or sections (or saved the very same values): save mine on top of its version.
        serverRef.current = theirs;
        pendingRef.current = rebased.patch;
        persist();
        rerender();
        return await flush();
      }
      if (theirs) {
        heldRef.current = null;
        setConflict({ server: theirs, fields: touched });
        setStatus('error');
        rerender();
        return null;
      }
      settleHeld();
      if (isRetryable(error)) {
        setStatus('offline');
        window.clearTimeout(retryRef.current);
        retryRef.current = window.setTimeout(() => void flush(), RETRY_MS);
      } else {
        setStatus('error');
      }
      rerender();
      return null;
    }
  }, [essayId, persist, rerender, setConflict, settleHeld]);

  /** Applies an edit at once on screen and in localStorage; saves after a short pause (or now). */
  const edit = useCallback(
    (change: EssayPatch, options: { immediate?: boolean } = {}) => {
      pendingRef.current = mergePatch(pendingRef.current, change);
      persist();
      rerender();
      window.clearTimeout(debounceRef.current);
      if (options.immediate) void flush();
      else debounceRef.current = window.setTimeout(() => void flush(), DEBOUNCE_MS);
    },
    [flush, persist, rerender],
  );

  /** Takes a server answer as the new base (e.g. after completing a phase). */
  const acceptServer = useCallback(
    (essay: Essay) => {
      serverRef.current = essay;
      pendingRef.current = withoutSaved(pendingRef.current, essay);
      persist();
      rerender();
    },
    [persist, rerender],
  );

  const resolveConflict = useCallback(
    (choice: 'mine' | 'theirs') => {
      const current = conflictRef.current;
      if (!current) return;
      serverRef.current = current.server;
      if (choice === 'theirs') pendingRef.current = {};
      setConflict(null);
      persist();
      rerender();
      if (choice === 'mine') void flush();
      else setStatus('saved');
    },
    [flush, persist, rerender, setConflict],
  );

  // Load: the server's copy plus any edits this browser had not saved yet.
  useEffect(() => {
    let cancelled = false;
    serverRef.current = null;
    pendingRef.current = {};
    setConflict(null);
    setLoadError(null);
    essaysApi
      .get(essayId)
      .then((essay) => {
        if (cancelled) return;
        serverRef.current = essay;
        const local = readLocalDraft(storage(), essayId);
        if (local) {
          const pending = withoutSaved(local.patch, essay);
          pendingRef.current = pending;
          if (!isEmptyPatch(pending)) {
            if (local.baseVersion !== essay.version)
              setConflict({ server: essay, fields: conflictingFields(pending, essay) });
            else void flush();
          }
        }
        rerender();
      })
      .catch(() => {
        if (cancelled) return;
        // Offline on open: show what this browser kept, if anything.
        setLoadError(ESSAYS_COPY.loadFailed);
      });
    return () => {
      cancelled = true;
    };
  }, [essayId, flush, rerender, setConflict]);

  // Autosave every 30 s when something changed; retry when the browser comes back online.
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!isEmptyPatch(pendingRef.current)) void flush();
    }, AUTO_SAVE_INTERVAL_MS);
    const online = () => void flush();
    const offline = () => {
      if (!isEmptyPatch(pendingRef.current)) setStatus('offline');
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(debounceRef.current);
      window.clearTimeout(retryRef.current);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [flush]);

  // Changes from other tabs and devices.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(essaysApi.eventsUrl(essayId));
    source.onmessage = (message: MessageEvent<string>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = essayEventSchema.safeParse(parsed);
      if (!event.success || event.data.type !== 'essay.updated') return;
      const { essay, origin } = event.data;
      if (origin !== CLIENT_ID) applyRemote(essay);
    };
    return () => source.close();
  }, [essayId, applyRemote]);

  const server = serverRef.current;
  return {
    essay: server ? viewOf(server, pendingRef.current) : null,
    server,
    hasUnsaved: !isEmptyPatch(pendingRef.current),
    pending: pendingRef.current,
    status,
    loadError,
    conflict,
    edit,
    flush,
    acceptServer,
    resolveConflict,
  };
}

export type EssayEditor = ReturnType<typeof useEssayEditor>;
