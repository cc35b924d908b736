/**
 * A notice the landing shows once after the app sends the visitor there (the account was deleted). It travels in the
 * navigation's history state, not in storage: the landing takes it when it opens and removes it from the entry, so a
 * reload or a later visit shows nothing.
 */
export type LandingNotice = 'account-deleted';

const KEY = 'smartyLandingNotice';

/** The history state of a navigation to the landing that carries `notice`. */
export function landingNoticeState(notice: LandingNotice): Record<string, LandingNotice> {
  return { [KEY]: notice };
}

/** The notice the current history entry carries, if any, removed from the entry (it shows once). */
export function takeLandingNotice(): LandingNotice | null {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || (state as Record<string, unknown>)[KEY] !== 'account-deleted')
    return null;
  const rest: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  delete rest[KEY];
  window.history.replaceState(Object.keys(rest).length ? rest : null, '');
  return 'account-deleted';
}
