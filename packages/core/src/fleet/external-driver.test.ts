import { describe, expect, it } from 'vitest';
import { orderId, stationId, vehicleId } from '../ids.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { Fleet } from './fleet.js';
import type { FleetEvent } from './events.js';
import type { FleetSnapshot } from './snapshot.js';

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

/** A fake external driver: drives whatever is released node by node and reports its actions as the test says. */
function drive(fleet: Fleet, id: ReturnType<typeof V>, actions: 'finished' | 'failed' = 'finished', steps = 200): FleetEvent[] {
  const events: FleetEvent[] = [];
  for (let i = 0; i < steps; i++) {
    events.push(...fleet.advance(500));
    const d = fleet.driveInstruction(id);
    if (!d) {
      if (fleet.vehicle(id).mission === undefined) return events;
      continue;
    }
    if (d.working) {
      events.push(...fleet.apply({ type: 'reportNodeActions', vehicle: id, station: d.target, result: actions }));
      if (actions === 'failed') return events;
      continue;
    }
    const next = d.released[0];
    if (next) events.push(...fleet.apply({ type: 'reportNodeReached', vehicle: id, station: next.to }));
  }
  return events;
}

describe('externally driven vehicles take orders', () => {
  const O = orderId('o1');
  const ready = () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('x1', 'B', { driver: 'external' }, { connected: false }), newVehicle('v1', 'F')]);
    fleet.apply({ type: 'setVehicleLocked', vehicle: V('v1'), locked: true });
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), connected: true, acceptsOrders: true });
    fleet.apply({ type: 'addOrder', order: { id: O, source: S('W1'), destination: S('W2') } });
    return fleet;
  };

  it('is dispatched only when it says it takes orders', () => {
    const fleet = ready();
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), acceptsOrders: false });
    fleet.advance(1000);
    expect(fleet.order(O).state).toBe('Init');
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), acceptsOrders: true });
    fleet.advance(1000);
    expect(fleet.order(O)).toMatchObject({ state: 'Release', vehicle: V('x1') });
  });

  it('is told the released route and the horizon, and is never moved by the simulation', () => {
    const fleet = ready();
    fleet.advance(1000);
    fleet.advance(60_000);
    const d = fleet.driveInstruction(V('x1'))!;
    expect(d).toMatchObject({ from: S('B'), target: S('W1'), working: false });
    expect(d.actions.map((a) => a.kind)).toEqual(['pick']);
    expect([...d.released, ...d.horizon].map((e) => e.to)).toEqual([S('A'), S('W1')]);
    expect(d.released.length).toBeGreaterThan(0);
    expect(fleet.vehicle(V('x1')).motion.position).toEqual({ kind: 'at', station: S('B') });
    expect(fleet.driveInstruction(V('v1'))).toBeUndefined();
    // Beyond what is released it cannot be.
    expect(fleet.apply({ type: 'reportNodeReached', vehicle: V('x1'), station: S('G') })).toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
  });

  it('assign, release, node reached, actions finished: the order completes as a simulated one does', () => {
    const fleet = ready();
    const events = drive(fleet, V('x1'));
    expect(fleet.order(O).state).toBe('Complete');
    expect(events.filter((e) => e.type === 'orderStateChanged').map((e) => (e.type === 'orderStateChanged' ? e.to : ''))).toEqual(['Release', 'Running', 'Complete']);
    expect(events).toContainEqual({ type: 'vehicleArrived', vehicle: V('x1'), station: S('W1') });
    expect(events).toContainEqual({ type: 'loadChanged', vehicle: V('x1'), loaded: true });
    expect(fleet.stationOccupied(S('W1'))).toBe(false);
    expect(fleet.stationOccupied(S('W2'))).toBe(true);
    expect(fleet.vehicle(V('x1'))).toMatchObject({ loaded: false, mission: undefined, motion: { position: { kind: 'at', station: S('W2') }, route: [], claimed: 0 } });
    expect(fleet.vehicle(V('x1')).odometer).toBeGreaterThan(0);
  });

  it('a failed action stops the order with the task error ACTION_FAILED', () => {
    const fleet = ready();
    const events = drive(fleet, V('x1'), 'failed');
    expect(fleet.order(O)).toMatchObject({ state: 'Pause', taskError: { code: 'ACTION_FAILED', station: S('W1') } });
    expect(events).toContainEqual({ type: 'orderTaskError', order: O, vehicle: V('x1'), station: S('W1'), code: 'ACTION_FAILED' });
    expect(fleet.stationOccupied(S('W1'))).toBe(true);
    // Retried, it runs the actions again and then goes on.
    fleet.apply({ type: 'resumeOrder', order: O });
    drive(fleet, V('x1'));
    expect(fleet.order(O).state).toBe('Complete');
  });

  it('going offline mid-order keeps its reservations and it takes no new order', () => {
    const fleet = ready();
    fleet.advance(1000);
    fleet.advance(1000);
    const claimed = fleet.vehicle(V('x1')).motion.claimed;
    expect(claimed).toBeGreaterThan(0);
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), connected: false });
    fleet.apply({ type: 'addOrder', order: { id: orderId('o2'), source: S('W3'), destination: S('P1') } });
    fleet.apply({ type: 'setStationOccupied', station: S('W3'), occupied: true });
    fleet.advance(10_000);
    expect(fleet.vehicle(V('x1')).motion.claimed).toBe(claimed);
    expect(fleet.order(O)).toMatchObject({ state: 'Release', vehicle: V('x1') });
    expect(fleet.order(orderId('o2')).state).toBe('Init');
    // An operator releases them by closing its order: only the station it stands on stays held.
    fleet.apply({ type: 'closeOrder', order: O });
    fleet.advance(500);
    expect(fleet.vehicle(V('x1')).motion).toMatchObject({ route: [], claimed: 0 });
    expect(fleet.lastTrafficResult!.claimed.get(V('x1'))).toBe(0);
  });
});

