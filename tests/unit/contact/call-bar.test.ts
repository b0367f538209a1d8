import { describe, expect, it } from 'vitest';
import { isAboveViewport } from '../../../src/lib/contact/call-bar';

describe('call bar', () => {
  it('counts the hero buttons as passed only when they are entirely above the viewport', () => {
    const entry = (isIntersecting: boolean, bottom: number, rootBounds: { top: number } | null = { top: 0 }) => ({
      isIntersecting,
      boundingClientRect: { bottom },
      rootBounds,
    });
    expect(isAboveViewport(entry(false, -10))).toBe(true);
    expect(isAboveViewport(entry(true, 10))).toBe(false);
    // Below the viewport (a short screen, or before layout) is not "passed".
    expect(isAboveViewport(entry(false, 1200))).toBe(false);
    // Without the root's bounds (a cross-origin root), its top counts as 0.
    expect(isAboveViewport(entry(false, -1, null))).toBe(true);
    expect(isAboveViewport(entry(false, 80, { top: 80 }))).toBe(true);
  });
});
