/**
 * A plant's days in its own time zone (system parameter site.timeZone), for the server's reports
 * and the console's date ranges alike: a console in another zone still asks for the plant's days.
 * Only the runtime's Intl is used, no zone database of our own.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** Wall-clock parts of `at` in `zone`. */
function wallClock(zone: string, at: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** The zone's offset from UTC at `at` in ms (Asia/Shanghai: +8 h). */
export function zoneOffsetMs(zone: string, at: number): number {
  const w = wallClock(zone, at);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at / 1000) * 1000;
}

/** A calendar day: month 1–12. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The calendar day it is in `zone` at `at`. */
export function zoneDay(zone: string, at: number): CalendarDay {
  const { year, month, day } = wallClock(zone, at);
  return { year, month, day };
}

/**
 * When `day` begins in `zone`, ms since the epoch. The offset is read at the moment itself (a
 * second look corrects a guess made across a daylight-saving change), so each day of a range
 * starts at its own midnight.
 */
export function zoneMidnight(zone: string, day: CalendarDay): number {
  const utcMidnight = Date.UTC(day.year, day.month - 1, day.day);
  const guess = utcMidnight - zoneOffsetMs(zone, utcMidnight);
  return utcMidnight - zoneOffsetMs(zone, guess);
}
