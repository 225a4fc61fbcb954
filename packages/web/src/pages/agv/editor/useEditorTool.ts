import type { SegmentDirection, StationType } from '@agvs/contract';
import { useMemo, useRef, useState, type Dispatch } from 'react';
import { STATION_SIZE } from '../../monitor/logic/displayRules';
import { distance, type Point } from '../../monitor/logic/geometry';
import type { CanvasTool } from '../../monitor/map/MapCanvas';
import { stationKeyOfCode, zoneKeyOfCode, type EditorDoc } from './logic/doc';
import { addSegment, addStation, moveHandle, moveStations, segmentRefusal, snap, snapPoint, type Selection } from './logic/edits';
import { boxOf, pickBox, toggle, union, type Box } from './logic/picking';
import type { EditorTool } from './logic/shortcuts';
import { splitSegment } from './logic/split';
import { shownDoc, type EditorEvent, type EditorState } from './useEditorState';

export interface ToolSettings {
  readonly tool: EditorTool;
  /** Grid step in map units; 0: no snapping. */
  readonly grid: number;
  readonly stationType: StationType;
  readonly direction: SegmentDirection;
  readonly stationPrefix: string;
}

/** What the overlay draws of the running gesture. */
export interface GestureView {
  readonly box: Box | null;
  /** A segment being drawn: from its first station to the pointer. */
  readonly rubber: { readonly from: Point; readonly to: Point } | null;
  /** The scale tool's first point. */
  readonly scaleStart: Point | null;
}

const IDLE: GestureView = { box: null, rubber: null, scaleStart: null };

type Gesture =
  | { readonly kind: 'move'; readonly base: EditorDoc; readonly start: Point; readonly anchor: Point; readonly keys: ReadonlySet<string>; moved: boolean }
  | { readonly kind: 'handle'; readonly base: EditorDoc; readonly segment: string; readonly index: 0 | 1 }
  | { readonly kind: 'box'; readonly start: Point; readonly additive: boolean; readonly before: Selection }
  | { readonly kind: 'segment'; readonly from: string };

export interface ToolCallbacks {
  /** A segment could not be drawn: why. */
  refused(reason: 'same' | 'exists'): void;
  /** The scale tool picked its two points. */
  scalePicked(a: Point, b: Point): void;
}

/** The station drawn at a map point, if any (within the drawn square, with some slack for fingers). */
function stationNear(doc: EditorDoc, at: Point): string | null {
  let best: string | null = null;
  let bestDistance = STATION_SIZE;
  for (const s of doc.stations.values()) {
    const d = distance(at, { x: s.mapX, y: s.mapY });
    if (d < bestDistance) [best, bestDistance] = [s.key, d];
  }
  return best;
}

/**
 * The editor's pointer tools on the map: select (click, shift-click, box, drag to move, Bezier
 * handles), place stations (on a segment: cutting it in two), draw segments (drag from station to station, or click one then the
 * other and go on clicking to draw a chain; Esc ends it), and pick the two points of the scale.
 * Holding space, or the middle button, pans as in the monitor.
 */
