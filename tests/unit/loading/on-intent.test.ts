// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_FALLBACK_MS, onIntent } from '../../../src/lib/loading/on-intent';

/** A pointer event as jsdom lacks them: the type and the kind of pointer. */
function pointer(type: string, pointerType: string): Event {
  return Object.assign(new Event(type, { bubbles: true }), { pointerType });
}

describe('onIntent', () => {
  let island: HTMLElement;
  let button: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    island = document.createElement('div');
    button = document.createElement('button');
    island.append(button);
    document.body.append(island);
  });
  afterEach(() => {
    island.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts at once for a mouse over the element or the focus in it, and only once', () => {
    const then = vi.fn();
    onIntent(island, then);
    button.dispatchEvent(pointer('pointerover', 'mouse'));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);

    const focused = vi.fn();
    onIntent(island, focused);
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(focused).toHaveBeenCalledTimes(1);
  });

  it('waits for the click of a finger (which may focus what it presses) before starting', () => {
    const then = vi.fn();
    onIntent(island, then);
    button.dispatchEvent(pointer('pointerover', 'touch'));
    button.dispatchEvent(pointer('pointerdown', 'touch'));
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(200);
    expect(then).not.toHaveBeenCalled();
    button.click();
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('with no fallback (the price calculator), never starts without the visitor’s gesture', () => {
    const then = vi.fn();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    onIntent(island, then, null);
    vi.advanceTimersByTime(INTENT_FALLBACK_MS * 10);
    expect(then).not.toHaveBeenCalled();
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('a press without a click starts it a second later', () => {
    const then = vi.fn();
    onIntent(island, then);
    button.dispatchEvent(pointer('pointerdown', 'touch'));
    vi.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('without any gesture, starts some seconds later, once idle', () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50));
    const then = vi.fn();
    onIntent(island, then);
    vi.advanceTimersByTime(INTENT_FALLBACK_MS);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
