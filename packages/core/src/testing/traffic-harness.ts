import { stationId, vehicleId, type StationId, type VehicleId } from '../ids.js';
import { availability, initialMapState, type Availability } from '../model/availability.js';
import { buildGraph, type LayoutGraph } from '../model/graph.js';
import type { Layout } from '../model/layout.js';
import { at, stopStation } from '../model/position.js';
import type { EdgeCost, VehicleProfile } from '../routing/cost.js';
import { DefaultRouter } from '../routing/default-router.js';
import { DefaultTrafficController, type TrafficOptions } from '../traffic/default-traffic-controller.js';
import { Conflicts, positionResources } from '../traffic/resources.js';
import type { TrafficController, TrafficResult } from '../traffic/types.js';
import { advanceMotion, type MotionState } from '../vehicle/motion.js';

export interface HarnessVehicleSpec {
  readonly id: string;
  readonly at: string;
  readonly goal?: string;
  /** Body heading, degrees. Default 0. */
  readonly heading?: number;
  readonly priority?: number;
  /** Cannot move at all (broken down, busy): never asked to make room. */
  readonly stuck?: boolean;
}

export interface HarnessVehicle {
  readonly id: VehicleId;
  motion: MotionState;
  goal: StationId | undefined;
  detour: boolean;
  priority: number;
  stuck: boolean;
  arrivedAtMs: number | undefined;
  visited: StationId[];
}

/**
 * A small traffic test bench: vehicles drive to goals on a layout, moved by the real motion
 * model and reserved by a TrafficController, and every step checks that no two vehicles
 * physically occupy conflicting stations or lanes. Reaching its goal makes a vehicle idle.
 */
export class TrafficHarness {
  readonly graph: LayoutGraph;
  readonly usable: Availability;
  readonly vehicles = new Map<VehicleId, HarnessVehicle>();
  readonly results: TrafficResult[] = [];
  nowMs = 0;
  /** How many new routes traffic control asked for. */
  replans = 0;
  private readonly router = new DefaultRouter();
  private readonly conflicts: Conflicts;
  readonly profile: VehicleProfile = { speed: 1000, rotationSpeed: 90 };

  constructor(
    layout: Layout,
    specs: readonly HarnessVehicleSpec[],
    readonly controller: TrafficController = new DefaultTrafficController(),
    /** Route cost (default: travel time), e.g. with preferred directions. */
    private readonly cost?: EdgeCost,
  ) {
    this.graph = buildGraph(layout);
    this.usable = availability(this.graph, initialMapState(this.graph));
    this.conflicts = new Conflicts(this.graph);
    for (const s of specs) {
      const v: HarnessVehicle = {
        id: vehicleId(s.id),
        motion: { position: at(stationId(s.at)), heading: s.heading ?? 0, drive: 'Forward', route: [], claimed: 0 },
        goal: s.goal ? stationId(s.goal) : undefined,
        detour: false,
        priority: s.priority ?? 0,
        stuck: s.stuck ?? false,
        arrivedAtMs: undefined,
        visited: [stationId(s.at)],
      };
      this.vehicles.set(v.id, v);
      this.plan(v);
    }
  }

  static options(o: TrafficOptions): TrafficController {
    return new DefaultTrafficController(o);
  }

  vehicle(id: string): HarnessVehicle {
    return this.vehicles.get(vehicleId(id))!;
  }

  private plan(v: HarnessVehicle, avoid?: ReadonlySet<StationId>, penalties?: ReadonlyMap<StationId, number>) {
    if (!v.goal) return undefined;
    return this.router.route(this.graph, {
      from: stopStation(v.motion.position),
      to: v.goal,
      profile: this.profile,
      start: { heading: v.motion.heading, drive: v.motion.drive },
      availability: this.usable,
      cost: this.cost,
      avoid,
      penalties,
    });
  }

  /** One traffic step then dtMs of motion. */
  step(dtMs = 200): TrafficResult {
    for (const v of this.vehicles.values()) {
      if (v.motion.route.length === 0 && v.motion.position.kind === 'at' && v.goal && v.motion.position.station !== v.goal) {
        const r = this.plan(v);
        if (r) v.motion = { ...v.motion, route: r.steps, claimed: 0 };
      }
    }
    const result = this.controller.step({
      nowMs: this.nowMs,
      graph: this.graph,
      availability: this.usable,
      vehicles: [...this.vehicles.values()].map((v) => ({
        id: v.id,
        position: v.motion.position,
        route: v.motion.route,
        claimed: v.motion.claimed,
        canMove: !v.stuck,
        idle: !v.stuck && !v.goal && v.motion.route.length === 0,
        priority: v.priority,
      })),
      replan: (id, req) => {
        this.replans++;
        return this.plan(this.vehicles.get(id)!, req.avoid, req.penalties);
      },
    });
    this.results.push(result);
    for (const v of this.vehicles.values()) {
      const change = result.changes.get(v.id);
      if (change) {
        v.motion = { ...v.motion, route: change.route, claimed: result.claimed.get(v.id)! };
        v.detour = change.kind === 'evade';
      } else v.motion = { ...v.motion, claimed: result.claimed.get(v.id)! };
    }
    for (const v of this.vehicles.values()) {
      if (v.stuck) continue;
      const moved = advanceMotion(v.motion, dtMs, this.profile.speed, this.profile.rotationSpeed);
      v.motion = moved.state;
      v.visited.push(...moved.arrivals);
      if (v.motion.route.length === 0 && v.motion.position.kind === 'at') {
        if (v.detour) v.detour = false;
        if (v.goal && v.motion.position.station === v.goal) {
          v.goal = undefined;
          v.arrivedAtMs = this.nowMs + dtMs;
        }
      }
    }
    this.nowMs += dtMs;
    this.assertNoCollision();
    return result;
  }

  /** Steps until every vehicle with a goal has reached it; returns false on timeout. */
  run(maxMs = 300_000, dtMs = 200): boolean {
    while (this.nowMs < maxMs) {
      if ([...this.vehicles.values()].every((v) => !v.goal || v.stuck)) return true;
      this.step(dtMs);
    }
    return [...this.vehicles.values()].every((v) => !v.goal || v.stuck);
  }

  /** Throws if two vehicles physically occupy conflicting resources. */
  assertNoCollision(): void {
    const owner = new Map<string, VehicleId>();
    for (const v of this.vehicles.values()) {
      for (const r of positionResources(v.motion.position)) {
        for (const c of this.conflicts.of(r)) {
          const o = owner.get(c);
          if (o !== undefined && o !== v.id) throw new Error(`collision at ${this.nowMs} ms: ${v.id} and ${o} on ${c}`);
        }
      }
      for (const r of positionResources(v.motion.position)) owner.set(r, v.id);
    }
  }

  deadlocks() {
    return this.results.flatMap((r) => r.deadlocks);
  }
}
