// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from '../../../src/lib/loading/after-page-load';

describe('afterPageLoad', () => {
  let readyState: DocumentReadyState;
  let painted: boolean;
  beforeEach(() => {
    painted = true;
    vi.useFakeTimers();
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      painted && name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
    );
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then a painted frame', () => {
    const then = vi.fn();
    afterPageLoad(then);
    vi.advanceTimersByTime(1000);
    expect(then).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(then).toHaveBeenCalledTimes(1);
  });

  // Where the browser reports no paint with content: three frames and 300 ms after the load, never
  // more; each frame looked at in the task after it (a timer of 1 ms here).
  it.each([
    // Frames every 16 ms, looked at every 17: the first at or past 300 ms is the 18th.
    { frameMs: 16, runsAtMs: 305 },
    // Slow frames: the third.
    { frameMs: 150, runsAtMs: 452 },
  ])('with no paint reported and a frame every $frameMs ms, runs at $runsAtMs ms', ({ frameMs, runsAtMs }) => {
    painted = false;
    readyState = 'complete';
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), frameMs));
    const then = vi.fn();
    afterPageLoad(then);
    vi.advanceTimersByTime(runsAtMs - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs as soon as the paint is reported, frame by frame', () => {
    painted = false;
    readyState = 'complete';
    const then = vi.fn();
    afterPageLoad(then);
    vi.advanceTimersByTime(16);
    expect(then).not.toHaveBeenCalled();
    painted = true;
    vi.advanceTimersByTime(17);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after a frame at once when the page has already loaded', () => {
    readyState = 'complete';
    const then = vi.fn();
    afterPageLoad(then);
    vi.advanceTimersByTime(20);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not wait forever for a picture that never finishes, and runs once: 3 s after the first frame', () => {
    const then = vi.fn();
    afterPageLoad(then, 3000);
    vi.advanceTimersByTime(16 + 2999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('starts nothing while the page produces no frame (a hidden tab, a page the browser prerenders)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const then = vi.fn();
    afterPageLoad(then, 3000);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(60_000);
    expect(then).not.toHaveBeenCalled();
  });
});
