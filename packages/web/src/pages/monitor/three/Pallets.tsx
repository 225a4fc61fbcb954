import { useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, InstancedMesh, Matrix4 } from 'three';
import type { MapModel } from '../logic/mapModel';
import { nodeName, palletStations, workingStations } from './sceneRules';
import { useWorkingLoads } from './useWorkingLoads';

const PALLET = { size: 13, height: 2 };
const FREIGHT = { size: 10, height: 12 };
const palletGeometry = new BoxGeometry(PALLET.size, PALLET.height, PALLET.size);
/** Two stacked cartons drawn as one box with a seam, so a stack costs one instance. */
const freightGeometry = new BoxGeometry(FREIGHT.size, FREIGHT.height, FREIGHT.size, 1, 2, 1);

/**
 * Pallets with freight stacks on the loaded stations of Working zones (SPEC §2, §4: isOccupied 1),
 * following the 1 s working-station poll. Two instanced meshes whatever the count; re-rendered only
 * when the loads change.
 */
export function Pallets({ model }: { readonly model: MapModel }) {
  const working = useMemo(() => workingStations(model), [model]);
  const codes = useWorkingLoads(model);
  const stations = useMemo(() => palletStations(model, working, codes), [model, working, codes]);
  const pallets = useRef<InstancedMesh>(null);
  const freight = useRef<InstancedMesh>(null);

  useLayoutEffect(() => {
    const matrix = new Matrix4();
    stations.forEach((code, i) => {
      const s = model.stationsByCode.get(code)!;
      pallets.current?.setMatrixAt(i, matrix.makeTranslation(s.mapX, 2 + PALLET.height / 2, s.mapY));
      freight.current?.setMatrixAt(i, matrix.makeTranslation(s.mapX, 2 + PALLET.height + FREIGHT.height / 2, s.mapY));
    });
    for (const [mesh, name] of [
      [pallets.current, nodeName.pallet],
      [freight.current, nodeName.freight],
    ] as const) {
      if (!mesh) continue;
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
      mesh.userData = { instanceNames: stations.map(name) };
    }
  }, [model, stations]);

  if (stations.length === 0) return null;
  // Keyed by count: an instanced mesh's capacity is fixed when it is made.
  return (
    <group name="pallets">
      <instancedMesh key={`p${stations.length}`} ref={pallets} name="pallet-bases" args={[palletGeometry, undefined, stations.length]}>
        <meshLambertMaterial color="#a16207" />
      </instancedMesh>
      <instancedMesh key={`f${stations.length}`} ref={freight} name="freight-stacks" args={[freightGeometry, undefined, stations.length]}>
        <meshLambertMaterial color="#d6a45c" />
      </instancedMesh>
    </group>
  );
}
