import type { StationId, VehicleId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { segmentRes, stationRes, type ReservationTable } from './resources.js';
import type { TrafficVehicle } from './types.js';

export interface RefugeQuery {
  readonly vehicle: VehicleId;
  readonly from: StationId;
  /** Stations the refuge must not be (others' ways and goals). */
  readonly keepClear: ReadonlySet<StationId>;
  /** Give up beyond this many edges. */
  readonly maxDepth: number;
  /**
   * Stations held now but sure to be freed, with the vehicle driving away from each (it releases
   * it when it arrives). The way may lead through or to them; the vehicle waits for them there.
   */
  readonly soonFree?: ReadonlyMap<StationId, VehicleId>;
}

/**
 * The nearest station a vehicle can drive to right now (every station and lane on the way free)
 * that is not in keepClear, as a list of edges. It first looks for a way that avoids keepClear
 * altogether, then allows passing through it. Prefers ordinary stations over corridor ones
 * and over working stations and chargers at equal depth.
 */
export function findRefuge(graph: LayoutGraph, usable: Availability, table: ReservationTable, q: RefugeQuery): TravelEdge[] | undefined {
  return search(graph, usable, table, q, false) ?? search(graph, usable, table, q, true);
}

/** Free for the vehicle, or held only by the vehicle driving away from it. */
function usableNow(table: ReservationTable, q: RefugeQuery, s: StationId): boolean {
  const blockers = table.blockersOf(q.vehicle, stationRes(s));
  const leaving = q.soonFree?.get(s);
  return blockers.length === 0 || (leaving !== undefined && blockers.every((b) => b === leaving));
}

function rank(graph: LayoutGraph, s: StationId): number {
  const st = graph.stations.get(s)!;
  if (st.type === 'Working' || st.type === 'Charging') return 2;
  return graph.corridorOf.has(s) ? 1 : 0;
}

function search(graph: LayoutGraph, usable: Availability, table: ReservationTable, q: RefugeQuery, through: boolean): TravelEdge[] | undefined {
  const parent = new Map<StationId, TravelEdge | null>([[q.from, null]]);
  let frontier: StationId[] = [q.from];
  for (let depth = 0; depth < q.maxDepth && frontier.length > 0; depth++) {
    const next: StationId[] = [];
    let best: StationId | undefined;
    for (const s of frontier) {
      for (const e of graph.outgoing.get(s) ?? []) {
        if (parent.has(e.to)) continue;
        if (!usable.segment(e.segment) || !usable.station(e.to)) continue;
        if (!usableNow(table, q, e.to) || !table.isFree(q.vehicle, segmentRes(e.segment))) continue;
        const clear = !q.keepClear.has(e.to);
        if (!clear && !through) continue;
        parent.set(e.to, e);
        next.push(e.to);
        if (clear && (best === undefined || rank(graph, e.to) < rank(graph, best))) best = e.to;
      }
    }
    if (best !== undefined) {
      const path: TravelEdge[] = [];
      for (let cur = best; cur !== q.from; ) {
        const e = parent.get(cur)!;
        path.push(e);
        cur = e.from;
      }
      return path.reverse();
    }
    frontier = next;
  }
  return undefined;
}

/**
 * Stations that vehicles are leaving, with that vehicle: the start of the edge a vehicle drives,
 * and the station a standing vehicle stands on when it has reserved its next step this tick
 * (`claimed`: route steps reserved), so it sets off now. Each is freed when its vehicle arrives
 * at the next station.
 */
export function leavingStations(vehicles: readonly TrafficVehicle[], claimed: ReadonlyMap<VehicleId, number>): Map<StationId, VehicleId> {
  const out = new Map<StationId, VehicleId>();
  for (const v of vehicles) {
    if (!v.canMove) continue;
    if (v.position.kind === 'on') {
      if (!v.leftBehind) out.set(v.position.edge.from, v.id);
    }
    else if ((claimed.get(v.id) ?? 0) > 0) out.set(v.position.station, v.id);
  }
  return out;
}
