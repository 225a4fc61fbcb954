import type { ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, CylinderGeometry, Color, InstancedMesh, Matrix4, type Texture } from 'three';
import { STATION_EDGE, STATION_SIZE, stationLook } from '../logic/displayRules';
import type { MapModel } from '../logic/mapModel';
import { drawStationLabels } from './stationLabels';
import { nodeName, pathVertices, wallBoxes, type ThreeData } from './sceneRules';

const STATION_HEIGHT = 2;
const FLOOR_COLOUR = '#0f1a2b';
const stationGeometry = new CylinderGeometry(STATION_SIZE / 2 + STATION_EDGE, STATION_SIZE / 2 + STATION_EDGE, STATION_HEIGHT, 20);

/** Boundary walls, floor, paths, stations and their codes: built once per layout. */
export function StaticScene({
  model,
  three,
  area,
  showCodes,
  onStation,
}: {
  readonly model: MapModel;
  readonly three: ThreeData;
  readonly area: { readonly width: number; readonly height: number };
  readonly showCodes: boolean;
  onStation(code: string): void;
}) {
  const walls = useMemo(() => wallBoxes(area.width, area.height, three.wallHeight, three.wallThickness), [area, three]);
  return (
    <group name="layout">
      <Floor model={model} area={area} showCodes={showCodes} />
      {walls.map((wall) => (
        <mesh key={wall.name} name={wall.name} position={[...wall.centre]}>
          <boxGeometry args={[...wall.size]} />
          <meshLambertMaterial color="#64748b" transparent opacity={0.55} />
        </mesh>
      ))}
      <Paths model={model} />
      <Stations model={model} onStation={onStation} />
    </group>
  );
}

function Paths({ model }: { readonly model: MapModel }) {
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(pathVertices(model, 0.3), 3));
    return g;
  }, [model]);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <lineSegments name="paths" geometry={geometry}>
      <lineBasicMaterial color="#38bdf8" />
    </lineSegments>
  );
}

/** All stations as one instanced mesh (one draw call); the export expands it into named nodes. */
function Stations({ model, onStation }: { readonly model: MapModel; onStation(code: string): void }) {
  const mesh = useRef<InstancedMesh>(null);
  const count = model.stations.length;
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const matrix = new Matrix4();
    const colour = new Color();
    model.stations.forEach((s, i) => {
      target.setMatrixAt(i, matrix.makeTranslation(s.mapX, STATION_HEIGHT / 2, s.mapY));
      target.setColorAt(i, colour.set(stationLook(s.type, model.blocked.has(s.stationCode), false, false).fill));
    });
    target.instanceMatrix.needsUpdate = true;
    if (target.instanceColor) target.instanceColor.needsUpdate = true;
    target.computeBoundingSphere();
    target.userData = { instanceNames: model.stations.map((s) => nodeName.station(s.stationCode)) };
  }, [model]);

  const click = (event: ThreeEvent<MouseEvent>) => {
    const station = event.instanceId === undefined ? undefined : model.stations[event.instanceId];
    if (!station) return;
    event.stopPropagation();
    onStation(station.stationCode);
  };

  return (
    <instancedMesh key={count} ref={mesh} name="stations" args={[stationGeometry, undefined, count]} onClick={click}>
      <meshLambertMaterial />
    </instancedMesh>
  );
}

/**
 * The floor; with station codes, they are painted on its texture (one opaque draw call, no font
 * download, no second full-screen layer to blend).
 */
function Floor({ model, area, showCodes }: { readonly model: MapModel; readonly area: { readonly width: number; readonly height: number }; readonly showCodes: boolean }) {
  const texture = useMemo<Texture | null>(() => (showCodes ? drawStationLabels(model, area, FLOOR_COLOUR) : null), [model, area, showCodes]);
  useLayoutEffect(() => () => texture?.dispose(), [texture]);
  return (
    <mesh name="floor" rotation-x={-Math.PI / 2} position={[area.width / 2, -0.05, area.height / 2]}>
      <planeGeometry args={[area.width, area.height]} />
      {texture ? <meshLambertMaterial key="codes" map={texture} /> : <meshLambertMaterial key="plain" color={FLOOR_COLOUR} />}
    </mesh>
  );
}
