import type { StationId, VehicleId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph } from '../model/graph.js';
import { baseSteps } from '../model/position.js';
import type { Ms } from '../units.js';
import { blockEnd, nextStations } from './blocks.js';
import { resolveCycle } from './deadlock-resolution.js';
import { holdAside } from './holding-aside.js';
import { precedence } from './precedence.js';
import { Conflicts, edgeResources, positionResources, ReservationTable, resourceStation, stationRes, type Resource } from './resources.js';
import { TrafficMemory, keepClearFor, type StepState } from './traffic-memory.js';
import { trafficSettings, type TrafficOptions, type TrafficSettings } from './traffic-options.js';
import type { Deadlock, RouteChange, TrafficController, TrafficInput, TrafficResult, TrafficVehicle, Wait } from './types.js';
import { blockedByStanding, cycles } from './wait-graph.js';

export type { TrafficOptions } from './traffic-options.js';

/**
 * Station reservation with corridor blocks, a wait-for graph and deadlock resolution
 * (docs/traffic-control.md). Keeps a little memory between steps (wait timers, hold-offs:
 * traffic-memory.ts).
 */
export class DefaultTrafficController implements TrafficController {
  private readonly settings: TrafficSettings;
  private readonly memory: TrafficMemory;
  private readonly conflicts = new WeakMap<LayoutGraph, Conflicts>();
  /** Who waited for whom in the last step: blockers inherit their waiters' precedence. */
  private lastBlockers: ReadonlyMap<VehicleId, readonly VehicleId[]> = new Map();

  constructor(options: TrafficOptions = {}) {
    this.settings = trafficSettings(options);
    this.memory = new TrafficMemory(this.settings);
  }

  step(input: TrafficInput): TrafficResult {
    const { graph, nowMs } = input;
    const memory = this.memory;
    let conflicts = this.conflicts.get(graph);
    if (!conflicts) this.conflicts.set(graph, (conflicts = new Conflicts(graph)));
    const table = new ReservationTable(conflicts);
    const byId = new Map(input.vehicles.map((v) => [v.id, v]));
    const claimed = new Map<VehicleId, number>();

    // 1. What vehicles physically occupy, then what they had already reserved.
    for (const v of input.vehicles) for (const r of positionResources(v.position, v.leftBehind)) table.force(v.id, r);
    for (const v of input.vehicles) {
      const base = baseSteps(v.position);
      let keep = v.canMove || v.keepsClaimed ? Math.min(Math.max(v.claimed, base), v.route.length) : base;
      for (let k = base; k < keep; k++) {
        if (!edgeResources(v.route[k]).every((r) => table.take(v.id, r))) {
          keep = k;
          break;
        }
      }
      claimed.set(v.id, Math.max(keep, base));
    }
    memory.refreshHoldOffs(byId, nowMs);

    // 2. Extend reservations, most important vehicle first.
    const blockedBy = new Map<VehicleId, VehicleId[]>();
    const blockedAt = new Map<VehicleId, StationId[]>();
    const yielding = new Set<VehicleId>();
    for (const v of this.ordered(input.vehicles, nowMs)) {
      if (!v.canMove || v.route.length === 0) continue;
      let i = claimed.get(v.id)!;
      while (i < v.route.length && i < this.settings.lookahead) {
        const j = blockEnd(graph, v.route, i);
        const need: Resource[] = [];
        for (let k = i; k <= j; k++) need.push(...edgeResources(v.route[k]));
        const hold = memory.holdOffs.get(v.id);
        const yielded = hold ? need.map(resourceStation).some((s) => s !== undefined && hold.stations.has(s)) : false;
        const blockers = yielded ? [...hold!.beneficiaries] : [];
        for (const r of need) for (const b of table.blockersOf(v.id, r)) if (!blockers.includes(b)) blockers.push(b);
        if (blockers.length === 0 && this.settings.avoidHeadOn) blockers.push(...comingTowards(v, j, table, byId));
        if (blockers.length > 0) {
          if (yielded) yielding.add(v.id);
          blockedBy.set(v.id, blockers);
          blockedAt.set(v.id, need.map(resourceStation).filter((s): s is StationId => s !== undefined && !table.isFree(v.id, stationRes(s))));
          break;
        }
        for (const r of need) table.take(v.id, r);
        i = j + 1;
      }
      claimed.set(v.id, i);
    }

    // 3. Who is stalled: cannot go beyond the station it is at or driving to.
    const stalled = (v: TrafficVehicle) =>
      v.canMove && blockedBy.has(v.id) && claimed.get(v.id) === baseSteps(v.position) && v.route.length > claimed.get(v.id)!;
    const waiting = new Map<VehicleId, Wait>();
    for (const v of input.vehicles) {
      if (stalled(v) && v.position.kind === 'at') {
        if (!memory.waitingSince.has(v.id)) memory.waitingSince.set(v.id, nowMs);
        waiting.set(v.id, { blockers: blockedBy.get(v.id)!, sinceMs: memory.waitingSince.get(v.id)! });
      } else {
        memory.waitingSince.delete(v.id);
        if (stalled(v)) waiting.set(v.id, { blockers: blockedBy.get(v.id)!, sinceMs: nowMs });
      }
    }

    // 4. Deadlocks: cycles in the wait-for graph. Break each by moving one member out.
    const changes = new Map<VehicleId, RouteChange>();
    const s: StepState = { input, byId, table, changes, waiting, claimed, yielding };
    const stalledIds = input.vehicles.filter(stalled).map((v) => v.id);
    const deadlocks: Deadlock[] = [];
    for (const cycle of cycles(stalledIds, (id) => (waiting.has(id) ? waiting.get(id)!.blockers : []))) deadlocks.push(resolveCycle(memory, s, cycle));

    // 5. Idle vehicles standing in someone's way are sent to a refuge (or pushed along).
    for (const id of stalledIds) {
      for (const b of waiting.get(id)!.blockers) {
        const u = byId.get(b);
        if (!u || !u.idle || !u.canMove || u.position.kind !== 'at' || u.route.length > 0 || changes.has(u.id)) continue;
        const waiters = [...waiting].filter(([, w]) => w.blockers.includes(u.id)).map(([w]) => w);
        const minimal = new Set<StationId>();
        for (const w of waiters) for (const st of nextStations(graph, byId.get(w)!)) minimal.add(st);
        memory.makeRoom(s, u, [keepClearFor(s, waiters), minimal], 'make-room');
      }
    }

    // 6. A vehicle waiting for a busy destination while others wait behind it holds aside.
    if (this.settings.holdAside) for (const id of stalledIds) holdAside(memory, s, byId.get(id)!);

    // 7. Vehicles blocked too long try a way round the blockage.
    const { rerouteAfterMs, rerouteQueueAfterMs, blockedPenaltyMs } = this.settings;
    const canMove = (id: VehicleId) => byId.get(id)?.canMove ?? true;
    for (const id of stalledIds) {
      const v = byId.get(id)!;
      const since = memory.waitingSince.get(id);
      if (changes.has(id) || since === undefined || nowMs - since < Math.min(rerouteAfterMs, rerouteQueueAfterMs)) continue;
      if ((memory.nextRerouteAt.get(id) ?? 0) > nowMs) continue;
      const after = blockedByStanding(id, waiting, canMove) ? rerouteAfterMs : rerouteQueueAfterMs;
      if (nowMs - since < after) continue;
      memory.nextRerouteAt.set(id, nowMs + after);
      // A re-route counts only when it leaves by another lane; where there is none, the search is wasted.
      if (!otherWayOut(graph, input.availability, v)) continue;
      const penalties = new Map((blockedAt.get(id) ?? []).map((st) => [st, blockedPenaltyMs] as const));
      const r = input.replan(id, { penalties });
      if (!r) continue;
      const route = [...v.route.slice(0, baseSteps(v.position)), ...r.steps];
      const oldNext = v.route[baseSteps(v.position)]?.to;
      const newNext = route[baseSteps(v.position)]?.to;
      if (newNext !== undefined && newNext !== oldNext && memory.firstBlockFree(graph, table, v, route)) {
        changes.set(id, { kind: 'reroute', route, reason: 'blocked' });
      }
    }

    for (const id of changes.keys()) claimed.set(id, baseSteps(byId.get(id)!.position));
    for (const id of [...memory.waitingSince.keys()]) if (!byId.has(id)) memory.waitingSince.delete(id);
    for (const [id, until] of [...memory.boostUntil]) if (until <= nowMs || !byId.has(id)) memory.boostUntil.delete(id);
    this.lastBlockers = new Map([...waiting].map(([id, w]) => [id, w.blockers] as const));
    return { claimed, changes, waiting, deadlocks };
  }

