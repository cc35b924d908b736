// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint';

/** A stand-in for the browser's PerformanceObserver that the test feeds with paint entries. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint', 'largest-contentful-paint'];
  static instances: FakePaintObserver[] = [];
  observing = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe(options: { type: string }) {
    expect(options.type).toBe('paint');
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePaintObserver.instances = [];
  FakePaintObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('starts when the first contentful paint is on screen, not at the first paint before it', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    const observer = FakePaintObserver.instances[0];
    expect(observer?.observing).toBe(true);
    expect(start).not.toHaveBeenCalled();
    observer?.report('first-paint');
    expect(start).not.toHaveBeenCalled();
    observer?.report('first-paint', 'first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer?.observing).toBe(false);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after FIRST_PAINT_WAIT_MS when no paint is reported, and only once', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.instances[0]?.observing).toBe(false);
    FakePaintObserver.instances[0]?.report('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab (it paints nothing until shown)', () => {
    setVisibility('hidden');
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.instances).toHaveLength(0);
  });

  it('starts at once where the browser reports no paint timing', () => {
    FakePaintObserver.supportedEntryTypes = ['resource'];
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.instances).toHaveLength(0);
  });
});
