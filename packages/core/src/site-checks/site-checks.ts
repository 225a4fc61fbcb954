import type { SegmentId, StationId } from '../ids.js';
import { buildGraph, type LayoutGraph } from '../model/graph.js';
import type { Layout } from '../model/layout.js';
import type { Mm } from '../units.js';

/**
 * Checks of a site before it is published (docs/site-authoring.md "Checks"). Each finding names
 * the stations and segments it concerns, so an editor can draw it; an `error` refuses the
 * publish, a `warning` does not.
 *
 * - `tooClose` (error): two stations closer than the largest vehicle's footprint, so two vehicles
 *   standing on them would touch. The footprint is the circle every vehicle covers whatever its
 *   heading: its width (the shorter side of its outline); two such circles whose centres are
 *   closer than the width overlap. (Taking the length instead would flag every rack row whose
 *   slots are one vehicle width apart, as the demo warehouse's.)
 * - `crossing` (warning): two segments cross without a station; traffic control treats them as
 *   one resource, which works but makes vehicles wait for each other.
 * - `isolated` (error): a station without any segment.
 * - `unreachable` (error): a station no vehicle can drive to from the rest of the layout.
 * - `deadEnd` (error): a one-way dead end: vehicles can drive to the station but never away from
 *   it back to the rest of the layout.
 * - `noCharger` (warning): the layout has no charging station.
 * - `noRouteFromCharger` (error): a working station no vehicle can reach from any charger.
 * - `chargerUnreachable` (error): a charging or parking station no working station leads to.
 *
 * "The rest of the layout" is the largest group of stations that can all reach one another
 * (the largest strongly connected component of the travel graph).
 */
export type SiteRule = 'tooClose' | 'crossing' | 'isolated' | 'unreachable' | 'deadEnd' | 'noCharger' | 'noRouteFromCharger' | 'chargerUnreachable';

export type FindingSeverity = 'error' | 'warning';

export interface SiteFinding {
  readonly rule: SiteRule;
  readonly severity: FindingSeverity;
  readonly stations: readonly StationId[];
  readonly segments: readonly SegmentId[];
}

export interface SiteCheckOptions {
  /** Footprint of the largest vehicle: the widest vehicle's width (shorter side), mm; 0 leaves out `tooClose`. */
  readonly footprint: Mm;
}

export const SITE_RULE_SEVERITY: Readonly<Record<SiteRule, FindingSeverity>> = {
  tooClose: 'error',
  crossing: 'warning',
  isolated: 'error',
  unreachable: 'error',
  deadEnd: 'error',
  noCharger: 'warning',
  noRouteFromCharger: 'error',
  chargerUnreachable: 'error',
};

const finding = (rule: SiteRule, stations: readonly StationId[], segments: readonly SegmentId[] = []): SiteFinding => ({
  rule,
  severity: SITE_RULE_SEVERITY[rule],
  stations,
  segments,
});

/** Every finding of the layout, rule by rule, in a stable order. Throws like buildGraph on a broken layout. */
export function checkSite(layout: Layout, options: SiteCheckOptions): SiteFinding[] {
  const graph = buildGraph(layout);
  return [...tooClose(graph, options.footprint), ...crossings(graph), ...connectivity(graph), ...charging(graph)];
}

/** True when a finding refuses the publish. */
export const hasErrors = (findings: readonly SiteFinding[]) => findings.some((f) => f.severity === 'error');

/** Pairs of stations closer than the footprint, found through a grid of footprint-sized cells. */
function tooClose(graph: LayoutGraph, footprint: Mm): SiteFinding[] {
  if (!(footprint > 0)) return [];
  const cells = new Map<string, StationId[]>();
  const cellOf = (x: number, y: number) => `${Math.floor(x / footprint)},${Math.floor(y / footprint)}`;
  for (const s of graph.stations.values()) {
    const key = cellOf(s.x, s.y);
    const list = cells.get(key);
    if (list) list.push(s.id);
    else cells.set(key, [s.id]);
  }
  const out: SiteFinding[] = [];
  for (const s of graph.stations.values()) {
    const cx = Math.floor(s.x / footprint);
    const cy = Math.floor(s.y / footprint);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const id of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          if (id <= s.id) continue;
          const o = graph.stations.get(id)!;
          if (Math.hypot(o.x - s.x, o.y - s.y) < footprint) out.push(finding('tooClose', [s.id, id]));
        }
      }
    }
  }
  return out.sort((a, b) => key(a).localeCompare(key(b)));
}

const key = (f: SiteFinding) => [...f.stations, ...f.segments].join('|');

