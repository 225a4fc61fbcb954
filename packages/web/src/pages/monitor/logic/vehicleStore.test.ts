import { describe, expect, it } from 'vitest';
import { VehicleStore, type MapVehicle } from './vehicleStore';

const vehicle = (agvUid: string, x = 0): MapVehicle => ({
  agvUid,
  agvName: agvUid,
  x,
  y: 0,
  angle: 0,
  isConnected: true,
  runStatus: 'RUNNING',
  battery: 80,
  stationCode: null,
  loaded: false,
  hasError: false,
});

/** A frame scheduler the test advances by hand. */
function manualFrames() {
  const queue: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => void queue.push(flush),
    frame: () => queue.splice(0).forEach((flush) => flush()),
    get waiting() {
      return queue.length;
    },
  };
}

describe('vehicle store', () => {
  it('tells structure listeners only when vehicles appear or leave', () => {
    const frames = manualFrames();
    const store = new VehicleStore(frames.schedule);
    let structure = 0;
    store.subscribeStructure(() => structure++);
    store.setVehicles([vehicle('a'), vehicle('b')]);
    const uids = store.getUids();
    expect(uids).toEqual(['a', 'b']);
    store.setVehicles([vehicle('a', 5), vehicle('b')]);
    expect(structure).toBe(1);
    expect(store.getUids()).toBe(uids);
    store.setVehicles([vehicle('a', 5)]);
    expect(structure).toBe(2);
  });

  it('flushes many updates within a frame once, with the changed vehicles', () => {
    const frames = manualFrames();
    const store = new VehicleStore(frames.schedule);
    const heard: string[][] = [];
    store.subscribeFrame((changed) => heard.push([...changed]));
    store.setVehicles([vehicle('a'), vehicle('b')]);
    frames.frame();
    expect(heard).toEqual([['a', 'b']]);

    for (let i = 1; i <= 10; i++) store.updateVehicle('a', { x: i });
    expect(frames.waiting).toBe(1);
    frames.frame();
    expect(heard).toEqual([['a', 'b'], ['a']]);
    expect(store.get('a')?.x).toBe(10);
  });

  it('ignores unchanged data and unknown vehicles', () => {
    const frames = manualFrames();
    const store = new VehicleStore(frames.schedule);
    store.setVehicles([vehicle('a')]);
    frames.frame();
    store.updateVehicle('a', { x: 0 });
    store.updateVehicle('zz', { x: 1 });
    store.setVehicles([vehicle('a')]);
    expect(frames.waiting).toBe(0);
  });
});
