import { describe, expect, it } from 'vitest';
import { groupId, modelId, orderId, stationId, vehicleId, zoneId, type StationId } from '../ids.js';
import { Fleet } from '../fleet/fleet.js';
import type { NewOrder } from '../orders/order.js';
import { createRng, pick, randomInt } from '../rng.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { gridLayout } from '../testing/grid.js';
import type { NewVehicle, VehicleState } from '../vehicle/vehicle.js';
import { assignOrders } from './batch-assignment.js';
import { DispatchRound, type DispatchDecision, type DispatchView } from './dispatcher.js';
import { canCarry } from './eligibility.js';

const S = stationId;
const V = vehicleId;

function view(vehicles: NewVehicle[], orders: NewOrder[], nowMs = 0, patch: (v: VehicleState) => VehicleState = (v) => v): DispatchView {
  const fleet = new Fleet(lineLayout(), vehicles, { startMs: nowMs, dispatcher: { dispatch: () => [] } });
  for (const o of orders) fleet.apply({ type: 'addOrder', order: o });
  return { ...fleet.view(), nowMs, vehicles: fleet.vehicles.map(patch) };
}

function assign(v: DispatchView, agingWeight?: number): DispatchDecision[] {
  const round = new DispatchRound(v);
  assignOrders({ agingWeight })(round);
  return round.decisions;
}

const pairs = (ds: DispatchDecision[]) => Object.fromEntries(ds.flatMap((d) => (d.kind === 'assignOrder' ? [[d.order, d.vehicle]] : [])));
const travel = (v: DispatchView, ds: DispatchDecision[]) =>
  ds.reduce((sum, d) => {
    if (d.kind !== 'assignOrder') return sum;
    const o = v.orders.find((x) => x.id === d.order)!;
    return sum + v.travelCost(v.vehicles.find((x) => x.config.id === d.vehicle)!, o.source)!;
  }, 0);

