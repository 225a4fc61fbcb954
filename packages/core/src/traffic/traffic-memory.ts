import type { StationId, VehicleId } from '../ids.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import { baseSteps, stopStation } from '../model/position.js';
import type { Ms } from '../units.js';
import { blockEnd } from './blocks.js';
import { holdOffAfterGivingWay, refreshedHoldOff, type HoldOff } from './hold-offs.js';
import { findPushChain } from './push-chain.js';
import { findRefuge } from './refuge.js';
import { edgeResources, type ReservationTable } from './resources.js';
import type { TrafficSettings } from './traffic-options.js';
import type { RouteChange, TrafficInput, TrafficVehicle, Wait } from './types.js';

/** What one traffic step has decided so far, shared by its stages (deadlocks, room, holding aside). */
export interface StepState {
  readonly input: TrafficInput;
  readonly byId: ReadonlyMap<VehicleId, TrafficVehicle>;
  readonly table: ReservationTable;
  /** Route changes decided this step (at most one per vehicle). */
  readonly changes: Map<VehicleId, RouteChange>;
  readonly waiting: ReadonlyMap<VehicleId, Wait>;
  /** Route steps each vehicle holds after reserving this step. */
  readonly claimed: ReadonlyMap<VehicleId, number>;
  /** Vehicles waiting only because of their own hold-off. */
  readonly yielding: ReadonlySet<VehicleId>;
}

/**
 * What traffic control remembers from step to step (wait timers, hold-offs, who was pushed or
 * gave way recently), and the moves that change it: making room, keeping off given-up stations.
 */
export class TrafficMemory {
  readonly waitingSince = new Map<VehicleId, Ms>();
  readonly nextRerouteAt = new Map<VehicleId, Ms>();
  readonly holdOffs = new Map<VehicleId, HoldOff>();
  /** Vehicles of a push chain go first until this time, so others do not take the room made. */
  readonly boostUntil = new Map<VehicleId, Ms>();
  /** When each vehicle was last made to give way, for fairness. */
  private readonly victimTimes = new Map<VehicleId, Ms[]>();

  constructor(readonly settings: TrafficSettings) {}

  /** How often the vehicle was made to give way within victimMemoryMs. */
  recentGivingWay(id: VehicleId, nowMs: Ms): number {
    return (this.victimTimes.get(id) ?? []).filter((t) => nowMs - t < this.settings.victimMemoryMs).length;
  }

  gaveWay(id: VehicleId, nowMs: Ms): void {
    this.victimTimes.set(id, [...(this.victimTimes.get(id) ?? []).filter((t) => nowMs - t < this.settings.victimMemoryMs), nowMs]);
  }

  /**
   * Moves a standing vehicle out of the way: to a refuge, else by pushing a chain of standing
   * vehicles, trying each keep-clear set in turn (strictest first). Returns the station it
   * moves to and how, or undefined.
   */
  makeRoom(
    s: StepState,
    v: TrafficVehicle,
    keepSets: readonly ReadonlySet<StationId>[],
    reason: RouteChange['reason'],
    ways: readonly ('evade' | 'push')[] = ['evade', 'push'],
    maxDepth: number = this.settings.refugeDepth,
  ): { to: StationId; how: 'evade' | 'push' } | undefined {
    const { input, table, changes } = s;
    const from = stopStation(v.position);
    const prefix = v.route.slice(0, baseSteps(v.position));
    for (const keepClear of keepSets) {
      const refuge = ways.includes('evade') ? findRefuge(input.graph, input.availability, table, { vehicle: v.id, from, keepClear, maxDepth }) : undefined;
      if (refuge) {
        changes.set(v.id, { kind: 'evade', route: [...prefix, ...refuge], reason });
        return { to: refuge[refuge.length - 1].to, how: 'evade' };
      }
      const chain = ways.includes('push')
        ? findPushChain(input.graph, input.availability, table, { vehicle: v.id, from, pushable: pushable(s), keepClear, maxLength: this.settings.pushLength })
        : undefined;
      if (chain) {
        for (const p of chain) {
          const pv = s.byId.get(p.vehicle)!;
          changes.set(p.vehicle, { kind: 'evade', route: [...pv.route.slice(0, baseSteps(pv.position)), p.edge], reason });
          this.boostUntil.set(p.vehicle, input.nowMs + this.settings.pushBoostMs);
        }
        return { to: chain[0].edge.to, how: 'push' };
      }
    }
    return undefined;
  }

  /** After giving way, keep off the stations given up that the others still need (not the one moved to). */
  holdOff(s: StepState, id: VehicleId, others: readonly VehicleId[], movedTo: StationId, passed: readonly StationId[] = []): void {
    const hold = holdOffAfterGivingWay(s.table.stationsOf(id), others, s.byId, movedTo, s.input.nowMs + this.settings.holdOffMs, passed);
    if (hold) this.holdOffs.set(id, hold);
  }

  refreshHoldOffs(byId: ReadonlyMap<VehicleId, TrafficVehicle>, nowMs: Ms): void {
    for (const [id, h] of [...this.holdOffs]) {
      const next = refreshedHoldOff(h, byId.get(id), byId, nowMs);
      if (!next) this.holdOffs.delete(id);
      else if (next !== h) this.holdOffs.set(id, next);
    }
  }

  /** Can the vehicle enter the first block of this route now (free, and not kept off by its hold-off)? */
  firstBlockFree(graph: LayoutGraph, table: ReservationTable, v: TrafficVehicle, route: readonly TravelEdge[]): boolean {
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
}

/** Stations others will need: the remaining ways of the given vehicles and every vehicle's goal. */
export function keepClearFor(s: StepState, ways: readonly VehicleId[]): Set<StationId> {
  const keep = new Set<StationId>();
  for (const id of ways) {
    const v = s.byId.get(id)!;
    keep.add(stopStation(v.position));
    for (const e of v.route) keep.add(e.to);
  }
  for (const v of s.input.vehicles) if (v.route.length > 0) keep.add(v.route[v.route.length - 1].to);
  return keep;
}

/** Standing vehicles that may be pushed one station on: able to move, nothing reserved ahead. */
function pushable(s: StepState): Map<StationId, VehicleId> {
  const out = new Map<StationId, VehicleId>();
  for (const v of s.input.vehicles) {
    if (v.canMove && v.position.kind === 'at' && !s.changes.has(v.id) && s.table.holdings(v.id).size === 1) out.set(v.position.station, v.id);
  }
  return out;
}
