import { BufferAttribute, BufferGeometry, Color } from 'three';
import { bakedLambert, type Direction } from './lighting';

/** Where one copy of a shape stands on the floor, and its colour. */
export interface Placed {
  readonly x: number;
  readonly z: number;
  readonly colour: string;
}

/**
 * A shape copied at every place (the stations' blocks, the pallets) into one static geometry with
 * per-vertex colours, lit in advance towards `sun` (drawn unlit, see lighting.ts): one draw call
 * without instancing. Software WebGL (SwiftShader, the bench's and many office PCs' renderer) pays
 * per instance: 10,000 instanced stations cost about two thirds of each 3D frame, and the merged
 * copy draws the same triangles several times faster. `shape` must be indexed.
 */
export function mergeCopies(shape: BufferGeometry, places: readonly Placed[], sun: Direction): BufferGeometry {
  const shapePositions = shape.getAttribute('position');
  const shapeNormals = shape.getAttribute('normal');
  const shapeIndex = shape.getIndex()!;
  const v = shapePositions.count;
  const k = shapeIndex.count;
  const positions = new Float32Array(places.length * v * 3);
  const colours = new Float32Array(places.length * v * 3);
  const index = new Uint32Array(places.length * k);
  const albedo = new Color();
  const colour = new Color();
  const normal = { x: 0, y: 0, z: 0 };
  places.forEach((place, s) => {
    albedo.set(place.colour);
    for (let i = 0; i < v; i++) {
      const at = (s * v + i) * 3;
      positions[at] = shapePositions.getX(i) + place.x;
      positions[at + 1] = shapePositions.getY(i);
      positions[at + 2] = shapePositions.getZ(i) + place.z;
      normal.x = shapeNormals.getX(i);
      normal.y = shapeNormals.getY(i);
      normal.z = shapeNormals.getZ(i);
      bakedLambert(albedo, normal, sun, colour);
      colours[at] = colour.r;
      colours[at + 1] = colour.g;
      colours[at + 2] = colour.b;
    }
    for (let i = 0; i < k; i++) index[s * k + i] = shapeIndex.getX(i) + s * v;
  });
  const merged = new BufferGeometry();
  merged.setAttribute('position', new BufferAttribute(positions, 3));
  merged.setAttribute('color', new BufferAttribute(colours, 3));
  merged.setIndex(new BufferAttribute(index, 1));
  merged.computeBoundingSphere();
  return merged;
}

/** Which station (its position in the merged list) a raycast hit on a merged geometry's face belongs to. */
export function stationOfFace(shape: BufferGeometry, faceIndex: number): number {
  return Math.floor(faceIndex / (shape.getIndex()!.count / 3));
}

/** Side of the square areas stations are grouped in, map units (a few hundred stations each on a dense map). */
export const CHUNK_SIZE = 400;

/** The stations of one square area, merged: drawn (and culled outside the view) as a unit. */
export interface StationChunk {
  /** Positions of its stations in the list given to `stationChunks`, in drawing order. */
  readonly stations: readonly number[];
  readonly tops: BufferGeometry;
  readonly sides: BufferGeometry;
  readonly centre: { readonly x: number; readonly z: number };
}

/**
 * The stations grouped by square areas, each area's tops and sides merged apart: three.js leaves
 * out areas outside the view, and far areas draw only their tops (2 triangles a station instead
 * of 10; software WebGL pays for every triangle, however small on screen).
 */
export function stationChunks(
  stations: readonly Placed[],
  parts: { readonly top: BufferGeometry; readonly sides: BufferGeometry },
  sun: Direction,
  size = CHUNK_SIZE,
): StationChunk[] {
  const groups = new Map<string, number[]>();
  stations.forEach((s, i) => {
    const key = `${Math.floor(s.x / size)}:${Math.floor(s.z / size)}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  return [...groups.values()].map((members) => {
    const list = members.map((i) => stations[i]!);
    const centre = { x: list.reduce((sum, s) => sum + s.x, 0) / list.length, z: list.reduce((sum, s) => sum + s.z, 0) / list.length };
    return { stations: members, tops: mergeCopies(parts.top, list, sun), sides: mergeCopies(parts.sides, list, sun), centre };
  });
}
