import type { AgvInfoCard, OccupiedStation } from '@agvs/contract';
import { describe, expect, it, vi } from 'vitest';
import { toCardView } from './liveRules';
import { LiveStore } from './liveStore';

const card = (agvUid: string, over: Partial<AgvInfoCard> = {}, connected = 1): AgvInfoCard =>
  ({
    agvUid,
    agvVo: { id: `id-${agvUid}`, agvName: agvUid, isConnected: connected, currentRotation: 0 },
    runStatus: 'RUNNING',
    chargeStatus: 'UNCHARGED',
    battery: 80,
    x: 10,
    y: 20,
    angle: 0,
    stationCode: 'S1',
    srcStationCode: null,
    destStationCode: null,
    agvStatus: { Main: { LoadStatus: 0 } },
    transorderVo: null,
    agvErrorInfoVoList: [],
    loadedWithoutOrder: false,
    ...over,
  }) as unknown as AgvInfoCard;

const hold = (id: string, stationCode: string): OccupiedStation => ({ id, stationVo: { id: `st-${stationCode}`, stationCode, graphId: 1 }, agvId: null, agvName: null, manual: 1 });

/** A store whose animation frames the test runs by hand. */
function storeWithFrames() {
  const queue: (() => void)[] = [];
  const store = new LiveStore('L1', (flush) => void queue.push(flush));
  return { store, frame: () => queue.splice(0).forEach((flush) => flush()) };
}

