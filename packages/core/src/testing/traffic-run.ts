import { orderId, stationId, type OrderId, type StationId } from '../ids.js';
import { baseSteps } from '../model/position.js';
import { createRng, pick } from '../rng.js';
import { vehicleConfig } from './fleet-fixtures.js';
import type { TrafficLayout } from './traffic-layouts.js';
import { Conflicts, edgeResources, positionResources } from '../traffic/resources.js';
import { Fleet, type FleetOptions } from '../fleet/fleet.js';

export interface TrafficRun {
  /** Orders completed before the order stream stopped. */
  readonly completed: number;
  readonly created: number;
  /** Orders still open after the drain time. */
  readonly leftOpen: number;
  /** Ticks on which two vehicles held conflicting resources (physically or reserved). */
  readonly collisions: number;
  readonly deadlocks: number;
  /** Deadlocks that traffic control could not break in the tick it found them. */
  readonly unresolved: number;
  readonly reroutes: number;
}

export interface TrafficRunOptions {
  readonly vehicles: number;
  readonly minutes: number;
  readonly seed: number;
  readonly fleet?: FleetOptions;
}

const TICK_MS = 200;
/** After the order stream stops, how long the open orders get to finish. */
const DRAIN_MS = 10 * 60_000;

/**
 * A seeded run of the whole engine on a small layout with a steady backlog of transport orders
 * (one more than the vehicles, between random loaded and empty Working stations, 5 s pick and
 * drop), as bench:fleet does on big sites. Checks the safety invariant independently of the
 * controller after every tick: no two vehicles hold conflicting stations or lanes.
 */
export function runTraffic(t: TrafficLayout, o: TrafficRunOptions): TrafficRun {
  const rng = createRng(o.seed);
  const vehicles = Array.from({ length: o.vehicles }, (_, i) => ({
    config: vehicleConfig(`agv${i + 1}`, { speed: 1000 }),
    at: stationId(t.home[i % t.home.length]),
    battery: 100,
  }));
  const fleet = new Fleet(t.layout, vehicles, o.fleet);
  const conflicts = new Conflicts(fleet.graph);
  const working = t.layout.stations.filter((s) => s.type === 'Working').map((s) => s.id);
  const open = new Set<OrderId>();
  const used = new Set<StationId>();
  let created = 0;
  let completed = 0;
  let collisions = 0;
  let deadlocks = 0;
  let unresolved = 0;
  let reroutes = 0;
  const endMs = o.minutes * 60_000;
  while (fleet.nowMs < endMs + DRAIN_MS && (fleet.nowMs < endMs || open.size > 0)) {
    while (fleet.nowMs < endMs && open.size < o.vehicles + 1) {
      const sources = working.filter((s) => fleet.stationOccupied(s) && !used.has(s));
      const targets = working.filter((s) => !fleet.stationOccupied(s) && !used.has(s));
      if (sources.length === 0 || targets.length === 0) break;
      const id = orderId(`o${++created}`);
      const source = pick(rng, sources);
      const destination = pick(rng, targets);
      fleet.apply({ type: 'addOrder', order: { id, source, destination, sourceActions: [{ kind: 'pick', durationMs: 5000 }], destinationActions: [{ kind: 'drop', durationMs: 5000 }] } });
      open.add(id);
      used.add(source);
      used.add(destination);
    }
    for (const e of fleet.advance(TICK_MS)) {
      if (e.type === 'orderStateChanged' && e.to === 'Complete') {
        const order = fleet.order(e.order);
        open.delete(e.order);
        used.delete(order.source);
        if (order.destination) used.delete(order.destination);
        if (fleet.nowMs <= endMs) completed++;
      }
      if (e.type === 'deadlock') {
        deadlocks++;
        if (!e.resolvedBy) unresolved++;
      }
      if (e.type === 'routeChanged') reroutes++;
    }
    collisions += conflictingHolders(fleet, conflicts);
  }
  return { completed, created, leftOpen: open.size, collisions, deadlocks, unresolved, reroutes };
}

/** Pairs of vehicles holding conflicting resources now: where they are plus what they reserved. */
function conflictingHolders(fleet: Fleet, conflicts: Conflicts): number {
  const owner = new Map<string, string>();
  let found = 0;
  for (const v of fleet.vehicles) {
    const rs = positionResources(v.motion.position);
    for (let k = baseSteps(v.motion.position); k < v.motion.claimed; k++) rs.push(...edgeResources(v.motion.route[k]));
    for (const r of rs) for (const c of conflicts.of(r)) if ((owner.get(c) ?? v.config.id) !== v.config.id) found++;
    for (const r of rs) owner.set(r, v.config.id);
  }
  return found;
}
