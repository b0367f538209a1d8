// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFrame, FRAME_WAIT_MS, onFirstFrame } from '../../../src/lib/loading/frames';
import { afterPageLoad } from '../../../src/lib/loading/after-page-load';
import { REACH_CHECK_MS, whenReached } from '../../../src/lib/loading/when-reached';

/**
 * Every wait for a frame has a bound once the page is on screen: WebKit may render one frame in a
 * second or more (an idle window), long after it has painted the page (tests/engines/ saw it).
 */
let paints: PerformanceEntry[];
let frameCallbacks: FrameRequestCallback[];
const frame = () => frameCallbacks.splice(0).forEach((callback) => callback(0));
beforeEach(() => {
  vi.useFakeTimers();
  paints = [];
  frameCallbacks = [];
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'paint' ? paints : []));
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => paints.filter((entry) => entry.name === name));
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const paint = () => paints.push({ name: 'first-contentful-paint', entryType: 'paint' } as PerformanceEntry);

describe('afterFrame', () => {
  it('runs in the task after the next frame', () => {
    const then = vi.fn();
    afterFrame(then);
    vi.advanceTimersByTime(10_000);
    expect(then).not.toHaveBeenCalled();
    frame();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('on a painted page that renders no frame, goes on after a short while, once', () => {
    paint();
    const then = vi.fn();
    afterFrame(then);
    vi.advanceTimersByTime(FRAME_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    frame();
    vi.advanceTimersByTime(10);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('onFirstFrame', () => {
  it('runs at the first frame, or at once on a page already painted', () => {
    const then = vi.fn();
    onFirstFrame(then);
    expect(then).not.toHaveBeenCalled();
    frame();
    expect(then).toHaveBeenCalledTimes(1);
    paint();
    const painted = vi.fn();
    onFirstFrame(painted);
    expect(painted).toHaveBeenCalledTimes(1);
  });
});

describe('afterPageLoad where frames are rare', () => {
  it('runs a moment after the load of a painted page, without waiting for a frame', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    paint();
    const then = vi.fn();
    afterPageLoad(then);
    vi.advanceTimersByTime(FRAME_WAIT_MS + 1);
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('whenReached', () => {
  let observed: { callback: IntersectionObserverCallback; targets: Element[]; disconnected: boolean }[];
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observed)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback, targets: [], disconnected: false };
          observed.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
  });
  const partAt = (top: number) => {
    const part = document.createElement('div');
    part.getBoundingClientRect = () => ({ top }) as DOMRect;
    return part;
  };

  it('runs once a part comes into view', () => {
    const then = vi.fn();
    const part = partAt(5000);
    whenReached([part], then);
    observed[0]!.callback(
      [{ isIntersecting: true, target: part } as unknown as IntersectionObserverEntry],
      {} as never,
    );
    expect(then).toHaveBeenCalledTimes(1);
    expect(observed[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(REACH_CHECK_MS * 4);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs for a visitor who jumped past it between two frames, within its check interval', () => {
    const then = vi.fn();
    let top = 5000;
    const part = partAt(0);
    part.getBoundingClientRect = () => ({ top }) as DOMRect;
    whenReached([part], then);
    vi.advanceTimersByTime(REACH_CHECK_MS * 3);
    expect(then).not.toHaveBeenCalled();
    // Above the viewport now: passed, never reported in view.
    top = -2000;
    vi.advanceTimersByTime(REACH_CHECK_MS);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REACH_CHECK_MS * 4);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
