import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId, zoneId } from '../ids.js';
import { createRng } from '../rng.js';
import { gridId, gridLayout } from '../testing/grid.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';
import type { NewOrder } from '../orders/order.js';
import { Fleet, type FleetOptions } from './fleet.js';

const S = stationId;
const V = vehicleId;
const O = orderId;
const delivery = (id: string, extra: Partial<NewOrder> = {}): NewOrder => ({ id: O(id), source: S('W1'), destination: S('W2'), ...extra });

const at = (fleet: Fleet, v: string) => {
  const p = fleet.vehicle(V(v)).motion.position;
  return p.kind === 'at' ? p.station : undefined;
};

describe('a delivery from end to end', () => {
  it('goes Init -> Release -> Running -> Complete, moves the load, and takes the time the arithmetic says', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    const added = fleet.apply({ type: 'addOrder', order: delivery('o1') });
    expect(added).toEqual([{ type: 'orderAdded', order: O('o1'), state: 'Init', origin: 'transport' }]);
    const events = runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
    const states = events.filter((e) => e.type === 'orderStateChanged').map((e) => (e.type === 'orderStateChanged' ? e.to : ''));
    expect(states).toEqual(['Release', 'Running', 'Complete']);
    // B->A: turn 180 (2000 ms at 90 deg/s) + 3000; A->W1: turn 90 (1000) + 3000; pick 10000;
    // W1->A backing out 3000; A->D: turn 90 (1000) + 9000; D->W2: turn 90 (1000) + 3000; drop 10000.
    // = 46000 ms, plus at most one 100 ms tick at each of the two action starts.
    expect(fleet.order(O('o1')).endMs).toBeGreaterThanOrEqual(46_000);
    expect(fleet.order(O('o1')).endMs).toBeLessThanOrEqual(46_200);
    expect(events.filter((e) => e.type === 'stationOccupancyChanged')).toEqual([
      { type: 'stationOccupancyChanged', station: S('W1'), occupied: false },
      { type: 'stationOccupancyChanged', station: S('W2'), occupied: true },
    ]);
    expect(events.filter((e) => e.type === 'loadChanged').map((e) => (e.type === 'loadChanged' ? e.loaded : null))).toEqual([true, false]);
    expect(fleet.stationOccupied(S('W2'))).toBe(true);
    expect(fleet.vehicle(V('v1')).loaded).toBe(false);
    expect(events.some((e) => e.type === 'vehicleMoved' && e.vehicle === 'v1' && e.direction === 'Backward')).toBe(true);
  });

  it('parks the vehicle once it has been idle for parkAfterIdleMs', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
    const done = fleet.nowMs;
    const events = runUntil(fleet, () => fleet.status(V('v1')) === 'Parked');
    expect(at(fleet, 'v1')).toBe(S('P1'));
    const started = events.find((e) => e.type === 'missionStarted');
    expect(started).toMatchObject({ mission: { kind: 'Park', target: S('P1') } });
    expect(fleet.nowMs - done).toBeGreaterThanOrEqual(5000);
  });

  it('resolves a destination zone when assigning', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    fleet.apply({ type: 'addOrder', order: delivery('o1', { destination: undefined, destinationZone: zoneId('Z-out') }) });
    fleet.tick(0);
    expect(fleet.order(O('o1'))).toMatchObject({ state: 'Release', vehicle: V('v1'), resolvedDestination: S('W2') });
  });

  it('is deterministic: the same commands and ticks give the same events', () => {
    const run = () => {
      const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B'), newVehicle('v2', 'F')]);
      fleet.apply({ type: 'setStationOccupied', station: S('W3'), occupied: true });
      fleet.apply({ type: 'addOrder', order: delivery('o1') });
      fleet.apply({ type: 'addOrder', order: delivery('o2', { source: S('W3'), destination: S('W1') }) });
      return JSON.stringify(runUntil(fleet, () => fleet.orders.every((o) => o.state === 'Complete')));
    };
    expect(run()).toBe(run());
  });
});

