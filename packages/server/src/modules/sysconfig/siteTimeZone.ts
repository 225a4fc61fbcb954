import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ParamKey, readParam } from './params.js';

/** Whether the runtime knows an IANA zone name: Intl refuses an unknown one with a RangeError. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The server process's zone, else UTC: what a plant gets before anybody sets site.timeZone. */
export function serverTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * The plant's zone (system parameter site.timeZone, installation-wide): reports and the
 * dashboard count days in it. An empty or unusable value falls back to the server's zone rather
 * than failing a report (edits are validated, but a row may have been written by hand).
 */
export async function siteTimeZone(db: Kysely<Database>): Promise<string> {
  const value = (await readParam(db, ParamKey.siteTimeZone, '')).trim();
  return value && isTimeZone(value) ? value : serverTimeZone();
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's offset from UTC at `at` in ms (Asia/Shanghai: +8 h), from the wall-clock parts Intl
 * gives, so no zone database is needed beyond the runtime's own.
 */
export function zoneOffsetMs(zone: string, at: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, format);
  }
  const parts = format.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at / 1000) * 1000;
}
