import { describe, expect, it } from 'vitest';
import { formatHour, formatHourRange, formatKm } from '../../../src/lib/content/format';

describe('formats', () => {
  it('writes hours the Belgian French way with non-breaking spaces', () => {
    expect(formatHour('08:00')).toBe('8\u00a0h');
    expect(formatHour('09:30')).toBe('9\u00a0h\u00a030');
    expect(formatHourRange('08:00', '18:00')).toBe('8\u00a0h – 18\u00a0h');
  });

  it('writes distances with a non-breaking space', () => {
    expect(formatKm(12)).toBe('12\u00a0km');
  });
});
