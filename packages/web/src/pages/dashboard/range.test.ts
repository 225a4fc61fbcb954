import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { hoursOf, minutesOf, presetDays, rangeOf } from './range';

describe('dashboard range', () => {
  it('spans whole local days, the last one included', () => {
    const day = dayjs('2026-03-10T15:20:00');
    const { from, to } = rangeOf(day, day);
    expect(to - from).toBe(24 * 3_600_000);
    expect(dayjs(from).format('YYYY-MM-DD HH:mm')).toBe('2026-03-10 00:00');
  });

  it('presets end today', () => {
    const today = dayjs('2026-03-10T15:20:00');
    expect(presetDays('last7', today).map((d) => d.format('MM-DD'))).toEqual(['03-04', '03-10']);
    expect(presetDays('today', today).map((d) => d.format('MM-DD'))).toEqual(['03-10', '03-10']);
    // The index chart's recent trend: 15 days with today.
    expect(presetDays('last15', today).map((d) => d.format('MM-DD'))).toEqual(['02-24', '03-10']);
  });

  it('formats run time in hours and durations in minutes', () => {
    expect(hoursOf(5_400)).toBe(1.5);
    expect(minutesOf(90_000)).toBe(1.5);
    expect(minutesOf(null)).toBeNull();
  });
});
