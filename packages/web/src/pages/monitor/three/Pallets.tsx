import { useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, InstancedMesh, Matrix4, MeshBasicMaterial } from 'three';
import type { MapModel } from '../logic/mapModel';
import type { Direction } from './lighting';
import { nodeName, palletStations, workingStations } from './sceneRules';
import { mergeCopies } from './stationField';
import { useWorkingLoads } from './useWorkingLoads';

const PALLET = { size: 13, height: 2, colour: '#a16207' };
const FREIGHT = { size: 10, height: 12, colour: '#d6a45c' };
const palletGeometry = new BoxGeometry(PALLET.size, PALLET.height, PALLET.size).translate(0, 2 + PALLET.height / 2, 0);
/** Two stacked cartons drawn as one box with a seam. */
const freightGeometry = new BoxGeometry(FREIGHT.size, FREIGHT.height, FREIGHT.size, 1, 2, 1).translate(0, 2 + PALLET.height + FREIGHT.height / 2, 0);

/**
 * Pallets with freight stacks on the loaded stations of Working zones (SPEC §2, §4: isOccupied 1),
 * following the 1 s working-station poll; re-built only when the loads change. Drawn as one merged
 * geometry lit in advance (software WebGL pays per instance, see stationField); the glTF export
 * takes its `pallet-<code>` and `freight-<code>` nodes from instanced copies that are never drawn.
 */
export function Pallets({ model, sun }: { readonly model: MapModel; readonly sun: Direction }) {
  const working = useMemo(() => workingStations(model), [model]);
  const codes = useWorkingLoads(model);
  const stations = useMemo(() => palletStations(model, working, codes), [model, working, codes]);
  const pallets = useRef<InstancedMesh>(null);
  const freight = useRef<InstancedMesh>(null);
  const material = useMemo(() => new MeshBasicMaterial({ vertexColors: true }), []);
  const drawn = useMemo(() => {
    const at = stations.map((code) => model.stationsByCode.get(code)!);
    const place = (colour: string) => at.map((s) => ({ x: s.mapX, z: s.mapY, colour }));
    return { pallets: mergeCopies(palletGeometry, place(PALLET.colour), sun), freight: mergeCopies(freightGeometry, place(FREIGHT.colour), sun) };
  }, [model, stations, sun]);
  useLayoutEffect(
    () => () => {
      drawn.pallets.dispose();
      drawn.freight.dispose();
    },
    [drawn],
  );
  useLayoutEffect(() => () => material.dispose(), [material]);

  useLayoutEffect(() => {
    const matrix = new Matrix4();
    for (const [mesh, name] of [
      [pallets.current, nodeName.pallet],
      [freight.current, nodeName.freight],
    ] as const) {
      if (!mesh) continue;
      stations.forEach((code, i) => {
        const s = model.stationsByCode.get(code)!;
        mesh.setMatrixAt(i, matrix.makeTranslation(s.mapX, 0, s.mapY));
      });
      mesh.layers.disableAll();
      mesh.userData = { instanceNames: stations.map(name) };
    }
  }, [model, stations]);

  if (stations.length === 0) return null;
  // Keyed by count: an instanced mesh's capacity is fixed when it is made.
  return (
    <group name="pallets">
      <group name="pallets-drawn" userData={{ notExported: true }}>
        <mesh geometry={drawn.pallets} material={material} />
        <mesh geometry={drawn.freight} material={material} />
      </group>
      <instancedMesh key={`p${stations.length}`} ref={pallets} name="pallet-bases" args={[palletGeometry, undefined, stations.length]}>
        <meshLambertMaterial color={PALLET.colour} />
      </instancedMesh>
      <instancedMesh key={`f${stations.length}`} ref={freight} name="freight-stacks" args={[freightGeometry, undefined, stations.length]}>
        <meshLambertMaterial color={FREIGHT.colour} />
      </instancedMesh>
    </group>
  );
}