/** What a real vehicle was released it drives: the fleet never takes it back, also not after a restart. */
describe('the route released to an externally driven vehicle', () => {
  const O = orderId('o1');
  /** x1 at G with an order from W1: its way runs G, F, E, D, C, B, A, W1; the first steps are released. */
  const underway = () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('x1', 'G', { driver: 'external' }, { connected: false })]);
    fleet.apply({ type: 'reportVehicleState', vehicle: V('x1'), connected: true, acceptsOrders: true });
    fleet.apply({ type: 'addOrder', order: { id: O, source: S('W1'), destination: S('W2') } });
    fleet.advance(1000);
    fleet.advance(1000);
    const released = fleet.driveInstruction(V('x1'))!.released.map((e) => e.to);
    expect(released.length).toBeGreaterThan(0);
    return { fleet, released };
  };
  const releasedNow = (fleet: Fleet) => fleet.driveInstruction(V('x1'))!.released.map((e) => e.to);

  it('stays its route and reserved when the map closes the way on', () => {
    const { fleet, released } = underway();
    // Closing a station further on plans the route again (here there is no other way).
    const events = fleet.apply({ type: 'setStationLocked', station: S('C'), locked: true });
    expect(events).toContainEqual(expect.objectContaining({ type: 'noRoute', vehicle: V('x1') }));
    expect(releasedNow(fleet)).toEqual(released);
    fleet.advance(500);
    expect(releasedNow(fleet)).toEqual(released);
    expect(fleet.lastTrafficResult!.claimed.get(V('x1'))).toBe(released.length);
    // Open again, it goes on from the end of what it drove and completes the order.
    fleet.apply({ type: 'setStationLocked', station: S('C'), locked: false });
    drive(fleet, V('x1'));
    expect(fleet.order(O).state).toBe('Complete');
  });

  it('is reserved again after a restart from the nodes the server last sent', () => {
    const { fleet, released } = underway();
    const { fleet: next } = Fleet.restore(lineLayout(), JSON.parse(JSON.stringify(fleet.snapshot())) as FleetSnapshot);
    // The restored fleet knows where the vehicle stands, not what it was sent.
    expect(next.vehicle(V('x1')).motion.claimed).toBe(0);
    // Its first state after the restart says it takes orders again.
    next.apply({ type: 'reportVehicleState', vehicle: V('x1'), acceptsOrders: true });
    next.apply({ type: 'restoreReleasedRoute', vehicle: V('x1'), stations: released });
    expect(releasedNow(next)).toEqual(released);
    const d = next.driveInstruction(V('x1'))!;
    expect([...d.released, ...d.horizon].map((e) => e.to)).toEqual([S('F'), S('E'), S('D'), S('C'), S('B'), S('A'), S('W1')]);
    next.advance(500);
    expect(next.lastTrafficResult!.claimed.get(V('x1'))).toBe(released.length);
    // Nodes reached are taken at once, and the order goes on to completion.
    expect(next.apply({ type: 'reportNodeReached', vehicle: V('x1'), station: released.at(-1)! })).not.toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
    drive(next, V('x1'));
    expect(next.order(O).state).toBe('Complete');
  });

  it('refuses nodes that do not follow one another from where the vehicle stands', () => {
    const { fleet } = underway();
    expect(fleet.apply({ type: 'restoreReleasedRoute', vehicle: V('x1'), stations: [S('E')] })).toContainEqual(expect.objectContaining({ type: 'commandRejected' }));
  });
});
