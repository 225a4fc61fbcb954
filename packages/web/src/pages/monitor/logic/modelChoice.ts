import type { ControlPoint, LayoutGraph, LayoutModel } from '@agvs/contract';

/** The model the monitor shows: the one of the `modelId` query when the layout has it, else its first. */
export function chosenModel(models: readonly LayoutModel[], modelId: string | null): LayoutModel | null {
  return models.find((m) => m.id === modelId) ?? models[0] ?? null;
}

interface GraphDataStation {
  stationCode?: unknown;
  mapX?: unknown;
  mapY?: unknown;
}
interface GraphDataSegment {
  srcStationCode?: unknown;
  destStationCode?: unknown;
  controlPoints?: unknown;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const positive = (value: unknown): number | null => (finite(value) && value > 0 ? value : null);

function parse(text: string | null | undefined): Record<string, unknown> | null {
  if (!text?.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function controlPointsOf(value: unknown): ControlPoint[] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const points = value as { controlx?: unknown; controly?: unknown }[];
  return points.every((p) => finite(p.controlx) && finite(p.controly)) ? points.map((p) => ({ controlx: p.controlx as number, controly: p.controly as number })) : null;
}

/**
 * The layout graph drawn with a model's 2D data (layoutModel.graphData, SPEC §3 "Map data"): the
 * model gives the drawing — area, station radius, station positions and Bezier control points —
 * while the layout's own stations and segments stay what is drawn and polled, so a model cannot
 * add or drop a station. Values the model lacks or gets wrong keep the layout's.
 */
export function graphWithModel(graph: LayoutGraph, graphData: string | null | undefined): LayoutGraph {
  const data = parse(graphData);
  if (!data) return graph;
  const positions = new Map<string, { x: number; y: number }>();
  for (const s of Array.isArray(data.stationList) ? (data.stationList as GraphDataStation[]) : []) {
    if (typeof s.stationCode === 'string' && finite(s.mapX) && finite(s.mapY)) positions.set(s.stationCode, { x: s.mapX, y: s.mapY });
  }
  const curves = new Map<string, ControlPoint[]>();
  for (const s of Array.isArray(data.segmentList) ? (data.segmentList as GraphDataSegment[]) : []) {
    const points = controlPointsOf(s.controlPoints);
    if (points && typeof s.srcStationCode === 'string' && typeof s.destStationCode === 'string') curves.set(`${s.srcStationCode}>${s.destStationCode}`, points);
  }
  const ini = data.iniconfig as { stationRadius?: unknown } | undefined;
  return {
    ...graph,
    width: positive(data.width) ?? graph.width,
    height: positive(data.height) ?? graph.height,
    iniconfig: { stationRadius: positive(ini?.stationRadius) ?? graph.iniconfig.stationRadius },
    stationList: graph.stationList.map((s) => {
      const at = positions.get(s.stationCode);
      return at ? { ...s, mapX: at.x, mapY: at.y } : s;
    }),
    segmentList: graph.segmentList.map((s) => {
      const points = s.type === 'Bezier' ? curves.get(`${s.srcStationCode}>${s.destStationCode}`) : undefined;
      return points ? { ...s, controlPoints: points } : s;
    }),
  };
}
