import { LONG_PRESS_MS } from '@agvs/contract';
import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import type { Point } from '../logic/geometry';
import type { MapModel } from '../logic/mapModel';
import { centreOn, coverInsets, FAR_SCALE, fitToView, IDENTITY, layerTransform, panBy, transformAttribute, wheelZoom, zoomAt, type ViewTransform } from '../logic/viewport';
import { MapView, MapViewContext } from './mapView';

export interface MapCanvasHandle {
  fit(): void;
  /** Puts a map point in the middle, zoomed in to at least `minScale`. */
  centreOn(at: Point, minScale: number): void;
  /** One zoom step in (1) or out (-1) around the centre. */
  step(direction: 1 | -1): void;
}

/**
 * An editing tool on the map (the layout editor): it may take a left press before the map pans.
 * Points are map coordinates; `target` is the element under the pointer.
 */
export interface CanvasTool {
  /** True: the tool owns this press until it is released (no pan, no click callbacks). */
  down(at: Point, target: Element, event: PointerEvent): boolean;
  move(at: Point, event: PointerEvent): void;
  up(at: Point, event: PointerEvent): void;
  /** The pointer moves with no button held (previews). */
  hover?(at: Point): void;
}

export interface MapCanvasProps {
  readonly model: MapModel;
  /** The static layer, drawn once; also what marks its stations (occupied, loads). */
  readonly children: ReactNode;
  /** Drawn above the static layer, in its own SVG (highlight, vehicles, orders). */
  readonly overlay?: ReactNode;
  /** Drawn between the static layer and the overlay by script, following `useMapView` (the large-fleet vehicle canvas). */
  readonly scripted?: ReactNode;
  /** Container-relative point of an event, for popups. */
  onStationClick?(code: string, at: Point): void;
  onStationLongPress?(code: string, at: Point): void;
  onSegmentClick?(id: string, at: Point): void;
  onBackgroundClick?(): void;
  /** A vehicle was clicked: it wins over the station or path beneath it. */
  onVehicleClick?(agvUid: string): void;
  /** The vehicle drawn at a map point, for vehicles that are not elements (the large-fleet canvas). */
  vehicleAt?(at: Point): string | null;
  /** Told after every view change (throttled by the caller if needed); not a React state. */
  onView?(view: ViewTransform): void;
  /** Presses go to this tool first; the middle button always pans. */
  readonly tool?: CanvasTool;
  /** Fit-to-view runs when this changes (default: when the model does; an editor changes its model with every edit). */
  readonly fitKey?: unknown;
}

/** Free pixels around a fitted map, beyond the panels covering it. */
const FIT_PADDING_PX = 16;
/** Moves beyond this many pixels make a press a pan rather than a click. */
const DRAG_THRESHOLD_PX = 4;
/** A wheel or drag gesture is over after this long without events; then the static map is drawn sharp. */
const GESTURE_REST_MS = 150;

interface Press {
  readonly pointerId: number;
  /** 0 left, 1 middle (pans, never clicks). */
  readonly button: number;
  readonly start: Point;
  last: Point;
  moved: boolean;
  longPressed: boolean;
  timer: number | undefined;
  readonly vehicle: string | null;
  readonly station: string | null;
  readonly segment: string | null;
}

/**
 * The SVG map with pan (drag), zoom (wheel, around the pointer) and fit-to-view. The view lives in
 * a ref and is written to the viewport groups' transforms directly, so no React render happens
 * per wheel or drag event. The static map and the moving overlay are two SVGs, each its own
 * compositing layer (monitor.css): vehicles animating every frame then repaint only the overlay
 * and never re-rasterise the thousands of stations underneath.
 */
