import { useEffect, type RefObject } from 'react';

/** Set on the chat's log frame: how much of the log's bottom the input or the quick actions bar covers, in px. */
const LOG_COVERED = '--log-covered';

/**
 * How much of the log's bottom lies under what sticks to the bottom of the window: the chat's input (stuck from
 * 768 px) or, below it, the quick actions bar (`barHeight`). None when the log ends above both; at most the log's own
 * height.
 */
function coveredHeight(log: HTMLElement, form: HTMLElement, barHeight: number): number {
  const bottom = log.getBoundingClientRect().bottom;
  const edge = Math.min(form.getBoundingClientRect().top, window.innerHeight - barHeight);
  return Math.round(Math.min(Math.max(0, bottom - edge), log.clientHeight));
}

/** The quick actions bar's height as the bar publishes it (QUICK_ACTIONS_HEIGHT, not imported: the bar loads later). */
function barHeight(): number {
  return (
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--quick-actions-height')) || 0
  );
}

/**
 * Keeps the end of the chat log above the input whatever the page's scroll: when the student scrolls the page so the
 * stuck input (or the quick actions bar) lies over the log's bottom, the log reserves that height below its last
 * message (`LOG_COVERED` on `frame`, which the list's bottom padding and the floating toolbar use) and, when it was
 * following the conversation, stays at its end, so the newest message ends above the input. Walkthrough at 1280×900:
 * scrolled to the top of the page, the log ran to y 927 under the input at 781, and the newest answer's end was hidden.
 */
export function useLogClearOfInput(
  frame: RefObject<HTMLElement | null>,
  log: RefObject<HTMLElement | null>,
  form: RefObject<HTMLElement | null>,
  following: RefObject<boolean>,
) {
  useEffect(() => {
    let queued = 0;
    const update = () => {
      queued = 0;
      const [f, l, i] = [frame.current, log.current, form.current];
      if (!f || !l || !i) return;
      const covered = `${coveredHeight(l, i, barHeight())}px`;
      if (f.style.getPropertyValue(LOG_COVERED) === covered) return;
      f.style.setProperty(LOG_COVERED, covered);
      if (following.current) l.scrollTop = l.scrollHeight;
    };
    const schedule = () => {
      if (!queued) queued = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    for (const el of [log.current, form.current]) if (el) observer?.observe(el);
    return () => {
      cancelAnimationFrame(queued);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [frame, log, form, following]);
}
