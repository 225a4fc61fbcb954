import type { FastifyInstance } from 'fastify';
import { OPEN_TRANSORDER_STATUSES, segmentResource, type TransorderStatus } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { segmentLengthMm, type Handles } from './geometry.js';
import { fleetHolds, vehicleNames } from './holders.js';
import { layoutOf, nameList, stationIdOf, writtenLayoutId, type Db } from './lookups.js';
import { layoutNames } from './names.js';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The Bezier handles a write gives: controlPoints, else controlX1..controlY2; null when incomplete. */
function handlesOf(body: Row): Handles {
  const points = body['controlPoints'];
  if (Array.isArray(points) && points.length === 2) {
    const [a, b] = points as { x: number; y: number }[];
    return [{ x: a!.x, y: a!.y }, { x: b!.x, y: b!.y }];
  }
  const values = ['controlX1', 'controlY1', 'controlX2', 'controlY2'].map((k) => num(body[k]));
  if (values.some((v) => v === null)) return null;
  const [x1, y1, x2, y2] = values as [number, number, number, number];
  return [{ x: x1, y: y1 }, { x: x2, y: y2 }];
}

/** Station ids from codes, handles from the type, length from the geometry (SPEC §5 "segment length set"). */
async function segmentColumns(db: Db, tenantId: number, body: Row): Promise<Row> {
  const layout = await layoutOf(db, tenantId, await writtenLayoutId(db, 'segments', body));
  const srcCode = String(body['srcStationCode']);
  const destCode = String(body['destStationCode']);
  if (srcCode === destCode) throw businessError('agvSite.sameStation', { stationCode: srcCode });
  const src = await stationIdOf(db, tenantId, layout.id, srcCode);
  const dest = await stationIdOf(db, tenantId, layout.id, destCode);
  const handles = body['type'] === 'Bezier' ? handlesOf(body) : null;
  if (body['type'] === 'Bezier' && !handles) throw businessError('agvSite.bezierNeedsControls');
  const ends = await db.selectFrom('stations').select(['id', 'map_x', 'map_y']).where('id', 'in', [src, dest]).execute();
  const at = (id: string) => {
    const s = ends.find((e) => e.id === id)!;
    return { x: s.map_x, y: s.map_y };
  };
  return {
    src_station_id: src,
    dest_station_id: dest,
    control_x1: handles?.[0].x ?? null,
    control_y1: handles?.[0].y ?? null,
    control_x2: handles?.[1].x ?? null,
    control_y2: handles?.[1].y ?? null,
    length: segmentLengthMm(at(src), at(dest), handles, layout.mm_per_unit),
  };
}

/** Refuses deleting a segment a vehicle drives on or will drive on for an open order, naming the order or the vehicle. */
async function assertSegmentsFree(app: FastifyInstance, db: Db, ids: readonly string[]): Promise<void> {
  const segments = await db
    .selectFrom('segments as g')
    .innerJoin('stations as s', 's.id', 'g.src_station_id')
    .innerJoin('stations as d', 'd.id', 'g.dest_station_id')
    .select(['g.id', 'g.tenant_id', 'g.layout_id', 's.station_code as src', 'd.station_code as dest'])
    .where('g.id', 'in', [...ids])
    .execute();
  for (const g of segments) {
    const live = fleetHolds(app, g.tenant_id, g.layout_id).segments.get(g.id) ?? [];
    const stored = await db
      .selectFrom('agvs')
      .select('id')
      .where('tenant_id', '=', g.tenant_id)
      .where('current_layout_id', '=', g.layout_id)
      .where((eb) =>
        eb.or([
          eb.and([eb('current_station_code', '=', g.src), eb('next_station_code', '=', g.dest)]),
          eb.and([eb('current_station_code', '=', g.dest), eb('next_station_code', '=', g.src)]),
        ]),
      )
      .execute();
    const vehicles = [...new Set([...live, ...stored.map((v) => v.id)])];
    if (!vehicles.length) continue;
    const segment = `${g.src}→${g.dest}`;
    const orders = await db
      .selectFrom('transorders')
      .select('transorder_code')
      .where('tenant_id', '=', g.tenant_id)
      .where('agv_id', 'in', vehicles)
      .where('transorder_status', 'in', [...OPEN_TRANSORDER_STATUSES] as TransorderStatus[])
      .execute();
    if (orders.length) throw businessError('agvSite.segmentOnOrder', { segment, orders: nameList(orders.map((o) => o.transorder_code)) });
    const names = await vehicleNames(db, g.tenant_id, vehicles);
    throw businessError('agvSite.segmentUnderVehicle', { segment, agvs: nameList(vehicles.map((v) => names.get(v) ?? v)) });
  }
}

/** Segments of the caller's layouts (SPEC §3 "Segment"): named by station codes, stored by station ids. */
export function segmentServerResource(app: FastifyInstance): ServerResource {
  return {
    manifest: segmentResource,
    table: 'segments',
    columns: {
      layoutId: 'layout_id',
      type: 'segment_type',
      direction: 'direction',
      length: 'length',
      controlX1: 'control_x1',
      controlY1: 'control_y1',
      controlX2: 'control_x2',
      controlY2: 'control_y2',
      createTime: 'created_at',
    },
    tenant: { kind: 'column', column: 'tenant_id' },
    createdColumn: 'created_at',
    prepare: async (values, body, ctx, db) => ({ ...values, ...(await segmentColumns(db, ctx.auth.tenantId, body)) }),
    beforeDelete: (trx, ids) => assertSegmentsFree(app, trx as unknown as Db, ids),
    decorate: async (db, tenantId, rows) => {
      if (!rows.length) return [];
      const named = await db
        .selectFrom('segments as g')
        .innerJoin('stations as s', 's.id', 'g.src_station_id')
        .innerJoin('stations as d', 'd.id', 'g.dest_station_id')
        .select(['g.id', 's.station_code as src', 'd.station_code as dest', 'g.control_x1', 'g.control_y1', 'g.control_x2', 'g.control_y2'])
        .where('g.tenant_id', '=', tenantId)
        .where('g.id', 'in', rows.map((r) => String(r['id'])))
        .execute();
      const byId = new Map(named.map((n) => [n.id, n]));
      const withCodes = rows.map((r): Row => {
        const n = byId.get(String(r['id']));
        const handles =
          n && n.control_x1 !== null && n.control_y1 !== null && n.control_x2 !== null && n.control_y2 !== null
            ? [{ x: n.control_x1, y: n.control_y1 }, { x: n.control_x2, y: n.control_y2 }]
            : [];
        return { ...r, srcStationCode: n?.src ?? null, destStationCode: n?.dest ?? null, controlPoints: handles };
      });
      return layoutNames(db, tenantId, 'segments', withCodes);
    },
  };
}
