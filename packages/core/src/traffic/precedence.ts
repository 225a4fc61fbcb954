import type { VehicleId } from '../ids.js';
import type { Ms } from '../units.js';
import type { TrafficVehicle } from './types.js';

/** Priority a vehicle gains per second of standing in a wait (aging). */
export const AGING_PER_S = 1;

/**
 * Who goes first when reserving (docs/traffic-control.md, "Who goes first"): each vehicle's
 * priority plus aging (AGING_PER_S per second it has been waiting, without limit, so no waiting
 * vehicle is passed over forever), then priority inheritance: a vehicle that blocks another,
 * directly or along a chain of waits, gets at least the precedence of the one it blocks, so it
 * reserves before vehicles of lower precedence and clears the way (as in priority inheritance
 * for locks, and PIBT's inheritance of Okumura et al.). Cycles are harmless: a value is only
 * raised to another's, never above the largest own value.
 *
 * `blockers` are the waits of the previous traffic step (who waits for whom).
 */
export function precedence(
  vehicles: readonly TrafficVehicle[],
  waitingSince: ReadonlyMap<VehicleId, Ms>,
  blockers: ReadonlyMap<VehicleId, readonly VehicleId[]>,
  nowMs: Ms,
  agingPerS: number = AGING_PER_S,
): Map<VehicleId, number> {
  const value = new Map<VehicleId, number>();
  for (const v of vehicles) {
    const since = waitingSince.get(v.id);
    value.set(v.id, v.priority + (since === undefined ? 0 : (agingPerS * Math.max(0, nowMs - since)) / 1000));
  }
  // Spread each waiter's value down its chain of blockers, largest first: once a vehicle has its
  // final (largest) value it is passed on once, so this is linear in the number of waits.
  const waiters = [...blockers.keys()].filter((id) => value.has(id));
  waiters.sort((a, b) => value.get(b)! - value.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  const done = new Set<VehicleId>();
  for (const w of waiters) {
    if (done.has(w)) continue;
    const stack = [w];
    done.add(w);
    while (stack.length > 0) {
      const id = stack.pop()!;
      const mine = value.get(id)!;
      for (const b of blockers.get(id) ?? []) {
        if (!value.has(b) || done.has(b)) continue;
        if (value.get(b)! < mine) value.set(b, mine);
        done.add(b);
        stack.push(b);
      }
    }
  }
  return value;
}
