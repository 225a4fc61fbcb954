import { sampleCubic } from '../geometry/bezier.js';
import type { Point } from '../geometry/point.js';
import type { SegmentDirection } from '../model/layout.js';
import { CodeBook } from './codes.js';
import type { LifDocumentIn, LifEdgeIn, LifLayoutIn, LifNodeIn } from './read.js';
import { LifError, type LifSite, type LifSiteLayout, type LifSiteSegment, type LifWarning } from './site.js';
import { cubicOf, isStraight } from './trajectory.js';

/** 1 cm per map unit, and 1 m of free floor around the nodes. */
export const LIF_MM_PER_UNIT = 10;
const MARGIN_MM = 1000;
const ANGLE_TOLERANCE = 1e-3;

interface Frame {
  readonly originX: number;
  readonly originY: number;
}
/** One origin for the whole file: LIF layouts share the facility's frame. */
function frameOf(layouts: readonly LifLayoutIn[]): Frame & { maxX: number; minY: number } {
  const nodes = layouts.flatMap((l) => l.nodes);
  const xs = nodes.map((n) => n.x * 1000);
  const ys = nodes.map((n) => n.y * 1000);
  const min = (v: number[]) => (v.length ? Math.min(...v) : 0);
  const max = (v: number[]) => (v.length ? Math.max(...v) : 0);
  return { originX: min(xs) - MARGIN_MM, originY: max(ys) + MARGIN_MM, maxX: max(xs) + MARGIN_MM, minY: min(ys) - MARGIN_MM };
}
const toMap = (f: Frame, p: Point): Point => ({ x: (p.x * 1000 - f.originX) / LIF_MM_PER_UNIT, y: (f.originY - p.y * 1000) / LIF_MM_PER_UNIT });

/** Nose first (0) or tail first (π); anything else has no AGVS counterpart and drives nose first. */
function drivesBackward(e: LifEdgeIn, warnings: LifWarning[]): boolean {
  const backward = Math.abs(Math.abs(e.orientation) - Math.PI) < ANGLE_TOLERANCE;
  if (!backward && Math.abs(e.orientation) > ANGLE_TOLERANCE) warnings.push({ kind: 'orientation', id: e.edgeId });
  return backward;
}

function lengthMm(a: Point, b: Point, controls: readonly [Point, Point] | null): number {
  const pts = controls ? sampleCubic(a, controls[0], controls[1], b) : [a, b];
  return pts.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - pts[i]!.x, p.y - pts[i]!.y), 0) * LIF_MM_PER_UNIT;
}

const sameShape = (a: readonly [Point, Point] | null, b: readonly [Point, Point] | null) =>
  a === null ? b === null : b !== null && Math.hypot(a[0].x - b[1].x, a[0].y - b[1].y) < 0.1 && Math.hypot(a[1].x - b[0].x, a[1].y - b[0].y) < 0.1;

/** Which two-way direction a pair of opposite edges is, given how each is driven. */
function pairDirection(thereBack: boolean, backBack: boolean): { direction: SegmentDirection; swap: boolean } {
  if (thereBack === backBack) return { direction: thereBack ? 'double-backward' : 'double-forward', swap: false };
  // 'both': src -> dest nose first, dest -> src tail first.
  return { direction: 'both', swap: thereBack };
}

