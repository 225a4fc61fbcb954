import { describe, expect, it } from 'vitest';
import { orderId, segmentId, stationId, vehicleId } from '../ids.js';
import type { Layout } from '../model/layout.js';
import { lane, st } from '../testing/build.js';
import { lineLayout, newVehicle } from '../testing/fleet-fixtures.js';
import { runUntil } from '../testing/run-until.js';
import { Fleet } from './fleet.js';
import { layoutChangeHolds, snapshotForLayout } from './layout-change.js';

const S = stationId;
const V = vehicleId;
const O = orderId;

/** The line layout without some stations (and their segments) or segments. */
function without(layout: Layout, stations: readonly string[], segments: readonly string[] = []): Layout {
  return {
    stations: layout.stations.filter((s) => !stations.includes(s.id)),
    segments: layout.segments.filter((g) => !segments.includes(g.id) && !stations.includes(g.from) && !stations.includes(g.to)),
    zones: layout.zones?.map((z) => ({ ...z, stations: z.stations.filter((s) => !stations.includes(s)) })),
  };
}

describe('layoutChangeHolds: what a new layout would take from the running fleet', () => {
  it('nothing when the new layout only adds', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    const bigger: Layout = { ...lineLayout(), stations: [...lineLayout().stations, st('H', 21000, 0)], segments: [...lineLayout().segments, lane('G', 'H')] };
    expect(layoutChangeHolds(fleet.vehicles, fleet.orders, bigger)).toEqual([]);
  });

  it('a vehicle standing on a removed station', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    expect(layoutChangeHolds(fleet.vehicles, fleet.orders, without(lineLayout(), ['G', 'W3', 'P2']))).toEqual([{ kind: 'vehicleStation', vehicle: V('v1'), station: S('G') }]);
  });

  it('a vehicle standing on a station the new layout moves (beyond rounding), given the current layout', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G'), newVehicle('v2', 'A')]);
    const shift = (dx: number): Layout => ({ ...lineLayout(), stations: lineLayout().stations.map((s) => (s.id === 'G' || s.id === 'A' ? { ...s, x: s.x + dx } : s)) });
    expect(layoutChangeHolds(fleet.vehicles, fleet.orders, shift(500), fleet.graph)).toEqual([
      { kind: 'vehicleStationMoved', vehicle: V('v1'), station: S('G') },
      { kind: 'vehicleStationMoved', vehicle: V('v2'), station: S('A') },
    ]);
    // Float noise is no move; without the current layout nothing is compared.
    expect(layoutChangeHolds(fleet.vehicles, fleet.orders, shift(0.4), fleet.graph)).toEqual([]);
    expect(layoutChangeHolds(fleet.vehicles, fleet.orders, shift(500))).toEqual([]);
  });

  it('a vehicle driving a removed segment, and the open order whose route and stations use it', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W2') } });
    runUntil(fleet, () => {
      const p = fleet.vehicle(V('v1')).motion.position;
      return p.kind === 'on' && p.edge.segment === segmentId('E-F');
    });
    const holds = layoutChangeHolds(fleet.vehicles, fleet.orders, without(lineLayout(), [], ['E-F', 'A-W1']));
    expect(holds).toEqual([
      { kind: 'vehicleSegment', vehicle: V('v1'), segment: segmentId('E-F') },
      { kind: 'orderSegment', order: O('o1'), segment: segmentId('E-F') },
      { kind: 'orderSegment', order: O('o1'), segment: segmentId('A-W1') },
    ]);
    // Taking away the order's destination holds it too, even before a vehicle is on the way.
    expect(layoutChangeHolds(fleet.vehicles, fleet.orders, without(lineLayout(), ['W2']))).toContainEqual({ kind: 'orderStation', order: O('o1'), station: S('W2') });
  });

  it('finished orders hold nothing', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'D')]);
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W2') } });
    runUntil(fleet, () => fleet.order(O('o1')).state === 'Complete');
    const v = fleet.vehicle(V('v1')).motion.position;
    const keep = v.kind === 'at' ? v.station : 'D';
    const gone = ['W1', 'K1'].filter((s) => s !== keep);
    expect(layoutChangeHolds(fleet.vehicles, fleet.orders, without(lineLayout(), gone)).filter((h) => h.kind.startsWith('order'))).toEqual([]);
  });

  it('a fleet moved onto a changed layout keeps driving and plans on the new graph', () => {
    // Shortest routes only: the shortcut runs against its preferred direction (routing/preferred-directions.ts).
    const plain = { againstPreferredFactor: 0 };
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'A')], plain);
    fleet.apply({ type: 'addOrder', order: { id: O('o1'), source: S('W1'), destination: S('W3') } });
    runUntil(fleet, () => fleet.vehicle(V('v1')).loaded);
    // A shortcut from W1 straight to W3 appears; the charger K1 (no vehicle there) goes.
    const base = without(lineLayout(), ['K1']);
    const next: Layout = { ...base, segments: [...base.segments, lane('W1', 'W3', 'double-forward', { id: 'short' })] };
    expect(layoutChangeHolds(fleet.vehicles, fleet.orders, next)).toEqual([]);
    const { fleet: moved, report } = Fleet.restore(next, snapshotForLayout(fleet.snapshot(), next), plain);
    expect(report).toEqual({ leftOut: [], unassigned: [] });
    expect(moved.vehicle(V('v1')).motion.route.map((e) => e.segment)).toContain(segmentId('short'));
    runUntil(moved, () => moved.order(O('o1')).state === 'Complete');
    expect(moved.stationOccupied(S('W3'))).toBe(true);
  });

  it('snapshotForLayout drops a charge or park mission towards a station the new layout lacks', () => {
    const fleet = new Fleet(lineLayout(), [newVehicle('v1', 'G')]);
    const snap = fleet.snapshot();
    const charging = { ...snap, vehicles: snap.vehicles.map((v) => ({ ...v, mission: { kind: 'Charge' as const, target: S('K1'), forced: false, immediate: false } })) };
    expect(snapshotForLayout(charging, without(lineLayout(), ['K1'])).vehicles[0]!.mission).toBeUndefined();
    expect(snapshotForLayout(charging, lineLayout()).vehicles[0]!.mission).toMatchObject({ kind: 'Charge' });
  });
});
