import type { StationId, VehicleId } from '../ids.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { baseSteps, stopStation } from '../model/position.js';
import type { Ms } from '../units.js';
import { blockEnd, nextStations } from './blocks.js';
import { holdOffAfterGivingWay, refreshedHoldOff, type HoldOff } from './hold-offs.js';
import { AGING_PER_S, precedence } from './precedence.js';
import { findPushChain } from './push-chain.js';
import { findRefuge, leavingStations } from './refuge.js';
import { Conflicts, edgeResources, positionResources, ReservationTable, resourceStation, stationRes, type Resource } from './resources.js';
import type { Deadlock, RouteChange, TrafficController, TrafficInput, TrafficResult, TrafficVehicle, Wait } from './types.js';
import { cycles, waitingOn } from './wait-graph.js';

export interface TrafficOptions {
  /** Route steps a vehicle reserves ahead (corridors are reserved whole regardless). Default 2. */
  readonly lookahead?: number;
  /** A vehicle standing blocked this long is re-routed around the blockage, ms. Default 10000. */
  readonly rerouteAfterMs?: Ms;
  /** Cost added to blocked stations when re-routing, ms. Default 60000. */
  readonly blockedPenaltyMs?: number;
  /** Longest a vehicle that made room keeps off the stations it gave up, ms. Default 60000. */
  readonly holdOffMs?: Ms;
  /** How far (edges) to look for a refuge. Default 12. */
  readonly refugeDepth?: number;
  /** How long having given way counts when choosing who gives way next, ms. Default 120000. */
  readonly victimMemoryMs?: Ms;
  /** Longest push chain (vehicles). Default 6. */
  readonly pushLength?: number;
  /** How long pushed vehicles go first, ms. Default 20000. */
  readonly pushBoostMs?: Ms;
  /** Precedence a waiting vehicle gains per second of waiting (aging, precedence.ts). Default 1. */
  readonly agingPerS?: number;
}

/** Priority a vehicle gains, for choosing who gives way, per time it recently gave way. */
const VICTIM_STEP = 100;

/**
 * Station reservation with corridor blocks, a wait-for graph and deadlock resolution
 * (docs/traffic-control.md). Keeps a little memory between steps (wait timers, hold-offs).
 */
export class DefaultTrafficController implements TrafficController {
  private readonly lookahead: number;
  private readonly rerouteAfterMs: Ms;
  private readonly blockedPenaltyMs: number;
  private readonly holdOffMs: Ms;
  private readonly refugeDepth: number;
  private readonly victimMemoryMs: Ms;
  private readonly pushLength: number;
  private readonly pushBoostMs: Ms;
  private readonly waitingSince = new Map<VehicleId, Ms>();
  private readonly nextRerouteAt = new Map<VehicleId, Ms>();
  private readonly holdOffs = new Map<VehicleId, HoldOff>();
  /** Vehicles of a push chain go first until this time, so others do not take the room made. */
  private readonly boostUntil = new Map<VehicleId, Ms>();
  /** When each vehicle was last made to give way, for fairness. */
  private readonly victimTimes = new Map<VehicleId, Ms[]>();
  private readonly conflicts = new WeakMap<LayoutGraph, Conflicts>();
  /** Who waited for whom in the last step: blockers inherit their waiters' precedence. */
  private lastBlockers: ReadonlyMap<VehicleId, readonly VehicleId[]> = new Map();
  private readonly agingPerS: number;

  constructor(options: TrafficOptions = {}) {
    this.lookahead = Math.max(1, options.lookahead ?? 2);
    this.rerouteAfterMs = options.rerouteAfterMs ?? 10_000;
    this.blockedPenaltyMs = options.blockedPenaltyMs ?? 60_000;
    this.holdOffMs = options.holdOffMs ?? 60_000;
    this.refugeDepth = options.refugeDepth ?? 12;
    this.victimMemoryMs = options.victimMemoryMs ?? 120_000;
    this.pushLength = options.pushLength ?? 6;
    this.pushBoostMs = options.pushBoostMs ?? 20_000;
    this.agingPerS = options.agingPerS ?? AGING_PER_S;
  }

