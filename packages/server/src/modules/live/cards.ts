import type { Kysely } from 'kysely';
import { bodyHeading, loadedWithoutOrder, positionPoint, type RunStatus } from '@agvs/core';
import type { AgvInfoCard, OccupiedStation } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import { chargeStatusOf } from '../../runtime/persist.js';
import { openErrorsByVehicle } from '../vehicles/error-info.js';
import { currentStops } from './card-stops.js';
import { cached } from './live-caches.js';
import { agvSetLink } from './set-link.js';

// Cards go to every monitor several times a second: positions to a hundredth of a map unit, angles,
// progress (mm) and battery to a tenth, finer than any screen shows, keep a moving vehicle's
// update short (full doubles were most of its bytes).
const tenth = (value: number) => Math.round(value * 10) / 10;
const hundredth = (value: number) => Math.round(value * 100) / 100;

/** SPEC §4 run status from the core's: driving, working, waiting and charging are all RUNNING. */
export function specRunStatus(s: RunStatus | string): string {
  switch (s) {
    case 'Offline':
    case 'Stopped':
      return 'STOP';
    case 'Error':
      return 'ERROR';
    case 'Paused':
      return 'PAUSE';
    case 'Parked':
      return 'CONTROL_PARK';
    default:
      return 'RUNNING';
  }
}

