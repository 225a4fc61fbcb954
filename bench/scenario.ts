import { createRng, DEFAULT_ENERGY, Fleet, type FleetOptions, siteToLayout, orderId, pick, stationId, type FleetEvent, type Layout, type NewVehicle, type OrderId, type Rng, type RunStatus, type SiteLayout, type StationId } from '@agvs/core';
import { CollisionWatch, mean, quantile } from './measure.js';
import { blockedStations, placeVehicles } from './site.js';
import { StationUse, type BusiestStation } from './station-use.js';

export interface Scenario {
  readonly name: string;
  readonly site: SiteLayout;
  readonly vehicles: number;
  /** Simulated time to run, ms. */
  readonly simulatedMs: number;
  /** Stop earlier when this much wall time has passed, ms. */
  readonly wallBudgetMs: number;
  /** Completed orders re-run alone for the congestion factor. */
  readonly soloSamples: number;
  readonly seed: number;
  /** Open orders kept waiting, per vehicle. Default 1.2. */
  readonly backlogPerVehicle?: number;
  /**
   * Engine options (the Fleet's defaults when absent), for comparing traffic methods. Called for
   * every Fleet built (the busy one and each solo re-run), so none shares a traffic controller's
   * memory with another.
   */
  readonly fleet?: () => FleetOptions;
  /** Vehicles without a footprint radius: a station is held until its vehicle reaches the next. Default false. */
  readonly noFootprints?: boolean;
}

export interface Result {
  readonly name: string;
  readonly stations: number;
  readonly vehicles: number;
  readonly simulatedMs: number;
  readonly wallMs: number;
  readonly completed: number;
  readonly perHour: number;
  readonly meanLeadMs: number;
  readonly congestion: number;
  readonly tickP50: number;
  readonly tickP99: number;
  /** The same after the first simulated minute: without the first big assignment batch and the start-up. */
  readonly steadyTickP50: number;
  readonly steadyTickP99: number;
  readonly collisions: number;
  readonly deadlocks: number;
  readonly deadlocksUnresolved: number;
  /** Charging sessions started, per vehicle-hour. */
  readonly chargesPerVehicleHour: number;
  /** Share of vehicle time (0..1) per activity, sampled every tick. */
  readonly timeShares: Readonly<Record<Activity, number>>;
  /** Distance the sampled orders drove beyond the same orders alone on the layout, as a share of that (0.1: 10 % more). */
  readonly rerouteShare: number;
  /** The longest time one vehicle waited in traffic without moving on, ms. */
  readonly longestStandstillMs: number;
  /** Orders completed in each simulated hour (the last one may be partial). */
  readonly perHourSeries: readonly number[];
  /** Battery the fleet used, percentage points of one battery per hour, summed over vehicles. */
  readonly energyUsedPerHour: number;
  /** What all chargers of the site give at most, the same unit: the energy budget of a long run. */
  readonly chargerSupplyPerHour: number;
  /** The station held longest by passing vehicles after the first simulated minute (station-use.ts). */
  readonly busiest?: BusiestStation;
  /** Orders per hour after the first simulated minute, the window the busiest station is measured in. */
  readonly steadyPerHour: number;
}

/** Ticks from this simulated time on count as steady (bench:fleet prints their percentiles apart). */
const STEADY_AFTER_MS = 60_000;

/** What a vehicle spends its time on, from its run status. */
export type Activity = 'driving' | 'working' | 'waiting' | 'charging' | 'idle' | 'other';

const ACTIVITY_OF: Readonly<Record<RunStatus, Activity>> = {
  Moving: 'driving',
  Working: 'working',
  Waiting: 'waiting',
  Charging: 'charging',
  Idle: 'idle',
  Parked: 'idle',
  Paused: 'other',
  Error: 'other',
  Stopped: 'other',
  Offline: 'other',
};

const TICK_MS = 200;

interface Done {
  readonly source: StationId;
  readonly destination: StationId;
  /** Where the carrier stood (or was heading) when it got the order, and its heading. */
  readonly from: StationId;
  readonly heading: number;
  readonly vehicle: NewVehicle['config'];
  readonly execMs: number;
  /** Distance its vehicle drove from assignment to completion, mm. */
  readonly drivenMm: number;
}

/**
 * Keeps a backlog of transport orders between Working stations (loads move from occupied to
 * empty stations, as on a real floor) and runs the fleet tick by tick in simulated time.
 */
