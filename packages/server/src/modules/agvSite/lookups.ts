import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import type { Row } from '../../resources/definition.js';

export type Db = Kysely<Database>;

/** Names a holder list short enough for one message: the first few, then how many more. */
export function nameList(names: readonly string[], max = 5): string {
  const unique = [...new Set(names)];
  return unique.length <= max ? unique.join(', ') : `${unique.slice(0, max).join(', ')} (+${unique.length - max})`;
}

export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The caller's layout, or the refusal naming the id. */
export async function layoutOf(db: Db, tenantId: number, layoutId: string) {
  const layout = await db
    .selectFrom('layouts')
    .select(['id', 'map_id', 'layout_code', 'mm_per_unit'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', layoutId)
    .executeTakeFirst();
  if (!layout) throw businessError('fleet.layoutNotFound', { layoutId });
  return layout;
}

/** The id of a station of the layout named by its code, or the refusal naming the code. */
export async function stationIdOf(db: Db, tenantId: number, layoutId: string, stationCode: string): Promise<string> {
  const station = await db
    .selectFrom('stations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .where('station_code', '=', stationCode)
    .executeTakeFirst();
  if (!station) throw businessError('fleet.stationNotFound', { stationCode });
  return station.id;
}

/** The stored layout of an edited row (its layoutId is given once, on add). */
export async function storedLayoutId(db: Db, table: 'stations' | 'segments' | 'zones' | 'equipment', id: string): Promise<string> {
  const row = await db.selectFrom(table).select('layout_id').where('id', '=', id).executeTakeFirst();
  if (!row) throw businessError('admin.notFound');
  return row.layout_id;
}

/** The layout a write names: the body's on add, the stored one on edit. */
export async function writtenLayoutId(db: Db, table: 'stations' | 'segments' | 'zones' | 'equipment', body: Row): Promise<string> {
  const given = text(body['layoutId']);
  return given ?? storedLayoutId(db, table, String(body['id']));
}

type CodeTable = 'maps' | 'layouts' | 'stations' | 'zones' | 'equipment' | 'layout_link_stations';

/**
 * Refuses a code another row of the same scope (the tenant, or one layout) already has. The
 * tables' unique constraints would refuse it too, with a message that does not name the code.
 */
export async function assertCodeFree(
  db: Db,
  where: { readonly table: CodeTable; readonly column: string; readonly scope: Readonly<Record<string, string | number>> },
  field: string,
  value: string,
  exceptId?: string,
): Promise<void> {
  // Table and column names come from this module's constants, never from a request.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = loose.selectFrom(where.table).select('id').where(where.column, '=', value);
  for (const [column, scoped] of Object.entries(where.scope)) query = query.where(column, '=', scoped);
  if (exceptId) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw businessError('admin.valueTaken', { field, value });
}
