import { useEffect, useRef, useSyncExternalStore } from 'react';
import { VEHICLE_LENGTH, VEHICLE_OUTLINE, VEHICLE_OUTLINE_WIDTH } from '../logic/displayRules';
import { drawnOnMap, vehicleColour } from '../logic/liveRules';
import { poseTransforms, type Pose } from '../logic/motion';
import { VehicleMotion } from '../logic/vehicleMotion';
import type { MapVehicle, VehicleStore } from '../logic/vehicleStore';
import type { HideTimer } from '../vehicles/hideTimer';

/** What was last written to a vehicle's elements: every write restyles the element, so unchanged values are not written again. */
const written = new WeakMap<Element, string>();

function writeOnce(element: Element, value: string, write: () => void): void {
  if (written.get(element) === value) return;
  written.set(element, value);
  write();
}

function draw(element: SVGGElement, pose: Pose): void {
  const { place, upright } = poseTransforms(pose);
  element.setAttribute('transform', place);
  // A vehicle driving straight keeps its heading: its name is not touched during the move.
  const name = element.lastElementChild;
  if (name?.classList.contains('mm-agv-name')) writeOnce(name, upright, () => name.setAttribute('transform', upright));
}

/** Writes a vehicle's look to its element: visibility, colour, error marker, freight. */
function dress(element: SVGGElement, vehicle: MapVehicle, showOffline: boolean): boolean {
  const visible = drawnOnMap(vehicle, showOffline);
  const colour = vehicleColour(vehicle);
  // The poll hands over every moving vehicle each second; most still look the same.
  const look = [visible, vehicle.isConnected, colour, vehicle.hasError, vehicle.loaded, vehicle.runStatus].join('|');
  writeOnce(element, look, () => restyle(element, vehicle, visible, colour));
  return visible;
}

function restyle(element: SVGGElement, vehicle: MapVehicle, visible: boolean, colour: string): void {
  element.style.display = visible ? '' : 'none';
  element.classList.toggle('mm-agv-offline', !vehicle.isConnected);
  element.style.setProperty('--mm-agv-colour', colour);
  element.classList.toggle('mm-agv-error', vehicle.hasError);
  element.classList.toggle('mm-agv-loaded', vehicle.loaded);
  element.setAttribute('data-run-status', vehicle.runStatus ?? '');
}

/** What both vehicle renderers (these SVG elements, the large-fleet `VehicleCanvas`) draw from. */
export interface VehicleLayerProps {
  readonly store: VehicleStore;
  readonly showNames: boolean;
  readonly showOffline: boolean;
  readonly focusAgvUid: string | null;
  /** The vehicle just found or clicked, marked for a few seconds. */
  readonly highlightAgvUid?: string | null;
  /** Told once per drawn move when its animation is over (SPEC §2: rotation reported at move end). */
  readonly onMoveEnd?: (agvUid: string, angle: number) => void;
  /** Vehicles hidden for a while (SPEC §2 hide AGV). */
  readonly hide?: HideTimer;
}

/**
 * Vehicles of the live store. React renders one element per vehicle only when vehicles appear or
 * leave; a move is drawn over 1,000 ms (0 when the heading turns more than 90°, SPEC §4) by writing
 * the elements' transforms once per animation frame. `onMoveEnd`
 * hears once per drawn move, when its animation is over (SPEC §2: rotation reported at move end);
 * `hide` hides single vehicles for a while (SPEC §2 hide AGV).
 */