export function runScenario(s: Scenario): Result {
  const rng = createRng(s.seed);
  const layout = siteToLayout(s.site);
  const blocked = blockedStations(s.site);
  const working = s.site.stations.filter((x) => x.type === 'Working' && !blocked.has(x.code)).map((x) => stationId(x.code));
  const vehicles = placeVehicles(s.site, s.vehicles, !s.noFootprints);
  const fleet = new Fleet(layout, vehicles, s.fleet?.());
  for (const w of working) if (rng.next() < 0.5) fleet.apply({ type: 'setStationOccupied', station: w, occupied: true });

  const reserved = new Set<StationId>();
  const open = new Map<
    OrderId,
    { source: StationId; destination: StationId; created: number; assignedAt?: number; from?: StationId; heading?: number; vehicle?: NewVehicle['config']; odometer?: number }
  >();
  const backlog = Math.max(4, Math.ceil(s.vehicles * (s.backlogPerVehicle ?? 1.2)));
  let next = 0;
  const leads: number[] = [];
  const done: Done[] = [];
  const ticks: number[] = [];
  const steadyTicks: number[] = [];
  const collisions = new CollisionWatch();
  const stationUse = new StationUse();
  let steadyCompleted = 0;
  let deadlocks = 0;
  let unresolved = 0;
  let charges = 0;
  const shares: Record<Activity, number> = { driving: 0, working: 0, waiting: 0, charging: 0, idle: 0, other: 0 };
  const perHourSeries: number[] = [];
  /** Ticks each vehicle has been waiting in a row. */
  const waitingTicks = new Map<string, number>();
  let longestWait = 0;
  let batteryUsed = 0;
  const lastBattery = new Map<string, number>();

  const topUp = () => {
    for (let tries = 0; open.size < backlog && tries < backlog * 4; tries++) {
      const src = pickFree(rng, working, (w) => fleet.stationOccupied(w) && !reserved.has(w));
      const dst = pickFree(rng, working, (w) => !fleet.stationOccupied(w) && !reserved.has(w) && w !== src);
      if (!src || !dst) return;
      const id = orderId(`o${next++}`);
      const events = fleet.apply({ type: 'addOrder', order: { id, source: src, destination: dst } });
      if (events.some((e) => e.type === 'commandRejected')) continue;
      reserved.add(src);
      reserved.add(dst);
      open.set(id, { source: src, destination: dst, created: fleet.nowMs });
    }
  };

  const follow = (events: readonly FleetEvent[]) => {
    for (const e of events) {
      if (e.type === 'chargingStarted') charges++;
      if (e.type === 'deadlock') {
        deadlocks++;
        if (!e.resolvedBy) unresolved++;
      }
      if (e.type !== 'orderStateChanged') continue;
      const o = open.get(e.order);
      if (!o) continue;
      if (e.to === 'Release' && e.vehicle) {
        const v = fleet.vehicle(e.vehicle);
        const p = v.motion.position;
        o.assignedAt = fleet.nowMs;
        o.from = p.kind === 'at' ? p.station : p.edge.to;
        o.heading = p.kind === 'at' ? v.motion.heading : p.edge.endHeading;
        o.vehicle = v.config;
        o.odometer = v.odometer;
      }
      if (e.to === 'Complete' || e.to === 'Close') {
        open.delete(e.order);
        reserved.delete(o.source);
        reserved.delete(o.destination);
        if (e.to === 'Complete') {
          leads.push(fleet.nowMs - o.created);
          if (simulated >= STEADY_AFTER_MS) steadyCompleted++;
          const hour = Math.floor(simulated / 3_600_000);
          perHourSeries[hour] = (perHourSeries[hour] ?? 0) + 1;
          if (o.assignedAt !== undefined && o.from && o.vehicle) {
            const drivenMm = fleet.vehicle(o.vehicle.id).odometer - (o.odometer ?? 0);
            done.push({ source: o.source, destination: o.destination, from: o.from, heading: o.heading ?? 0, vehicle: o.vehicle, execMs: fleet.nowMs - o.assignedAt, drivenMm });
          }
        }
      }
    }
  };

  let simulated = 0;
  const wallStart = performance.now();
  while (simulated < s.simulatedMs && performance.now() - wallStart < s.wallBudgetMs) {
    topUp();
    const t0 = performance.now();
    const events = fleet.tick(fleet.nowMs + TICK_MS);
    ticks.push(performance.now() - t0);
    if (simulated >= STEADY_AFTER_MS) {
      steadyTicks.push(ticks[ticks.length - 1]);
      stationUse.sample(fleet, TICK_MS);
    }
    simulated += TICK_MS;
    follow(events);
    collisions.check(fleet);
    for (const v of fleet.vehicles) {
      const activity = ACTIVITY_OF[fleet.status(v.config.id)];
      shares[activity]++;
      const waited = activity === 'waiting' ? (waitingTicks.get(v.config.id) ?? 0) + 1 : 0;
      waitingTicks.set(v.config.id, waited);
      longestWait = Math.max(longestWait, waited);
      batteryUsed += Math.max(0, (lastBattery.get(v.config.id) ?? v.battery) - v.battery);
      lastBattery.set(v.config.id, v.battery);
    }
  }
  const wallMs = performance.now() - wallStart;

  return {
    name: s.name,
    stations: s.site.stations.length,
    vehicles: s.vehicles,
    simulatedMs: simulated,
    wallMs,
    completed: leads.length,
    perHour: leads.length / (simulated / 3_600_000),
    meanLeadMs: mean(leads),
    ...soloComparison(layout, done, s.soloSamples, rng, s.fleet),
    tickP50: quantile(ticks, 0.5),
    tickP99: quantile(ticks, 0.99),
    steadyTickP50: quantile(steadyTicks, 0.5),
    steadyTickP99: quantile(steadyTicks, 0.99),
    collisions: collisions.count,
    deadlocks,
    deadlocksUnresolved: unresolved,
    chargesPerVehicleHour: charges / s.vehicles / (simulated / 3_600_000),
    timeShares: normalised(shares),
    longestStandstillMs: longestWait * TICK_MS,
    perHourSeries: Array.from({ length: Math.ceil(simulated / 3_600_000) }, (_, i) => perHourSeries[i] ?? 0),
    energyUsedPerHour: batteryUsed / (simulated / 3_600_000),
    busiest: stationUse.busiest(fleet),
    steadyPerHour: simulated > STEADY_AFTER_MS ? steadyCompleted / ((simulated - STEADY_AFTER_MS) / 3_600_000) : NaN,
    chargerSupplyPerHour: s.site.stations.filter((x) => x.type === 'Charging').length * (vehicles[0]?.config.energy ?? DEFAULT_ENERGY).chargePerSecond * 3600,
  };
}

