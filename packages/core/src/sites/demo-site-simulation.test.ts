import { describe, expect, it } from 'vitest';
import { groupId, modelId, orderId, stationId, vehicleId, zoneId, type OrderId, type StationId, type VehicleId } from '../ids.js';
import type { Layout } from '../model/layout.js';
import { baseSteps } from '../model/position.js';
import { createRng, pick, randomInt, type Rng } from '../rng.js';
import { Conflicts, edgeResources, positionResources } from '../traffic/resources.js';
import type { NewVehicle } from '../vehicle/vehicle.js';
import { Fleet } from '../fleet/fleet.js';
import type { FleetEvent } from '../fleet/events.js';
import type { FleetSnapshot } from '../fleet/snapshot.js';
import { DEMO_AGVS, DEMO_BATTERY, DEMO_MODELS, demoMaps, type DemoMap } from './catalogue.js';
import { siteToLayout } from './to-layout.js';

/*
 * The proof: the demo site as the server seeds it (two layouts, twelve vehicles of two
 * models) runs two simulated hours of random transport orders and line-side call orders, with a
 * restart from a snapshot half-way. Seeded, simulated time, 200 ms ticks as the server's timer.
 */

const HOUR = 3_600_000;
const TICK = 200;
const ENERGY = { drainPerMetre: 0.02, drainPerSecondWorking: 0.01, drainPerSecondIdle: 0.001, chargePerSecond: 0.08 };

interface Site {
  readonly map: DemoMap;
  readonly layout: Layout;
  fleet: Fleet;
  conflicts: Conflicts;
  /** Working stations orders may use (not in a Block zone). */
  readonly working: readonly StationId[];
  /** Working zones call orders may send loads to. */
  readonly zones: readonly { readonly id: ReturnType<typeof zoneId>; readonly stations: ReadonlySet<StationId> }[];
  nextOrderAt: number;
}

interface Tally {
  created: number;
  callOrders: number;
  completed: number;
  collisions: number;
  deadlocks: number;
  unresolvedDeadlocks: number;
  chargings: number;
  minBattery: number;
  maxStallMs: number;
  /** Assignments (to Release) and completions per order: each must happen once, apart from re-assignments. */
  readonly assigned: Map<OrderId, number>;
  /** Orders given back by their first vehicle for a better one (Release or Running -> Init): at most once each. */
  readonly reassigned: Map<OrderId, number>;
  readonly completions: Map<OrderId, number>;
  readonly open: Set<OrderId>;
}

function buildSite(map: DemoMap, rng: Rng): Site {
  const site = map.layout.site;
  const layout = siteToLayout(site);
  const blocked = new Set(site.zones.filter((z) => z.type === 'Block').flatMap((z) => z.stations));
  const working = site.stations.filter((s) => s.type === 'Working' && !blocked.has(s.code)).map((s) => stationId(s.code));
  const vehicles: NewVehicle[] = DEMO_AGVS.filter((a) => a.map === map.code).map((a) => {
    const model = DEMO_MODELS.find((m) => m.code === a.model)!;
    return {
      config: {
        id: vehicleId(a.uid),
        code: a.code,
        groupId: groupId(a.group),
        modelId: modelId(a.model),
        speed: model.maxSpeed,
        batteryLowLevel: DEMO_BATTERY.low,
        runOrderBatteryLevel: DEMO_BATTERY.runOrder,
        freeBatteryLevel: DEMO_BATTERY.free,
        batteryFullLevel: DEMO_BATTERY.full,
        taskTypes: ['Delivery', 'Charge', 'Park'],
        autoAllocation: true,
        energy: ENERGY,
      },
      at: stationId(a.station),
      heading: a.rotation,
      battery: 45 + randomInt(rng, 50),
    };
  });
  const fleet = new Fleet(layout, vehicles);
  // Half the working stations start with a load on them.
  for (const s of working) if (rng.next() < 0.5) fleet.apply({ type: 'setStationOccupied', station: s, occupied: true });
  const zones = site.zones
    .filter((z) => z.type === 'Working')
    .map((z) => ({ id: zoneId(z.code), stations: new Set(z.stations.map(stationId).filter((s) => working.includes(s))) }));
  return { map, layout, fleet, conflicts: new Conflicts(fleet.graph), working, zones, nextOrderAt: 0 };
}

