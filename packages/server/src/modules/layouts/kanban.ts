import type { FastifyInstance } from 'fastify';
import type { KanbanStation } from '@agvs/contract';
import { mapStations } from './repository.js';

/** One vehicle standing on a station. */
interface StandingVehicle {
  readonly id: string;
  readonly agv_code: string;
  readonly agv_name: string;
}

/**
 * The vehicles standing on stations of a layout, by station code. Where vehicles stand comes from
 * the layout's running fleet (a vehicle between stations stands nowhere); without one, from the
 * last station stored for each vehicle.
 */
export async function standingVehicles(app: FastifyInstance, tenantId: number, layoutId: string): Promise<Map<string, StandingVehicle>> {
  const agvs = await app.db
    .selectFrom('agvs')
    .select(['id', 'agv_code', 'agv_name', 'current_station_code'])
    .where('tenant_id', '=', tenantId)
    .where('current_layout_id', '=', layoutId)
    .execute();
  const rt = app.fleets.get(tenantId, layoutId);
  const standing = new Map<string, StandingVehicle>();
  for (const a of agvs) {
    const live = rt?.fleet.vehicles.find((v) => v.config.id === a.id);
    const p = live?.motion.position;
    const at = rt ? (p?.kind === 'at' ? p.station : undefined) : a.current_station_code;
    if (at) standing.set(at, a);
  }
  return standing;
}

/** Stations of a layout for the kanban boards: the map entry, the load on it (isOccupied) and the vehicle standing on it. */
export async function kanbanStations(app: FastifyInstance, tenantId: number, layoutId: string): Promise<KanbanStation[]> {
  const [stations, standing] = await Promise.all([mapStations(app.db, tenantId, layoutId), standingVehicles(app, tenantId, layoutId)]);
  return stations.map((s) => {
    const a = standing.get(s.stationCode);
    return {
      stationId: s.stationId, stationCode: s.stationCode, stationName: s.stationName, graphId: s.graphId, mapX: s.mapX, mapY: s.mapY, type: s.type,
      isOccupied: s.isOccupied, stationContainerType: s.stationContainerType, isOccupiedStation: a ? 1 : 0,
      agvId: a?.id ?? null, agvCode: a?.agv_code ?? null, agvName: a?.agv_name ?? null,
    };
  });
}