  /**
   * Pushed vehicles first, then precedence desc (priority with aging, and inherited from the
   * vehicles that waited for it in the last step: precedence.ts), then longest waiting, then id.
   */
  private ordered(vehicles: readonly TrafficVehicle[], nowMs: Ms): TrafficVehicle[] {
    const { waitingSince, boostUntil } = this.memory;
    const rank = precedence(vehicles, waitingSince, this.lastBlockers, nowMs, this.settings.agingPerS);
    // Keys looked up once per vehicle, not once per comparison (1,000 vehicles every tick).
    const keyed = vehicles.map((v) => ({
      v,
      boosted: (boostUntil.get(v.id) ?? -Infinity) > nowMs ? 1 : 0,
      p: rank.get(v.id)!,
      since: waitingSince.get(v.id) ?? Infinity,
    }));
    keyed.sort((a, b) => b.boosted - a.boosted || b.p - a.p || a.since - b.since || (a.v.id < b.v.id ? -1 : a.v.id > b.v.id ? 1 : 0));
    return keyed.map((k) => k.v);
  }
}

/**
 * Whether v could leave its station by another lane than its route's next one: a usable lane
 * to a station that leads on somewhere else than back here (a lane into a dead-end spur only
 * comes back). Where there is none, every new route starts with the same step and changes
 * nothing (most of the waits in one-way aisles).
 */
function otherWayOut(graph: LayoutGraph, availability: Availability, v: TrafficVehicle): boolean {
  const p = v.position;
  if (p.kind !== 'at') return true;
  const next = v.route[0]?.to;
  for (const e of graph.outgoing.get(p.station) ?? []) {
    if (e.to === next || !availability.segment(e.segment) || !availability.station(e.to)) continue;
    if ((graph.outgoing.get(e.to) ?? []).some((f) => f.to !== p.station)) return true;
  }
  return false;
}

/**
 * The vehicles standing on (or arriving at) the station after step j of v's route that want to
 * go next to the station step j leads to: entering it would put v head-on with them.
 */
function comingTowards(v: TrafficVehicle, j: number, table: ReservationTable, byId: ReadonlyMap<VehicleId, TrafficVehicle>): VehicleId[] {
  if (j + 1 >= v.route.length) return [];
  const here = v.route[j].to;
  const there = v.route[j + 1].to;
  return table.blockersOf(v.id, stationRes(there)).filter((id) => {
    const u = byId.get(id);
    if (!u) return false;
    const p = u.position;
    const arriving = p.kind === 'at' ? p.station === there : p.edge.to === there;
    return arriving && u.route[baseSteps(p)]?.to === here;
  });
}