describe('charging', () => {
  const fast = { energy: { drainPerMetre: 0, drainPerSecondWorking: 0, drainPerSecondIdle: 0, chargePerSecond: 1 } };

  it('an idle vehicle at batteryLowLevel goes to charge, charges 1 %/s and leaves at batteryFullLevel', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'C', fast, { battery: 20 })]);
    const events = runUntil(fleet, () => fleet.status(V('v1')) === 'Charging');
    expect(events.find((e) => e.type === 'missionStarted')).toMatchObject({ mission: { kind: 'Charge', forced: true, target: S('K1') } });
    const start = fleet.nowMs;
    const more = runUntil(fleet, () => fleet.status(V('v1')) !== 'Charging');
    // 20 % -> 90 % at 1 %/s = 70 s (to one tick).
    expect(fleet.nowMs - start).toBeGreaterThanOrEqual(69_900);
    expect(fleet.nowMs - start).toBeLessThanOrEqual(70_200);
    expect(more.find((e) => e.type === 'chargingStopped')).toBeDefined();
    expect(fleet.vehicle(V('v1')).battery).toBeGreaterThanOrEqual(90);
  });

  it('chargeNow sends an idle vehicle to charge at once; refused while it carries an order', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'C', fast, { battery: 80 }), newVehicle('v2', 'E')]);
    expect(fleet.apply({ type: 'chargeNow', vehicle: V('v1') })).toContainEqual({ type: 'missionStarted', vehicle: V('v1'), mission: { kind: 'Charge', target: S('K1'), forced: false, immediate: true } });
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    fleet.tick(0);
    expect(fleet.order(O('o1')).vehicle).toBe(V('v2')); // v1 is on an immediate charge
    expect(fleet.apply({ type: 'chargeNow', vehicle: V('v2') })).toEqual([{ type: 'commandRejected', command: 'chargeNow', reason: 'vehicle v2 is carrying out an order' }]);
  });

  it('a vehicle takes an order off the charger once it has runOrderBatteryLevel plus the hysteresis margin (20)', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'C', { energy: { ...fast.energy, chargePerSecond: 0.5 } }, { battery: 20 })]);
    runUntil(fleet, () => fleet.status(V('v1')) === 'Charging');
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.order(O('o1')).vehicle !== undefined);
    expect(fleet.vehicle(V('v1')).battery).toBeGreaterThanOrEqual(60);
    expect(fleet.vehicle(V('v1')).battery).toBeLessThan(61);
  });
});

