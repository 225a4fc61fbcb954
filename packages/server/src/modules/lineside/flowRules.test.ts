import { describe, expect, it } from 'vitest';
import { containersFor, deliveryStatusOf, detailStatusOf, groupIntoDeliveries, isStarted, pickDestination, pickRouting } from './flowRules.js';
import { parseNeedTime } from './requireOrders.js';

const MIN = 60_000;
const req = (id: string, needMin: number, routingId = 'R1', lineZoneId = 'Z1') => ({ id, needTime: needMin * MIN, routingId, lineZoneId });

describe('line-side flow rules', () => {
  it('counts a part-filled container as one more', () => {
    expect(containersFor(25, 10)).toBe(3);
    expect(containersFor(30, 10)).toBe(3);
    expect(containersFor(1, 10)).toBe(1);
  });

  it('groups one routing and zone within the window of the earliest need, the rest apart', () => {
    const groups = groupIntoDeliveries([req('c', 90), req('a', 0), req('b', 60), req('d', 10, 'R2'), req('e', 20, 'R1', 'Z2')], 60 * MIN);
    expect(groups.map((g) => g.map((r) => r.id))).toEqual([['a', 'b'], ['d'], ['e'], ['c']]);
    // A zero window sends each need time on its own.
    expect(groupIntoDeliveries([req('a', 0), req('b', 1)], 0).length).toBe(2);
  });

  it('routes to the workplace layout, preferring a zone at the workplace, then priority', () => {
    const r = (id: string, layoutId: string, zoneStations: string[], priority = 1) => ({ id, code: id, layoutId, zoneStations, priority });
    const routes = [r('far', 'L1', ['X1'], 9), r('near', 'L1', ['W1', 'X2'], 1), r('other', 'L2', ['W1'], 40)];
    expect(pickRouting(routes, 'L1', ['W1'])?.id).toBe('near');
    expect(pickRouting(routes, 'L1', ['W9'])?.id).toBe('far');
    expect(pickRouting(routes, 'L3', ['W1'])).toBeUndefined();
    expect(pickDestination(['W0', 'W1'], ['X2', 'W1'])).toBe('W1');
    expect(pickDestination(['W0'], ['X2', 'W1'])).toBe('X2');
  });

  it('leaves orders a vehicle has taken on to finish', () => {
    expect(isStarted('Init', null)).toBe(false);
    expect(isStarted('Release', null)).toBe(false);
    expect(isStarted('Release', 'agv-1')).toBe(true);
    expect(isStarted('Running', null)).toBe(true);
  });

  it('rolls containers up to details and details up to deliveries', () => {
    expect(detailStatusOf(['Complete', 'Delivering'])).toBe('Delivering');
    expect(detailStatusOf(['Complete', 'Complete'])).toBe('Complete');
    expect(detailStatusOf(['Complete', 'Cancelled'])).toBe('Cancelled');
    expect(deliveryStatusOf(['Complete', 'Cancelled'])).toBe('Complete');
    expect(deliveryStatusOf(['Cancelled'])).toBe('Cancelled');
    expect(deliveryStatusOf(['Complete', 'Delivering'])).toBe('Delivering');
  });

  it('reads need times as ISO 8601 only', () => {
    expect(parseNeedTime('2026-11-30T08:00:00Z')).toBe(Date.UTC(2026, 10, 30, 8));
    expect(parseNeedTime('2026-11-30T09:00:00+01:00')).toBe(Date.UTC(2026, 10, 30, 8));
    expect(parseNeedTime('tomorrow')).toBeNull();
    expect(parseNeedTime('2026-13-45T99:00')).toBeNull();
  });
});
