import { keepClearFor, type StepState, type TrafficMemory } from './traffic-memory.js';
import type { TrafficVehicle } from './types.js';
import { waitingOn } from './wait-graph.js';

/**
 * A vehicle standing in the way of others while it waits for its destination, where a vehicle
 * is busy (working, charging, broken: cannot move), would keep them all waiting as long as the
 * work lasts. It waits at a holding station instead: the nearest free station off the waiting
 * vehicles' ways and everybody's goals (a refuge), keeping off what it gave up until they have
 * passed (hold-off), then returns to its destination. Tried at most once per rerouteAfterMs.
 */
export function holdAside(memory: TrafficMemory, s: StepState, v: TrafficVehicle): void {
  const { input, changes, waiting } = s;
  const w = waiting.get(v.id);
  if (!w || changes.has(v.id) || v.position.kind !== 'at' || v.route.length === 0) return;
  const goal = v.route[v.route.length - 1].to;
  const busy = w.blockers.every((b) => s.byId.get(b)?.canMove === false && s.table.stationsOf(b).includes(goal));
  if (!busy || w.blockers.length === 0) return;
  const behind = [...waitingOn(v.id, waiting)].filter((id) => !changes.has(id));
  if (behind.length === 0 || (memory.nextRerouteAt.get(v.id) ?? 0) > input.nowMs) return;
  memory.nextRerouteAt.set(v.id, input.nowMs + memory.settings.rerouteAfterMs);
  const moved = memory.makeRoom(s, v, [keepClearFor(s, behind)], 'make-room', ['evade'], memory.settings.holdAsideDepth);
  if (moved) memory.holdOff(s, v.id, behind, moved.to);
}
