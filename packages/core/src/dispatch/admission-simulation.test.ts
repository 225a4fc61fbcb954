import { describe, expect, it } from 'vitest';
import { orderId, type OrderId, type StationId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import { createRng, pick, randomInt } from '../rng.js';
import { vehicleConfig } from '../testing/fleet-fixtures.js';
import { warehouseLayout } from '../testing/warehouse.js';
import type { AdmissionOptions } from './admission.js';
import { DefaultDispatcher } from './default-dispatcher.js';

// The figures are printed for the record; core has no Node or DOM typings, so declare the one call.
declare const console: { log(...data: unknown[]): void };

export interface SiteRun {
  completed: number;
  minBattery: number;
  /** Longest time one vehicle stood at or below batteryLowLevel without charging or heading to a charger, ms. */
  longestUnservedLowMs: number;
  chargings: number;
  heldSeen: number;
}

/**
 * The dense warehouse (6 x 6 grid, 3 m lanes) under a standing backlog: `backlog` open orders
 * between lane stations at all times (work on the lanes themselves, the densest case), for
 * `minutes` of simulated time with the server's 200 ms tick. Seeded; admission on or off.
 */
export function runSite(seed: number, vehicles: number, admission: AdmissionOptions | false, minutes: number, backlog = Math.ceil(vehicles * 1.5)): SiteRun {
  const rng = createRng(seed);
  const layout = warehouseLayout();
  const grid = layout.stations.filter((s) => s.id.startsWith('g')).map((s) => s.id);
  const parking = layout.stations.filter((s) => s.parking).map((s) => s.id);
  const fleet = new Fleet(
    layout,
    Array.from({ length: vehicles }, (_, i) => ({
      config: vehicleConfig(`agv${String(i + 1).padStart(2, '0')}`, {
        speed: 1000,
        batteryLowLevel: 20,
        runOrderBatteryLevel: 35,
        freeBatteryLevel: 40,
        batteryFullLevel: 90,
        energy: { drainPerMetre: 0.05, drainPerSecondWorking: 0.02, drainPerSecondIdle: 0.002, chargePerSecond: 0.2 },
      }),
      at: i < parking.length ? parking[i] : grid[(i * 7) % grid.length],
      heading: 0,
      battery: 25 + randomInt(rng, 60),
    })),
    { dispatcher: new DefaultDispatcher({ admission }) },
  );
  const run: SiteRun = { completed: 0, minBattery: 100, longestUnservedLowMs: 0, chargings: 0, heldSeen: 0 };
  const open = new Set<OrderId>();
  const lowSince = new Map<string, number>();
  let n = 0;
  for (let t = 0; t < minutes * 60_000; t += 200) {
    while (open.size < backlog) {
      const used = new Set<StationId>();
      for (const id of open) {
        const o = fleet.order(id);
        used.add(o.source);
        if (o.destination) used.add(o.destination);
      }
      const free = grid.filter((s) => !used.has(s));
      if (free.length < 2) break;
      const source = pick(rng, free);
      const destination = pick(rng, free.filter((s) => s !== source));
      const id = orderId(`o${++n}`);
      const work = (kind: 'wait') => [{ kind, durationMs: 3000 + randomInt(rng, 5000) }];
      fleet.apply({ type: 'addOrder', order: { id, source, destination, sourceActions: work('wait'), destinationActions: work('wait') } });
      open.add(id);
    }
    for (const e of fleet.advance(200)) {
      if (e.type === 'orderStateChanged' && e.to === 'Complete') {
        open.delete(e.order);
        run.completed++;
      }
      if (e.type === 'chargingStarted') run.chargings++;
    }
    if ([...fleet.orderWaitReasons().values()].includes('HELD_SATURATED')) run.heldSeen++;
    for (const v of fleet.vehicles) {
      run.minBattery = Math.min(run.minBattery, v.battery);
      const served = v.mission?.kind === 'Charge' || v.activity?.kind === 'charging';
      if (v.battery <= v.config.batteryLowLevel && !served) {
        const since = lowSince.get(v.config.id) ?? fleet.nowMs;
        lowSince.set(v.config.id, since);
        run.longestUnservedLowMs = Math.max(run.longestUnservedLowMs, fleet.nowMs - since);
      } else lowSince.delete(v.config.id);
    }
  }
  return run;
}

describe('admission control on the dense warehouse (seeded, simulated time)', () => {
  it('32 vehicles on the lanes, 20 min, two seeds: at least the throughput without it, and no vehicle stranded', () => {
    let withAdmission = 0;
    let without = 0;
    let held = 0;
    for (const seed of [5, 9]) {
      const on = runSite(seed, 32, {}, 20);
      const off = runSite(seed, 32, false, 20);
      console.log('admission', seed, JSON.stringify({ on, off }));
      withAdmission += on.completed;
      without += off.completed;
      held += on.heldSeen;
      for (const r of [on, off]) {
        // Never stranded: no battery runs out, and a vehicle at batteryLowLevel is on its way to a charger within a minute.
        expect(r.minBattery).toBeGreaterThan(0);
        expect(r.longestUnservedLowMs).toBeLessThan(60_000);
      }
    }
    // The site did saturate (the comparison is not between two identical runs)...
    expect(held).toBeGreaterThan(0);
    // ...and holding orders in the jam cost no throughput over both runs (measured: 531 vs 515).
    expect(withAdmission).toBeGreaterThanOrEqual(without);
  }, 900_000);
});