async function agvRows(db: Kysely<Database>, tenantId: number, layoutIds: readonly string[]) {
  if (layoutIds.length === 0) return [];
  return db
    .selectFrom('agvs as a')
    .innerJoin('agv_models as m', 'm.id', 'a.model_id')
    .leftJoin('agv_groups as g', 'g.id', 'a.group_id')
    .selectAll('a')
    .select(['m.model_name', 'm.brand_id', 'm.convert_rate', 'm.is_reversal_x', 'm.is_reversal_y', 'm.offset_x', 'm.offset_y', 'g.group_name'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.current_layout_id', 'in', [...layoutIds])
    // A vehicle taken out of service (isValid 0) has left the fleet and is not on the map.
    .where('a.is_valid', '=', 1)
    .orderBy('a.agv_code')
    .execute();
}

type AgvCardRow = Awaited<ReturnType<typeof agvRows>>[number];

/**
 * AGV info cards (SPEC §3) of the layouts' vehicles: the record from the database, the live
 * state from the runtime (the database only follows it). A vehicle the runtime does not drive
 * shows its last stored state. The database answers are held in the app's live caches until
 * their tables change (live-caches.ts), so a poll normally runs no query; building is O(N).
 */
export async function infoCards(db: Kysely<Database>, tenantId: number, runtimes: readonly FleetRuntime[]): Promise<AgvInfoCard[]> {
  const layoutIds = runtimes.map((r) => r.layoutId);
  const rows = await cached<AgvCardRow[]>(db, 'records', `${tenantId}|${layoutIds.join(',')}`, () => agvRows(db, tenantId, layoutIds));
  const byLayout = new Map(runtimes.map((r) => [r.layoutId, r]));
  const orderIds = new Set<string>();
  const liveOf = (row: AgvCardRow) => {
    const rt = row.current_layout_id ? byLayout.get(row.current_layout_id) : undefined;
    const v = rt?.fleet.vehicleById(row.id);
    return rt && v ? { rt, v } : undefined;
  };
  for (const row of rows) {
    const m = liveOf(row)?.v.mission;
    if (m?.kind === 'Delivery') orderIds.add(m.order);
  }
  const ids = [...orderIds].sort();
  const ordersKey = `${tenantId}|${ids.join(',')}`;
  const orders = ids.length
    ? await cached(db, 'orders', ordersKey, () =>
        db
          .selectFrom('transorders')
          .select(['id', 'transorder_code', 'transorder_status', 'transorder_type', 'src_station_code', 'dest_station_code'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', ids)
          .execute(),
      )
    : [];
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  const agvIds = rows.map((r) => r.id);
  const [stops, errors] = await Promise.all([
    cached(db, 'stops', ordersKey, () => currentStops(db, tenantId, ids)),
    cached(db, 'errors', `${tenantId}|${agvIds.join(',')}`, () => openErrorsByVehicle(db, tenantId, agvIds)),
  ]);
  const errorsOf = (row: AgvCardRow, v: { readonly error?: { readonly code: string; readonly level?: string } } | undefined) => {
    const recorded = errors.get(row.id) ?? [];
    // The database follows the fleet's events: an error just raised may not be recorded yet.
    if (!v?.error || recorded.some((e) => e.errorCode === v.error!.code)) return recorded;
    return [{ errorCode: v.error.code, agvName: row.agv_name, errorLevel: v.error.level ?? 'Error' }, ...recorded];
  };

  return rows.map((row) => {
    const live = liveOf(row);
    const v = live?.v;
    const rt = live?.rt;
    const p = v?.motion.position;
    const pt = rt && p ? positionPoint(rt.fleet.graph, p) : undefined;
    const k = rt?.site.mmPerUnit ?? 1;
    const fleetStatus = rt && v ? rt.fleet.status(v.config.id) : row.run_status;
    const m = v?.mission;
    const order = m?.kind === 'Delivery' ? orderOf.get(m.order) : undefined;
    const core = m?.kind === 'Delivery' && rt ? rt.fleet.order(m.order) : undefined;
    const dest = core ? (core.resolvedDestination ?? core.destination ?? null) : (m?.target ?? null);
    const stationName = (code: string | null | undefined) => (code && rt ? (rt.site.stations.get(code)?.name ?? null) : null);
    const waiting = rt && v ? rt.fleet.lastTrafficResult?.waiting.get(v.config.id) : undefined;
    const stop = order ? stops.get(order.id) : undefined;
    return {
      agvUid: row.agv_uid,
      agvVo: {
        id: row.id,
        agvUid: row.agv_uid,
        agvCode: row.agv_code,
        agvName: row.agv_name,
        modelId: row.model_id,
        modelName: row.model_name,
        groupId: row.group_id,
        groupName: row.group_name,
        brandId: row.brand_id,
        isLock: v ? (v.locked ? 1 : 0) : row.is_lock,
        isConnected: v ? (v.connected ? 1 : 0) : row.is_connected,
        rotation: tenth(v?.motion.heading ?? row.current_rotation),
        convertRate: row.convert_rate,
        isReversalX: row.is_reversal_x,
        isReversalY: row.is_reversal_y,
        offsetX: row.offset_x,
        offsetY: row.offset_y,
        agvSetLink: agvSetLink(row.agv_ip),
        currentDirection: v?.motion.drive ?? row.current_direction,
        // What the runtime stores as the vehicle moves and turns (runtime/vehicle-position.ts), live.
        currentRotation: tenth(p && v ? (p.kind === 'on' ? bodyHeading(p.edge, p.progress) : v.motion.heading) : row.current_rotation),
        agvSpeed: row.agv_speed,
        agvImage: row.agv_image,
        agvImageSize: row.agv_image_size,
      },
      layoutId: row.current_layout_id ?? '',
      scheduleMode: (v ? v.locked : row.is_lock === 1) ? 'MANUAL' : 'AUTO',
      runStatus: specRunStatus(fleetStatus),
      fleetStatus,
      chargeStatus: chargeStatusOf(fleetStatus),
      battery: tenth(v?.battery ?? row.battery),
      x: pt ? hundredth(pt.x / k) : (row.pos_x ?? 0),
      y: pt ? hundredth(pt.y / k) : (row.pos_y ?? 0),
      angle: tenth(v?.motion.heading ?? row.current_rotation),
      stationCode: p ? (p.kind === 'at' ? p.station : p.edge.from) : row.current_station_code,
      nextStationCode: p ? (p.kind === 'on' ? p.edge.to : (v?.motion.route[0]?.to ?? null)) : row.next_station_code,
      stationMoveDistance: p?.kind === 'on' ? tenth(p.progress) : 0,
      destStationGraphId: dest && rt ? (rt.site.stations.get(dest)?.graphId ?? null) : null,
      srcStationCode: order?.src_station_code ?? null,
      srcStationName: stationName(order?.src_station_code),
      destStationCode: order ? (dest ?? order.dest_station_code) : dest,
      destStationName: stationName(order ? (dest ?? order.dest_station_code) : dest),
      agvStatus: { Main: { LoadStatus: v ? (v.loaded ? 1 : row.load_status) : row.load_status } },
      loadedWithoutOrder: v ? loadedWithoutOrder(v) : false,
      transorderVo: order
        ? { id: order.id, transorderCode: order.transorder_code, transorderStatus: core?.state ?? order.transorder_status, transorderType: order.transorder_type }
        : null,
      curTransorderDetail: stop?.detail ?? null,
      curStationActionStepVoList: stop?.steps ?? [],
      // No extra display rows are configured per vehicle yet.
      displayInfo: [],
      agvErrorInfoVoList: errorsOf(row, v),
      agvTrafficStatusDto: waiting ? { trafficByAgvCode: waiting.blockers.map((b) => rt?.fleet.vehicle(b).config.code ?? b).join(','), trafficTime: waiting.sinceMs } : null,
    } satisfies AgvInfoCard;
  });
}

/**
 * Occupied stations of a layout: where each driven vehicle stands (or the station it left), and
 * the stations operators hold for a vehicle (removable by id).
 */
export async function occupiedStations(db: Kysely<Database>, rt: FleetRuntime): Promise<OccupiedStation[]> {
  const key = `${rt.tenantId}|${rt.layoutId}`;
  const names = await cached(db, 'names', key, async () =>
    new Map(
      (await db.selectFrom('agvs').select(['id', 'agv_name']).where('tenant_id', '=', rt.tenantId).where('current_layout_id', '=', rt.layoutId).execute()).map((a) => [a.id, a.agv_name]),
    ),
  );
  const vehicles: OccupiedStation[] = rt.fleet.vehicles.flatMap((v) => {
    const p = v.motion.position;
    const code = p.kind === 'at' ? p.station : p.edge.from;
    const st = rt.site.stations.get(code);
    if (!st) return [];
    return [{ id: `agv:${v.config.id}`, stationVo: { id: st.id, stationCode: code, graphId: st.graphId }, agvId: v.config.id, agvName: names.get(v.config.id) ?? v.config.code, manual: 0 }];
  });
  const held = await cached(db, 'held', key, () =>
    db
      .selectFrom('occupied_stations as o')
      .innerJoin('stations as s', 's.id', 'o.station_id')
      .leftJoin('agvs as a', 'a.id', 'o.agv_id')
      .select(['o.id', 's.id as stationId', 's.station_code', 's.graph_id', 'o.agv_id', 'a.agv_name'])
      .where('o.tenant_id', '=', rt.tenantId)
      .where('o.layout_id', '=', rt.layoutId)
      .orderBy('s.station_code')
      .execute(),
  );
  return [
    ...vehicles,
    ...held.map((h) => ({ id: h.id, stationVo: { id: h.stationId, stationCode: h.station_code, graphId: h.graph_id }, agvId: h.agv_id, agvName: h.agv_name, manual: 1 })),
  ];
}