function normalised(counts: Record<Activity, number>): Record<Activity, number> {
  const total = Object.values(counts).reduce((a, b) => a + b, 0) || 1;
  const out = { ...counts };
  for (const k of Object.keys(out) as Activity[]) out[k] = counts[k] / total;
  return out;
}

function pickFree(rng: Rng, items: readonly StationId[], ok: (s: StationId) => boolean): StationId | undefined {
  for (let i = 0; i < 20; i++) {
    const s = pick(rng, items);
    if (ok(s)) return s;
  }
  return items.find(ok);
}

/**
 * Sampled orders re-run with their vehicle alone on the layout, from where it was when it got
 * the order. Congestion: mean execution time (assignment to completion) in the busy fleet over
 * the mean alone. Reroute share: distance driven in the busy fleet beyond the distance alone
 * (detours around traffic, refuges), over the distance alone.
 */
function soloComparison(layout: Layout, done: readonly Done[], samples: number, rng: Rng, options?: () => FleetOptions): { congestion: number; rerouteShare: number } {
  if (done.length === 0) return { congestion: NaN, rerouteShare: NaN };
  const chosen = [...done].sort(() => rng.next() - 0.5).slice(0, samples);
  const busy: number[] = [];
  const alone: number[] = [];
  let busyMm = 0;
  let aloneMm = 0;
  for (const d of chosen) {
    const solo = new Fleet(layout, [{ config: d.vehicle, at: d.from, heading: d.heading, battery: 100 }], options?.());
    solo.apply({ type: 'setStationOccupied', station: d.source, occupied: true });
    solo.apply({ type: 'addOrder', order: { id: orderId('solo'), source: d.source, destination: d.destination } });
    let start: number | undefined;
    for (let t = 0; t < 3_600_000; t += TICK_MS) {
      const events = solo.tick(solo.nowMs + TICK_MS);
      for (const e of events) if (e.type === 'orderStateChanged' && e.to === 'Release') start = solo.nowMs;
      if (solo.order(orderId('solo')).state === 'Complete') break;
    }
    const o = solo.order(orderId('solo'));
    if (o.state !== 'Complete' || start === undefined) continue;
    busy.push(d.execMs);
    alone.push(solo.nowMs - start);
    busyMm += d.drivenMm;
    aloneMm += solo.vehicle(d.vehicle.id).odometer;
  }
  return { congestion: mean(busy) / mean(alone), rerouteShare: aloneMm > 0 ? busyMm / aloneMm - 1 : NaN };
}