/** Stations the open orders use (sources, and destinations once known). */
function usedStations(site: Site, open: ReadonlySet<OrderId>): Set<StationId> {
  const used = new Set<StationId>();
  for (const id of open) {
    if (!site.fleet.orders.some((o) => o.id === id)) continue;
    const o = site.fleet.order(id);
    used.add(o.source);
    const d = o.resolvedDestination ?? o.destination;
    if (d) used.add(d);
  }
  return used;
}

/**
 * A transport order between two working stations, or a call order: the line side at a working
 * station with a load calls for it to be taken to another working zone (the dispatcher picks a
 * free station there), as POST /agvserver/callOrder/add makes a transport order per call order.
 */
function raiseOrder(site: Site, rng: Rng, tally: Tally, mean: number): void {
  const { fleet } = site;
  site.nextOrderAt = fleet.nowMs + mean / 2 + randomInt(rng, mean);
  const used = usedStations(site, tally.open);
  const loaded = site.working.filter((s) => fleet.stationOccupied(s) && !used.has(s));
  const empty = site.working.filter((s) => !fleet.stationOccupied(s) && !used.has(s));
  if (loaded.length === 0 || empty.length === 0) return;
  const source = pick(rng, loaded);
  const id = orderId(`${site.map.code}-o${++tally.created}`);
  const call = rng.next() < 0.4;
  const zones = site.zones.filter((z) => !z.stations.has(source) && [...z.stations].some((s) => empty.includes(s)));
  const pickStep = { kind: 'pick' as const, durationMs: 5000 + randomInt(rng, 10_000) };
  const dropStep = { kind: 'drop' as const, durationMs: 5000 + randomInt(rng, 10_000) };
  if (call && zones.length > 0) {
    tally.callOrders++;
    fleet.apply({ type: 'addOrder', order: { id, origin: 'callOrder', source, destinationZone: pick(rng, zones).id, sourceActions: [pickStep], destinationActions: [dropStep] } });
  } else {
    const destination = pick(rng, empty.filter((s) => s !== source));
    fleet.apply({ type: 'addOrder', order: { id, source, destination, priority: 1 + randomInt(rng, 3), sourceActions: [pickStep], destinationActions: [dropStep] } });
  }
  tally.open.add(id);
}

function follow(events: readonly FleetEvent[], tally: Tally): void {
  for (const e of events) {
    if (e.type === 'orderStateChanged' && e.to === 'Release') tally.assigned.set(e.order, (tally.assigned.get(e.order) ?? 0) + 1);
    if (e.type === 'orderStateChanged' && (e.from === 'Release' || e.from === 'Running') && e.to === 'Init') tally.reassigned.set(e.order, (tally.reassigned.get(e.order) ?? 0) + 1);
    if (e.type === 'orderStateChanged' && e.to === 'Complete') {
      tally.completions.set(e.order, (tally.completions.get(e.order) ?? 0) + 1);
      tally.open.delete(e.order);
      tally.completed++;
    }
    if (e.type === 'deadlock') {
      tally.deadlocks++;
      if (!e.resolvedBy) tally.unresolvedDeadlocks++;
    }
    if (e.type === 'chargingStarted') tally.chargings++;
  }
}

/** Two vehicles holding conflicting stations or lanes (where they are plus what they reserved). */
function collisions(site: Site): number {
  const owner = new Map<string, VehicleId>();
  let found = 0;
  for (const v of site.fleet.vehicles) {
    const mine = positionResources(v.motion.position);
    for (let k = baseSteps(v.motion.position); k < v.motion.claimed; k++) mine.push(...edgeResources(v.motion.route[k]));
    for (const r of mine) for (const c of site.conflicts.of(r)) if ((owner.get(c) ?? v.config.id) !== v.config.id) found++;
    for (const r of mine) owner.set(r, v.config.id);
  }
  return found;
}

/** Builds every site's fleet again from a JSON round trip of its snapshot, as a restarted server would. */
function restart(sites: Site[]) {
  let leftOut = 0;
  let unassigned = 0;
  let onSegment = 0;
  let loaded = 0;
  const describe = (f: Fleet) => f.orders.map((o) => `${o.id}:${o.state}:${o.vehicle ?? '-'}`).concat(f.vehicles.map((v) => `${v.config.id}:${v.loaded}:${v.mission?.kind ?? '-'}`));
  const before = sites.flatMap((s) => describe(s.fleet));
  for (const s of sites) {
    const saved = JSON.parse(JSON.stringify(s.fleet.snapshot())) as FleetSnapshot;
    onSegment += saved.vehicles.filter((v) => v.on).length;
    loaded += saved.vehicles.filter((v) => v.loaded).length;
    const { fleet, report } = Fleet.restore(s.layout, saved);
    leftOut += report.leftOut.length;
    unassigned += report.unassigned.length;
    s.fleet = fleet;
    s.conflicts = new Conflicts(fleet.graph);
  }
  return { leftOut, unassigned, onSegment, loaded, before, after: sites.flatMap((s) => describe(s.fleet)) };
}

