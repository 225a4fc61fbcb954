import { BufferAttribute, BufferGeometry, Color } from 'three';

export interface FieldStation {
  readonly x: number;
  readonly z: number;
  readonly colour: string;
}

/**
 * Every station's drum copied into one static geometry with per-vertex colours: one draw call
 * without instancing. Software WebGL (SwiftShader, the bench's and many office PCs' renderer) pays
 * per instance, and 10,000 instanced stations cost about two thirds of each 3D frame; the merged
 * copy draws the same triangles several times faster. `shape` must be indexed.
 */
export function mergeStations(shape: BufferGeometry, stations: readonly FieldStation[]): BufferGeometry {
  const shapePositions = shape.getAttribute('position');
  const shapeNormals = shape.getAttribute('normal');
  const shapeIndex = shape.getIndex()!;
  const v = shapePositions.count;
  const k = shapeIndex.count;
  const positions = new Float32Array(stations.length * v * 3);
  const normals = new Float32Array(stations.length * v * 3);
  const colours = new Float32Array(stations.length * v * 3);
  const index = new Uint32Array(stations.length * k);
  const colour = new Color();
  stations.forEach((station, s) => {
    colour.set(station.colour);
    for (let i = 0; i < v; i++) {
      const at = (s * v + i) * 3;
      positions[at] = shapePositions.getX(i) + station.x;
      positions[at + 1] = shapePositions.getY(i);
      positions[at + 2] = shapePositions.getZ(i) + station.z;
      normals[at] = shapeNormals.getX(i);
      normals[at + 1] = shapeNormals.getY(i);
      normals[at + 2] = shapeNormals.getZ(i);
      colours[at] = colour.r;
      colours[at + 1] = colour.g;
      colours[at + 2] = colour.b;
    }
    for (let i = 0; i < k; i++) index[s * k + i] = shapeIndex.getX(i) + s * v;
  });
  const merged = new BufferGeometry();
  merged.setAttribute('position', new BufferAttribute(positions, 3));
  merged.setAttribute('normal', new BufferAttribute(normals, 3));
  merged.setAttribute('color', new BufferAttribute(colours, 3));
  merged.setIndex(new BufferAttribute(index, 1));
  merged.computeBoundingSphere();
  return merged;
}

/** Which station (its position in the merged list) a raycast hit on the merged geometry's face belongs to. */
export function stationOfFace(shape: BufferGeometry, faceIndex: number): number {
  return Math.floor(faceIndex / (shape.getIndex()!.count / 3));
}
