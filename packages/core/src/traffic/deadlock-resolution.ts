import type { StationId, VehicleId } from '../ids.js';
import { baseSteps, stopStation } from '../model/position.js';
import { nextStations } from './blocks.js';
import { findRefuge, leavingStations } from './refuge.js';
import { keepClearFor, type StepState, type TrafficMemory } from './traffic-memory.js';
import type { Deadlock } from './types.js';
import { waitingOn } from './wait-graph.js';

/** Priority a vehicle gains, for choosing who gives way, per time it recently gave way. */
const VICTIM_STEP = 100;

/**
 * Breaks one cycle of the wait-for graph by moving one member out (docs/traffic-control.md,
 * "Deadlocks: resolution"), trying the ladder release, re-route, evade, push, relaxed, wait
 * behind a leaving vehicle. Returns the deadlock with who resolved it and how, or without when
 * nothing could be done this step.
 */
export function resolveCycle(memory: TrafficMemory, s: StepState, cycle: readonly VehicleId[]): Deadlock {
  const { input, byId, table, changes, waiting } = s;
  const nowMs = input.nowMs;
  // A member already sent on (pushed along by the resolution of another cycle this step) frees
  // its station: the cycle is broken by that move, and a second order to the others would only
  // send one more vehicle away for nothing.
  const sent = cycle.find((id) => changes.has(id));
  if (sent !== undefined) return { vehicles: cycle, resolvedBy: sent, how: changes.get(sent)!.kind === 'reroute' ? 'reroute' : 'push' };
  // A hold-off that closes a cycle defeats its purpose: lift it.
  const yielder = cycle.find((id) => s.yielding.has(id));
  if (yielder !== undefined) {
    memory.holdOffs.delete(yielder);
    return { vehicles: cycle, resolvedBy: yielder, how: 'release' };
  }
  const since = (id: VehicleId) => memory.waitingSince.get(id) ?? nowMs;
  // Lowest priority first, counting each recent time it already gave way as a priority step up
  // (so the role rotates instead of one vehicle going back and forth); then least waiting.
  const score = (id: VehicleId) => byId.get(id)!.priority + VICTIM_STEP * memory.recentGivingWay(id, nowMs);
  const members = [...cycle].sort((a, b) => score(a) - score(b) || since(b) - since(a) || (a < b ? -1 : a > b ? 1 : 0));
  const fullKeep = new Map<VehicleId, Set<StationId>>();
  const resolved = (id: VehicleId, how: NonNullable<Deadlock['how']>): Deadlock => {
    memory.gaveWay(id, nowMs);
    return { vehicles: cycle, resolvedBy: id, how };
  };
  for (const id of members) {
    const v = byId.get(id)!;
    if (!v.canMove || changes.has(id)) continue;
    const others = members.filter((m) => m !== id);
    const stop = stopStation(v.position);
    // Stations of the other members and of every vehicle waiting, directly or not, on this one:
    // driving towards any of them would only close a new cycle.
    const dependants = waitingOn(id, waiting);
    const othersHeld = new Set<StationId>();
    for (const o of new Set([...others, ...dependants])) if (o !== id) for (const st of table.stationsOf(o)) if (st !== stop) othersHeld.add(st);
    const prefix = v.route.slice(0, baseSteps(v.position));

    // a) A way to its goal that avoids everything the others hold.
    const r = input.replan(id, { avoid: othersHeld });
    if (r && r.steps.length > 0) {
      const route = [...prefix, ...r.steps];
      const same = route.length === v.route.length && route.every((e, k) => e.id === v.route[k].id);
      if (!same && memory.firstBlockFree(input.graph, table, v, route)) {
        changes.set(id, { kind: 'reroute', route, reason: 'deadlock' });
        return resolved(id, 'reroute');
      }
    }
    // b) Step aside to a refuge off the others' ways (or push others along), and keep off
    //    what it gave up while they still need it.
    const keepClear = keepClearFor(s, [...new Set([...others, ...dependants])].filter((o) => o !== id));
    for (const st of othersHeld) keepClear.add(st);
    const moved = memory.makeRoom(s, v, [keepClear], 'deadlock', ['evade']);
    if (moved) {
      memory.holdOff(s, id, others, moved.to);
      return resolved(id, moved.how);
    }
    fullKeep.set(id, keepClear);
  }
  // c) Nobody can step aside alone: push a chain of standing vehicles one station on (PIBT).
  for (const id of members) {
    const keepClear = fullKeep.get(id);
    if (!keepClear || changes.has(id)) continue;
    const moved = memory.makeRoom(s, byId.get(id)!, [keepClear], 'deadlock', ['push']);
    if (moved) {
      memory.holdOff(s, id, members.filter((m) => m !== id), moved.to);
      return resolved(id, moved.how);
    }
  }
  // d) Last resort: only the members' next stations are kept clear (goals and ways may be
  //    used for a moment), as PIBT does.
  const next = new Set<StationId>();
  for (const m of members) for (const st of nextStations(input.graph, byId.get(m)!)) next.add(st);
  for (const id of members) {
    const v = byId.get(id)!;
    if (!v.canMove || changes.has(id)) continue;
    const moved = memory.makeRoom(s, v, [next], 'deadlock');
    if (moved) {
      memory.holdOff(s, id, members.filter((m) => m !== id), moved.to);
      return resolved(id, moved.how);
    }
  }
  // e) Every way out is held by vehicles still driving or setting off this step (typical of a
  //    head-on meeting on a busy two-way road): step aside through a station such a vehicle is
  //    leaving, and wait there until it is freed. The member then waits on a moving vehicle, no
  //    longer on the cycle. A standing vehicle sent elsewhere this step no longer drives what it
  //    had reserved, so it does not count as leaving.
  const soonFree = leavingStations(input.vehicles, new Map([...s.claimed].filter(([id]) => !changes.has(id))));
  if (soonFree.size === 0) return { vehicles: cycle };
  for (const id of members) {
    const v = byId.get(id)!;
    if (!v.canMove || changes.has(id)) continue;
    for (const keepClear of [fullKeep.get(id), next]) {
      if (!keepClear) continue;
      const refuge = findRefuge(input.graph, input.availability, table, { vehicle: id, from: stopStation(v.position), keepClear, maxDepth: memory.settings.refugeDepth, soonFree });
      if (!refuge) continue;
      changes.set(id, { kind: 'evade', route: [...v.route.slice(0, baseSteps(v.position)), ...refuge], reason: 'deadlock' });
      // Goes first, so the station is its own the moment it is freed.
      memory.boostUntil.set(id, nowMs + memory.settings.pushBoostMs);
      // Once at the refuge it keeps off the stations it passed on the way out, too, so it
      // does not drive straight back into the others' way (as it would with a plain hold-off).
      const passed = refuge.slice(0, -1).map((e) => e.to);
      memory.holdOff(s, id, members.filter((m) => m !== id), refuge[refuge.length - 1].to, passed);
      return resolved(id, 'evade');
    }
  }
  return { vehicles: cycle };
}