function run(seed: number) {
  const rng = createRng(seed);
  const sites = demoMaps().map((m) => buildSite(m, rng));
  const tally: Tally = {
    created: 0, callOrders: 0, completed: 0, collisions: 0, deadlocks: 0, unresolvedDeadlocks: 0, chargings: 0,
    minBattery: 100, maxStallMs: 0, assigned: new Map(), reassigned: new Map(), completions: new Map(), open: new Set(),
  };
  const meanGap = new Map([['MAP01', 20_000], ['MAP02', 60_000]]);
  const lastMove = new Map<VehicleId, { pose: string; at: number }>();
  const end = 2 * HOUR;
  let restarted: ReturnType<typeof restart> | undefined;
  let now = 0;
  while (now < end || (tally.open.size > 0 && now < end + 20 * 60_000)) {
    if (!restarted && now >= end / 2) restarted = restart(sites);
    now += TICK;
    for (const s of sites) {
      if (now < end - 10 * 60_000 && s.fleet.nowMs >= s.nextOrderAt) raiseOrder(s, rng, tally, meanGap.get(s.map.code)!);
      follow(s.fleet.tick(now), tally);
      tally.collisions += collisions(s);
      for (const v of s.fleet.vehicles) {
        tally.minBattery = Math.min(tally.minBattery, v.battery);
        const p = v.motion.position;
        const pose = p.kind === 'at' ? `${p.station}/${v.motion.heading}` : `${p.edge.id}/${p.progress}`;
        const target = v.mission?.target;
        const pending = target !== undefined && (p.kind !== 'at' || p.station !== target);
        const last = lastMove.get(v.config.id);
        if (!last || last.pose !== pose || !pending || v.activity) lastMove.set(v.config.id, { pose, at: now });
        else tally.maxStallMs = Math.max(tally.maxStallMs, now - last.at);
      }
    }
  }
  return { tally, restarted: restarted!, endedMs: now };
}

describe('demo site, two simulated hours with a restart half-way (seeded)', () => {
  const { tally, restarted, endedMs } = run(3101);

  it('completes every transport and call order, each assigned and completed exactly once', () => {
    expect(tally.created).toBeGreaterThan(250);
    expect(tally.callOrders).toBeGreaterThan(80);
    expect(tally.open.size).toBe(0);
    expect(tally.completed).toBe(tally.created);
    expect(endedMs).toBeLessThanOrEqual(2 * HOUR + 10 * 60_000);
    const odd = [...tally.assigned].filter(([order, n]) => n !== 1 + (tally.reassigned.get(order) ?? 0)).map(([o, n]) => `${o}:${n}/${tally.reassigned.get(o) ?? 0}`);
    expect(odd).toEqual([]);
    expect([...tally.reassigned.values()].every((n) => n === 1)).toBe(true);
    expect([...tally.completions.values()].every((n) => n === 1)).toBe(true);
    expect(tally.assigned.size).toBe(tally.created);
  });

  it('has no collision and no deadlock left unresolved, and no vehicle stalls', () => {
    expect(tally.collisions).toBe(0);
    expect(tally.unresolvedDeadlocks).toBe(0);
    expect(tally.maxStallMs).toBeLessThan(120_000);
  });

  it('charges before any battery runs empty', () => {
    expect(tally.chargings).toBeGreaterThan(0);
    expect(tally.minBattery, `lowest battery ${tally.minBattery.toFixed(1)} %`).toBeGreaterThan(DEMO_BATTERY.low / 2);
  });

  it('restarts from a snapshot losing nothing: same orders, states, vehicles and loads', () => {
    // Some vehicles were between stations and some carried a load when the snapshot was taken.
    expect(restarted.onSegment).toBeGreaterThan(0);
    expect(restarted.loaded).toBeGreaterThan(0);
    expect(restarted.leftOut).toBe(0);
    expect(restarted.unassigned).toBe(0);
    expect(restarted.after).toEqual(restarted.before);
  });
});
