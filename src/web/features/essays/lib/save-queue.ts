/**
 * The rules of saving an essay without losing a word: unsaved fields are kept as a pending patch (also in
 * localStorage, so they survive a reload, a crash or going offline) until the server confirms them.
 */
import type { Essay } from '../../../../shared/schemas/essays';
import type { EssayPatch } from '../api/essays-api';

export interface LocalDraft {
  /** The server version the edits were made on. */
  baseVersion: number;
  patch: EssayPatch;
  savedAt: number;
}

const KEY_PREFIX = 'essay-draft:';

export function draftKey(essayId: string): string {
  return `${KEY_PREFIX}${essayId}`;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Adds a change to the pending patch (JSON fields replace whole, as the server does). */
export function mergePatch(pending: EssayPatch, change: EssayPatch): EssayPatch {
  return { ...pending, ...change };
}

/**
 * After the server confirmed `sent`: what is still pending. A field edited again while the save was in flight
 * stays pending; a field unchanged since it was sent is now saved.
 */
export function settleAfterSave(pending: EssayPatch, sent: EssayPatch): EssayPatch {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pending)) {
    if (!(key in sent) || !same((sent as Record<string, unknown>)[key], value)) out[key] = value;
  }
  return out as EssayPatch;
}

/** Drops the fields of a patch the server already holds with the same value. */
export function withoutSaved(pending: EssayPatch, server: Essay): EssayPatch {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pending)) {
    if (!same((server as unknown as Record<string, unknown>)[key], value)) out[key] = value;
  }
  return out as EssayPatch;
}

/** The fields where my pending edits differ from the server's copy (the conflict view lists them). */
export function conflictingFields(pending: EssayPatch, server: Essay): string[] {
  return Object.keys(withoutSaved(pending, server));
}

export function isEmptyPatch(patch: EssayPatch): boolean {
  return Object.keys(patch).length === 0;
}

/** The essay as the user sees it: the server's copy with the pending edits on top. */
export function viewOf(server: Essay, pending: EssayPatch): Essay {
  return { ...server, ...pending } as Essay;
}

export function readLocalDraft(storage: Storage | undefined, essayId: string): LocalDraft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(draftKey(essayId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.patch !== 'object' || !parsed.patch)
      return null;
    return {
      baseVersion: typeof parsed.baseVersion === 'number' ? parsed.baseVersion : 0,
      patch: parsed.patch,
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0,
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(
  storage: Storage | undefined,
  essayId: string,
  baseVersion: number,
  patch: EssayPatch,
): void {
  if (!storage) return;
  try {
    if (isEmptyPatch(patch)) storage.removeItem(draftKey(essayId));
    else storage.setItem(draftKey(essayId), JSON.stringify({ baseVersion, patch, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the edit stays in memory and is still saved to the server.
  }
}

/** Whether a failed save should be retried later (network down, server busy) rather than shown as an error. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && (status === 0 || status === 408 || status === 429 || status >= 500);
}

export function isVersionConflict(error: unknown): Essay | null {
  const e = error as { status?: unknown; code?: unknown; body?: { essay?: Essay } } | null;
  if (e && e.status === 409 && e.code === 'version_conflict' && e.body?.essay) return e.body.essay;
  return null;
}

/**
 * The fields of my pending edits that someone else changed too (their copy differs from the base my edits were
 * made on). Only these are a real conflict; edits to other fields can be saved on top of their version.
 */
export function touchedByOthers(pending: EssayPatch, base: Essay, theirs: Essay): string[] {
  const b = base as unknown as Record<string, unknown>;
  const t = theirs as unknown as Record<string, unknown>;
  return Object.keys(withoutSaved(pending, theirs)).filter((key) => !same(b[key], t[key]));
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Three-way rebase of my pending edits onto their newer copy. Map fields (draft_sections, metadata) merge key by
 * key, so two tabs writing different sections both keep their words; a key or field both sides changed differently
 * is a conflict and is left for the user to decide.
 */
export function rebasePatch(
  pending: EssayPatch,
  base: Essay,
  theirs: Essay,
): { patch: EssayPatch; conflicts: string[] } {
  const b = base as unknown as Record<string, unknown>;
  const t = theirs as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const conflicts: string[] = [];
  for (const [key, mine] of Object.entries(pending as Record<string, unknown>)) {
    const baseValue = b[key];
    const theirValue = t[key];
    if (same(mine, theirValue)) continue;
    if (same(baseValue, theirValue)) {
      out[key] = mine;
      continue;
    }
    if (isPlainRecord(mine) && isPlainRecord(baseValue) && isPlainRecord(theirValue)) {
      const merged: Record<string, unknown> = { ...theirValue };
      let clash = false;
      for (const k of new Set([...Object.keys(mine), ...Object.keys(baseValue)])) {
        const m = mine[k];
        if (same(m, baseValue[k])) continue; // not mine to change: theirs stands
        if (same(theirValue[k], baseValue[k]) || same(theirValue[k], m)) merged[k] = m;
        else clash = true;
      }
      if (!clash) {
        out[key] = merged;
        continue;
      }
    }
    out[key] = mine;
    conflicts.push(key);
  }
  return { patch: out as EssayPatch, conflicts };
}