export function VehicleLayer({ store, showNames, showOffline, focusAgvUid, highlightAgvUid, onMoveEnd, hide }: VehicleLayerProps) {
  const uids = useSyncExternalStore(store.subscribeStructure, store.getUids);
  const elements = useRef(new Map<string, SVGGElement>());
  const motions = useRef(new VehicleMotion());
  const moveEnd = useRef(onMoveEnd);
  moveEnd.current = onMoveEnd;

  useEffect(() => {
    const timers = new Set<number>();
    const drawn = elements.current;
    const motion = motions.current;
    // Moves run in one animation-frame loop that writes the transform attributes directly: no
    // animation objects, no per-vehicle compositing layers, nothing drawn for vehicles standing still.
    // Moves under way carry on when this effect runs again (a vehicle appeared or left).
    let frame = 0;
    const tick = (now: number) => {
      frame = 0;
      motion.advance(now, (uid, pose) => {
        const element = drawn.get(uid);
        if (element) draw(element, pose);
      });
      if (motion.moving) frame = window.requestAnimationFrame(tick);
    };
    const write = (uid: string) => {
      const element = drawn.get(uid);
      const vehicle = store.get(uid);
      if (!element || !vehicle) return;
      const visible = dress(element, vehicle, showOffline);
      const now = performance.now();
      const placed = motion.place(uid, vehicle, visible, now);
      if (!placed) return;
      if (placed.duration === 0) draw(element, vehicle);
      else if (!frame) frame = window.requestAnimationFrame(tick);
      if (!placed.moved) return;
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        moveEnd.current?.(uid, vehicle.angle);
      }, placed.duration);
      timers.add(timer);
    };
    motion.retain((uid) => drawn.has(uid));
    for (const uid of drawn.keys()) write(uid);
    if (motion.moving && !frame) frame = window.requestAnimationFrame(tick);
    const off = store.subscribeFrame((changed) => {
      for (const uid of changed) write(uid);
    });
    return () => {
      off();
      window.cancelAnimationFrame(frame);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [store, uids, showOffline]);

  // Names shown anew stand upright at once, also on vehicles standing still.
  useEffect(() => {
    const now = performance.now();
    for (const [uid, element] of elements.current) {
      const pose = motions.current.poseNow(uid, now);
      if (pose) draw(element, pose);
    }
  }, [showNames, uids]);

  // Classes are toggled here, not rendered: React rewriting className would drop those `dress` wrote.
  useEffect(() => {
    for (const [uid, element] of elements.current) element.classList.toggle('mm-agv-focused', uid === focusAgvUid);
  }, [focusAgvUid, uids]);

  useEffect(() => {
    for (const [uid, element] of elements.current) element.classList.toggle('mm-agv-found', uid === highlightAgvUid);
  }, [highlightAgvUid, uids]);

  useEffect(() => {
    if (!hide) return;
    const apply = () => {
      for (const [uid, element] of elements.current) element.classList.toggle('mm-agv-hidden', hide.isHidden(uid, 'vehicle'));
    };
    apply();
    return hide.subscribe(apply);
  }, [hide, uids]);

  const half = VEHICLE_LENGTH / 2;
  return (
    <g className="mm-vehicles" data-testid="monitor-vehicles">
      {uids.map((uid) => (
        <g
          key={uid}
          className="mm-agv"
          data-agv={uid}
          ref={(element) => {
            if (element) elements.current.set(uid, element);
            else elements.current.delete(uid);
          }}
        >
          <circle className="mm-agv-ring" r={VEHICLE_LENGTH} />
          <g className="mm-agv-body">
            <rect
              className="mm-agv-shape"
              x={-half}
              y={-5}
              width={VEHICLE_LENGTH}
              height={10}
              rx={2}
              stroke={VEHICLE_OUTLINE}
              strokeWidth={VEHICLE_OUTLINE_WIDTH}
            />
            <path d={`M${half - 5} -3L${half - 1} 0L${half - 5} 3Z`} className="mm-agv-nose" />
            <rect className="mm-agv-freight" x={-4} y={-3.5} width={7} height={7} rx={1} />
          </g>
          <circle className="mm-agv-alert" cx={half} cy={-6} r={3} />
          {showNames && (
            <text className="mm-agv-name" y={-9}>
              {store.get(uid)?.agvName ?? uid}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}
