import { positionPoint, type Fleet, type VehicleState } from '@agvs/core';

/** Value at quantile q (0..1) of the samples (nearest rank). */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/**
 * Counts collisions: two vehicles on the same station, head-on on one segment, following on one
 * segment closer than a vehicle length, or closer than a vehicle length (centre to centre) while
 * they share a station (one stands on it or drives a lane ending there, the other too): a vehicle
 * leaving a station gives it up once its body has cleared it, and this checks that it had. A pair
 * in contact over several ticks counts once.
 */
export class CollisionWatch {
  private touching = new Set<string>();
  count = 0;

  constructor(private readonly minGapMm = 1800) {}

  check(fleet: Fleet): void {
    const now = new Set<string>();
    const atStation = new Map<string, string>();
    const onSegment = new Map<string, { id: string; v: VehicleState; forward: boolean; progress: number }[]>();
    for (const v of fleet.vehicles) {
      const p = v.motion.position;
      const id = v.config.id;
      if (p.kind === 'at') {
        const other = atStation.get(p.station);
        if (other) now.add(pairKey(id, other));
        else atStation.set(p.station, id);
      } else {
        const seg = fleet.graph.segments.get(p.edge.segment);
        const forward = seg ? seg.from === p.edge.from : true;
        const list = onSegment.get(p.edge.segment) ?? [];
        const progress = forward ? p.progress : p.edge.length - p.progress;
        for (const o of list) {
          if (o.forward !== forward || Math.abs(o.progress - progress) < this.minGapMm) now.add(pairKey(id, o.id));
        }
        list.push({ id, v, forward, progress });
        onSegment.set(p.edge.segment, list);
      }
    }
    this.closeAtSharedStations(fleet, now);
    for (const k of now) if (!this.touching.has(k)) this.count++;
    this.touching = now;
  }

  private closeAtSharedStations(fleet: Fleet, found: Set<string>): void {
    const near = new Map<string, VehicleState[]>();
    for (const v of fleet.vehicles) {
      const p = v.motion.position;
      for (const s of p.kind === 'at' ? [p.station] : [p.edge.from, p.edge.to]) {
        const group = near.get(s);
        if (group) group.push(v);
        else near.set(s, [v]);
      }
    }
    const centre = (v: VehicleState) => positionPoint(fleet.graph, v.motion.position);
    for (const group of near.values()) {
      for (let i = 0; i < group.length; i++) {
        for (let j = i + 1; j < group.length; j++) {
          const a = centre(group[i]);
          const b = centre(group[j]);
          if (Math.hypot(a.x - b.x, a.y - b.y) < this.minGapMm) found.add(pairKey(group[i].config.id, group[j].config.id));
        }
      }
    }
  }
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
