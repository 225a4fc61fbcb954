import type { LayoutModel } from '@agvs/contract';
import { sampleCubic, type Point, type SegmentShape } from '../logic/geometry';
import type { MapModel } from '../logic/mapModel';
import { mergeCollinear, type Piece } from './pathLines';

/** SPEC §9: walls 50 high and 2 thick (map units), a 45° field of view. */
export const WALL_HEIGHT = 50;
export const WALL_THICKNESS = 2;
export const CAMERA_FOV = 45;

/** The 3D description of a layout (layoutModel.threeData): the walled area and the wall measures. */
export interface ThreeData {
  readonly boundary: { readonly width: number; readonly height: number } | null;
  readonly wallHeight: number;
  readonly wallThickness: number;
}

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/**
 * The layout's 3D data, or null when it has none (SPEC §8 'no 3D map data'): the first model whose
 * threeData is a JSON object. Missing wall measures take the SPEC §9 values.
 */
export function threeDataOf(models: readonly LayoutModel[]): ThreeData | null {
  for (const model of models) {
    const text = model.threeData?.trim();
    if (!text) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) continue;
    const data = parsed as { boundary?: { width?: unknown; height?: unknown }; wallHeight?: unknown; wallThickness?: unknown };
    const width = positive(data.boundary?.width);
    const height = positive(data.boundary?.height);
    return {
      boundary: width && height ? { width, height } : null,
      wallHeight: positive(data.wallHeight) ?? WALL_HEIGHT,
      wallThickness: positive(data.wallThickness) ?? WALL_THICKNESS,
    };
  }
  return null;
}

/** A box in world units: centre and size (x along the map's x, z along the map's y, y up). */
export interface Box {
  readonly name: string;
  readonly centre: readonly [number, number, number];
  readonly size: readonly [number, number, number];
}

/** The four boundary walls around [0, width] x [0, height], standing outside the area. */
export function wallBoxes(width: number, height: number, wallHeight: number, thickness: number): Box[] {
  const y = wallHeight / 2;
  const t = thickness;
  return [
    { name: 'wall-north', centre: [width / 2, y, -t / 2], size: [width + 2 * t, wallHeight, t] },
    { name: 'wall-south', centre: [width / 2, y, height + t / 2], size: [width + 2 * t, wallHeight, t] },
    { name: 'wall-west', centre: [-t / 2, y, height / 2], size: [t, wallHeight, height] },
    { name: 'wall-east', centre: [width + t / 2, y, height / 2], size: [t, wallHeight, height] },
  ];
}

/** The walled area: threeData's boundary, else the layout's size widened to every station. */
export function walledArea(data: ThreeData, model: MapModel): { readonly width: number; readonly height: number } {
  const width = Math.max(data.boundary?.width ?? model.graph.width, model.bounds.maxX);
  const height = Math.max(data.boundary?.height ?? model.graph.height, model.bounds.maxY);
  return { width, height };
}

/** Points a path is drawn through: its two ends, or 20 samples of a Bezier (SPEC §9). */
export function pathPoints(shape: SegmentShape): Point[] {
  return shape.controls ? sampleCubic(shape.from, shape.controls[0], shape.controls[1], shape.to) : [shape.from, shape.to];
}

/**
 * Line-segment pairs of every path as one flat xyz array at height `y` (one draw call for all
 * paths, however many the layout has), collinear runs joined into one line (see mergeCollinear).
 */
export function pathVertices(model: MapModel, y: number): Float32Array {
  const pieces: Piece[] = [];
  for (const segment of model.segments) {
    const points = pathPoints(segment.shape);
    for (let i = 1; i < points.length; i++) pieces.push([points[i - 1]!, points[i]!]);
  }
  const lines = mergeCollinear(pieces);
  const vertices = new Float32Array(lines.length * 6);
  lines.forEach(([a, b], i) => vertices.set([a.x, y, a.y, b.x, y, b.y], i * 6));
  return vertices;
}

/** Rotation about the vertical axis for a map heading (degrees, clockwise on screen from +x). */
export function headingToYaw(angle: number): number {
  return (-angle * Math.PI) / 180;
}

export type BatteryTagBand = 'red' | 'yellow' | 'green';

/** SPEC §9: the battery on a 3D vehicle tag is red below 20 %, yellow below 60 %, green otherwise. */
export function batteryTagBand(battery: number): BatteryTagBand {
  if (battery < 20) return 'red';
  if (battery < 60) return 'yellow';
  return 'green';
}

export const BATTERY_TAG_COLOURS: Readonly<Record<BatteryTagBand, string>> = { red: '#ef4444', yellow: '#eab308', green: '#22c55e' };

/** Stations of the layout's Working zones: where pallets and freight show when occupied (SPEC §2). */
export function workingStations(model: MapModel): ReadonlySet<string> {
  const codes = new Set<string>();
  for (const [code, zones] of model.zonesOfStation) if (zones.some((zone) => zone.zoneType === 'Working')) codes.add(code);
  return codes;
}

/** Occupied Working-zone stations, in the layout's station order (stable for rendering). */
export function palletStations(model: MapModel, working: ReadonlySet<string>, occupied: ReadonlySet<string>): string[] {
  return model.stations.filter((s) => working.has(s.stationCode) && occupied.has(s.stationCode)).map((s) => s.stationCode);
}

/** glTF node names, so an exported scene can be searched by station code and vehicle id. */
export const nodeName = {
  station: (code: string) => `station-${code}`,
  vehicle: (agvUid: string) => `agv-${agvUid}`,
  pallet: (code: string) => `pallet-${code}`,
  freight: (code: string) => `freight-${code}`,
};