describe('commands', () => {
  it('parkNow sends an idle vehicle to the nearest parking place', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'E')]);
    fleet.apply({ type: 'parkNow', vehicle: V('v1') });
    runUntil(fleet, () => fleet.status(V('v1')) === 'Parked');
    expect(at(fleet, 'v1')).toBe(S('P1'));
  });

  it('closing a running order stops the vehicle after its current lane and frees it; recover makes it Init again', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.vehicle(V('v1')).motion.position.kind === 'on');
    expect(fleet.apply({ type: 'closeOrder', order: O('o1') })).toContainEqual({ type: 'orderStateChanged', order: O('o1'), from: 'Running', to: 'Close', vehicle: V('v1') });
    expect(fleet.vehicle(V('v1')).mission).toBeUndefined();
    runUntil(fleet, () => fleet.vehicle(V('v1')).motion.position.kind === 'at', 10_000);
    expect(at(fleet, 'v1')).toBe(S('F'));
    expect(fleet.apply({ type: 'closeOrder', order: O('o1') })[0]).toMatchObject({ type: 'commandRejected' });
    fleet.apply({ type: 'recoverOrder', order: O('o1') });
    expect(fleet.order(O('o1')).state).toBe('Init');
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
  });

  it('pausing an order halts its vehicle at the next station; resuming continues', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.vehicle(V('v1')).odometer > 1000);
    fleet.apply({ type: 'pauseOrder', order: O('o1') });
    runUntil(fleet, () => fleet.vehicle(V('v1')).motion.position.kind === 'at', 10_000);
    const where = at(fleet, 'v1');
    fleet.advance(30_000);
    expect(at(fleet, 'v1')).toBe(where);
    expect(fleet.status(V('v1'))).toBe('Paused');
    fleet.apply({ type: 'resumeOrder', order: O('o1') });
    expect(fleet.order(O('o1')).state).toBe('Running');
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
  });

  it('a locked vehicle gets no new order until unlocked', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B', {}, { locked: true })]);
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    fleet.advance(10_000);
    expect(fleet.order(O('o1')).state).toBe('Init');
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v1'), locked: false });
    fleet.advance(100);
    expect(fleet.order(O('o1')).vehicle).toBe(V('v1'));
  });

  it('a disconnected vehicle freezes and shows Offline; reconnecting lets it go on', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.vehicle(V('v1')).odometer > 1000);
    fleet.apply({ type: 'setConnected', vehicle: V('v1'), connected: false });
    const odo = fleet.vehicle(V('v1')).odometer;
    fleet.advance(10_000);
    expect(fleet.vehicle(V('v1')).odometer).toBe(odo);
    expect(fleet.status(V('v1'))).toBe('Offline');
    fleet.apply({ type: 'setConnected', vehicle: V('v1'), connected: true });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
  });

  it('an injected error stops the vehicle until it clears', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    fleet.apply({ type: 'addOrder', order: delivery('o1') });
    runUntil(fleet, () => fleet.vehicle(V('v1')).odometer > 1000);
    fleet.apply({ type: 'injectError', vehicle: V('v1'), code: 'E42', durationMs: 5000 });
    const odo = fleet.vehicle(V('v1')).odometer;
    fleet.advance(4000);
    expect(fleet.status(V('v1'))).toBe('Error');
    expect(fleet.vehicle(V('v1')).odometer).toBe(odo);
    const events = runUntil(fleet, () => fleet.status(V('v1')) !== 'Error');
    expect(events).toContainEqual({ type: 'vehicleErrorCleared', vehicle: V('v1') });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
  });

  it('locking a station on the planned route (beyond what is reserved) makes the vehicle go round it', () => {
    // The direct way is g0_0 - g1_0 - g2_0 - g3_0; g2_0 is locked before anything is reserved.
    const fresh = new Fleet(gridLayout({ cols: 4, rows: 2 }), [newVehicle('v1', gridId(0, 0))]);
    fresh.apply({ type: 'addOrder', order: { id: O('o1'), source: S(gridId(3, 0)), destination: S(gridId(0, 0)), sourceActions: [], destinationActions: [] } });
    fresh.apply({ type: 'setStationLocked', station: S(gridId(2, 0)), locked: true });
    const visited = new Set<string>();
    runUntil(fresh, () => {
      const p = fresh.vehicle(V('v1')).motion.position;
      if (p.kind === 'at') visited.add(p.station);
      return fresh.order(O('o1')).state === 'Complete';
    });
    expect(visited.has(gridId(2, 0))).toBe(false);
    expect(visited.has(gridId(2, 1))).toBe(true);
  });

  it('a route already planned through a station that gets locked is planned again', () => {
    const fleet = new Fleet(gridLayout({ cols: 5, rows: 2 }), [newVehicle('v1', gridId(0, 0))]);
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S(gridId(4, 0)), destination: S(gridId(0, 0)), sourceActions: [], destinationActions: [] } });
    fleet.tick(0);
    expect(fleet.vehicle(V('v1')).motion.route.map((e) => e.to)).toContain(S(gridId(3, 0)));
    const events = fleet.apply({ type: 'setStationLocked', station: S(gridId(3, 0)), locked: true });
    expect(events).toContainEqual({ type: 'mapChanged' });
    expect(fleet.vehicle(V('v1')).motion.route.map((e) => e.to)).not.toContain(S(gridId(3, 0)));
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
  });

  it('rejects what cannot be done', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B')]);
    expect(fleet.apply({ type: 'closeOrder', order: O('nope') })[0]).toMatchObject({ type: 'commandRejected' });
    expect(fleet.apply({ type: 'addOrder', order: delivery('o1', { source: S('nowhere') }) })[0]).toMatchObject({ type: 'commandRejected' });
    expect(fleet.apply({ type: 'addVehicle', vehicle: newVehicle('v2', 'B') })[0]).toMatchObject({ type: 'commandRejected', reason: 'station B is taken' });
    expect(fleet.apply({ type: 'clearError', vehicle: V('v1') })[0]).toMatchObject({ type: 'commandRejected' });
    expect(() => fleet.tick(-1)).toThrow(/time went back/);
  });

  it('sets station occupancy on command', () => {
    const fleet = new Fleet(lineLayout(), []);
    expect(fleet.apply({ type: 'setStationOccupied', station: S('W3'), occupied: true })).toEqual([{ type: 'stationOccupancyChanged', station: S('W3'), occupied: true }]);
    expect(fleet.apply({ type: 'setStationOccupied', station: S('W3'), occupied: true })).toEqual([]);
  });
});

describe('error injection', () => {
  const hour = (options: FleetOptions) => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'B'), newVehicle('v2', 'F')], options);
    let errors = 0;
    for (let t = 0; t < 3_600_000; t += 1000) errors += fleet.advance(1000).filter((e) => e.type === 'vehicleError').length;
    return errors;
  };

  it('is off by default', () => {
    expect(hour({})).toBe(0);
  });

  it('with a seeded RNG injects errors at about the given rate, the same every run', () => {
    const opts = () => ({ errors: { rng: createRng(3), meanTimeBetweenErrorsMs: 600_000, durationMs: 10_000 } });
    const n = hour(opts());
    // 2 vehicles * 60 min / 10 min = 12 expected.
    expect(n).toBeGreaterThan(4);
    expect(n).toBeLessThan(24);
    expect(hour(opts())).toBe(n);
  });
});
