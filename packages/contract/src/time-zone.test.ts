import { describe, expect, it } from 'vitest';
import { zoneDay, zoneMidnight, zoneOffsetMs } from './time-zone.js';

describe('a plant’s days in its time zone', () => {
  it('reads the offset of a zone at a moment, daylight saving included', () => {
    expect(zoneOffsetMs('Asia/Shanghai', Date.UTC(2026, 11, 3, 12))).toBe(8 * 3_600_000);
    expect(zoneOffsetMs('Europe/Berlin', Date.UTC(2026, 0, 15))).toBe(3_600_000);
    expect(zoneOffsetMs('Europe/Berlin', Date.UTC(2026, 6, 15))).toBe(2 * 3_600_000);
  });

  it('names the day it is in the zone, which may not be the day in UTC', () => {
    // 20:00 UTC on 3 December is already 4 December in Shanghai.
    expect(zoneDay('Asia/Shanghai', Date.UTC(2026, 11, 3, 20))).toEqual({ year: 2026, month: 12, day: 4 });
    expect(zoneDay('America/Chicago', Date.UTC(2026, 11, 4, 3))).toEqual({ year: 2026, month: 12, day: 3 });
  });

  it('starts each day at its own midnight, also across a daylight-saving change', () => {
    expect(zoneMidnight('Asia/Shanghai', { year: 2026, month: 12, day: 4 })).toBe(Date.UTC(2026, 11, 3, 16));
    // Berlin moves to summer time on 29 March 2026: that day has 23 hours.
    const before = zoneMidnight('Europe/Berlin', { year: 2026, month: 3, day: 29 });
    const after = zoneMidnight('Europe/Berlin', { year: 2026, month: 3, day: 30 });
    expect(before).toBe(Date.UTC(2026, 2, 28, 23));
    expect(after - before).toBe(23 * 3_600_000);
  });
});
