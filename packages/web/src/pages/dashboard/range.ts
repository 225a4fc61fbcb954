import { zoneDay, zoneMidnight, type CalendarDay } from '@agvs/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The calendar day a picker's date shows (its own zone is the browser's, only its date counts). */
const dayOf = (d: Dayjs): CalendarDay => ({ year: d.year(), month: d.month() + 1, day: d.date() });

/**
 * Whole days of the plant, first to last: from the first's midnight to the midnight after the
 * last in the plant's zone (the server's `to` is exclusive), whatever zone the browser is in.
 */
export function rangeOf(first: Dayjs, last: Dayjs, zone: string): { from: number; to: number } {
  return { from: zoneMidnight(zone, dayOf(first)), to: zoneMidnight(zone, dayOf(last.add(1, 'day'))) };
}

/** last15: SPEC §8's "recent running trend, 15 days", the index chart's default. */
export type RangePreset = 'today' | 'last7' | 'last15' | 'last30';

/** The picker's presets, ending on the plant's today. */
export function presetDays(preset: RangePreset, zone: string, now: number = Date.now()): [Dayjs, Dayjs] {
  const back = { today: 0, last7: 6, last15: 14, last30: 29 }[preset];
  const { year, month, day } = zoneDay(zone, now);
  const today = dayjs(new Date(year, month - 1, day));
  return [today.subtract(back, 'day'), today];
}

/** Seconds as hours with one decimal (run time reads in hours on a shift's scale). */
export const hoursOf = (seconds: number): number => Math.round(seconds / 360) / 10;

/** ms as minutes with one decimal; null stays null. */
export const minutesOf = (ms: number | null): number | null => (ms === null ? null : Math.round(ms / 6_000) / 10);
