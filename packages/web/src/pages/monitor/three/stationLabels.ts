import { BufferAttribute, BufferGeometry, CanvasTexture, SRGBColorSpace } from 'three';
import { STATION_EDGE, STATION_SIZE } from '../logic/displayRules';

/** Atlas cell of one code, pixels, and the atlas width: 32 codes a row. */
const CELL = { width: 128, height: 32 } as const;
const ATLAS_WIDTH = 4096;
const COLUMNS = ATLAS_WIDTH / CELL.width;
/** A label's size on the floor, map units (the cell's aspect), and its gap below the station. */
export const LABEL_SIZE = { width: 32, height: 8 } as const;
const BELOW = STATION_SIZE / 2 + STATION_EDGE + 1;
const FONT = '600 22px sans-serif';

export interface LabelledStation {
  readonly code: string;
  readonly x: number;
  readonly z: number;
}

/** The atlas cell of the `i`-th code: quads and atlas must agree on it. */
const cellOf = (i: number) => ({ col: i % COLUMNS, row: Math.floor(i / COLUMNS) });

/** Atlas height for `count` codes, pixels. */
export const atlasHeight = (count: number) => Math.max(1, Math.ceil(count / COLUMNS)) * CELL.height;

/**
 * One quad per station lying on the floor just below it (text up towards -z, read from the south
 * like the 2D map), with the UVs of its code's atlas cell; all in one geometry, one draw call.
 */
export function labelQuads(stations: readonly LabelledStation[], y: number): BufferGeometry {
  const height = atlasHeight(stations.length);
  const positions = new Float32Array(stations.length * 4 * 3);
  const uvs = new Float32Array(stations.length * 4 * 2);
  const index = new Uint32Array(stations.length * 6);
  stations.forEach((s, i) => {
    const left = s.x - LABEL_SIZE.width / 2;
    const right = s.x + LABEL_SIZE.width / 2;
    const top = s.z + BELOW;
    const bottom = top + LABEL_SIZE.height;
    positions.set([left, y, top, right, y, top, left, y, bottom, right, y, bottom], i * 12);
    const { col, row } = cellOf(i);
    const u0 = (col * CELL.width) / ATLAS_WIDTH;
    const u1 = ((col + 1) * CELL.width) / ATLAS_WIDTH;
    // The canvas texture is flipped: v = 1 is the canvas' top row.
    const vTop = 1 - (row * CELL.height) / height;
    const vBottom = 1 - ((row + 1) * CELL.height) / height;
    uvs.set([u0, vTop, u1, vTop, u0, vBottom, u1, vBottom], i * 8);
    const v = i * 4;
    // Counter-clockwise seen from above: the quads face up.
    index.set([v, v + 2, v + 1, v + 1, v + 2, v + 3], i * 6);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new BufferAttribute(uvs, 2));
  geometry.setIndex(new BufferAttribute(index, 1));
  geometry.computeBoundingSphere();
  return geometry;
}

/**
 * The codes written into an atlas, cell by cell in the order of `labelQuads`. Only the label quads
 * sample it: software WebGL shades a few thousand label pixels instead of a floor-sized texture
 * under the whole screen (that halved the 3D frame rate of the demo site).
 */
export function labelAtlas(stations: readonly LabelledStation[]): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = ATLAS_WIDTH;
  canvas.height = atlasHeight(stations.length);
  const c = canvas.getContext('2d')!;
  c.font = FONT;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillStyle = '#e2e8f0';
  stations.forEach((s, i) => {
    const { col, row } = cellOf(i);
    c.fillText(s.code, col * CELL.width + CELL.width / 2, row * CELL.height + CELL.height / 2, CELL.width - 4);
  });
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}
