import { BoxGeometry, BufferAttribute, BufferGeometry, Color, ConeGeometry, DynamicDrawUsage, Sphere, Vector3 } from 'three';
import { VEHICLE_LENGTH } from '../logic/displayRules';
import { bakedLambert, type Direction } from './lighting';

export const BODY_HEIGHT = 6;
const WIDTH = 10;

/**
 * A box without its bottom face: the camera never looks from below the floor, and software WebGL
 * pays for every triangle (10 instead of 12; a thousand vehicles draw tens of thousands).
 */
function openBox(width: number, height: number, depth: number): BufferGeometry {
  const box = new BoxGeometry(width, height, depth);
  const index = box.getIndex()!;
  const normals = box.getAttribute('normal');
  const kept: number[] = [];
  for (let i = 0; i < index.count; i += 3) {
    if (normals.getY(index.getX(i)) < -0.5) continue;
    kept.push(index.getX(i), index.getX(i + 1), index.getX(i + 2));
  }
  box.setIndex(kept);
  box.clearGroups();
  return box;
}

/**
 * A vehicle's parts in its own frame (nose towards +x), so one pose (position, heading) places all
 * three: a hull, a four-sided nose whose base is hidden in the hull, and freight on top.
 */
export const vehicleParts = {
  hull: openBox(VEHICLE_LENGTH, BODY_HEIGHT, WIDTH).translate(0, BODY_HEIGHT / 2 + 1, 0),
  nose: new ConeGeometry(3, 4, 4, 1, true, Math.PI / 4).rotateZ(-Math.PI / 2).translate(VEHICLE_LENGTH / 2 + 1.5, BODY_HEIGHT / 2 + 1, 0),
  freight: openBox(8, 6, 8).translate(0, BODY_HEIGHT + 4, 0),
};

export const NOSE_COLOUR = new Color('#f8fafc');
export const FREIGHT_COLOUR = new Color('#d97706');

const enum Part {
  Hull,
  Nose,
  Freight,
}

/** The three parts as one indexed vertex list, each vertex tagged with its part. */
function template() {
  const parts = [vehicleParts.hull, vehicleParts.nose, vehicleParts.freight];
  const count = parts.reduce((sum, g) => sum + g.getAttribute('position').count, 0);
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const part = new Uint8Array(count);
  const index: number[] = [];
  let base = 0;
  parts.forEach((geometry, p) => {
    const position = geometry.getAttribute('position');
    positions.set(position.array as Float32Array, base * 3);
    normals.set(geometry.getAttribute('normal').array as Float32Array, base * 3);
    part.fill(p, base, base + position.count);
    const own = geometry.getIndex()!;
    for (let i = 0; i < own.count; i++) index.push(own.getX(i) + base);
    base += position.count;
  });
  return { positions, normals, part, index, count };
}

const TEMPLATE = template();

/** Where and how one vehicle is drawn. */
export interface BodyPose {
  readonly x: number;
  readonly z: number;
  /** Rotation about the vertical axis, radians (three.js: counter-clockwise seen from above). */
  readonly yaw: number;
  /** False for a disconnected vehicle: nothing is drawn. */
  readonly shown: boolean;
  readonly loaded: boolean;
  /** The hull's run-status colour. */
  readonly colour: Color;
}

/**
 * Every vehicle's hull, nose and freight in one dynamic geometry, lit in advance like the stations
 * (see lighting.ts) and drawn unlit: one draw call for the whole fleet. Software WebGL pays per
 * instance: three instanced meshes of 100 vehicles took a third of each 3D frame. Moving a
 * vehicle rewrites its vertices here (its normals turn with it, so its light is baked again);
 * a hidden vehicle or part collapses to a point, which draws nothing.
 */
export class VehicleBodies {
  readonly geometry = new BufferGeometry();
  private readonly positions: BufferAttribute;
  private readonly colours: BufferAttribute;
  private readonly lit = new Color();
  private readonly normal = { x: 0, y: 0, z: 0 };

  constructor(
    readonly capacity: number,
    private readonly sun: Direction,
    /** The walled area: vehicles stay within it, so its bounds serve culling and picking however they move. */
    area: { readonly width: number; readonly height: number },
  ) {
    const vertices = capacity * TEMPLATE.count;
    this.positions = new BufferAttribute(new Float32Array(vertices * 3), 3).setUsage(DynamicDrawUsage);
    this.colours = new BufferAttribute(new Float32Array(vertices * 3), 3).setUsage(DynamicDrawUsage);
    const index = new Uint32Array(capacity * TEMPLATE.index.length);
    for (let v = 0; v < capacity; v++) {
      for (let i = 0; i < TEMPLATE.index.length; i++) index[v * TEMPLATE.index.length + i] = TEMPLATE.index[i]! + v * TEMPLATE.count;
    }
    this.geometry.setAttribute('position', this.positions);
    this.geometry.setAttribute('color', this.colours);
    this.geometry.setIndex(new BufferAttribute(index, 1));
    const centre = new Vector3(area.width / 2, 0, area.height / 2);
    this.geometry.boundingSphere = new Sphere(centre, Math.hypot(area.width, area.height) / 2 + VEHICLE_LENGTH + BODY_HEIGHT * 3);
  }

  /** Writes one vehicle's vertices; the geometry is uploaded with the next frame. */
  write(slot: number, pose: BodyPose): void {
    const positions = this.positions.array as Float32Array;
    const colours = this.colours.array as Float32Array;
    const { positions: shape, normals, part, count } = TEMPLATE;
    const cos = Math.cos(pose.yaw);
    const sin = Math.sin(pose.yaw);
    const start = slot * count * 3;
    for (let i = 0; i < count; i++) {
      const at = start + i * 3;
      const p = part[i]!;
      if (!pose.shown || (p === Part.Freight && !pose.loaded)) {
        positions[at] = positions[at + 1] = positions[at + 2] = 0;
        continue;
      }
      const px = shape[i * 3]!;
      const pz = shape[i * 3 + 2]!;
      positions[at] = pose.x + px * cos + pz * sin;
      positions[at + 1] = shape[i * 3 + 1]!;
      positions[at + 2] = pose.z - px * sin + pz * cos;
      const nx = normals[i * 3]!;
      const nz = normals[i * 3 + 2]!;
      this.normal.x = nx * cos + nz * sin;
      this.normal.y = normals[i * 3 + 1]!;
      this.normal.z = -nx * sin + nz * cos;
      bakedLambert(p === Part.Hull ? pose.colour : p === Part.Nose ? NOSE_COLOUR : FREIGHT_COLOUR, this.normal, this.sun, this.lit);
      colours[at] = this.lit.r;
      colours[at + 1] = this.lit.g;
      colours[at + 2] = this.lit.b;
    }
    this.positions.needsUpdate = true;
    this.colours.needsUpdate = true;
  }

  /** Which vehicle (its slot) a raycast hit on the geometry's face belongs to. */
  slotOfFace(faceIndex: number): number {
    return Math.floor(faceIndex / (TEMPLATE.index.length / 3));
  }

  dispose(): void {
    this.geometry.dispose();
  }
}
