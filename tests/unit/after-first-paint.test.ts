// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../src/lib/after-first-paint';

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does not wait forever when the browser never reports a first contentful paint (Firefox, a page scrolled before its first paint): 1 s after the first frame', () => {
    // Paint timing supported, but no entry ever comes.
    class SilentObserver {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(1000);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs once, at the first contentful paint, when the browser reports it', () => {
    let report: ((list: { getEntriesByName: () => unknown[] }) => void) | undefined;
    class ReportingObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16));
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();
    report?.({ getEntriesByName: () => [{}] });
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
