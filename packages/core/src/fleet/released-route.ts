import type { StationId } from '../ids.js';
import type { TravelEdge } from '../model/graph.js';
import { baseSteps, stopStation } from '../model/position.js';
import type { VehicleState } from '../vehicle/vehicle.js';
import type { FleetStore } from './store.js';

/**
 * The vehicle with `stations` (the nodes released to it that it has not reached yet, in order)
 * as the reserved start of its route again, the way on to its target planned from where they
 * end. A fleet restored after a restart knows where an externally driven vehicle stands but not
 * what it was sent; the vehicle still drives that. Undefined when the stations do not follow
 * one another on lanes from where it stands. The same route, already reserved, is kept as it is.
 */
export function withReleasedRoute(store: FleetStore, v: VehicleState, stations: readonly StationId[]): VehicleState | undefined {
  const base = baseSteps(v.motion.position);
  const steps: TravelEdge[] = v.motion.route.slice(0, base);
  let at = stopStation(v.motion.position);
  for (const [i, station] of stations.entries()) {
    // The first may be the station it drives to already.
    if (i === 0 && station === at) continue;
    const edge = store.graph.outgoing.get(at)?.find((e) => e.to === station);
    if (!edge) return undefined;
    steps.push(edge);
    at = station;
  }
  const route = v.motion.route;
  if (v.motion.claimed >= steps.length && steps.every((e, k) => route[k]?.id === e.id)) return v;
  const held: VehicleState = { ...v, motion: { ...v.motion, route: steps, claimed: steps.length } };
  const target = store.currentTarget(held);
  return target && target !== at ? store.planTo(held, target) : held;
}
