import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { createRng } from '../rng.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';
import { Fleet } from './fleet.js';

const S = stationId;
const V = vehicleId;
const O = orderId;

describe('vehicle settings changed at run time', () => {
  it('a new speed applies to the next metres driven', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G', { speed: 1000 })]);
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W2') } });
    runUntil(fleet, () => fleet.vehicle(V('v1')).odometer > 1000);
    fleet.apply({ type: 'updateVehicle', vehicle: V('v1'), config: { speed: 500 } });
    const odo = fleet.vehicle(V('v1')).odometer;
    fleet.advance(1000);
    expect(fleet.vehicle(V('v1')).odometer - odo).toBeCloseTo(500, 0);
  });

  it('without Delivery in its task types a vehicle takes no new order', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    const events = fleet.apply({ type: 'updateVehicle', vehicle: V('v1'), config: { taskTypes: ['Charge', 'Park'] } });
    expect(events).toEqual([{ type: 'vehicleChanged', vehicle: V('v1') }]);
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W2') } });
    fleet.advance(5000);
    expect(fleet.order(O('o1')).state).toBe('Init');
  });

  it('a removed vehicle gives its order back; a loaded one cannot be removed', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'A'), newVehicle('v2', 'P1')]);
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v2'), locked: true });
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W3') } });
    runUntil(fleet, () => fleet.vehicle(V('v1')).loaded);
    expect(fleet.apply({ type: 'removeVehicle', vehicle: V('v1') })).toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
    fleet.apply({ type: 'addOrder', order: { id: O('o2'), source: S('E'), destination: S('F'), sourceActions: [], destinationActions: [] } });
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v2'), locked: false });
    runUntil(fleet, () => fleet.order(O('o2')).vehicle === V('v2') && fleet.vehicle(V('v2')).motion.position.kind === 'on');
    fleet.apply({ type: 'removeVehicle', vehicle: V('v2') });
    expect(fleet.vehicles.map((v) => v.config.id)).toEqual([V('v1')]);
    expect(fleet.order(O('o2')).state).toBe('Init');
    expect(fleet.order(O('o2')).vehicle).toBeUndefined();
  });
});

describe('error injection', () => {
  const catalogue = [
    { code: 'A1002', level: 'Error', category: 'AgvError' },
    { code: 'S1001', level: 'Warning', category: 'SystemError' },
  ] as const;

  it('draws errors from the dictionary, stops vehicles (ERROR or STOP by level) and clears them after the duration', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G'), newVehicle('v2', 'P1')], {
      errors: { rng: createRng(5), meanTimeBetweenErrorsMs: 60_000, durationMs: 20_000, catalogue },
    });
    const statuses = new Set<string>();
    const events = runUntil(
      fleet,
      () => {
        for (const v of fleet.vehicles) statuses.add(fleet.status(v.config.id));
        return fleet.nowMs >= 600_000;
      },
      700_000,
      200,
    );
    const errors = events.filter((e) => e.type === 'vehicleError');
    expect(errors.length).toBeGreaterThan(5);
    for (const e of errors) expect(catalogue).toContainEqual(e.type === 'vehicleError' && { code: e.code, level: e.level, category: e.category });
    expect(statuses).toContain('Error');
    expect(statuses).toContain('Stopped');
    expect(events.filter((e) => e.type === 'vehicleErrorCleared').length).toBeGreaterThanOrEqual(errors.length - 2);
  });

  it('an order not yet picked goes to another vehicle; a loaded vehicle keeps its order and finishes after the error', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G'), newVehicle('v2', 'P1')]);
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v2'), locked: true });
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W2') } });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Running');
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v2'), locked: false });
    const stopped = fleet.apply({ type: 'injectError', vehicle: V('v1'), code: 'A1002', durationMs: 60_000 });
    expect(stopped).toContainEqual({ type: 'vehicleError', vehicle: V('v1'), code: 'A1002', level: 'Error', category: 'AgvError', order: O('o1') });
    expect(fleet.order(O('o1')).state).toBe('Init');
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
    expect(fleet.order(O('o1')).vehicle).toBe(V('v2'));

    fleet.apply({ type: 'addOrder', order: { id: O('o2'), source: S('W2'), destination: S('W3') } });
    runUntil(fleet, () => fleet.vehicles.some((v) => v.loaded));
    const carrier = fleet.vehicles.find((v) => v.loaded)!.config.id;
    fleet.apply({ type: 'injectError', vehicle: carrier, code: 'A1003', level: 'Fatal', durationMs: 30_000 });
    expect(fleet.status(carrier)).toBe('Stopped');
    fleet.advance(10_000);
    expect(fleet.order(O('o2'))).toMatchObject({ state: 'Running', vehicle: carrier });
    runUntil(fleet, () => fleet.order(O('o2')).state === 'Complete');
    expect(fleet.order(O('o2')).vehicle).toBe(carrier);
  });
});
