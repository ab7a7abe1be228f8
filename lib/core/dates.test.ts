import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthDay } from './dates';

describe('dates as pages show them', () => {
  it('are the calendar day in UTC, whatever the time zone of the build', () => {
    expect(formatDate('2025-10-12T23:30:00Z')).toBe('October 12, 2025');
    expect(formatDate('2025-10-12T00:00:00.000Z')).toBe('October 12, 2025');
    expect(formatMonthDay('2025-09-01T00:00:00.000Z')).toBe('September 1');
  });
});
