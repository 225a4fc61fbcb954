import { LifError } from './site.js';

/** The part of a LIF 1.0.0 document AGVS maps, after the tolerant read. Positions in metres. */
export interface LifNurbs {
  readonly degree: number;
  readonly knots: readonly number[];
  readonly points: readonly { x: number; y: number; weight: number }[];
}
export interface LifEdgeIn {
  readonly edgeId: string;
  readonly start: string;
  readonly end: string;
  /** Of the first vehicle type; 0 when none is given. */
  readonly orientation: number;
  /** The vehicle types disagree on orientation or trajectory: AGVS has one way per segment for every model. */
  readonly typesDiffer: boolean;
  readonly trajectory: LifNurbs | null;
}
export interface LifNodeIn {
  readonly nodeId: string;
  readonly name: string | null;
  readonly x: number;
  readonly y: number;
  readonly actionTypes: readonly string[];
}
export interface LifStationIn {
  readonly stationId: string;
  readonly name: string | null;
  readonly nodeIds: readonly string[];
}
export interface LifLayoutIn {
  readonly layoutId: string;
  readonly name: string | null;
  readonly nodes: readonly LifNodeIn[];
  readonly edges: readonly LifEdgeIn[];
  readonly stations: readonly LifStationIn[];
}
export interface LifDocumentIn {
  readonly project: string;
  readonly layouts: readonly LifLayoutIn[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function obj(v: unknown, path: string): Obj {
  if (!isObj(v)) throw new LifError('field', path);
  return v;
}
function list(v: unknown, path: string, optional = false): unknown[] {
  if (v === undefined && optional) return [];
  if (!Array.isArray(v)) throw new LifError('field', path);
  return v;
}
/** Ids may be numbers in files of real exporters (LIFReader's sample): keep their text. */
function id(v: unknown, path: string): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string' || v.trim() === '') throw new LifError('field', path);
  return v;
}
/** Published examples write numbers as strings ("0.55"): accept a numeric string. */
function num(v: unknown, path: string): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new LifError('field', path);
  return n;
}
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function readTrajectory(v: unknown, path: string): LifNurbs | null {
  if (v === undefined || v === null) return null;
  const t = obj(v, path);
  return {
    degree: Math.round(num(t.degree ?? 1, `${path}.degree`)),
    knots: list(t.knotVector, `${path}.knotVector`).map((k, i) => num(k, `${path}.knotVector[${i}]`)),
    points: list(t.controlPoints, `${path}.controlPoints`).map((p, i) => {
      const q = obj(p, `${path}.controlPoints[${i}]`);
      const at = `${path}.controlPoints[${i}]`;
      return { x: num(q.x, `${at}.x`), y: num(q.y, `${at}.y`), weight: q.weight === undefined ? 1 : num(q.weight, `${at}.weight`) };
    }),
  };
}

function readNode(v: unknown, path: string): LifNodeIn {
  const n = obj(v, path);
  const pos = obj(n.nodePosition, `${path}.nodePosition`);
  const actionTypes = list(n.vehicleTypeNodeProperties, `${path}.vehicleTypeNodeProperties`, true).flatMap((p) =>
    isObj(p) && Array.isArray(p.actions) ? p.actions.filter(isObj).map((a) => String(a.actionType)) : [],
  );
  return {
    nodeId: id(n.nodeId, `${path}.nodeId`),
    name: text(n.nodeName),
    x: num(pos.x, `${path}.nodePosition.x`),
    y: num(pos.y, `${path}.nodePosition.y`),
    actionTypes,
  };
}

function readEdge(v: unknown, path: string): LifEdgeIn {
  const e = obj(v, path);
  const props = list(e.vehicleTypeEdgeProperties, `${path}.vehicleTypeEdgeProperties`, true);
  const first = isObj(props[0]) ? props[0] : {};
  const at = `${path}.vehicleTypeEdgeProperties[0]`;
  return {
    edgeId: id(e.edgeId, `${path}.edgeId`),
    start: id(e.startNodeId, `${path}.startNodeId`),
    end: id(e.endNodeId, `${path}.endNodeId`),
    orientation: first.vehicleOrientation === undefined ? 0 : num(first.vehicleOrientation, `${at}.vehicleOrientation`),
    trajectory: readTrajectory(first.trajectory, `${at}.trajectory`),
    typesDiffer: props.some(
      (p) => isObj(p) && (p.vehicleOrientation !== first.vehicleOrientation || JSON.stringify(p.trajectory) !== JSON.stringify(first.trajectory)),
    ),
  };
}

function readStation(v: unknown, path: string): LifStationIn {
  const s = obj(v, path);
  return {
    stationId: id(s.stationId, `${path}.stationId`),
    name: text(s.stationName),
    nodeIds: list(s.interactionNodeIds, `${path}.interactionNodeIds`).map((n, i) => id(n, `${path}.interactionNodeIds[${i}]`)),
  };
}

function readLayout(v: unknown, path: string): LifLayoutIn {
  const l = obj(v, path);
  return {
    layoutId: id(l.layoutId, `${path}.layoutId`),
    name: text(l.layoutName),
    nodes: list(l.nodes, `${path}.nodes`).map((n, i) => readNode(n, `${path}.nodes[${i}]`)),
    edges: list(l.edges, `${path}.edges`, true).map((e, i) => readEdge(e, `${path}.edges[${i}]`)),
    // The schema requires stations, LIF.md and most examples leave them out.
    stations: list(l.stations, `${path}.stations`, true).map((s, i) => readStation(s, `${path}.stations[${i}]`)),
  };
}

/**
 * Reads a LIF document leniently (README "Quirks": any lifVersion, string numbers, numeric ids,
 * missing stations, empty meta fields) and refuses what cannot be a LIF file, naming the field.
 */
export function readLifDocument(raw: unknown): LifDocumentIn {
  if (!isObj(raw) || !isObj(raw.metaInformation) || !Array.isArray(raw.layouts)) throw new LifError('notLif', 'metaInformation, layouts');
  if (raw.layouts.length === 0) throw new LifError('field', 'layouts');
  return {
    project: text(raw.metaInformation.projectIdentification) ?? 'LIF',
    layouts: raw.layouts.map((l, i) => readLayout(l, `layouts[${i}]`)),
  };
}
