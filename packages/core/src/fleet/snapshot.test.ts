import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';
import { Fleet } from './fleet.js';
import type { FleetSnapshot } from './snapshot.js';

const S = stationId;
const V = vehicleId;
const O = orderId;

/** A JSON round trip, as a snapshot stored and read back after a restart. */
const saved = (fleet: Fleet) => JSON.parse(JSON.stringify(fleet.snapshot())) as FleetSnapshot;

describe('Fleet.snapshot / Fleet.restore', () => {
  it('a vehicle restored between stations drives on from where it was and finishes its order', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W2') } });
    runUntil(fleet, () => fleet.vehicle(V('v1')).motion.position.kind === 'on' && fleet.vehicle(V('v1')).odometer > 4000);
    const before = fleet.vehicle(V('v1'));
    const { fleet: next, report } = Fleet.restore(lineLayout(), saved(fleet));
    expect(report).toEqual({ leftOut: [], unassigned: [] });
    expect(next.nowMs).toBe(fleet.nowMs);
    const p = next.vehicle(V('v1')).motion.position;
    const q = before.motion.position;
    expect(p.kind === 'on' && q.kind === 'on' && p.edge.id === q.edge.id && p.progress === q.progress).toBe(true);
    expect(next.order(O('o1'))).toMatchObject({ state: 'Running', vehicle: V('v1') });
    const events = runUntil(next, () => next.order(O('o1')).state === 'Complete');
    // Nothing is assigned again: the order goes straight on to Complete.
    expect(events.filter((e) => e.type === 'orderStateChanged').map((e) => e.type === 'orderStateChanged' && e.to)).toEqual(['Complete']);
    expect(next.stationOccupied(S('W2'))).toBe(true);
  });

  it('a loaded vehicle with only station-level state (no mission saved) takes its order on to the destination', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'A')]);
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W3') } });
    runUntil(fleet, () => fleet.vehicle(V('v1')).loaded && fleet.vehicle(V('v1')).activity === undefined);
    const full = saved(fleet);
    // What a database row knows: where it stands, its battery, that it is loaded; no mission, no activity.
    const rowLike: FleetSnapshot = { ...full, vehicles: full.vehicles.map(({ mission: _m, activity: _a, ...v }) => v) };
    const { fleet: next, report } = Fleet.restore(lineLayout(), rowLike);
    expect(report.unassigned).toEqual([]);
    expect(next.vehicle(V('v1')).mission).toMatchObject({ kind: 'Delivery', order: O('o1'), leg: 'destination', target: S('W3') });
    runUntil(next, () => next.order(O('o1')).state === 'Complete');
    expect(next.vehicle(V('v1')).loaded).toBe(false);
    expect(next.stationOccupied(S('W3'))).toBe(true);
    expect(next.stationOccupied(S('W1'))).toBe(false);
  });

  it('an order whose vehicle is gone waits for another one; a vehicle whose place is taken is left out', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G'), newVehicle('v2', 'P1')]);
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v2'), locked: true });
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W2') } });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Running');
    const snap = saved(fleet);
    const v1 = snap.vehicles.find((v) => v.config.id === V('v1'))!;
    // v1 is lost; a third vehicle claims to stand where v2 stands.
    const broken: FleetSnapshot = {
      ...snap,
      vehicles: [...snap.vehicles.filter((v) => v !== v1), { ...v1, config: { ...v1.config, id: V('v3') }, at: S('P1'), on: undefined, mission: undefined }],
    };
    const { fleet: next, report } = Fleet.restore(lineLayout(), broken);
    expect(report).toEqual({ leftOut: [V('v3')], unassigned: [O('o1')] });
    expect(next.order(O('o1')).state).toBe('Init');
    next.apply({ type: 'setVehicleLocked', vehicle: V('v2'), locked: false });
    runUntil(next, () => next.order(O('o1')).state === 'Complete');
    expect(next.order(O('o1')).vehicle).toBe(V('v2'));
  });
});
