import { describe, expect, it } from 'vitest';
import { orderId, stationId, type StationId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import type { NewOrder, Order } from '../orders/order.js';
import { createRng, pick, randomInt } from '../rng.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { gridLayout } from '../testing/grid.js';
import type { NewVehicle, VehicleState } from '../vehicle/vehicle.js';
import { DispatchRound, type DispatchView } from './dispatcher.js';
import { canCarry } from './eligibility.js';
import { assignOrders } from './batch-assignment.js';
import { bestCandidate, candidateRanking } from './phases.js';

const S = stationId;

/** The dispatcher's choice before the reverse search: price every eligible vehicle with a route, sort, take the first. */
function bruteForce(view: DispatchView, eligible: readonly VehicleState[], to: StationId) {
  const candidates: { v: VehicleState; cost: number }[] = [];
  for (const v of eligible) {
    const cost = view.travelCost(v, to);
    if (cost !== undefined) candidates.push({ v, cost });
  }
  return candidates.sort(candidateRanking)[0];
}

/** The same view without the reverse search: every pair priced by the router, as before. */
const routerOnly = (view: DispatchView): DispatchView => ({ ...view, travelCostsTo: undefined });

const run = (view: DispatchView) => {
  const round = new DispatchRound(view);
  assignOrders()(round);
  return round.decisions;
};

describe('assignment with the reverse cost search picks the same vehicle as before', () => {
  it('on the fixtures of the assign phase tests', () => {
    const order = (id: string, extra: Partial<NewOrder> = {}): NewOrder => ({ id: orderId(id), source: S('W1'), destination: S('W2'), ...extra });
    const charging = (id: string) => (v: VehicleState): VehicleState =>
      v.config.id === id ? { ...v, activity: { kind: 'charging' }, mission: { kind: 'Charge', target: S('K1'), forced: false, immediate: false } } : v;
    const cases: [NewVehicle[], NewOrder[], (v: VehicleState) => VehicleState][] = [
      [[newVehicle('v1', 'B')], [order('early-low', { priority: 1 }), order('late-high', { priority: 5, source: S('W3') })], (v) => v],
      [[newVehicle('far', 'F'), newVehicle('near', 'B')], [order('o1')], (v) => v],
      [[newVehicle('charging', 'K1', {}, { battery: 80 }), newVehicle('free', 'D')], [order('o1')], charging('charging')],
      [[newVehicle('charging', 'K1', {}, { battery: 80 })], [order('o1')], charging('charging')],
      [[newVehicle('b', 'C', {}, { battery: 70 }), newVehicle('a', 'E', {}, { battery: 70 }), newVehicle('c', 'G', {}, { battery: 90 })], [order('o1', { source: S('W2') }), order('o2', { source: S('W3'), destination: S('W1') })], (v) => v],
    ];
    for (const [vehicles, orders, patch] of cases) {
      const fleet = new Fleet(lineLayout(), vehicles);
      for (const o of orders) fleet.apply({ type: 'addOrder', order: o });
      const view = { ...fleet.view(), vehicles: fleet.vehicles.map(patch) };
      const decisions = run(view);
      expect(decisions.length).toBeGreaterThan(0);
      expect(decisions).toEqual(run(routerOnly(view)));
    }
  });

  it('on a busy grid: moving vehicles, all headings, one-way lanes, charging vehicles, busy-station penalties', () => {
    const rng = createRng(11);
    const cols = 12;
    const rows = 9;
    // Two-way everywhere but every third row one-way east, every fourth column one-way north.
    const layout = gridLayout({ cols, rows, laneDirection: (c1, r1, c2, r2) => (r1 === r2 && r1 % 3 === 1 ? 'forward' : c1 === c2 && c1 % 4 === 2 ? 'forward' : undefined) });
    const cells = layout.stations.map((s) => s.id);
    const at = cells.filter((_, i) => i % 3 === 0);
    const vehicles = at.map((s, i) => newVehicle(`v${String(i).padStart(2, '0')}`, s, { speed: i % 5 === 0 ? 1500 : 1000 }, { heading: pick(rng, [0, 90, 180, 270]), battery: 30 + randomInt(rng, 70) }));
    const fleet = new Fleet(layout, vehicles);
    // Some vehicles on their way (positions on edges, routes), some standing busy (penalties).
    for (let i = 0; i < 8; i++) {
      const v = fleet.vehicles[i * 3];
      const source = pick(rng, cells);
      const destination = pick(rng, cells.filter((c) => c !== source));
      fleet.apply({ type: 'addOrder', order: { id: orderId(`x${i}`), source, destination, constraints: { vehicleId: v.config.id } } });
    }
    for (let t = 1; t <= 6; t++) fleet.tick(t * 700);
    expect(fleet.vehicles.some((v) => v.motion.position.kind === 'on')).toBe(true);

    let compared = 0;
    for (let round = 0; round < 3; round++) {
      const view = { ...fleet.view(), vehicles: fleet.vehicles.map((v, i) => (i % 7 === round ? { ...v, activity: { kind: 'charging' as const } } : v)) };
      const r = new DispatchRound(view);
      const probe = { constraints: {} } as Order;
      for (const to of cells.filter((_, i) => i % 2 === round % 2)) {
        const eligible = view.vehicles.filter((v) => canCarry(v, probe, view.charging));
        const best = bestCandidate(r, eligible, to);
        const before = bruteForce(view, eligible, to);
        expect(best?.v.config.id, `to ${to}`).toBe(before?.v.config.id);
        expect(best?.cost).toBe(before?.cost);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('assigns a batch of orders to the same vehicles as the router-only dispatcher', () => {
    const rng = createRng(5);
    const layout = gridLayout({ cols: 10, rows: 10 });
    const cells = layout.stations.map((s) => s.id);
    const vehicles = Array.from({ length: 25 }, (_, i) => newVehicle(`v${i}`, cells[(i * 37) % cells.length], {}, { heading: pick(rng, [0, 90, 180, 270]), battery: 35 + randomInt(rng, 65) }));
    const fleet = new Fleet(layout, vehicles, { dispatcher: { dispatch: () => [] } });
    for (let i = 0; i < 12; i++) {
      const source = cells[(i * 53 + 7) % cells.length];
      const destination = cells[(i * 29 + 3) % cells.length];
      if (source !== destination) fleet.apply({ type: 'addOrder', order: { id: orderId(`o${i}`), source, destination, priority: i % 3 } });
    }
    const view = fleet.view();
    const decisions = run(view);
    expect(decisions.length).toBeGreaterThan(5);
    expect(decisions).toEqual(run(routerOnly(view)));
  });
});
