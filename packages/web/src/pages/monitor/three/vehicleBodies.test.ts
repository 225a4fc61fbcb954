import { Box3, Color, Mesh, MeshBasicMaterial, Raycaster, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { VEHICLE_LENGTH } from '../logic/displayRules';
import { VehicleBodies, type BodyPose } from './vehicleBodies';

const AREA = { width: 400, height: 200 };
/** A sun standing due east (+x), low: the side a vehicle turns towards it gets brighter. */
const EAST_SUN = { x: Math.SQRT1_2, y: Math.SQRT1_2, z: 0 };
const pose = (patch: Partial<BodyPose> = {}): BodyPose => ({ x: 100, z: 50, yaw: 0, shown: true, loaded: false, colour: new Color('#22c55e'), ...patch });

/** Bounds of one vehicle's drawn vertices (collapsed parts sit at the origin, so they are left out). */
function boundsOf(bodies: VehicleBodies, slot: number): Box3 {
  const positions = bodies.geometry.getAttribute('position');
  const perVehicle = positions.count / bodies.capacity;
  const box = new Box3();
  const point = new Vector3();
  for (let i = slot * perVehicle; i < (slot + 1) * perVehicle; i++) {
    point.fromBufferAttribute(positions, i);
    if (point.lengthSq() > 0) box.expandByPoint(point);
  }
  return box;
}

describe('VehicleBodies: the whole fleet in one geometry', () => {
  it('places a vehicle at its position, nose ahead, and turns it with its heading', () => {
    const bodies = new VehicleBodies(2, EAST_SUN, AREA);
    bodies.write(0, pose());
    const ahead = boundsOf(bodies, 0);
    // Heading 0: longer along x, the nose sticking out at +x.
    expect(ahead.max.x - ahead.min.x).toBeGreaterThan(ahead.max.z - ahead.min.z);
    expect(ahead.max.x - 100).toBeGreaterThan(VEHICLE_LENGTH / 2);
    expect(100 - ahead.min.x).toBeCloseTo(VEHICLE_LENGTH / 2);

    bodies.write(1, pose({ x: 300, yaw: Math.PI / 2 }));
    const turned = boundsOf(bodies, 1);
    // A quarter turn counter-clockwise seen from above: the nose now points at -z.
    expect(turned.max.z - turned.min.z).toBeGreaterThan(turned.max.x - turned.min.x);
    expect(50 - turned.min.z).toBeGreaterThan(VEHICLE_LENGTH / 2);
    expect(turned.getCenter(new Vector3()).x).toBeCloseTo(300);
  });

  it('draws freight only when loaded and nothing of a hidden vehicle', () => {
    const bodies = new VehicleBodies(1, EAST_SUN, AREA);
    bodies.write(0, pose());
    const empty = boundsOf(bodies, 0).max.y;
    bodies.write(0, pose({ loaded: true }));
    expect(boundsOf(bodies, 0).max.y).toBeGreaterThan(empty);
    bodies.write(0, pose({ shown: false }));
    expect(boundsOf(bodies, 0).isEmpty()).toBe(true);
  });

  it('bakes the light again as the vehicle turns: the side facing the sun is the bright one', () => {
    const bodies = new VehicleBodies(1, EAST_SUN, AREA);
    const brightestAt = (yaw: number) => {
      bodies.write(0, pose({ yaw }));
      const positions = bodies.geometry.getAttribute('position');
      const colours = bodies.geometry.getAttribute('color');
      let best = { g: -1, x: 0 };
      // Hull vertices come first; the brightest side face is the one towards the sun.
      for (let i = 0; i < 24; i++) {
        const y = positions.getY(i);
        if (y > 6.9) continue; // not the top
        if (colours.getY(i) > best.g) best = { g: colours.getY(i), x: positions.getX(i) };
      }
      return best;
    };
    expect(brightestAt(0).x).toBeCloseTo(100 + VEHICLE_LENGTH / 2);
    // Turned round, the same side of the hull faces west, and the bright side is the other one.
    expect(brightestAt(Math.PI).x).toBeCloseTo(100 + VEHICLE_LENGTH / 2);
    expect(brightestAt(0).g).toBeGreaterThan(new Color('#22c55e').g * 0.5);
  });

  it('tells which vehicle a raycast hit belongs to, each vehicle drawn in 24 triangles', () => {
    const bodies = new VehicleBodies(3, EAST_SUN, AREA);
    expect(bodies.geometry.getIndex()!.count).toBe(3 * 24 * 3);
    [40, 200, 360].forEach((x, slot) => bodies.write(slot, pose({ x })));
    const mesh = new Mesh(bodies.geometry, new MeshBasicMaterial());
    const hit = new Raycaster(new Vector3(360, 50, 50), new Vector3(0, -1, 0)).intersectObject(mesh)[0];
    expect(hit && bodies.slotOfFace(hit.faceIndex!)).toBe(2);
  });
});
