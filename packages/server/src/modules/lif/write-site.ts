import { randomUUID } from 'node:crypto';
import type { LifSite } from '@agvs/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Drawing sizes of an imported layout (map units of LIF_MM_PER_UNIT = 10 mm): a 36 cm station. */
const STATION_RADIUS = 18;
const STATION_WIDTH = 36;
/** Rows per insert statement, well under SQLite's bound-parameter limit. */
const SLICE = 200;

async function inSlices<R>(rows: readonly R[], insert: (slice: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += SLICE) await insert(rows.slice(i, i + SLICE));
}

/**
 * Writes an imported site as one new map, all or nothing. The running fleet discovers the new
 * layouts by itself (runtime registry), so nothing else is told.
 */
export async function writeLifSite(db: Kysely<Database>, tenantId: number, site: LifSite, now: number): Promise<{ mapId: string; layoutIds: string[] }> {
  const mapId = randomUUID();
  const mapCode = `LIF_${mapId.replace(/-/g, '').slice(0, 12)}`;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('maps')
      .values({ id: mapId, tenant_id: tenantId, map_code: mapCode, map_name: site.name.slice(0, 100), sort_no: 0, created_at: now, updated_at: now })
      .execute();
    const layoutIds: string[] = [];
    for (const [index, layout] of site.layouts.entries()) {
      const layoutId = randomUUID();
      layoutIds.push(layoutId);
      await trx
        .insertInto('layouts')
        .values({
          id: layoutId,
          tenant_id: tenantId,
          map_id: mapId,
          // Sortable, so export gives the layouts back in the file's order.
          layout_code: `${mapCode}_L${String(index + 1).padStart(3, '0')}`,
          layout_name: layout.name.slice(0, 100),
          width: layout.width,
          height: layout.height,
          station_radius: STATION_RADIUS,
          mm_per_unit: layout.mmPerUnit,
          origin_x: layout.originX,
          origin_y: layout.originY,
          lif_id: layout.lifId,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const stationIds = new Map(layout.stations.map((s) => [s.code, randomUUID()]));
      const idOf = (code: string) => stationIds.get(code) ?? '';
      await inSlices(layout.stations, (slice) =>
        trx
          .insertInto('stations')
          .values(
            slice.map((s) => ({
              id: idOf(s.code),
              tenant_id: tenantId,
              layout_id: layoutId,
              station_code: s.code,
              station_name: s.name.slice(0, 100),
              graph_id: layout.stations.indexOf(s) + 1,
              map_x: s.x,
              map_y: s.y,
              width: STATION_WIDTH,
              station_type: s.type,
              is_occupied: 0,
              station_container_type: null,
              external_info: null,
              lif_id: s.lifId,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute(),
      );
      await inSlices(layout.segments, (slice) =>
        trx
          .insertInto('segments')
          .values(
            slice.map((g) => ({
              id: randomUUID(),
              tenant_id: tenantId,
              layout_id: layoutId,
              src_station_id: idOf(g.src),
              dest_station_id: idOf(g.dest),
              segment_type: g.controls ? ('Bezier' as const) : ('straight' as const),
              control_x1: g.controls?.[0].x ?? null,
              control_y1: g.controls?.[0].y ?? null,
              control_x2: g.controls?.[1].x ?? null,
              control_y2: g.controls?.[1].y ?? null,
              length: g.length,
              direction: g.direction,
              lif_id: g.edgeIds.length ? JSON.stringify(g.edgeIds) : null,
              created_at: now,
            })),
          )
          .execute(),
      );
      for (const zone of layout.zones) {
        const zoneId = randomUUID();
        await trx
          .insertInto('zones')
          .values({ id: zoneId, tenant_id: tenantId, layout_id: layoutId, zone_code: zone.code, zone_name: zone.name.slice(0, 100), zone_type: 'Working', lif_id: zone.lifId, created_at: now })
          .execute();
        if (zone.stationCodes.length) {
          await trx
            .insertInto('zone_stations')
            .values(zone.stationCodes.map((code, i) => ({ id: randomUUID(), tenant_id: tenantId, zone_id: zoneId, station_id: idOf(code), sort_no: i + 1 })))
            .execute();
        }
      }
    }
    return { mapId, layoutIds };
  });
}