  step(input: TrafficInput): TrafficResult {
    const { graph, nowMs } = input;
    let conflicts = this.conflicts.get(graph);
    if (!conflicts) this.conflicts.set(graph, (conflicts = new Conflicts(graph)));
    const table = new ReservationTable(conflicts);
    const byId = new Map(input.vehicles.map((v) => [v.id, v]));
    const claimed = new Map<VehicleId, number>();

    // 1. What vehicles physically occupy, then what they had already reserved.
    for (const v of input.vehicles) for (const r of positionResources(v.position)) table.force(v.id, r);
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
    this.refreshHoldOffs(input, byId);

    // 2. Extend reservations, most important vehicle first.
    const blockedBy = new Map<VehicleId, VehicleId[]>();
    const blockedAt = new Map<VehicleId, StationId[]>();
    const yielding = new Set<VehicleId>();
    for (const v of this.ordered(input.vehicles, nowMs)) {
      if (!v.canMove || v.route.length === 0) continue;
      let i = claimed.get(v.id)!;
      while (i < v.route.length && i < this.lookahead) {
        const j = blockEnd(graph, v.route, i);
        const need: Resource[] = [];
        for (let k = i; k <= j; k++) need.push(...edgeResources(v.route[k]));
        const hold = this.holdOffs.get(v.id);
        const yielded = hold ? need.map(resourceStation).some((s) => s !== undefined && hold.stations.has(s)) : false;
        const blockers = yielded ? [...hold!.beneficiaries] : [];
        for (const r of need) for (const b of table.blockersOf(v.id, r)) if (!blockers.includes(b)) blockers.push(b);
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
        if (!this.waitingSince.has(v.id)) this.waitingSince.set(v.id, nowMs);
        waiting.set(v.id, { blockers: blockedBy.get(v.id)!, sinceMs: this.waitingSince.get(v.id)! });
      } else {
        this.waitingSince.delete(v.id);
        if (stalled(v)) waiting.set(v.id, { blockers: blockedBy.get(v.id)!, sinceMs: nowMs });
      }
    }

    // 4. Deadlocks: cycles in the wait-for graph. Break each by moving one member out.
    const changes = new Map<VehicleId, RouteChange>();
    const stalledIds = input.vehicles.filter(stalled).map((v) => v.id);
    const deadlocks: Deadlock[] = [];
    for (const cycle of cycles(stalledIds, (id) => (waiting.has(id) ? waiting.get(id)!.blockers : []))) {
      deadlocks.push(this.resolveCycle(cycle, input, byId, table, changes, yielding, waiting));
    }

    // 5. Idle vehicles standing in someone's way are sent to a refuge (or pushed along).
    for (const id of stalledIds) {
      for (const b of waiting.get(id)!.blockers) {
        const u = byId.get(b);
        if (!u || !u.idle || !u.canMove || u.position.kind !== 'at' || u.route.length > 0 || changes.has(u.id)) continue;
        const waiters = [...waiting].filter(([, w]) => w.blockers.includes(u.id)).map(([w]) => w);
        const full = this.keepClearFor(input, waiters, byId);
        const minimal = new Set<StationId>();
        for (const w of waiters) for (const s of nextStations(input.graph, byId.get(w)!)) minimal.add(s);
        this.makeRoom(u, input, byId, table, changes, [full, minimal], 'make-room');
      }
    }

    // 6. A vehicle waiting for a busy destination while others wait behind it holds aside.
    for (const id of stalledIds) this.holdAside(byId.get(id)!, input, byId, table, changes, waiting);

    // 7. Vehicles blocked too long try a way round the blockage.
    for (const id of stalledIds) {
      const v = byId.get(id)!;
      const since = this.waitingSince.get(id);
      if (changes.has(id) || since === undefined || nowMs - since < this.rerouteAfterMs) continue;
      if ((this.nextRerouteAt.get(id) ?? 0) > nowMs) continue;
      this.nextRerouteAt.set(id, nowMs + this.rerouteAfterMs);
      const penalties = new Map((blockedAt.get(id) ?? []).map((s) => [s, this.blockedPenaltyMs] as const));
      const r = input.replan(id, { penalties });
      if (!r) continue;
      const route = [...v.route.slice(0, baseSteps(v.position)), ...r.steps];
      const oldNext = v.route[baseSteps(v.position)]?.to;
      const newNext = route[baseSteps(v.position)]?.to;
      if (newNext !== undefined && newNext !== oldNext && this.firstBlockFree(graph, table, v, route)) {
        changes.set(id, { kind: 'reroute', route, reason: 'blocked' });
      }
    }

    for (const id of changes.keys()) claimed.set(id, baseSteps(byId.get(id)!.position));
    for (const id of [...this.waitingSince.keys()]) if (!byId.has(id)) this.waitingSince.delete(id);
    for (const [id, until] of [...this.boostUntil]) if (until <= nowMs || !byId.has(id)) this.boostUntil.delete(id);
    this.lastBlockers = new Map([...waiting].map(([id, w]) => [id, w.blockers] as const));
    return { claimed, changes, waiting, deadlocks };
  }

