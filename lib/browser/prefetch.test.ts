import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch';

describe('shouldPrefetch', () => {
  it('prefetches on a normal connection, or when the browser does not say', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });

  it('does not prefetch when data saving is on or the connection is 2g or slower', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
