import { describe, expect, it } from 'vitest';
import { splitUptime } from './formatUptime';

describe('splitUptime', () => {
  it('splits milliseconds into whole days, hours and minutes', () => {
    expect(splitUptime(((2 * 24 + 3) * 60 + 4) * 60_000 + 59_999)).toEqual({ days: 2, hours: 3, minutes: 4 });
    expect(splitUptime(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
