import { sql } from 'kysely';
import type { LooseTrx, Row } from '../../resources/definition.js';
import { lesFieldError } from './fieldError.js';

/** "A01, A02,,A03" -> ['A01', 'A02', 'A03']: station codes as a planner types them, without repeats. */
export function splitStations(text: string): string[] {
  return [...new Set(text.split(/[,\s;，]+/).map((c) => c.trim()).filter(Boolean))];
}

/** Refuses codes that are not stations of the line's layout, naming `field` (the fleet of that layout carries to them). */
export async function assertStationsOnLineLayout(trx: LooseTrx, lineId: string, codes: readonly string[], field: string): Promise<void> {
  const line = (await trx.selectFrom('les_line').select(sql.ref('layout_id').as('layout')).where(sql.ref('id'), '=', lineId).executeTakeFirst()) as Row | undefined;
  if (!line || !codes.length) return;
  const found = (await trx
    .selectFrom('stations')
    .select(sql.ref('station_code').as('code'))
    .where(sql.ref('layout_id'), '=', String(line['layout']))
    .where(sql.ref('station_code'), 'in', [...codes])
    .execute()) as Row[];
  const known = new Set(found.map((r) => String(r['code'])));
  if (codes.some((c) => !known.has(c))) throw lesFieldError([field], 'lineside.stationNotOnLine');
}