function importLayout(l: LifLayoutIn, frame: Frame, size: { width: number; height: number }, others: ReadonlySet<string>, warnings: LifWarning[]): LifSiteLayout {
  const stationCodes = new CodeBook('N');
  const byId = new Map<string, { node: LifNodeIn; code: string; at: Point }>();
  const charging = new Set<string>();
  const working = new Set<string>();
  for (const node of l.nodes) {
    if (byId.has(node.nodeId)) throw new LifError('field', `${l.layoutId}.nodes: ${node.nodeId}`);
    byId.set(node.nodeId, { node, ...stationCodes.codeFor(node.nodeId), at: toMap(frame, node) });
  }
  const zoneCodes = new CodeBook('S');
  const zones = l.stations.map((s) => {
    const members = s.nodeIds.map((id) => {
      const n = byId.get(id);
      if (!n) throw new LifError('unknownNode', id);
      (n.node.actionTypes.includes('startCharging') ? charging : working).add(id);
      return n.code;
    });
    return { ...zoneCodes.codeFor(s.stationId), name: s.name ?? s.stationId, stationCodes: members };
  });

  const shaped = l.edges.flatMap((e) => {
    const a = byId.get(e.start);
    const b = byId.get(e.end);
    if (!a || !b) {
      const missing = a ? e.end : e.start;
      if (others.has(missing)) {
        warnings.push({ kind: 'otherLayout', id: e.edgeId });
        return [];
      }
      throw new LifError('unknownNode', missing);
    }
    if (e.typesDiffer) warnings.push({ kind: 'vehicleTypes', id: e.edgeId });
    let controls: readonly [Point, Point] | null = null;
    if (e.trajectory) {
      const cubic = cubicOf(e.trajectory, a.node, b.node);
      if (cubic) controls = [toMap(frame, cubic[0]), toMap(frame, cubic[1])];
      else if (!isStraight(e.trajectory, a.node, b.node)) warnings.push({ kind: 'trajectory', id: e.edgeId });
    }
    return [{ e, a, b, controls, backward: drivesBackward(e, warnings) }];
  });

  const used = new Set<number>();
  const segments: LifSiteSegment[] = [];
  shaped.forEach((s, i) => {
    if (used.has(i)) return;
    used.add(i);
    const j = shaped.findIndex((o, k) => !used.has(k) && o.e.start === s.e.end && o.e.end === s.e.start && sameShape(s.controls, o.controls));
    if (j < 0) {
      segments.push({ src: s.a.code, dest: s.b.code, direction: s.backward ? 'reverse' : 'forward', controls: s.controls, length: lengthMm(s.a.at, s.b.at, s.controls), edgeIds: [s.e.edgeId] });
      return;
    }
    used.add(j);
    const o = shaped[j]!;
    const { direction, swap } = pairDirection(s.backward, o.backward);
    const [first, second] = swap ? [o, s] : [s, o];
    segments.push({ src: first.a.code, dest: first.b.code, direction, controls: first.controls, length: lengthMm(first.a.at, first.b.at, first.controls), edgeIds: [first.e.edgeId, second.e.edgeId] });
  });

  return {
    lifId: l.layoutId,
    name: l.name ?? l.layoutId,
    originX: frame.originX,
    originY: frame.originY,
    mmPerUnit: LIF_MM_PER_UNIT,
    ...size,
    stations: [...byId.values()].map(({ node, code, at }) => ({
      code,
      name: node.name ?? node.nodeId,
      lifId: code === node.nodeId ? null : node.nodeId,
      x: at.x,
      y: at.y,
      type: charging.has(node.nodeId) ? 'Charging' : working.has(node.nodeId) ? 'Working' : 'Public',
    })),
    segments,
    zones,
  };
}

/**
 * A LIF document as an AGVS site: one layout per LIF layout, nodes as stations, directed edges as
 * segments (a pair of opposite edges as one two-way segment), LIF stations as Working zones.
 */
export function siteOfLif(doc: LifDocumentIn): { site: LifSite; warnings: LifWarning[] } {
  const frame = frameOf(doc.layouts);
  const size = { width: Math.ceil((frame.maxX - frame.originX) / LIF_MM_PER_UNIT), height: Math.ceil((frame.originY - frame.minY) / LIF_MM_PER_UNIT) };
  const warnings: LifWarning[] = [];
  const layouts = doc.layouts.map((l) => {
    const others = new Set(doc.layouts.filter((o) => o !== l).flatMap((o) => o.nodes.map((n) => n.nodeId)));
    return importLayout(l, frame, size, others, warnings);
  });
  return { site: { name: doc.project, layouts }, warnings };
}