export const MapCanvas = forwardRef<MapCanvasHandle, MapCanvasProps>(function MapCanvas(props, handle) {
  const { model, children, overlay, scripted } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<SVGGElement>(null);
  const liveViewportRef = useRef<SVGGElement>(null);
  const staticRef = useRef<SVGSVGElement>(null);
  const zoomRef = useRef<HTMLSpanElement>(null);
  const [mapView] = useState(() => new MapView());
  /** The view the static map was last drawn at. */
  const drawn = useRef<ViewTransform>(IDENTITY);
  const settleTimer = useRef<number | undefined>(undefined);
  const press = useRef<Press | null>(null);
  const callbacks = useRef(props);
  callbacks.current = props;

  /** Draws the static map at the current view and drops the gesture's CSS transform. */
  const settle = useCallback(() => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = undefined;
    drawn.current = mapView.current;
    viewportRef.current?.setAttribute('transform', transformAttribute(mapView.current));
    if (staticRef.current) staticRef.current.style.transform = '';
  }, [mapView]);

  /**
   * A new view: the overlay follows at once. During a gesture (`gesture`: wheel, drag) the static
   * map's raster is moved by CSS transform and drawn anew only once the gesture rests.
   */
  const apply = useCallback(
    (next: ViewTransform, gesture = false) => {
      mapView.set(next);
      liveViewportRef.current?.setAttribute('transform', transformAttribute(next));
      surfaceRef.current?.setAttribute('data-scale', String(next.scale));
      surfaceRef.current?.toggleAttribute('data-far', next.scale < FAR_SCALE);
      if (zoomRef.current) zoomRef.current.textContent = `${Math.round(next.scale * 100)}%`;
      callbacks.current.onView?.(next);
      if (!gesture) {
        settle();
        return;
      }
      if (staticRef.current) staticRef.current.style.transform = layerTransform(drawn.current, next);
      window.clearTimeout(settleTimer.current);
      settleTimer.current = window.setTimeout(settle, GESTURE_REST_MS);
    },
    [settle, mapView],
  );

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  const fit = useCallback(() => {
    const container = containerRef.current;
    const box = container?.getBoundingClientRect();
    if (!container || !box || box.width === 0 || box.height === 0) return;
    // Panels over the map (marked data-covers-map) must not hide its edge rows.
    const covers = [...(container.parentElement?.querySelectorAll('[data-covers-map]') ?? [])].map((cover) => cover.getBoundingClientRect());
    apply(fitToView(model.bounds, box.width, box.height, coverInsets(box, covers, FIT_PADDING_PX)));
  }, [apply, model]);

  const fitRef = useRef(fit);
  fitRef.current = fit;
  const fitOn = props.fitKey ?? model;
  useLayoutEffect(() => fitRef.current(), [fitOn]);

  useImperativeHandle(
    handle,
    () => ({
      fit,
      centreOn(at, minScale) {
        const box = containerRef.current?.getBoundingClientRect();
        if (!box) return;
        apply(centreOn(mapView.current, at, box.width, box.height, minScale));
      },
      step(direction) {
        const box = containerRef.current?.getBoundingClientRect();
        if (!box) return;
        const scale = wheelZoom(mapView.current.scale, -direction, false);
        apply(zoomAt(mapView.current, { x: box.width / 2, y: box.height / 2 }, scale));
      },
    }),
    [apply, fit, mapView],
  );

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const svg = surfaceRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = svg.getBoundingClientRect();
      const scale = wheelZoom(mapView.current.scale, event.deltaY, event.ctrlKey || event.metaKey);
      if (scale === mapView.current.scale) return;
      apply(zoomAt(mapView.current, { x: event.clientX - box.left, y: event.clientY - box.top }, scale), true);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [apply, mapView]);

  const local = (event: { clientX: number; clientY: number }): Point => {
    const box = containerRef.current!.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const endPress = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  };

  /** The pointer held by the tool, if it took the press. */
  const toolPress = useRef<number | null>(null);
  const mapPoint = (at: Point): Point => {
    const view = mapView.current;
    return { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 && event.button !== 1) return;
    endPress();
    const target = event.target as Element;
    const at = local(event);
    if (event.button === 0 && callbacks.current.tool?.down(mapPoint(at), target, event.nativeEvent)) {
      toolPress.current = event.pointerId;
      surfaceRef.current?.setPointerCapture?.(event.pointerId);
      return;
    }
    // A vehicle stands on a station: it is what the user sees under the pointer, so it wins.
    const view = mapView.current;
    const vehicle =
      target.closest('[data-agv]')?.getAttribute('data-agv') ??
      callbacks.current.vehicleAt?.({ x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale }) ??
      null;
    const station = vehicle ? null : (target.closest('[data-station]')?.getAttribute('data-station') ?? null);
    const segment = vehicle || station ? null : (target.closest('[data-segment]')?.getAttribute('data-segment') ?? null);
    const current: Press = { pointerId: event.pointerId, button: event.button, start: at, last: at, moved: false, longPressed: false, timer: undefined, vehicle, station, segment };
    if (station && event.button === 0) {
      current.timer = window.setTimeout(() => {
        if (press.current !== current || current.moved) return;
        current.longPressed = true;
        callbacks.current.onStationLongPress?.(station, at);
      }, LONG_PRESS_MS);
    }
    press.current = current;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (toolPress.current === event.pointerId) return callbacks.current.tool?.move(mapPoint(local(event)), event.nativeEvent);
    if (!press.current) callbacks.current.tool?.hover?.(mapPoint(local(event)));
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const at = local(event);
    if (!current.moved && Math.hypot(at.x - current.start.x, at.y - current.start.y) < DRAG_THRESHOLD_PX) return;
    if (!current.moved) {
      current.moved = true;
      window.clearTimeout(current.timer);
      surfaceRef.current?.setPointerCapture?.(event.pointerId);
      surfaceRef.current?.classList.add('mm-panning');
    }
    apply(panBy(mapView.current, at.x - current.last.x, at.y - current.last.y), true);
    current.last = at;
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (toolPress.current === event.pointerId) {
      toolPress.current = null;
      return callbacks.current.tool?.up(mapPoint(local(event)), event.nativeEvent);
    }
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    surfaceRef.current?.classList.remove('mm-panning');
    endPress();
    if (current.moved || current.longPressed || current.button !== 0) return;
    const at = local(event);
    if (current.vehicle) callbacks.current.onVehicleClick?.(current.vehicle);
    else if (current.station) callbacks.current.onStationClick?.(current.station, at);
    else if (current.segment) callbacks.current.onSegmentClick?.(current.segment, at);
    else callbacks.current.onBackgroundClick?.();
  };

  useEffect(() => endPress, []);

  return (
    <div className="mm-canvas" ref={containerRef}>
      <div
        ref={surfaceRef}
        className="mm-surface"
        data-testid="monitor-svg"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          surfaceRef.current?.classList.remove('mm-panning');
          toolPress.current = null;
          endPress();
        }}
      >
        <svg ref={staticRef} className="mm-svg mm-static-svg">
          <defs>
            <pattern id="mm-grid" width={50} height={50} patternUnits="userSpaceOnUse">
              <path d="M50 0H0V50" className="mm-grid-line" />
            </pattern>
            <filter id="mm-glow" x="-50%" y="-50%" width="200%" height="200%">
              <feDropShadow dx={0} dy={0} stdDeviation={1.6} floodColor="#38bdf8" floodOpacity={0.55} />
            </filter>
          </defs>
          <g ref={viewportRef} data-testid="monitor-viewport">
            {children}
          </g>
        </svg>
        {scripted && <MapViewContext.Provider value={mapView}>{scripted}</MapViewContext.Provider>}
        <svg className="mm-svg mm-live-svg">
          <g ref={liveViewportRef} className="mm-live-viewport">
            {overlay}
          </g>
        </svg>
      </div>
      <span className="mm-zoom" ref={zoomRef} data-testid="monitor-zoom" data-covers-map />
    </div>
  );
});
