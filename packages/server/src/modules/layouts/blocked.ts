import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { latestSite } from './published.js';

/**
 * Ids of the layout's stations that lie in a Block zone: the map draws them purple (SPEC §2). The
 * zones of the latest published version, as the stations drawn (published.ts); the draft's for a
 * layout never published.
 */
export async function blockedStationIds(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<Set<string>> {
  const site = await latestSite(db, tenantId, layoutId);
  if (site) return new Set(site.zones.filter((z) => z.type === 'Block').flatMap((z) => z.stations));
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
