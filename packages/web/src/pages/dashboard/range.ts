import dayjs, { type Dayjs } from 'dayjs';

/** Whole local days, first to last: from the first's midnight to the midnight after the last (the server's `to` is exclusive). */
export function rangeOf(first: Dayjs, last: Dayjs): { from: number; to: number } {
  return { from: first.startOf('day').valueOf(), to: last.add(1, 'day').startOf('day').valueOf() };
}

/** last15: SPEC §8's "recent running trend, 15 days", the index chart's default. */
export type RangePreset = 'today' | 'last7' | 'last15' | 'last30';

/** The picker's presets, ending today. */
export function presetDays(preset: RangePreset, today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const back = { today: 0, last7: 6, last15: 14, last30: 29 }[preset];
  return [today.subtract(back, 'day').startOf('day'), today.startOf('day')];
}

/** Seconds as hours with one decimal (run time reads in hours on a shift's scale). */
export const hoursOf = (seconds: number): number => Math.round(seconds / 360) / 10;

/** ms as minutes with one decimal; null stays null. */
export const minutesOf = (ms: number | null): number | null => (ms === null ? null : Math.round(ms / 6_000) / 10);