describe('LiveStore (the fleet socket applied)', () => {
  it('follows the loads on stations from the socket, and says they are not live once it drops', () => {
    const { store } = storeWithFrames();
    const heard = vi.fn();
    store.subscribeLoads(heard);
    expect(store.loadsLive).toBe(false);
    store.apply({ type: 'snapshot', agvs: [], occupied: [] });
    store.apply({ type: 'loads', loaded: ['W1', 'W2'], freed: [], all: true });
    expect(store.loadsLive).toBe(true);
    expect([store.loaded('W1'), store.loaded('W2'), store.loaded('W3')]).toEqual([true, true, false]);
    const version = store.loadsVersion();
    store.apply({ type: 'loads', loaded: ['W3'], freed: ['W1'] });
    expect([store.loaded('W1'), store.loaded('W2'), store.loaded('W3')]).toEqual([false, true, true]);
    expect(store.loadsVersion()).not.toBe(version);
    expect(heard).toHaveBeenCalledTimes(2);
    store.disconnected();
    expect(store.loadsLive).toBe(false);
    // After a reconnect the full list replaces what was known.
    store.apply({ type: 'loads', loaded: ['W9'], freed: [], all: true });
    expect([store.loaded('W2'), store.loaded('W9'), store.loadsLive]).toEqual([false, true, true]);
  });

  it('replaces everything with a snapshot and then takes deltas by key', () => {
    const { store } = storeWithFrames();
    store.apply({ type: 'snapshot', agvs: [card('A'), card('B')], occupied: [hold('h1', 'S1'), hold('h2', 'S2')] });
    expect(store.ready).toBe(true);
    expect(store.cards().map((c) => c.agvUid)).toEqual(['A', 'B']);
    expect(store.vehicles.getUids()).toEqual(['A', 'B']);
    expect([...store.occupied.get()].sort()).toEqual(['S1', 'S2']);

    store.apply({ type: 'agvs', agvs: [card('B', { x: 99 }), card('C')], removed: ['A'] });
    store.apply({ type: 'occupied', occupied: [hold('h3', 'S3')], removed: ['h1'] });
    expect(store.cards().map((c) => [c.agvUid, c.x])).toEqual([['B', 99], ['C', 10]]);
    expect(store.vehicles.getUids()).toEqual(['B', 'C']);
    expect(store.vehicles.get('B')?.x).toBe(99);
    expect([...store.occupied.get()].sort()).toEqual(['S2', 'S3']);

    // A reconnect's snapshot is the whole truth again.
    store.apply({ type: 'snapshot', agvs: [card('A')], occupied: [] });
    expect(store.cards().map((c) => c.agvUid)).toEqual(['A']);
    expect(store.vehicles.getUids()).toEqual(['A']);
    expect(store.occupied.get().size).toBe(0);
  });

  it('moves a drawn vehicle without telling the map that vehicles came or went', () => {
    const { store, frame } = storeWithFrames();
    store.apply({ type: 'snapshot', agvs: [card('A'), card('B')], occupied: [] });
    frame();
    const structure = vi.fn();
    const moved = vi.fn();
    store.vehicles.subscribeStructure(structure);
    store.vehicles.subscribeFrame(moved);
    store.apply({ type: 'agvs', agvs: [card('A', { x: 30 })], removed: [] });
    frame();
    expect(structure).not.toHaveBeenCalled();
    expect(moved).toHaveBeenCalledWith(new Set(['A']));
  });

  it('draws offline vehicles only when they are to be shown', () => {
    const { store } = storeWithFrames();
    store.apply({ type: 'snapshot', agvs: [card('A'), card('B', {}, 0)], occupied: [] });
    expect(store.vehicles.getUids()).toEqual(['A']);
    store.setShowOffline(true);
    expect(store.vehicles.getUids()).toEqual(['A', 'B']);
    store.setShowOffline(false);
    // A vehicle going offline leaves the map; the card stays in the store.
    store.apply({ type: 'agvs', agvs: [card('A', {}, 0)], removed: [] });
    expect(store.vehicles.getUids()).toEqual([]);
    expect(store.card('A')?.agvVo.isConnected).toBe(0);
  });

  it('tells a card view only when what it shows changed, and when the vehicle leaves', () => {
    const { store } = storeWithFrames();
    const views = store.view(toCardView);
    store.apply({ type: 'snapshot', agvs: [card('A'), card('B')], occupied: [] });
    const a = vi.fn();
    const b = vi.fn();
    views.subscribe('A', a);
    views.subscribe('B', b);
    const first = views.get('A');
    // Position is not on the card: a drive along the path renders nothing.
    store.apply({ type: 'agvs', agvs: [card('A', { x: 50 }), card('B', { battery: 60 })], removed: [] });
    expect(a).not.toHaveBeenCalled();
    expect(views.get('A')).toBe(first);
    expect(b).toHaveBeenCalledTimes(1);
    expect(views.get('B')?.battery).toBe(60);
    store.apply({ type: 'agvs', agvs: [], removed: ['B'] });
    expect(b).toHaveBeenCalledTimes(2);
    expect(views.get('B')).toBeUndefined();
  });

  it('patches a held card field by field: a new card and new changed parts for its readers, the map moves the vehicle', () => {
    const { store, frame } = storeWithFrames();
    const views = store.view(toCardView);
    store.apply({ type: 'snapshot', agvs: [card('A'), card('B')], occupied: [] });
    frame();
    const heard = vi.fn();
    store.subscribeCards(heard);
    const structure = vi.fn();
    const moved = vi.fn();
    store.vehicles.subscribeStructure(structure);
    store.vehicles.subscribeFrame(moved);
    const before = store.card('A')!;
    const cards = store.cards();
    const view = views.get('A');
    store.apply({ type: 'agvPatch', patches: [{ agvUid: 'A', set: { x: 42, angle: 90, 'agvVo.currentRotation': 90 } }] });
    const after = store.card('A')!;
    expect([after.x, after.angle, after.agvVo.currentRotation, after.agvVo.agvName, after.battery]).toEqual([42, 90, 90, 'A', 80]);
    // New identities where something changed (React readers re-render), the rest shared.
    expect(after).not.toBe(before);
    expect(after.agvVo).not.toBe(before.agvVo);
    expect(after.agvStatus).toBe(before.agvStatus);
    expect(before.x).toBe(10);
    expect(store.cards()).not.toBe(cards);
    expect(store.card('B')).toBe(cards[1]);
    expect(heard).toHaveBeenCalledWith(new Set(['A']));
    frame();
    expect(store.vehicles.get('A')?.x).toBe(42);
    expect(moved).toHaveBeenCalledWith(new Set(['A']));
    expect(structure).not.toHaveBeenCalled();
    // The card column shows neither position nor heading: it keeps its view.
    expect(views.get('A')).toBe(view);
    store.apply({ type: 'agvPatch', patches: [{ agvUid: 'A', set: { battery: 15 }, unset: ['stationCode'] }] });
    expect(views.get('A')).toMatchObject({ battery: 15, stationCode: null });
    expect('stationCode' in store.card('A')!).toBe(false);
  });

  it('takes a vehicle off the map when a patch says it went offline, and ignores a patch for a card it never had', () => {
    const { store } = storeWithFrames();
    store.apply({ type: 'snapshot', agvs: [card('A'), card('B')], occupied: [] });
    const heard = vi.fn();
    store.subscribeCards(heard);
    store.apply({ type: 'agvPatch', patches: [{ agvUid: 'A', set: { 'agvVo.isConnected': 0 } }, { agvUid: 'Z', set: { x: 1 } }] });
    expect(store.vehicles.getUids()).toEqual(['B']);
    expect(store.cards().map((c) => c.agvUid)).toEqual(['A', 'B']);
    expect(store.card('Z')).toBeUndefined();
    expect(heard).toHaveBeenCalledWith(new Set(['A']));
  });

  it('tells holds listeners of every occupied change, even when the set of codes stays', () => {
    const { store } = storeWithFrames();
    store.apply({ type: 'snapshot', agvs: [], occupied: [hold('agv:1', 'S1')] });
    const holds = vi.fn();
    const codes = vi.fn();
    store.subscribeHolds(holds);
    store.occupied.subscribe(codes);
    store.apply({ type: 'occupied', occupied: [hold('h9', 'S1')], removed: [] });
    expect(holds).toHaveBeenCalledTimes(1);
    expect(codes).not.toHaveBeenCalled();
    expect(store.holdEntries().map((h) => h.id)).toEqual(['agv:1', 'h9']);
  });
});
