import type { FastifyInstance } from 'fastify';
import { OPEN_TRANSORDER_STATUSES, type TransorderStatus } from '@agvs/contract';
import type { VehicleState } from '@agvs/core';
import type { Db } from './lookups.js';

const OPEN = [...OPEN_TRANSORDER_STATUSES] as TransorderStatus[];

/** Open transport orders of a layout whose source, destination or detail stations are among `codes`, as code -> order codes. */
export async function openOrdersAtStations(db: Db, tenantId: number, layoutId: string, codes: readonly string[]): Promise<Map<string, string[]>> {
  const held = new Map<string, string[]>();
  if (!codes.length) return held;
  const add = (code: string | null, order: string) => {
    if (code && codes.includes(code)) held.set(code, [...(held.get(code) ?? []), order]);
  };
  const ends = await db
    .selectFrom('transorders')
    .select(['transorder_code', 'src_station_code', 'dest_station_code'])
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .where('transorder_status', 'in', OPEN)
    .where((eb) => eb.or([eb('src_station_code', 'in', [...codes]), eb('dest_station_code', 'in', [...codes])]))
    .execute();
  for (const o of ends) {
    add(o.src_station_code, o.transorder_code);
    add(o.dest_station_code, o.transorder_code);
  }
  const legs = await db
    .selectFrom('transorder_details as d')
    .innerJoin('transorders as t', 't.id', 'd.transorder_id')
    .select(['t.transorder_code', 'd.station_code'])
    .where('t.tenant_id', '=', tenantId)
    .where('t.layout_id', '=', layoutId)
    .where('t.transorder_status', 'in', OPEN)
    .where('d.station_code', 'in', [...codes])
    .execute();
  for (const l of legs) add(l.station_code, l.transorder_code);
  return held;
}

/** What the running fleet of a layout holds: stations and segments under or ahead of each vehicle (vehicle ids). */
export function fleetHolds(app: FastifyInstance, tenantId: number, layoutId: string): { stations: Map<string, string[]>; segments: Map<string, string[]> } {
  const stations = new Map<string, string[]>();
  const segments = new Map<string, string[]>();
  const hold = (map: Map<string, string[]>, key: string, vehicle: string) => map.set(key, [...(map.get(key) ?? []), vehicle]);
  // Read only: the fleet is never changed from here; a layout not running yet holds nothing.
  const vehicles: readonly VehicleState[] = app.fleets.get(tenantId, layoutId)?.fleet.vehicles ?? [];
  for (const v of vehicles) {
    const id = String(v.config.id);
    const p = v.motion.position;
    if (p.kind === 'at') hold(stations, String(p.station), id);
    for (const e of p.kind === 'on' ? [p.edge, ...v.motion.route] : v.motion.route) {
      hold(segments, String(e.segment), id);
      hold(stations, String(e.from), id);
      hold(stations, String(e.to), id);
    }
  }
  return { stations, segments };
}

/** Vehicle names of the tenant by id, for messages. */
export async function vehicleNames(db: Db, tenantId: number, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('agvs').select(['id', 'agv_code']).where('tenant_id', '=', tenantId).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.agv_code]));
}

/** Vehicles whose stored place (station, or the one it drives to) in the layout is among `codes`, as code -> vehicle ids. */
export async function storedVehiclesAt(db: Db, tenantId: number, layoutId: string, codes: readonly string[]): Promise<Map<string, string[]>> {
  const at = new Map<string, string[]>();
  if (!codes.length) return at;
  const rows = await db
    .selectFrom('agvs')
    .select(['id', 'current_station_code', 'next_station_code'])
    .where('tenant_id', '=', tenantId)
    .where('current_layout_id', '=', layoutId)
    .where((eb) => eb.or([eb('current_station_code', 'in', [...codes]), eb('next_station_code', 'in', [...codes])]))
    .execute();
  for (const r of rows) {
    for (const code of new Set([r.current_station_code, r.next_station_code])) {
      if (code && codes.includes(code)) at.set(code, [...(at.get(code) ?? []), r.id]);
    }
  }
  return at;
}
