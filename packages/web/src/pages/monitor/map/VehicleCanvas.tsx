import { useEffect, useRef, type MutableRefObject } from 'react';
import type { Point } from '../logic/geometry';
import { drawnOnMap, vehicleColour } from '../logic/liveRules';
import { vehicleAt, type PlacedVehicle } from '../logic/vehicleHit';
import { VehicleMotion } from '../logic/vehicleMotion';
import { drawVehicles, type CanvasVehicle } from './drawVehicles';
import { useMapView } from './mapView';
import type { VehicleLayerProps } from './VehicleLayer';

/**
 * The vehicles of a large fleet, drawn on one canvas by script (the SVG `VehicleLayer` is for
 * fleets small enough for one element per vehicle): the same moves (`VehicleMotion`), colours,
 * freight, error marker, offline dimming, focus, names and 5 s hiding, redrawn in one animation
 * frame whenever a vehicle moves, the view changes or an error pulses, and not at all otherwise.
 * `data-drawn` tells how many vehicles the last frame drew.
 */
/** Clicks within this many screen pixels of a drawn vehicle hit it. */
const HIT_SLACK_PX = 3;

export interface VehicleCanvasProps extends VehicleLayerProps {
  /** Set to the vehicle hit test of what this canvas draws (it has no elements to click). */
  readonly hitTest?: MutableRefObject<((at: Point) => string | null) | null>;
}

export function VehicleCanvas(props: VehicleCanvasProps) {
  const { store, hide, hitTest } = props;
  const view = useMapView();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const options = useRef(props);
  options.current = props;
  const redraw = useRef<() => void>(() => undefined);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const motion = new VehicleMotion();
    const timers = new Set<number>();
    const size = { width: 0, height: 0, dpr: 1 };
    let frame = 0;
    let drawnCount = -1;

    const paint = (now: number) => {
      frame = 0;
      const { showNames, showOffline, focusAgvUid, highlightAgvUid } = options.current;
      const list: CanvasVehicle[] = [];
      for (const uid of store.getUids()) {
        const vehicle = store.get(uid);
        const pose = motion.poseNow(uid, now);
        if (!vehicle || !pose || !drawnOnMap(vehicle, showOffline) || hide?.isHidden(uid, 'vehicle')) continue;
        list.push({
          pose,
          colour: vehicleColour(vehicle),
          offline: !vehicle.isConnected,
          loaded: vehicle.loaded,
          error: vehicle.hasError,
          focused: uid === focusAgvUid || uid === highlightAgvUid,
          name: showNames ? vehicle.agvName : null,
        });
      }
      const { drawn, animating } = drawVehicles(ctx, list, { view: view.current, ...size, now });
      motion.advance(now, () => undefined);
      if (drawn !== drawnCount) canvas.setAttribute('data-drawn', String((drawnCount = drawn)));
      if (animating || motion.moving) request();
    };
    const request = () => {
      if (!frame) frame = window.requestAnimationFrame(paint);
    };
    const take = (uid: string) => {
      const vehicle = store.get(uid);
      if (!vehicle) return;
      const animate = drawnOnMap(vehicle, options.current.showOffline);
      const placed = motion.place(uid, vehicle, animate, performance.now());
      if (!placed?.moved) return;
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        options.current.onMoveEnd?.(uid, vehicle.angle);
      }, placed.duration);
      timers.add(timer);
    };

    const resize = () => {
      const dpr = window.devicePixelRatio || 1;
      size.width = canvas.clientWidth;
      size.height = canvas.clientHeight;
      size.dpr = dpr;
      canvas.width = Math.round(size.width * dpr);
      canvas.height = Math.round(size.height * dpr);
      request();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();

    for (const uid of store.getUids()) take(uid);
    const offFrame = store.subscribeFrame((changed) => {
      for (const uid of changed) take(uid);
      request();
    });
    const offStructure = store.subscribeStructure(() => {
      const present = new Set(store.getUids());
      motion.retain((uid) => present.has(uid));
      for (const uid of present) take(uid);
      request();
    });
    const offView = view.subscribe(request);
    if (hitTest) {
      hitTest.current = (at) => {
        const now = performance.now();
        const placed: PlacedVehicle[] = [];
        for (const uid of store.getUids()) {
          const vehicle = store.get(uid);
          const pose = motion.poseNow(uid, now);
          if (vehicle && pose && drawnOnMap(vehicle, options.current.showOffline) && !hide?.isHidden(uid, 'vehicle')) {
            placed.push({ uid, pose });
          }
        }
        return vehicleAt(placed, at, HIT_SLACK_PX / view.current.scale);
      };
    }
    const offHide = hide?.subscribe(request);
    redraw.current = request;
    return () => {
      redraw.current = () => undefined;
      if (hitTest) hitTest.current = null;
      observer.disconnect();
      offFrame();
      offStructure();
      offView();
      offHide?.();
      window.cancelAnimationFrame(frame);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [store, view, hide, hitTest]);

  // Display switches and focus change the look only: the next frame draws them.
  useEffect(() => redraw.current(), [props.showNames, props.showOffline, props.focusAgvUid, props.highlightAgvUid]);

  return <canvas ref={canvasRef} className="mm-vehicle-canvas" data-testid="monitor-vehicle-canvas" />;
}
