import type { StationId, VehicleId } from '../ids.js';
import type { TravelEdge } from '../model/graph.js';
import type { OrderAction } from '../orders/order.js';
import { externallyDriven, type Mission } from '../vehicle/vehicle.js';
import type { FleetStore } from './store.js';

/** See Fleet.driveInstruction. */
export interface DriveInstruction {
  readonly vehicle: VehicleId;
  readonly mission: Mission;
  /** The station it stands on, or the start of the edge it drives. */
  readonly from: StationId;
  /** Route steps it may drive (reserved by traffic control), from `from` on. */
  readonly released: readonly TravelEdge[];
  /** The rest of the route to the target (not released yet). */
  readonly horizon: readonly TravelEdge[];
  readonly target: StationId;
  /** A delivery's actions at the target (pick at the source, drop at the destination). */
  readonly actions: readonly OrderAction[];
  /** It stands at the target and the core waits for the actions to be reported (reportNodeActions). */
  readonly working: boolean;
  /** Its body heading now, degrees (as it last reported it). */
  readonly heading: number;
}

/** Fleet.driveInstruction. */
export function driveInstructionOf(store: FleetStore, id: VehicleId): DriveInstruction | undefined {
  const v = store.vehicles.get(id);
  if (!v || !externallyDriven(v) || !v.mission) return undefined;
  const p = v.motion.position;
  const route = v.motion.route;
  const claimed = Math.max(v.motion.claimed, p.kind === 'on' ? 1 : 0);
  const m = v.mission;
  const order = m.kind === 'Delivery' ? store.order(m.order) : undefined;
  return {
    vehicle: id,
    mission: m,
    from: p.kind === 'at' ? p.station : p.edge.from,
    released: route.slice(0, claimed),
    horizon: route.slice(claimed),
    target: m.target,
    actions: order && m.kind === 'Delivery' ? (m.leg === 'source' ? order.sourceActions : order.destinationActions) : [],
    working: v.activity?.kind === 'action',
    heading: v.motion.heading,
  };
}
