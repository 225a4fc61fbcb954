import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Ids of the layout's stations that lie in a Block zone: the map draws them purple (SPEC §2). */
export async function blockedStationIds(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('zone_stations as zs')
    .innerJoin('zones as z', 'z.id', 'zs.zone_id')
    .innerJoin('stations as s', 's.id', 'zs.station_id')
    .select('s.id')
    .where('s.tenant_id', '=', tenantId)
    .where('s.layout_id', '=', layoutId)
    .where('z.zone_type', '=', 'Block')
    .execute();
  return new Set(rows.map((r) => r.id));
}