  /**
   * Moves a standing vehicle out of the way: to a refuge, else by pushing a chain of standing
   * vehicles, trying each keep-clear set in turn (strictest first). Returns the station it
   * moves to and how, or undefined.
   */
  private makeRoom(
    v: TrafficVehicle,
    input: TrafficInput,
    byId: ReadonlyMap<VehicleId, TrafficVehicle>,
    table: ReservationTable,
    changes: Map<VehicleId, RouteChange>,
    keepSets: readonly ReadonlySet<StationId>[],
    reason: RouteChange['reason'],
    ways: readonly ('evade' | 'push')[] = ['evade', 'push'],
  ): { to: StationId; how: 'evade' | 'push' } | undefined {
    const from = stopStation(v.position);
    const prefix = v.route.slice(0, baseSteps(v.position));
    for (const keepClear of keepSets) {
      const refuge = ways.includes('evade') ? findRefuge(input.graph, input.availability, table, { vehicle: v.id, from, keepClear, maxDepth: this.refugeDepth }) : undefined;
      if (refuge) {
        changes.set(v.id, { kind: 'evade', route: [...prefix, ...refuge], reason });
        return { to: refuge[refuge.length - 1].to, how: 'evade' };
      }
      const chain = ways.includes('push')
        ? findPushChain(input.graph, input.availability, table, { vehicle: v.id, from, pushable: this.pushable(input, table, changes), keepClear, maxLength: this.pushLength })
        : undefined;
      if (chain) {
        for (const p of chain) {
          const pv = byId.get(p.vehicle)!;
          changes.set(p.vehicle, { kind: 'evade', route: [...pv.route.slice(0, baseSteps(pv.position)), p.edge], reason });
          this.boostUntil.set(p.vehicle, input.nowMs + this.pushBoostMs);
        }
        return { to: chain[0].edge.to, how: 'push' };
      }
    }
    return undefined;
  }

  /**
   * A vehicle standing in the way of others while it waits for its destination, where a vehicle
   * is busy (working, charging, broken: cannot move), would keep them all waiting as long as the
   * work lasts. It waits at a holding station instead: the nearest free station off the waiting
   * vehicles' ways and everybody's goals (a refuge), keeping off what it gave up until they have
   * passed (hold-off), then returns to its destination. Tried at most once per rerouteAfterMs.
   */
  private holdAside(
    v: TrafficVehicle,
    input: TrafficInput,
    byId: ReadonlyMap<VehicleId, TrafficVehicle>,
    table: ReservationTable,
    changes: Map<VehicleId, RouteChange>,
    waiting: ReadonlyMap<VehicleId, Wait>,
  ): void {
    const w = waiting.get(v.id);
    if (!w || changes.has(v.id) || v.position.kind !== 'at' || v.route.length === 0) return;
    const goal = v.route[v.route.length - 1].to;
    const busy = w.blockers.every((b) => byId.get(b)?.canMove === false && table.stationsOf(b).includes(goal));
    if (!busy || w.blockers.length === 0) return;
    const behind = [...waitingOn(v.id, waiting)].filter((id) => !changes.has(id));
    if (behind.length === 0 || (this.nextRerouteAt.get(v.id) ?? 0) > input.nowMs) return;
    this.nextRerouteAt.set(v.id, input.nowMs + this.rerouteAfterMs);
    const keepClear = this.keepClearFor(input, behind, byId);
    const moved = this.makeRoom(v, input, byId, table, changes, [keepClear], 'make-room', ['evade']);
    if (moved) this.holdOff(v.id, behind, byId, table, moved.to, input.nowMs);
  }

  /** Standing vehicles that may be pushed one station on: able to move, nothing reserved ahead. */
  private pushable(input: TrafficInput, table: ReservationTable, changes: ReadonlyMap<VehicleId, RouteChange>): Map<StationId, VehicleId> {
    const out = new Map<StationId, VehicleId>();
    for (const v of input.vehicles) {
      if (v.canMove && v.position.kind === 'at' && !changes.has(v.id) && table.holdings(v.id).size === 1) out.set(v.position.station, v.id);
    }
    return out;
  }

