/** How long hydration waits for the first contentful paint before it starts anyway. */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `start` once the page's first contentful paint is on screen (the `paint` entry is reported when the frame is
 * presented), at once in a hidden tab or a browser without paint timing, and after FIRST_PAINT_WAIT_MS at the latest.
 *
 * A prerendered page hydrates from here (ADR 022): what hydration asks for (GET /api/me, the route chunks) and its
 * work on the main thread come after the page is on screen, never before it or competing with it.
 */
export function afterFirstPaint(start: () => void): void {
  if (
    document.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go();
  });
  const timer = setTimeout(go, FIRST_PAINT_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}