function crossings(graph: LayoutGraph): SiteFinding[] {
  const out: SiteFinding[] = [];
  for (const [a, others] of graph.segmentConflicts) {
    for (const b of others) if (a < b) out.push(finding('crossing', [], [a, b]));
  }
  return out.sort((x, y) => key(x).localeCompare(key(y)));
}

/** Stations reachable from `from` along travel edges (reverse: stations that reach `from`). */
function reach(graph: LayoutGraph, from: Iterable<StationId>, reverse = false): Set<StationId> {
  const incoming = reverse ? incomingOf(graph) : undefined;
  const seen = new Set<StationId>(from);
  const queue = [...seen];
  while (queue.length) {
    const s = queue.pop()!;
    const next = incoming ? (incoming.get(s) ?? []) : (graph.outgoing.get(s) ?? []).map((e) => e.to);
    for (const n of next) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}

const incomingCache = new WeakMap<LayoutGraph, Map<StationId, StationId[]>>();
function incomingOf(graph: LayoutGraph): Map<StationId, StationId[]> {
  let map = incomingCache.get(graph);
  if (map) return map;
  map = new Map();
  for (const e of graph.edges.values()) {
    const list = map.get(e.to);
    if (list) list.push(e.from);
    else map.set(e.to, [e.from]);
  }
  incomingCache.set(graph, map);
  return map;
}

/** The largest set of stations that all reach one another (Tarjan, iterative). */
export function largestStronglyConnected(graph: LayoutGraph): Set<StationId> {
  const index = new Map<StationId, number>();
  const low = new Map<StationId, number>();
  const onStack = new Set<StationId>();
  const stack: StationId[] = [];
  let next = 0;
  let best: StationId[] = [];
  for (const root of graph.stations.keys()) {
    if (index.has(root)) continue;
    const work: { s: StationId; i: number }[] = [{ s: root, i: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const top = work[work.length - 1]!;
      const edges = graph.outgoing.get(top.s) ?? [];
      if (top.i < edges.length) {
        const n = edges[top.i++]!.to;
        if (!index.has(n)) {
          index.set(n, next);
          low.set(n, next++);
          stack.push(n);
          onStack.add(n);
          work.push({ s: n, i: 0 });
        } else if (onStack.has(n)) low.set(top.s, Math.min(low.get(top.s)!, index.get(n)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.s, Math.min(low.get(parent.s)!, low.get(top.s)!));
      if (low.get(top.s) === index.get(top.s)) {
        const component: StationId[] = [];
        let s: StationId;
        do {
          s = stack.pop()!;
          onStack.delete(s);
          component.push(s);
        } while (s !== top.s);
        if (component.length > best.length) best = component;
      }
    }
  }
  return new Set(best);
}

function connectivity(graph: LayoutGraph): SiteFinding[] {
  const out: SiteFinding[] = [];
  const linked = (s: StationId) => (graph.neighbours.get(s) ?? []).length > 0;
  for (const s of graph.stations.keys()) if (!linked(s)) out.push(finding('isolated', [s]));
  const main = largestStronglyConnected(graph);
  if (main.size < 2) return out;
  const fromMain = reach(graph, main);
  const toMain = reach(graph, main, true);
  for (const s of graph.stations.keys()) {
    if (main.has(s) || !linked(s)) continue;
    // Reached but no way back: the segments that lead into it are the one-way trap.
    if (fromMain.has(s) && !toMain.has(s)) {
      const into = [...graph.edges.values()].filter((e) => e.to === s).map((e) => e.segment);
      out.push(finding('deadEnd', [s], [...new Set(into)].sort()));
    } else if (!fromMain.has(s)) out.push(finding('unreachable', [s]));
  }
  return out;
}

function charging(graph: LayoutGraph): SiteFinding[] {
  const stations = [...graph.stations.values()];
  const chargers = stations.filter((s) => s.type === 'Charging').map((s) => s.id);
  const working = stations.filter((s) => s.type === 'Working').map((s) => s.id);
  if (stations.length === 0) return [];
  if (chargers.length === 0) return [finding('noCharger', [])];
  const out: SiteFinding[] = [];
  const fromChargers = reach(graph, chargers);
  for (const w of working) if (!fromChargers.has(w)) out.push(finding('noRouteFromCharger', [w]));
  if (working.length > 0) {
    const fromWorking = reach(graph, working);
    for (const s of stations) if ((s.type === 'Charging' || s.parking) && !fromWorking.has(s.id)) out.push(finding('chargerUnreachable', [s.id]));
  }
  return out;
}