  /**
   * Pushed vehicles first, then precedence desc (priority with aging, and inherited from the
   * vehicles that waited for it in the last step: precedence.ts), then longest waiting, then id.
   */
  private ordered(vehicles: readonly TrafficVehicle[], nowMs: Ms): TrafficVehicle[] {
    const since = (v: TrafficVehicle) => this.waitingSince.get(v.id) ?? Infinity;
    const boosted = (v: TrafficVehicle) => ((this.boostUntil.get(v.id) ?? -Infinity) > nowMs ? 1 : 0);
    const rank = precedence(vehicles, this.waitingSince, this.lastBlockers, nowMs, this.agingPerS);
    const p = (v: TrafficVehicle) => rank.get(v.id)!;
    return [...vehicles].sort((a, b) => boosted(b) - boosted(a) || p(b) - p(a) || since(a) - since(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Stations others will need: the remaining ways of the given vehicles and every vehicle's goal. */
  private keepClearFor(input: TrafficInput, ways: readonly VehicleId[], byId: ReadonlyMap<VehicleId, TrafficVehicle>): Set<StationId> {
    const keep = new Set<StationId>();
    for (const id of ways) {
      const v = byId.get(id)!;
      keep.add(stopStation(v.position));
      for (const e of v.route) keep.add(e.to);
    }
    for (const v of input.vehicles) if (v.route.length > 0) keep.add(v.route[v.route.length - 1].to);
    return keep;
  }

  private firstBlockFree(graph: LayoutGraph, table: ReservationTable, v: TrafficVehicle, route: readonly TravelEdge[]): boolean {
    const i = baseSteps(v.position);
    if (i >= route.length) return true;
    const j = blockEnd(graph, route, i);
    const hold = this.holdOffs.get(v.id);
    for (let k = i; k <= j; k++) {
      if (hold?.stations.has(route[k].to)) return false;
      if (!edgeResources(route[k]).every((r) => table.isFree(v.id, r))) return false;
    }
    return true;
  }

  private resolveCycle(
    cycle: readonly VehicleId[],
    input: TrafficInput,
    byId: ReadonlyMap<VehicleId, TrafficVehicle>,
    table: ReservationTable,
    changes: Map<VehicleId, RouteChange>,
    yielding: ReadonlySet<VehicleId>,
    waiting: ReadonlyMap<VehicleId, Wait>,
  ): Deadlock {
    // A hold-off that closes a cycle defeats its purpose: lift it.
    const yielder = cycle.find((id) => yielding.has(id));
    if (yielder !== undefined) {
      this.holdOffs.delete(yielder);
      return { vehicles: cycle, resolvedBy: yielder, how: 'release' };
    }
    const since = (id: VehicleId) => this.waitingSince.get(id) ?? input.nowMs;
    // Lowest priority first, counting each recent time it already gave way as a priority step up
    // (so the role rotates instead of one vehicle going back and forth); then least waiting.
    const recent = (id: VehicleId) => (this.victimTimes.get(id) ?? []).filter((t) => input.nowMs - t < this.victimMemoryMs).length;
    const score = (id: VehicleId) => byId.get(id)!.priority + VICTIM_STEP * recent(id);
    const members = [...cycle].sort((a, b) => score(a) - score(b) || since(b) - since(a) || (a < b ? -1 : a > b ? 1 : 0));
    const fullKeep = new Map<VehicleId, Set<StationId>>();
    const chosen = (id: VehicleId) => this.victimTimes.set(id, [...(this.victimTimes.get(id) ?? []).filter((t) => input.nowMs - t < this.victimMemoryMs), input.nowMs]);
    for (const id of members) {
      const v = byId.get(id)!;
      if (!v.canMove || changes.has(id)) continue;
      const others = members.filter((m) => m !== id);
      const stop = stopStation(v.position);
      // Stations of the other members and of every vehicle waiting, directly or not, on this one:
      // driving towards any of them would only close a new cycle.
      const dependants = waitingOn(id, waiting);
      const othersHeld = new Set<StationId>();
      for (const o of new Set([...others, ...dependants])) if (o !== id) for (const s of table.stationsOf(o)) if (s !== stop) othersHeld.add(s);
      const prefix = v.route.slice(0, baseSteps(v.position));

      // a) A way to its goal that avoids everything the others hold.
      const r = input.replan(id, { avoid: othersHeld });
      if (r && r.steps.length > 0) {
        const route = [...prefix, ...r.steps];
        const same = route.length === v.route.length && route.every((e, k) => e.id === v.route[k].id);
        if (!same && this.firstBlockFree(input.graph, table, v, route)) {
          changes.set(id, { kind: 'reroute', route, reason: 'deadlock' });
          chosen(id);
          return { vehicles: cycle, resolvedBy: id, how: 'reroute' };
        }
      }
      // b) Step aside to a refuge off the others' ways (or push others along), and keep off
      //    what it gave up while they still need it.
      const keepClear = this.keepClearFor(input, [...new Set([...others, ...dependants])].filter((o) => o !== id), byId);
      for (const s of othersHeld) keepClear.add(s);
      const moved = this.makeRoom(v, input, byId, table, changes, [keepClear], 'deadlock', ['evade']);
      if (moved) {
        this.holdOff(id, others, byId, table, moved.to, input.nowMs);
        chosen(id);
        return { vehicles: cycle, resolvedBy: id, how: moved.how };
      }
      fullKeep.set(id, keepClear);
    }
    // c) Nobody can step aside alone: push a chain of standing vehicles one station on (PIBT).
    for (const id of members) {
      const v = byId.get(id)!;
      const keepClear = fullKeep.get(id);
      if (!keepClear || changes.has(id)) continue;
      const moved = this.makeRoom(v, input, byId, table, changes, [keepClear], 'deadlock', ['push']);
      if (moved) {
        this.holdOff(id, members.filter((m) => m !== id), byId, table, moved.to, input.nowMs);
        chosen(id);
        return { vehicles: cycle, resolvedBy: id, how: moved.how };
      }
    }
    // d) Last resort: only the members' next stations are kept clear (goals and ways may be
    //    used for a moment), as PIBT does.
    const next = new Set<StationId>();
    for (const m of members) for (const s of nextStations(input.graph, byId.get(m)!)) next.add(s);
    for (const id of members) {
      const v = byId.get(id)!;
      if (!v.canMove || changes.has(id)) continue;
      const others = members.filter((m) => m !== id);
      const moved = this.makeRoom(v, input, byId, table, changes, [next], 'deadlock');
      if (moved) {
        this.holdOff(id, others, byId, table, moved.to, input.nowMs);
        chosen(id);
        return { vehicles: cycle, resolvedBy: id, how: moved.how };
      }
    }
    // e) Every way out is held by vehicles still driving (typical of a head-on meeting on a busy
    //    two-way road): step aside through a station a driving vehicle is leaving, and wait there
    //    until it is freed. The member then waits on a moving vehicle, no longer on the cycle.
    const soonFree = leavingStations(input.vehicles);
    if (soonFree.size === 0) return { vehicles: cycle };
    for (const id of members) {
      const v = byId.get(id)!;
      if (!v.canMove || changes.has(id)) continue;
      for (const keepClear of [fullKeep.get(id), next]) {
        if (!keepClear) continue;
        const refuge = findRefuge(input.graph, input.availability, table, { vehicle: id, from: stopStation(v.position), keepClear, maxDepth: this.refugeDepth, soonFree });
        if (!refuge) continue;
        changes.set(id, { kind: 'evade', route: [...v.route.slice(0, baseSteps(v.position)), ...refuge], reason: 'deadlock' });
        // Goes first, so the station is its own the moment it is freed.
        this.boostUntil.set(id, input.nowMs + this.pushBoostMs);
        // Once at the refuge it keeps off the stations it passed on the way out, too, so it
        // does not drive straight back into the others' way (as it would with a plain hold-off).
        const passed = refuge.slice(0, -1).map((e) => e.to);
        this.holdOff(id, members.filter((m) => m !== id), byId, table, refuge[refuge.length - 1].to, input.nowMs, passed);
        chosen(id);
        return { vehicles: cycle, resolvedBy: id, how: 'evade' };
      }
    }
    return { vehicles: cycle };
  }

  /** After giving way, keep off the stations given up that the others still need (not the one moved to). */
  private holdOff(
    id: VehicleId,
    others: readonly VehicleId[],
    byId: ReadonlyMap<VehicleId, TrafficVehicle>,
    table: ReservationTable,
    movedTo: StationId,
    nowMs: Ms,
    passed: readonly StationId[] = [],
  ): void {
    const hold = holdOffAfterGivingWay(table.stationsOf(id), others, byId, movedTo, nowMs + this.holdOffMs, passed);
    if (hold) this.holdOffs.set(id, hold);
  }

  private refreshHoldOffs(input: TrafficInput, byId: ReadonlyMap<VehicleId, TrafficVehicle>): void {
    for (const [id, h] of [...this.holdOffs]) {
      const next = refreshedHoldOff(h, byId.get(id), byId, input.nowMs);
      if (!next) this.holdOffs.delete(id);
      else if (next !== h) this.holdOffs.set(id, next);
    }
  }
}