describe('batch assignment', () => {
  it('assigns at most maxPerRound orders in a round, the most urgent first, and the rest in the next rounds', () => {
    // A burst of orders must not make one tick search routes for all of them (on 10,000 stations
    // a thousand orders at once took one 26-second tick); orders a vehicle cannot take do not count.
    const layout = gridLayout({ cols: 6, rows: 5 });
    const cells = layout.stations.map((s) => s.id);
    const vehicles = cells.slice(0, 6).map((c, i) => newVehicle(`v${i}`, c, { groupId: groupId(i === 5 ? 'G2' : 'G1') }));
    const fleet = new Fleet(layout, vehicles, { startMs: 10_000, dispatcher: { dispatch: () => [] } });
    // o0 only fits the G3 vehicles there are none of; o1..o6 are released one second apart, o6 last.
    fleet.apply({ type: 'addOrder', order: { id: orderId('o0'), source: cells[10], destination: cells[11], releaseTimeMs: 0, constraints: { groupId: groupId('G3') } } });
    for (let i = 1; i <= 6; i++) fleet.apply({ type: 'addOrder', order: { id: orderId(`o${i}`), source: cells[10 + 2 * i], destination: cells[11 + 2 * i], releaseTimeMs: i * 1000 } });
    const v = { ...fleet.view(), nowMs: 10_000 };
    const round = new DispatchRound(v);
    assignOrders({ maxPerRound: 3 })(round);
    expect(Object.keys(pairs(round.decisions)).sort()).toEqual(['o1', 'o2', 'o3']);
    const next = new DispatchRound({ ...v, orders: v.orders.filter((o) => !['o1', 'o2', 'o3'].includes(o.id)) });
    assignOrders({ maxPerRound: 3 })(next);
    expect(Object.keys(pairs(next.decisions)).sort()).toEqual(['o4', 'o5', 'o6']);
    const all = new DispatchRound(v);
    assignOrders()(all);
    expect(Object.keys(pairs(all.decisions))).toHaveLength(6);
  });

  it('pairs orders and vehicles by least total travel where first-come would not', () => {
    // Line A..G, 3 m apart. o1 (ranked first) picks at W2 above D, o2 at W1 above A.
    // First-come gives o1 the vehicle at C (nearest to D) and sends the one at F all the way to A.
    const v = view(
      [newVehicle('x', 'C'), newVehicle('y', 'F')],
      [
        { id: orderId('o1'), source: S('W2'), destination: S('W3') },
        { id: orderId('o2'), source: S('W1'), destination: S('E') },
      ],
    );
    const got = assign(v);
    expect(pairs(got)).toEqual({ o1: V('y'), o2: V('x') });
    const firstCome = v.travelCost(v.vehicles[0], S('W2'))! + v.travelCost(v.vehicles[1], S('W1'))!;
    expect(travel(v, got)).toBeLessThan(firstCome);
  });

  it('ages orders: one that has waited long enough wins a vehicle over a nearer, newer one', () => {
    // One vehicle at B; 'near' picks at W1 (9 s away), 'far' at W3 (19 s). At weight 0.5 'far'
    // must have waited 20 s longer to make up the 10 s of travel.
    const orders = (farWaitedMs: number): NewOrder[] => [
      { id: orderId('near'), source: S('W1'), destination: S('W2'), releaseTimeMs: 100_000 },
      { id: orderId('far'), source: S('W3'), destination: S('E'), releaseTimeMs: 100_000 - farWaitedMs },
    ];
    expect(pairs(assign(view([newVehicle('v', 'B')], orders(19_000), 100_000)))).toEqual({ near: V('v') });
    expect(pairs(assign(view([newVehicle('v', 'B')], orders(21_000), 100_000)))).toEqual({ far: V('v') });
    // Without aging the nearer order always wins.
    expect(pairs(assign(view([newVehicle('v', 'B')], orders(10_000_000), 100_000), 0))).toEqual({ near: V('v') });
  });

  it('keeps priorities strict: a higher priority order gets a vehicle before any lower one, however near', () => {
    const v = view(
      [newVehicle('v', 'B')],
      [
        { id: orderId('low'), source: S('W1'), destination: S('W2'), priority: 1, releaseTimeMs: 0 },
        { id: orderId('high'), source: S('W3'), destination: S('E'), priority: 2, releaseTimeMs: 1_000_000 },
      ],
      2_000_000,
    );
    expect(pairs(assign(v))).toEqual({ high: V('v') });
  });

  it('respects group, model, named vehicle and auto allocation even when that costs travel', () => {
    // The unconstrained optimum would be o1 -> y, o2 -> x; the constraints force the other way.
    const vehicles = [newVehicle('x', 'C', { groupId: groupId('G1') }), newVehicle('y', 'F', { modelId: modelId('M1') }), newVehicle('z', 'E', { autoAllocation: false })];
    const orders: NewOrder[] = [
      { id: orderId('o1'), source: S('W2'), destination: S('W3'), constraints: { groupId: groupId('G1') } },
      { id: orderId('o2'), source: S('W1'), destination: S('E'), constraints: { modelId: modelId('M1') } },
      { id: orderId('o3'), source: S('P1'), destination: S('P2') },
    ];
    // With o3 (anyone may carry it, nearer y than o2's source) two orders can be served either
    // way; the batch serves as many as it can and, at equal count, the cheaper set: o3 for y.
    expect(pairs(assign(view(vehicles, orders.slice(0, 2))))).toEqual({ o1: V('x'), o2: V('y') });
    expect(pairs(assign(view(vehicles, orders)))).toEqual({ o1: V('x'), o3: V('y') });
    const named = [...orders.slice(0, 2), { ...orders[2], constraints: { vehicleId: V('z') } }];
    expect(pairs(assign(view(vehicles, named)))).toEqual({ o1: V('x'), o2: V('y'), o3: V('z') });
  });

  it('respects battery, task types, task-locked vehicles and charging last', () => {
    const orders: NewOrder[] = [{ id: orderId('o1'), source: S('W2'), destination: S('W3') }];
    const low = view([newVehicle('near', 'D', {}, { battery: 39 }), newVehicle('far', 'A')], orders);
    expect(pairs(assign(low))).toEqual({ o1: V('far') });
    const noDelivery = view([newVehicle('near', 'D', { taskTypes: ['Charge', 'Park'] }), newVehicle('far', 'A')], orders);
    expect(pairs(assign(noDelivery))).toEqual({ o1: V('far') });
    const locked = { ...view([newVehicle('near', 'D'), newVehicle('far', 'A')], orders), taskLocks: { stations: new Set<StationId>(), vehicles: new Set([V('near')]) } };
    expect(pairs(assign(locked))).toEqual({ o1: V('far') });
    const charging = view([newVehicle('near', 'D', {}, { battery: 80 }), newVehicle('far', 'A')], orders, 0, (v) => (v.config.id === 'near' ? { ...v, activity: { kind: 'charging' } } : v));
    expect(pairs(assign(charging))).toEqual({ o1: V('far') });
  });

  it('gives two orders into one zone different stations, and one station to one order at a time', () => {
    const zone: NewOrder[] = [
      { id: orderId('o1'), source: S('W1'), destinationZone: zoneId('Z-out') },
      { id: orderId('o2'), source: S('P1'), destinationZone: zoneId('Z-out') },
    ];
    const got = assign(view([newVehicle('a', 'B'), newVehicle('b', 'F')], zone)).filter((d) => d.kind === 'assignOrder');
    expect(got).toHaveLength(2);
    expect(new Set(got.map((d) => d.destination)).size).toBe(2);
    const shared: NewOrder[] = [
      { id: orderId('o1'), source: S('W1'), destination: S('W2') },
      { id: orderId('o2'), source: S('W3'), destination: S('W2') },
    ];
    expect(assign(view([newVehicle('a', 'B'), newVehicle('b', 'F')], shared))).toHaveLength(1);
  });

  it('on random grids: only allowed pairs, every station once, as many orders as brute force and no more travel, same result twice', () => {
    const rng = createRng(7);
    const layout = gridLayout({ cols: 6, rows: 5 });
    const cells = layout.stations.map((s) => s.id);
    for (let trial = 0; trial < 25; trial++) {
      const n = 1 + randomInt(rng, 4);
      const m = 1 + randomInt(rng, 5);
      const spots = [...cells].sort(() => rng.next() - 0.5);
      const vehicles = Array.from({ length: n }, (_, i) =>
        newVehicle(`v${i}`, spots[i], { groupId: groupId(pick(rng, ['G1', 'G2'])) }, { heading: pick(rng, [0, 90, 180, 270]), battery: 30 + randomInt(rng, 70) }),
      );
      const fleet = new Fleet(layout, vehicles, { dispatcher: { dispatch: () => [] } });
      for (let i = 0; i < m; i++) {
        const constraints = rng.next() < 0.4 ? { groupId: groupId(pick(rng, ['G1', 'G2'])) } : {};
        fleet.apply({ type: 'addOrder', order: { id: orderId(`o${i}`), source: spots[n + 2 * i], destination: spots[n + 2 * i + 1], constraints } });
      }
      const v = { ...fleet.view(), nowMs: 0 };
      const got = assign(v, 0);
      expect(assign(v, 0)).toEqual(got);
      const stations = got.flatMap((d) => (d.kind === 'assignOrder' ? [d.destination, v.orders.find((o) => o.id === d.order)!.source] : []));
      expect(new Set(stations).size).toBe(stations.length);
      for (const d of got) {
        if (d.kind !== 'assignOrder') continue;
        expect(canCarry(v.vehicles.find((x) => x.config.id === d.vehicle)!, v.orders.find((o) => o.id === d.order)!, v.charging)).toBe(true);
      }
      const best = bruteForceTravel(v);
      expect(got.length).toBe(best.count);
      expect(travel(v, got)).toBeLessThanOrEqual(best.travel + 1e-6);
    }
  });
});

/** Every way of giving the orders to distinct allowed vehicles: the most orders, then the least travel. */
function bruteForceTravel(v: DispatchView): { count: number; travel: number } {
  let best = { count: 0, travel: 0 };
  const used = new Set<string>();
  const walk = (i: number, count: number, sum: number) => {
    if (i === v.orders.length) {
      if (count > best.count || (count === best.count && sum < best.travel)) best = { count, travel: sum };
      return;
    }
    walk(i + 1, count, sum);
    const o = v.orders[i];
    for (const x of v.vehicles) {
      if (used.has(x.config.id) || !canCarry(x, o, v.charging)) continue;
      const t = v.travelCost(x, o.source);
      if (t === undefined) continue;
      used.add(x.config.id);
      walk(i + 1, count + 1, sum + t);
      used.delete(x.config.id);
    }
  };
  walk(0, 0, 0);
  return best;
}
