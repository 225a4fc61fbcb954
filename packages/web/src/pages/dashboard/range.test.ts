import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { hoursOf, minutesOf, presetDays, rangeOf } from './range';

describe('dashboard range', () => {
  it('spans whole days of the plant, the last one included, whatever zone the browser is in', () => {
    const day = dayjs('2026-03-10T15:20:00');
    const shanghai = rangeOf(day, day, 'Asia/Shanghai');
    expect(shanghai).toEqual({ from: Date.UTC(2026, 2, 9, 16), to: Date.UTC(2026, 2, 10, 16) });
    const utc = rangeOf(day, day.add(1, 'day'), 'UTC');
    expect(utc).toEqual({ from: Date.UTC(2026, 2, 10), to: Date.UTC(2026, 2, 12) });
  });

  it('presets end on the plant’s today', () => {
    const at = Date.UTC(2026, 2, 10, 15, 20);
    expect(presetDays('last7', 'UTC', at).map((d) => d.format('MM-DD'))).toEqual(['03-04', '03-10']);
    expect(presetDays('today', 'UTC', at).map((d) => d.format('MM-DD'))).toEqual(['03-10', '03-10']);
    // 15:20 UTC is already the next day in Tokyo.
    expect(presetDays('today', 'Asia/Tokyo', at).map((d) => d.format('MM-DD'))).toEqual(['03-11', '03-11']);
    // The index chart's recent trend: 15 days with today.
    expect(presetDays('last15', 'UTC', at).map((d) => d.format('MM-DD'))).toEqual(['02-24', '03-10']);
  });

  it('formats run time in hours and durations in minutes', () => {
    expect(hoursOf(5_400)).toBe(1.5);
    expect(minutesOf(90_000)).toBe(1.5);
    expect(minutesOf(null)).toBeNull();
  });
});
