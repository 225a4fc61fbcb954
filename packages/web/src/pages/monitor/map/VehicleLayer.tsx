import { useEffect, useRef, useSyncExternalStore } from 'react';
import { VEHICLE_LENGTH } from '../logic/displayRules';
import { moveDuration, runStatusColour, signedTurn } from '../logic/liveRules';
import type { MapVehicle, VehicleStore } from '../logic/vehicleStore';
import type { HideTimer } from '../vehicles/hideTimer';

interface Pose {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
}

/** Runs a Web Animation where the browser has one (not in jsdom); the attribute holds the end state. */
function animate(element: Element, frames: Keyframe[], duration: number): void {
  for (const running of element.getAnimations?.() ?? []) running.cancel();
  if (duration > 0 && typeof element.animate === 'function') element.animate(frames, { duration, easing: 'linear' });
}

/**
 * Writes a vehicle to its element: position and heading as transform attributes, animated over
 * 1,000 ms (0 when the heading turns more than 90°, SPEC §4), colour, error marker and freight.
 */
function place(element: SVGGElement, vehicle: MapVehicle, before: Pose | undefined, showOffline: boolean): Pose {
  const visible = vehicle.isConnected || showOffline;
  element.style.display = visible ? '' : 'none';
  element.classList.toggle('mm-agv-offline', !vehicle.isConnected);
  element.style.setProperty('--mm-agv-colour', vehicle.colour ?? runStatusColour(vehicle.runStatus, null));
  element.classList.toggle('mm-agv-error', vehicle.hasError);
  element.classList.toggle('mm-agv-loaded', vehicle.loaded);
  element.setAttribute('data-run-status', vehicle.runStatus ?? '');

  const body = element.firstElementChild as SVGGElement | null;
  const moved = !before || before.x !== vehicle.x || before.y !== vehicle.y;
  const turned = !before || before.angle !== vehicle.angle;
  if (!moved && !turned) return before;
  element.setAttribute('transform', `translate(${vehicle.x} ${vehicle.y})`);
  body?.setAttribute('transform', `rotate(${vehicle.angle})`);
  if (!before || !visible) return vehicle;

  const duration = moveDuration(before.angle, vehicle.angle);
  if (moved) {
    animate(
      element,
      [{ transform: `translate(${before.x}px, ${before.y}px)` }, { transform: `translate(${vehicle.x}px, ${vehicle.y}px)` }],
      duration,
    );
  }
  if (turned && body) {
    const end = before.angle + signedTurn(before.angle, vehicle.angle);
    animate(body, [{ transform: `rotate(${before.angle}deg)` }, { transform: `rotate(${end}deg)` }], duration);
  }
  return vehicle;
}

/**
 * Vehicles of the live store. React renders one element per vehicle only when vehicles appear or
 * leave; positions are written straight to the elements once per animation frame. `onMoveEnd`
 * hears once per drawn move, when its animation is over (SPEC §2: rotation reported at move end);
 * `hide` hides single vehicles for a while (SPEC §2 hide AGV).
 */
export function VehicleLayer({
  store,
  showNames,
  showOffline,
  focusAgvUid,
  onMoveEnd,
  hide,
}: {
  readonly store: VehicleStore;
  readonly showNames: boolean;
  readonly showOffline: boolean;
  readonly focusAgvUid: string | null;
  readonly onMoveEnd?: (agvUid: string, angle: number) => void;
  readonly hide?: HideTimer;
}) {
  const uids = useSyncExternalStore(store.subscribeStructure, store.getUids);
  const elements = useRef(new Map<string, SVGGElement>());
  const poses = useRef(new Map<string, Pose>());
  const moveEnd = useRef(onMoveEnd);
  moveEnd.current = onMoveEnd;

  useEffect(() => {
    const timers = new Set<number>();
    const write = (uid: string) => {
      const element = elements.current.get(uid);
      const vehicle = store.get(uid);
      if (!element || !vehicle) return;
      const before = poses.current.get(uid);
      const after = place(element, vehicle, before, showOffline);
      poses.current.set(uid, after);
      if (!before || after === before) return;
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        moveEnd.current?.(uid, after.angle);
      }, moveDuration(before.angle, after.angle));
      timers.add(timer);
    };
    for (const uid of poses.current.keys()) if (!elements.current.has(uid)) poses.current.delete(uid);
    for (const uid of elements.current.keys()) write(uid);
    const off = store.subscribeFrame((changed) => {
      for (const uid of changed) write(uid);
    });
    return () => {
      off();
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [store, uids, showOffline]);

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
          className={`mm-agv${uid === focusAgvUid ? ' mm-agv-focused' : ''}`}
          data-agv={uid}
          ref={(element) => {
            if (element) elements.current.set(uid, element);
            else elements.current.delete(uid);
          }}
        >
          <g className="mm-agv-body">
            <rect className="mm-agv-shape" x={-half} y={-5} width={VEHICLE_LENGTH} height={10} rx={2} />
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
