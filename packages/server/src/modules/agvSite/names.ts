import type { Row } from '../../resources/definition.js';
import type { Db } from './lookups.js';

const ids = (rows: readonly Row[]) => rows.map((r) => String(r['id']));

/** Adds the layout's name to rows of a table that has layout_id. */
export async function layoutNames(db: Db, tenantId: number, table: 'stations' | 'zones' | 'equipment' | 'segments', rows: readonly Row[]): Promise<Row[]> {
  if (!rows.length) return [];
  const named = await db
    .selectFrom(`${table} as t` as 'stations as t')
    .innerJoin('layouts as l', 'l.id', 't.layout_id')
    .select(['t.id', 'l.layout_name'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.id', 'in', ids(rows))
    .execute();
  const byId = new Map(named.map((n) => [n.id, n.layout_name]));
  return rows.map((r) => ({ ...r, layoutName: byId.get(String(r['id'])) ?? null }));
}

/** Codes of stations by id. */
export async function stationCodes(db: Db, stationIds: readonly (string | null)[]): Promise<Map<string, { code: string; name: string }>> {
  const wanted = [...new Set(stationIds.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('stations').select(['id', 'station_code', 'station_name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, { code: r.station_code, name: r.station_name }]));
}
