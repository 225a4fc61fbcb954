import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { Fleet } from './fleet.js';

const S = stationId;
const V = vehicleId;

/** An externally driven vehicle (VDA 5050): the fleet shows what it reports and neither moves nor dispatches it. */
describe('externally driven vehicles', () => {
  const fleetWithExternal = () => new Fleet(lineLayout(), [newVehicle('x1', 'B', { driver: 'external' }, { connected: false }), newVehicle('v1', 'F')]);

  it('is neither simulated nor given orders, even when connected', () => {
    const fleet = fleetWithExternal();
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), connected: true, battery: 55 });
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v1'), locked: true });
    fleet.apply({ type: 'addOrder', order: { id: orderId('o1'), source: S('W1'), destination: S('W2') } });
    fleet.advance(60_000);
    expect(fleet.order(orderId('o1')).state).toBe('Init');
    expect(fleet.vehicle(V('x1'))).toMatchObject({ battery: 55, connected: true, motion: { position: { kind: 'at', station: S('B') } } });
  });

  it('takes the station it names, a station within the snap distance, or the nearest edge', () => {
    const fleet = fleetWithExternal();
    const moved = fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), connected: true, place: { station: S('D') } });
    expect(moved).toContainEqual(expect.objectContaining({ type: 'vehicleMoved', vehicle: V('x1'), station: S('D') }));
    expect(moved).toContainEqual({ type: 'vehicleChanged', vehicle: V('x1') });
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), place: { x: 6300, y: 0, snapMm: 500 } });
    expect(fleet.vehicle(V('x1')).motion.position).toEqual({ kind: 'at', station: S('C') });
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), place: { x: 7000, y: 100, snapMm: 500 } });
    const p = fleet.vehicle(V('x1')).motion.position;
    expect(p.kind).toBe('on');
    if (p.kind === 'on') {
      expect([p.edge.from, p.edge.to].sort()).toEqual([S('C'), S('D')]);
      expect(p.edge.from === S('C') ? p.progress : p.edge.length - p.progress).toBeCloseTo(1000, 0);
    }
  });

  it('going offline changes the connection flag and the run status', () => {
    const fleet = fleetWithExternal();
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), connected: true });
    const events = fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), connected: false });
    expect(events).toContainEqual({ type: 'vehicleChanged', vehicle: V('x1') });
    expect(fleet.status(V('x1'))).toBe('Offline');
  });

  it('refuses reports for simulated vehicles and unknown stations', () => {
    const fleet = fleetWithExternal();
    expect(fleet.apply({ type: 'reportVehicleState', vehicle: V('v1'), battery: 10 })).toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
    expect(fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), place: { station: S('nowhere') } })).toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
  });
});
