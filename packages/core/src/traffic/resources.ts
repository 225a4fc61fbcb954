import type { SegmentId, StationId, VehicleId } from '../ids.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import type { Position } from '../model/position.js';

/**
 * Reservable resources: stations (`s:<id>`) and segments (`g:<id>`). A resource conflicts with
 * itself and with what the graph says it overlaps (crossing lanes, stations lying on lanes).
 */
export type Resource = string;

export const stationRes = (id: StationId): Resource => `s:${id}`;
export const segmentRes = (id: SegmentId): Resource => `g:${id}`;

export function resourceStation(r: Resource): StationId | undefined {
  return r.startsWith('s:') ? (r.slice(2) as StationId) : undefined;
}

/** Precomputed conflict lists of a graph. */
export class Conflicts {
  private readonly map = new Map<Resource, Resource[]>();

  constructor(graph: LayoutGraph) {
    const add = (a: Resource, b: Resource) => {
      const l = this.map.get(a);
      if (l) l.push(b);
      else this.map.set(a, [b]);
    };
    for (const [seg, others] of graph.segmentConflicts) for (const o of others) add(segmentRes(seg), segmentRes(o));
    for (const [st, segs] of graph.segmentsOverStation) {
      for (const g of segs) {
        add(stationRes(st), segmentRes(g));
        add(segmentRes(g), stationRes(st));
      }
    }
  }

  /** The resource itself and everything overlapping it. */
  of(r: Resource): readonly Resource[] {
    const l = this.map.get(r);
    return l ? [r, ...l] : [r];
  }
}

/**
 * Resources a vehicle occupies physically: its station, or an edge with the station it drives to
 * and the one it came from, until its body has cleared that (`leftBehind`, see TrafficVehicle).
 */
export function positionResources(p: Position, leftBehind = false): Resource[] {
  if (p.kind === 'at') return [stationRes(p.station)];
  if (leftBehind) return [segmentRes(p.edge.segment), stationRes(p.edge.to)];
  return [stationRes(p.edge.from), segmentRes(p.edge.segment), stationRes(p.edge.to)];
}

/** Resources needed to drive one edge (the lane and the station it ends at). */
export function edgeResources(e: TravelEdge): Resource[] {
  return [segmentRes(e.segment), stationRes(e.to)];
}

/** Who holds what. One holder per resource; a vehicle may hold many. */
export class ReservationTable {
  private readonly holder = new Map<Resource, VehicleId>();
  private readonly held = new Map<VehicleId, Set<Resource>>();

  constructor(private readonly conflicts: Conflicts) {}

  holderOf(r: Resource): VehicleId | undefined {
    return this.holder.get(r);
  }

  holdings(v: VehicleId): ReadonlySet<Resource> {
    return this.held.get(v) ?? new Set();
  }

  /** Vehicles other than v holding r or anything overlapping it. */
  blockersOf(v: VehicleId, r: Resource): VehicleId[] {
    const out: VehicleId[] = [];
    for (const c of this.conflicts.of(r)) {
      const h = this.holder.get(c);
      if (h !== undefined && h !== v && !out.includes(h)) out.push(h);
    }
    return out;
  }

  isFree(v: VehicleId, r: Resource): boolean {
    return this.blockersOf(v, r).length === 0;
  }

  /** Takes r for v. Returns false (and takes nothing) when another vehicle holds it. */
  take(v: VehicleId, r: Resource): boolean {
    if (!this.isFree(v, r)) return false;
    this.holder.set(r, v);
    let set = this.held.get(v);
    if (!set) this.held.set(v, (set = new Set()));
    set.add(r);
    return true;
  }

  /** Takes r for v even if someone else holds it (used only to record physical positions). */
  force(v: VehicleId, r: Resource): void {
    this.holder.set(r, v);
    let set = this.held.get(v);
    if (!set) this.held.set(v, (set = new Set()));
    set.add(r);
  }

  /** Stations held by v. */
  stationsOf(v: VehicleId): StationId[] {
    const out: StationId[] = [];
    for (const r of this.holdings(v)) {
      const s = resourceStation(r);
      if (s) out.push(s);
    }
    return out;
  }
}
