// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ARRIVAL_HOLD_MAX_MS,
  holdSectionOnArrival,
  SETTLE_TIMEOUT_MS,
  STILL_FRAMES,
  whenScrollSettles,
} from '../../../src/lib/navigation/home-sections';
import { sectionForFragment, sectionForLink } from '../../../src/lib/navigation/sections';

/**
 * The waits of the home page's section behaviour end in every engine, whatever the browser
 * reports or fails to report (the real browsers run it in tests/e2e and tests/engines).
 */
const FRAME_MS = 16;

/** Frames every 16 ms, or none at all (a hidden tab). */
function stubFrames(produced = true): void {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    produced ? setTimeout(() => callback(performance.now()), FRAME_MS) : 0,
  );
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
}

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe('the end of a programmatic scroll (in-page navigation)', () => {
  it(`comes once the page has stood still for ${STILL_FRAMES} frames, without any scrollend (WebKit)`, async () => {
    stubFrames();
    const done = settled(whenScrollSettles(500));
    await vi.advanceTimersByTimeAsync(FRAME_MS * (STILL_FRAMES - 1));
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(FRAME_MS * 2);
    expect(done()).toBe(true);
  });

  it(`comes at the latest ${SETTLE_TIMEOUT_MS} ms later when no frame is produced`, async () => {
    stubFrames(false);
    const done = settled(whenScrollSettles(500));
    await vi.advanceTimersByTimeAsync(SETTLE_TIMEOUT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('comes with scrollend where the browser has it', async () => {
    stubFrames(false);
    const done = settled(whenScrollSettles(500));
    window.dispatchEvent(new Event('scrollend'));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });
});

describe('arrival at a section (the home page’s inline script)', () => {
  let observers: { disconnected: boolean }[];
  let scrolls: ScrollToOptions[];

  beforeEach(() => {
    stubFrames();
    observers = [];
    scrolls = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        state = { disconnected: false };
        constructor() {
          observers.push(this.state);
        }
        observe() {}
        disconnect() {
          this.state.disconnected = true;
        }
      },
    );
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrolls.push(options);
    }) as typeof window.scrollTo);
    Object.defineProperty(document, 'fonts', { configurable: true, value: { ready: Promise.resolve() } });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
    // A section that the progressive layout never gets to: the hold must end on its own.
    document.body.innerHTML = `
      <section id="accueil"></section>
      <section id="galerie" data-render-later></section>
      <section id="contact" data-render-later></section>`;
    const at = (id: string, top: number) =>
      vi.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    at('galerie', 1500);
    at('contact', 4000);
  });

  it('puts the section 80 px below the top at once, without animation, and holds it at most a while', async () => {
    holdSectionOnArrival('galerie');
    expect(scrolls).toEqual([{ top: 1420, behavior: 'instant' }]);
    await vi.advanceTimersByTimeAsync(ARRIVAL_HOLD_MAX_MS - 100);
    expect(observers[0]?.disconnected).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(observers[0]?.disconnected).toBe(true);
    expect(scrolls.every((options) => options.behavior === 'instant')).toBe(true);
  });

  it('lets go as soon as the visitor scrolls', async () => {
    holdSectionOnArrival('galerie');
    window.dispatchEvent(new Event('wheel'));
    expect(observers[0]?.disconnected).toBe(true);
    await vi.advanceTimersByTimeAsync(ARRIVAL_HOLD_MAX_MS);
    expect(scrolls).toHaveLength(1);
  });

  it('opens at the section a fragment names (/#contact), whatever the path', () => {
    window.location.hash = '#contact';
    holdSectionOnArrival('accueil');
    expect(scrolls).toEqual([{ top: 3920, behavior: 'instant' }]);
  });

  it('leaves a reload or back/forward to the browser, and the hero where it is', () => {
    holdSectionOnArrival('accueil');
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    holdSectionOnArrival('galerie');
    expect(scrolls).toEqual([]);
    expect(observers).toEqual([]);
  });
});

describe('sections named by a fragment', () => {
  it('are the home sections only, and a malformed fragment names none', () => {
    expect(sectionForFragment('#contact')).toBe('contact');
    expect(sectionForFragment('communes-proches')).toBe('communes-proches');
    expect(sectionForFragment('#contenu')).toBeNull();
    expect(sectionForFragment('#%E0')).toBeNull();
    expect(sectionForLink('/#%E0', 'https://toiture.example/')).toBeNull();
  });
});
