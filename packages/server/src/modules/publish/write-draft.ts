import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PublishedSite } from '../../runtime/published-site.js';

/**
 * Makes a published version the layout's draft again (a rollback): its stations, segments and
 * zones are written back to the site tables with their ids, inside the caller's transaction.
 * Stations and zones the version lacks are deleted (with what hangs on them: segments, zone
 * members, held marks), those it has are updated in place (loads stay as they are), the missing
 * ones inserted; segments and zone members are written afresh.
 */
export async function writeDraft(trx: Transaction<Database>, tenantId: number, layoutId: string, site: PublishedSite, now: number): Promise<void> {
  await trx.updateTable('layouts').set({ mm_per_unit: site.mmPerUnit, updated_at: now }).where('tenant_id', '=', tenantId).where('id', '=', layoutId).execute();
  await trx.deleteFrom('segments').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).execute();

  const stationIds = site.stations.map((s) => s.id);
  const zoneIds = site.zones.map((z) => z.id);
  let gone = trx.deleteFrom('stations').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId);
  if (stationIds.length) gone = gone.where('id', 'not in', stationIds);
  await gone.execute();
  let goneZones = trx.deleteFrom('zones').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId);
  if (zoneIds.length) goneZones = goneZones.where('id', 'not in', zoneIds);
  await goneZones.execute();

  const existing = new Set(
    (await trx.selectFrom('stations').select('id').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).execute()).map((r) => r.id),
  );
  for (const s of site.stations) {
    const columns = {
      station_code: s.code,
      station_name: s.name,
      graph_id: s.graphId,
      map_x: s.x,
      map_y: s.y,
      width: s.width,
      station_type: s.type,
      station_container_type: s.containerType,
      external_info: s.externalInfo,
      lif_id: s.lifId,
      updated_at: now,
    };
    if (existing.has(s.id)) await trx.updateTable('stations').set(columns).where('tenant_id', '=', tenantId).where('id', '=', s.id).execute();
    else await trx.insertInto('stations').values({ id: s.id, tenant_id: tenantId, layout_id: layoutId, is_occupied: 0, created_at: now, ...columns }).execute();
  }
  for (const g of site.segments) {
    await trx
      .insertInto('segments')
      .values({
        id: g.id,
        tenant_id: tenantId,
        layout_id: layoutId,
        src_station_id: g.src,
        dest_station_id: g.dest,
        segment_type: g.type,
        control_x1: g.controls?.[0] ?? null,
        control_y1: g.controls?.[1] ?? null,
        control_x2: g.controls?.[2] ?? null,
        control_y2: g.controls?.[3] ?? null,
        length: g.length,
        direction: g.direction,
        lif_id: g.lifId,
        created_at: now,
      })
      .execute();
  }

  const existingZones = new Set(
    (await trx.selectFrom('zones').select('id').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).execute()).map((r) => r.id),
  );
  if (existingZones.size) await trx.deleteFrom('zone_stations').where('tenant_id', '=', tenantId).where('zone_id', 'in', [...existingZones]).execute();
  for (const z of site.zones) {
    const columns = { zone_code: z.code, zone_name: z.name, zone_type: z.type, lif_id: z.lifId };
    if (existingZones.has(z.id)) await trx.updateTable('zones').set(columns).where('tenant_id', '=', tenantId).where('id', '=', z.id).execute();
    else await trx.insertInto('zones').values({ id: z.id, tenant_id: tenantId, layout_id: layoutId, created_at: now, ...columns }).execute();
    if (z.stations.length) {
      await trx
        .insertInto('zone_stations')
        .values(z.stations.map((stationId, i) => ({ id: randomUUID(), tenant_id: tenantId, zone_id: z.id, station_id: stationId, sort_no: i + 1 })))
        .execute();
    }
  }
}
