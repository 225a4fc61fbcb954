import type { StationId, VehicleId } from '../ids.js';
import { stopStation } from '../model/position.js';
import type { Ms } from '../units.js';
import type { TrafficVehicle } from './types.js';

/** Stations a vehicle that gave way keeps off while the vehicles it made room for still need them. */
export interface HoldOff {
  readonly stations: ReadonlySet<StationId>;
  readonly beneficiaries: readonly VehicleId[];
  readonly untilMs: Ms;
  /** Stations it drives through on its way out: kept off too once it stands at `at`. */
  readonly passing?: { readonly stations: ReadonlySet<StationId>; readonly at: StationId };
}

/**
 * After giving way, the stations given up (`held`, and `passed` on the way out) that the others
 * still need, not the one moved to; null when there are none.
 */
export function holdOffAfterGivingWay(
  held: readonly StationId[],
  others: readonly VehicleId[],
  byId: ReadonlyMap<VehicleId, TrafficVehicle>,
  movedTo: StationId,
  untilMs: Ms,
  passed: readonly StationId[] = [],
): HoldOff | null {
  const needed = new Set<StationId>();
  for (const o of others) for (const e of byId.get(o)!.route) needed.add(e.to);
  const gaveUp = new Set(held.filter((s) => needed.has(s) && s !== movedTo));
  const passing = new Set(passed.filter((s) => needed.has(s) && s !== movedTo));
  if (gaveUp.size === 0 && passing.size === 0) return null;
  return { stations: gaveUp, beneficiaries: others, untilMs, passing: passing.size > 0 ? { stations: passing, at: movedTo } : undefined };
}

/**
 * A hold-off as it stands now: null when it timed out, its vehicle left, or no beneficiary still
 * has a given-up station ahead; with the passed stations added once the vehicle stands at its
 * refuge; else the same hold-off.
 */
export function refreshedHoldOff(hold: HoldOff, vehicle: TrafficVehicle | undefined, byId: ReadonlyMap<VehicleId, TrafficVehicle>, nowMs: Ms): HoldOff | null {
  const needed = hold.beneficiaries.some((b) => {
    const v = byId.get(b);
    return v !== undefined && v.route.some((e) => hold.stations.has(e.to) || hold.passing?.stations.has(e.to));
  });
  if (!vehicle || nowMs >= hold.untilMs || !needed) return null;
  if (hold.passing && stopStation(vehicle.position) === hold.passing.at && vehicle.position.kind === 'at') {
    return { ...hold, stations: new Set([...hold.stations, ...hold.passing.stations]), passing: undefined };
  }
  return hold;
}
