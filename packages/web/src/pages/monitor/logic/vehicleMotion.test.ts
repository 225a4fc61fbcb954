import { describe, expect, it } from 'vitest';
import { VehicleMotion } from './vehicleMotion';

describe('vehicle motion between polls', () => {
  it('draws a vehicle seen for the first time where it is, without a move', () => {
    const motion = new VehicleMotion();
    expect(motion.place('a', { x: 10, y: 0, angle: 0 }, true, 0)).toEqual({ duration: 0, moved: false });
    expect(motion.moving).toBe(false);
    expect(motion.poseNow('a', 500)).toEqual({ x: 10, y: 0, angle: 0 });
  });

  it('moves to a new position over 1,000 ms and ignores an unchanged one', () => {
    const motion = new VehicleMotion();
    motion.place('a', { x: 0, y: 0, angle: 0 }, true, 0);
    expect(motion.place('a', { x: 100, y: 0, angle: 0 }, true, 1000)).toEqual({ duration: 1000, moved: true });
    expect(motion.poseNow('a', 1500)).toEqual({ x: 50, y: 0, angle: 0 });
    expect(motion.place('a', { x: 100, y: 0, angle: 0 }, true, 1600)).toBeNull();
    expect(motion.poseNow('a', 2000)).toEqual({ x: 100, y: 0, angle: 0 });
  });

  it('jumps when the heading turns more than 90 degrees or the vehicle is not animated', () => {
    const motion = new VehicleMotion();
    motion.place('a', { x: 0, y: 0, angle: 0 }, true, 0);
    expect(motion.place('a', { x: 0, y: 50, angle: 180 }, true, 100)).toEqual({ duration: 0, moved: true });
    expect(motion.poseNow('a', 150)).toEqual({ x: 0, y: 50, angle: 180 });
    expect(motion.place('a', { x: 0, y: 90, angle: 180 }, false, 200)).toEqual({ duration: 0, moved: true });
    expect(motion.moving).toBe(false);
  });

  it('starts a position arriving mid-move from where the vehicle is drawn', () => {
    const motion = new VehicleMotion();
    motion.place('a', { x: 0, y: 0, angle: 0 }, true, 0);
    motion.place('a', { x: 100, y: 0, angle: 0 }, true, 0);
    motion.place('a', { x: 100, y: 100, angle: 0 }, true, 500);
    expect(motion.poseNow('a', 500)).toEqual({ x: 50, y: 0, angle: 0 });
    expect(motion.poseNow('a', 1000)).toEqual({ x: 75, y: 50, angle: 0 });
  });

  it('visits moving vehicles until their move ends, the last time at the end pose', () => {
    const motion = new VehicleMotion();
    motion.place('a', { x: 0, y: 0, angle: 0 }, true, 0);
    motion.place('a', { x: 10, y: 0, angle: 0 }, true, 0);
    const seen: number[] = [];
    motion.advance(400, (_, pose) => seen.push(pose.x));
    motion.advance(1200, (_, pose) => seen.push(pose.x));
    motion.advance(1300, (_, pose) => seen.push(pose.x));
    expect(seen).toEqual([4, 10]);
    expect(motion.moving).toBe(false);
  });

  it('forgets vehicles that left the map', () => {
    const motion = new VehicleMotion();
    motion.place('a', { x: 0, y: 0, angle: 0 }, true, 0);
    motion.place('b', { x: 0, y: 0, angle: 0 }, true, 0);
    motion.place('b', { x: 5, y: 0, angle: 0 }, true, 0);
    motion.retain((uid) => uid === 'a');
    expect(motion.poseNow('b', 10)).toBeUndefined();
    expect(motion.moving).toBe(false);
    expect(motion.place('b', { x: 5, y: 0, angle: 0 }, true, 20)).toEqual({ duration: 0, moved: false });
  });
});