export function useEditorTool(state: EditorState, dispatch: Dispatch<EditorEvent>, settings: ToolSettings, callbacks: ToolCallbacks) {
  const [view, setView] = useState<GestureView>(IDLE);
  const live = useRef({ state, settings, callbacks });
  live.current = { state, settings, callbacks };
  const gesture = useRef<Gesture | null>(null);
  /** A segment started by a click, waiting for its second station. */
  const pending = useRef<string | null>(null);
  const scaleStart = useRef<Point | null>(null);
  const space = useRef(false);

  const tool = useMemo<CanvasTool>(() => {
    const doc = () => shownDoc(live.current.state);
    const grid = () => live.current.settings.grid;
    const select = (selection: Selection) => dispatch({ type: 'select', selection });
    const only = (kind: keyof Selection, key: string): Selection => ({ stations: new Set(), segments: new Set(), zones: new Set(), [kind]: new Set([key]) });
    const drawSegment = (from: string, to: string) => {
      const { settings: s, callbacks: c } = live.current;
      const refusal = segmentRefusal(doc(), from, to);
      if (refusal) {
        c.refused(refusal);
        return false;
      }
      const added = addSegment(doc(), from, to, s.tool === 'bezier' ? 'Bezier' : 'straight', s.direction);
      if (!added) return false;
      dispatch({ type: 'commit', doc: added[0], selection: only('segments', added[1]) });
      return true;
    };

    return {
      down(at, target, event) {
        if (space.current) return false;
        const { settings: s, state: st } = live.current;
        const current = doc();
        const stationCode = target.closest('[data-station]')?.getAttribute('data-station');
        const stationKey = stationCode ? stationKeyOfCode(current, stationCode) : null;
        if (s.tool === 'scale') {
          if (!scaleStart.current) {
            scaleStart.current = at;
            setView({ ...IDLE, scaleStart: at });
          } else {
            const first = scaleStart.current;
            scaleStart.current = null;
            setView(IDLE);
            live.current.callbacks.scalePicked(first, at);
          }
          return true;
        }
        if (s.tool === 'segment' || s.tool === 'bezier') {
          const from = stationKey ?? stationNear(current, at);
          if (!from) {
            pending.current = null;
            setView(IDLE);
            return true;
          }
          if (pending.current && pending.current !== from) {
            // Second click of a chain: draw, and go on from here.
            const start = pending.current;
            pending.current = drawSegment(start, from) ? from : start;
            return true;
          }
          gesture.current = { kind: 'segment', from };
          const station = current.stations.get(from)!;
          setView({ ...IDLE, rubber: { from: { x: station.mapX, y: station.mapY }, to: at } });
          return true;
        }
        const handle = target.closest('[data-handle]')?.getAttribute('data-handle');
        if (handle) {
          const [segment, index] = handle.split('|') as [string, string];
          gesture.current = { kind: 'handle', base: current, segment, index: index === '1' ? 1 : 0 };
          return true;
        }
        if (stationKey) {
          if (event.shiftKey) {
            select(toggle(st.selection, 'stations', stationKey));
            return true;
          }
          const keys = st.selection.stations.has(stationKey) ? st.selection.stations : new Set([stationKey]);
          if (!st.selection.stations.has(stationKey)) select(only('stations', stationKey));
          const anchor = current.stations.get(stationKey)!;
          gesture.current = { kind: 'move', base: current, start: at, anchor: { x: anchor.mapX, y: anchor.mapY }, keys, moved: false };
          return true;
        }
        const segmentKey = target.closest('[data-segment]')?.getAttribute('data-segment');
        if (s.tool === 'station') {
          // On a segment: the new station cuts it in two (a stop added in an aisle).
          const split = segmentKey ? splitSegment(current, segmentKey, at, s.stationType, s.stationPrefix) : null;
          const [next, key] = split ?? addStation(current, snapPoint(at, grid()), s.stationType, s.stationPrefix);
          dispatch({ type: 'commit', doc: next, selection: only('stations', key) });
          return true;
        }
        if (segmentKey && current.segments.has(segmentKey)) {
          select(event.shiftKey ? toggle(st.selection, 'segments', segmentKey) : only('segments', segmentKey));
          return true;
        }
        const zoneLabel = target.tagName.toLowerCase() === 'text' ? target.closest('[data-zone]')?.getAttribute('data-zone') : null;
        const zoneKey = zoneLabel ? zoneKeyOfCode(current, zoneLabel) : null;
        if (zoneKey) {
          select(event.shiftKey ? toggle(st.selection, 'zones', zoneKey) : only('zones', zoneKey));
          return true;
        }
        gesture.current = { kind: 'box', start: at, additive: event.shiftKey, before: st.selection };
        return true;
      },
      move(at) {
        const g = gesture.current;
        if (!g) return;
        if (g.kind === 'move') {
          const dx = snap(g.anchor.x + at.x - g.start.x, grid()) - g.anchor.x;
          const dy = snap(g.anchor.y + at.y - g.start.y, grid()) - g.anchor.y;
          if (!g.moved && Math.hypot(at.x - g.start.x, at.y - g.start.y) < 1) return;
          g.moved = true;
          dispatch({ type: 'preview', doc: moveStations(g.base, g.keys, dx, dy) });
        } else if (g.kind === 'handle') {
          dispatch({ type: 'preview', doc: moveHandle(g.base, g.segment, g.index, snapPoint(at, grid())) });
        } else if (g.kind === 'box') {
          setView({ ...IDLE, box: boxOf(g.start, at) });
        } else {
          setView((v) => (v.rubber ? { ...v, rubber: { ...v.rubber, to: at } } : v));
        }
      },
      up(at) {
        const g = gesture.current;
        gesture.current = null;
        if (!g) return;
        const { state: st } = live.current;
        if (g.kind === 'move' || g.kind === 'handle') {
          if (st.preview) dispatch({ type: 'commit', doc: st.preview });
          return;
        }
        if (g.kind === 'box') {
          setView(IDLE);
          const clicked = distance(g.start, at) < 1;
          const picked = clicked ? { stations: new Set<string>(), segments: new Set<string>(), zones: new Set<string>() } : pickBox(doc(), boxOf(g.start, at));
          select(g.additive ? union(g.before, picked) : picked);
          return;
        }
        setView(IDLE);
        const to = stationNear(doc(), at);
        if (!to || to === g.from) {
          // A click on a station: the segment's second station comes with the next click.
          pending.current = g.from;
          const station = doc().stations.get(g.from)!;
          setView({ ...IDLE, rubber: { from: { x: station.mapX, y: station.mapY }, to: at } });
          return;
        }
        drawSegment(g.from, to);
        pending.current = null;
      },
      hover(at) {
        if (!pending.current) return;
        const station = doc().stations.get(pending.current);
        if (station) setView({ ...IDLE, rubber: { from: { x: station.mapX, y: station.mapY }, to: at } });
      },
    };
  }, [dispatch]);

  /** Ends a gesture in progress (Esc, another tool). */
  const cancel = () => {
    gesture.current = null;
    pending.current = null;
    scaleStart.current = null;
    setView(IDLE);
    if (live.current.state.preview) dispatch({ type: 'preview', doc: null });
  };

  return { tool, view, cancel, space };
}
