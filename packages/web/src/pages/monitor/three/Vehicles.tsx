import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Group } from 'three';
import type { VehicleStore } from '../logic/vehicleStore';
import { VehicleObject } from './vehicleObject';

/** Where the vehicles' scene objects are, for the camera to follow a focused one. */
export type VehicleObjects = ReadonlyMap<string, VehicleObject>;

/**
 * The live vehicles in 3D. React renders only when vehicles appear or leave; the store's frame
 * flush writes new states to the objects and the render loop animates those still moving.
 */
export function Vehicles({
  store,
  objects,
  selected,
  onSelect,
}: {
  readonly store: VehicleStore;
  readonly objects: Map<string, VehicleObject>;
  readonly selected: string | null;
  onSelect(agvUid: string): void;
}) {
  const uids = useSyncExternalStore(store.subscribeStructure, store.getUids);
  const [root] = useState(() => new Group());
  const [moving] = useState(() => new Set<VehicleObject>());
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    const now = performance.now();
    const wanted = new Set(uids);
    for (const [uid, object] of objects) {
      if (wanted.has(uid)) continue;
      root.remove(object.root);
      moving.delete(object);
      object.dispose();
      objects.delete(uid);
    }
    for (const uid of uids) {
      if (objects.has(uid)) continue;
      const object = new VehicleObject(uid);
      const vehicle = store.get(uid);
      if (vehicle) object.apply(vehicle, now);
      objects.set(uid, object);
      root.add(object.root);
    }
    invalidate();
  }, [uids, objects, root, moving, store, invalidate]);

  useEffect(
    () =>
      store.subscribeFrame((changed) => {
        const now = performance.now();
        for (const uid of changed) {
          const object = objects.get(uid);
          const vehicle = store.get(uid);
          if (!object || !vehicle) continue;
          object.apply(vehicle, now);
          moving.add(object);
        }
        invalidate();
      }),
    [store, objects, moving, invalidate],
  );

  useEffect(() => {
    for (const [uid, object] of objects) object.setSelected(uid === selected);
    invalidate();
  }, [objects, selected, uids, invalidate]);

  useEffect(
    () => () => {
      for (const object of objects.values()) {
        root.remove(object.root);
        object.dispose();
      }
      objects.clear();
      moving.clear();
    },
    [objects, root, moving],
  );

  useFrame(() => {
    if (moving.size === 0) return;
    const now = performance.now();
    for (const object of moving) if (!object.step(now)) moving.delete(object);
    // The canvas renders on demand: ask for the next frame while anything is still moving.
    if (moving.size > 0) invalidate();
  });

  const click = (event: ThreeEvent<MouseEvent>) => {
    for (let o: typeof event.object | null = event.object; o; o = o.parent) {
      const uid = (o.userData as { agvUid?: string }).agvUid;
      if (uid) {
        event.stopPropagation();
        onSelect(uid);
        return;
      }
    }
  };

  return <primitive object={root} name="vehicles" onClick={click} />;
}
