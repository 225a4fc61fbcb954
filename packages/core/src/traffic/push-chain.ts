import type { StationId, VehicleId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { segmentRes, stationRes, type ReservationTable } from './resources.js';

/** One vehicle of a push chain and the edge it drives to make room. */
export interface Push {
  readonly vehicle: VehicleId;
  readonly edge: TravelEdge;
}

export interface PushQuery {
  readonly vehicle: VehicleId;
  readonly from: StationId;
  /** Who stands where and may be pushed one station on (standing, able to move, nothing reserved ahead). */
  readonly pushable: ReadonlyMap<StationId, VehicleId>;
  /** Stations the chain must not end on. */
  readonly keepClear: ReadonlySet<StationId>;
  /** At most this many vehicles in the chain, including the first. */
  readonly maxLength: number;
}

/**
 * Priority inheritance as in PIBT: when a vehicle has no free station to step aside to, find
 * the shortest chain from it through stations held by pushable vehicles to a free station, so
 * that each vehicle of the chain moves one station along it. Returns the pushes, first vehicle
 * first; undefined when there is none.
 */
export function findPushChain(graph: LayoutGraph, usable: Availability, table: ReservationTable, q: PushQuery): Push[] | undefined {
  interface Node {
    readonly station: StationId;
    readonly via: TravelEdge | undefined;
    readonly parent: Node | undefined;
    readonly length: number;
  }
  const seen = new Set<StationId>([q.from]);
  let frontier: Node[] = [{ station: q.from, via: undefined, parent: undefined, length: 1 }];
  while (frontier.length > 0) {
    const next: Node[] = [];
    for (const n of frontier) {
      const mover = n.station === q.from ? q.vehicle : q.pushable.get(n.station)!;
      for (const e of graph.outgoing.get(n.station) ?? []) {
        if (seen.has(e.to) || !usable.segment(e.segment) || !usable.station(e.to)) continue;
        if (!table.isFree(mover, segmentRes(e.segment))) continue;
        const node: Node = { station: e.to, via: e, parent: n, length: n.length + 1 };
        if (table.isFree(mover, stationRes(e.to))) {
          if (q.keepClear.has(e.to)) continue;
          return unwind(node, q);
        }
        const holder = q.pushable.get(e.to);
        if (holder === undefined || holder === q.vehicle || n.length >= q.maxLength) continue;
        seen.add(e.to);
        next.push(node);
      }
    }
    frontier = next;
  }
  return undefined;

  function unwind(end: Node, query: PushQuery): Push[] {
    const pushes: Push[] = [];
    for (let n: Node | undefined = end; n?.via; n = n.parent) {
      const at = n.parent!.station;
      pushes.push({ vehicle: at === query.from ? query.vehicle : query.pushable.get(at)!, edge: n.via });
    }
    return pushes.reverse();
  }
}
