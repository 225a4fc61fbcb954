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

/** The zone's offset from UTC at a moment (shared with the console's date ranges). */
export { zoneOffsetMs } from '@agvs/contract';
