import type { VehicleId } from '../ids.js';
import type { LayoutGraph } from '../model/graph.js';
import { bodyHeading, positionPoint } from '../vehicle/motion.js';
import type { RunStatus, VehicleState } from '../vehicle/vehicle.js';
import type { FleetStore } from './store.js';

/** What of a vehicle is reported when it changes: where it is, its run status, its battery (whole percent). */
export interface Observed {
  readonly pose: string;
  readonly status: RunStatus;
  readonly battery: number;
}

export function observe(v: VehicleState, status: RunStatus): Observed {
  const p = v.motion.position;
  const pose = p.kind === 'at' ? `${p.station}|${v.motion.heading}` : `${p.edge.id}|${p.progress}`;
  return { pose, status, battery: Math.floor(v.battery) };
}

/** Emits vehicleMoved, vehicleStatusChanged and batteryChanged for what changed since `before`. */
export function reportChanges(
  store: FleetStore,
  graph: LayoutGraph,
  before: ReadonlyMap<VehicleId, Observed>,
  vehicles: readonly VehicleState[],
  status: (id: VehicleId) => RunStatus,
): void {
  for (const v of vehicles) {
    const id = v.config.id;
    const was = before.get(id);
    const now = observe(v, status(id));
    if (!was || was.pose !== now.pose) {
      const p = v.motion.position;
      const pt = positionPoint(graph, p);
      store.emit({
        type: 'vehicleMoved',
        vehicle: id,
        x: pt.x,
        y: pt.y,
        heading: p.kind === 'on' ? bodyHeading(p.edge, p.progress) : v.motion.heading,
        station: p.kind === 'at' ? p.station : undefined,
        segment: p.kind === 'on' ? p.edge.segment : undefined,
        nextStation: p.kind === 'on' ? p.edge.to : undefined,
        direction: v.motion.drive,
      });
    }
    if (was && was.status !== now.status) store.emit({ type: 'vehicleStatusChanged', vehicle: id, from: was.status, to: now.status });
    if (was && was.battery !== now.battery) store.emit({ type: 'batteryChanged', vehicle: id, battery: now.battery });
  }
}
