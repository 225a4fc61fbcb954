import type { StationId, VehicleId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import type { Position } from '../model/position.js';
import type { Route } from '../routing/router.js';
import type { Ms } from '../units.js';

/** What traffic control needs to know about one vehicle. */
export interface TrafficVehicle {
  readonly id: VehicleId;
  readonly position: Position;
  /** Remaining route; while on an edge, route[0] is that edge. Empty when it has nowhere to go. */
  readonly route: readonly TravelEdge[];
  /** Route steps already reserved (at least 1 while on an edge). */
  readonly claimed: number;
  /** May drive now (connected, no error, not paused, not busy with an action). */
  readonly canMove: boolean;
  /**
   * Keeps what it had reserved even when it cannot move: an externally driven vehicle may still
   * be driving the route released to it (offline, paused). Default false.
   */
  readonly keepsClaimed?: boolean;
  /** Has no task at all: may be asked to make room for others. */
  readonly idle: boolean;
  /** Larger goes first (order priority, load...). Ties: longer waiting first, then id. */
  readonly priority: number;
  /**
   * Driving an edge, its body has cleared the station it came from (traffic/clearing.ts): that
   * station is free for others. Otherwise it is held until the vehicle reaches the next station.
   */
  readonly leftBehind?: boolean;
}

export interface ReplanRequest {
  /** Stations the new route must not enter. */
  readonly avoid?: ReadonlySet<StationId>;
  /** Extra cost (ms) for entering these stations. */
  readonly penalties?: ReadonlyMap<StationId, number>;
}

export interface TrafficInput {
  readonly nowMs: Ms;
  readonly graph: LayoutGraph;
  readonly availability: Availability;
  readonly vehicles: readonly TrafficVehicle[];
  /**
   * A new route for the vehicle from its stop station (see stopStation) to where it is going,
   * honouring the request; undefined when there is none. Supplied by whoever owns missions.
   */
  readonly replan: (id: VehicleId, request: ReplanRequest) => Route | undefined;
}

/**
 * A new route decided by traffic control. `route` starts with the edge being driven when the
 * vehicle is on one. `evade`: a detour to a refuge, after which the vehicle resumes its task.
 */
export interface RouteChange {
  readonly kind: 'reroute' | 'evade';
  readonly route: readonly TravelEdge[];
  readonly reason: 'deadlock' | 'blocked' | 'make-room';
}

export interface Wait {
  /** Vehicles holding what this one needs next (or to which it yields). */
  readonly blockers: readonly VehicleId[];
  /** Since when it has been standing and waiting, ms (simulated clock). */
  readonly sinceMs: Ms;
}

export interface Deadlock {
  /** The vehicles of one cycle of waits (a strongly connected part of the wait-for graph). */
  readonly vehicles: readonly VehicleId[];
  /** Who was moved out of the way and how; undefined when nothing could be done this step. */
  readonly resolvedBy?: VehicleId;
  /**
   * reroute: a way round; evade: stepped aside to a refuge; push: a chain of standing vehicles
   * moved one station on to make room; release: a hold-off that closed the cycle was lifted.
   */
  readonly how?: 'reroute' | 'evade' | 'push' | 'release';
}

export interface TrafficResult {
  /** Reserved route steps per vehicle after this step. */
  readonly claimed: ReadonlyMap<VehicleId, number>;
  /** Route changes to apply (claims of those vehicles restart from their position). */
  readonly changes: ReadonlyMap<VehicleId, RouteChange>;
  readonly waiting: ReadonlyMap<VehicleId, Wait>;
  readonly deadlocks: readonly Deadlock[];
}

/**
 * Traffic control: decides which stations and lanes each vehicle may use next so that no two
 * vehicles ever hold conflicting ones, detects and breaks deadlocks, re-routes vehicles blocked
 * too long and makes idle vehicles clear the way. See docs/traffic-control.md.
 */
export interface TrafficController {
  step(input: TrafficInput): TrafficResult;
}
