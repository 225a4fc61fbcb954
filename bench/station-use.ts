import { clearanceOf, largestFootprint, positionPoint, type Fleet, type StationId } from '@agvs/core';

export interface BusiestStation {
  readonly code: string;
  /** Share of the time (0..1) a vehicle was driving to it, turning or setting off on it, or still clearing it. */
  readonly passing: number;
  /** Share of the time a vehicle stood on it waiting in traffic. */
  readonly standing: number;
}

/**
 * How long each station is held by vehicles passing it (driving to it, turning or setting off on
 * it, clearing it after leaving) and by vehicles standing in it waiting. A station can pass
 * vehicles for at most all of the time, so with the same routes and orders the throughput can
 * grow at most by the inverse of the busiest station's passing share: a bound on what any
 * coordination of these routes could reach (bench:fleet prints it beside the throughput).
 */
export class StationUse {
  private readonly passing = new Map<StationId, number>();
  private readonly standing = new Map<StationId, number>();
  private totalMs = 0;

  sample(fleet: Fleet, dtMs: number): void {
    this.totalMs += dtMs;
    // As the core gives a station up (clearing.ts on straight lanes); without footprints, only on reaching the next.
    const largest = largestFootprint(fleet.vehicles);
    for (const v of fleet.vehicles) {
      const p = v.motion.position;
      if (p.kind === 'at') {
        const status = fleet.status(v.config.id);
        if (status === 'Moving') add(this.passing, p.station, dtMs);
        else if (status === 'Waiting') add(this.standing, p.station, dtMs);
        continue;
      }
      add(this.passing, p.edge.to, dtMs);
      const from = fleet.graph.stations.get(p.edge.from)!;
      const at = positionPoint(fleet.graph, p);
      const clearance = clearanceOf(v, largest) ?? Infinity;
      if (Math.hypot(at.x - from.x, at.y - from.y) < clearance) add(this.passing, p.edge.from, dtMs);
    }
  }

  busiest(fleet: Fleet): BusiestStation | undefined {
    let best: StationId | undefined;
    for (const [s, ms] of this.passing) if (best === undefined || ms > this.passing.get(best)!) best = s;
    if (best === undefined || this.totalMs === 0) return undefined;
    return {
      code: fleet.graph.stations.get(best)?.code ?? best,
      passing: this.passing.get(best)! / this.totalMs,
      standing: (this.standing.get(best) ?? 0) / this.totalMs,
    };
  }
}

function add(map: Map<StationId, number>, s: StationId, ms: number): void {
  map.set(s, (map.get(s) ?? 0) + ms);
}
