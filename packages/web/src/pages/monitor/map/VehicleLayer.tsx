import { useEffect, useRef, useSyncExternalStore } from 'react';
import { VEHICLE_LENGTH } from '../logic/displayRules';
import type { MapVehicle, VehicleStore } from '../logic/vehicleStore';

const STATUS_COLOURS: Readonly<Record<string, string>> = {
  RUNNING: '#22c55e',
  PAUSE: '#eab308',
  CONTROL_PARK: '#f472b6',
  ERROR: '#ef4444',
};

function place(element: SVGGElement, vehicle: MapVehicle, showOffline: boolean): void {
  element.setAttribute('transform', `translate(${vehicle.x} ${vehicle.y})`);
  element.style.display = vehicle.isConnected || showOffline ? '' : 'none';
  const body = element.firstElementChild as SVGGElement | null;
  body?.setAttribute('transform', `rotate(${vehicle.angle})`);
  element.style.setProperty('--mm-agv-colour', STATUS_COLOURS[vehicle.runStatus ?? ''] ?? '#38bdf8');
  element.classList.toggle('mm-agv-error', vehicle.hasError);
  element.classList.toggle('mm-agv-loaded', vehicle.loaded);
}

/**
 * Vehicles of the live store. React renders one element per vehicle only when vehicles appear or
 * leave; positions are written straight to the elements once per animation frame.
 */
export function VehicleLayer({
  store,
  showNames,
  showOffline,
  focusAgvUid,
}: {
  readonly store: VehicleStore;
  readonly showNames: boolean;
  readonly showOffline: boolean;
  readonly focusAgvUid: string | null;
}) {
  const uids = useSyncExternalStore(store.subscribeStructure, store.getUids);
  const elements = useRef(new Map<string, SVGGElement>());

  useEffect(() => {
    for (const [uid, element] of elements.current) {
      const vehicle = store.get(uid);
      if (vehicle) place(element, vehicle, showOffline);
    }
    return store.subscribeFrame((changed) => {
      for (const uid of changed) {
        const element = elements.current.get(uid);
        const vehicle = store.get(uid);
        if (element && vehicle) place(element, vehicle, showOffline);
      }
    });
  }, [store, uids, showOffline]);

  const half = VEHICLE_LENGTH / 2;
  return (
    <g className="mm-vehicles">
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
          <g>
            <rect x={-half} y={-5} width={VEHICLE_LENGTH} height={10} rx={2} />
            <path d={`M${half - 5} -3L${half - 1} 0L${half - 5} 3Z`} className="mm-agv-nose" />
            <rect className="mm-agv-freight" x={-4} y={-3.5} width={7} height={7} rx={1} />
          </g>
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
