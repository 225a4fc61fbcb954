import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useSyncExternalStore } from 'react';
import type { MapVehicle, VehicleStore } from '../logic/vehicleStore';
import type { VehicleFleet } from './vehicleFleet';

/**
 * The live vehicles in 3D. React renders only when vehicles appear or leave; the store's frame
 * flush writes new states to the fleet's instances and the render loop animates those still
 * moving and hands the tags to the vehicles nearest the camera.
 */
export function Vehicles({
  store,
  fleet,
  selected,
  onSelect,
}: {
  readonly store: VehicleStore;
  readonly fleet: VehicleFleet;
  readonly selected: string | null;
  onSelect(agvUid: string): void;
}) {
  const uids = useSyncExternalStore(store.subscribeStructure, store.getUids);
  const invalidate = useThree((state) => state.invalidate);
  const camera = useThree((state) => state.camera);

  useEffect(() => {
    fleet.setVehicles(
      uids.map((uid) => store.get(uid)).filter((v): v is MapVehicle => !!v),
      performance.now(),
    );
    invalidate();
  }, [uids, fleet, store, invalidate]);

  useEffect(
    () =>
      store.subscribeFrame((changed) => {
        const now = performance.now();
        for (const uid of changed) {
          const vehicle = store.get(uid);
          if (vehicle) fleet.apply(vehicle, now);
        }
        invalidate();
      }),
    [store, fleet, invalidate],
  );

  useEffect(() => {
    fleet.setSelected(selected);
    invalidate();
  }, [fleet, selected, invalidate]);

  useEffect(() => () => fleet.dispose(), [fleet]);

  useFrame(() => {
    const moving = fleet.step(performance.now());
    fleet.updateTags(camera.position);
    // The canvas renders on demand: ask for the next frame while anything is still moving.
    if (moving) invalidate();
  });

  const click = (event: ThreeEvent<MouseEvent>) => {
    const uid = fleet.uidAt(event.object, event.faceIndex);
    if (!uid) return;
    event.stopPropagation();
    onSelect(uid);
  };

  return <primitive object={fleet.root} onClick={click} />;
}
