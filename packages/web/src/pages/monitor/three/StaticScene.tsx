import type { ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, Color, InstancedMesh, Matrix4, type Texture } from 'three';
import { STATION_EDGE, STATION_SIZE, stationLook } from '../logic/displayRules';
import type { MapModel } from '../logic/mapModel';
import { drawStationLabels } from './stationLabels';
import { nodeName, pathVertices, wallBoxes, type ThreeData } from './sceneRules';
import { mergeStations, stationOfFace } from './stationField';
import { stationShape } from './stationShape';

const STATION_HEIGHT = 2;
const FLOOR_COLOUR = '#0f1a2b';
const stationGeometry = stationShape(STATION_SIZE / 2 + STATION_EDGE, STATION_HEIGHT);

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

/**
 * The stations, drawn and clicked as one merged geometry (see stationField). The glTF export
 * names each station, so an instanced copy carries their names and colours for it; it is never
 * drawn nor hit (no layer enabled), and the merged one stays out of the file.
 */
function Stations({ model, onStation }: { readonly model: MapModel; onStation(code: string): void }) {
  const mesh = useRef<InstancedMesh>(null);
  const count = model.stations.length;
  const colours = useMemo(() => model.stations.map((s) => stationLook(s.type, model.blocked.has(s.stationCode), false, false).fill), [model]);
  const drawn = useMemo(() => mergeStations(stationGeometry, model.stations.map((s, i) => ({ x: s.mapX, z: s.mapY, colour: colours[i]! }))), [model, colours]);
  useLayoutEffect(() => () => drawn.dispose(), [drawn]);
  useLayoutEffect(() => {
    const target = mesh.current;
    if (!target) return;
    const matrix = new Matrix4();
    const colour = new Color();
    model.stations.forEach((s, i) => {
      target.setMatrixAt(i, matrix.makeTranslation(s.mapX, STATION_HEIGHT / 2, s.mapY));
      target.setColorAt(i, colour.set(colours[i]!));
    });
    target.layers.disableAll();
    target.userData = { instanceNames: model.stations.map((s) => nodeName.station(s.stationCode)) };
  }, [model, colours]);

  const click = (event: ThreeEvent<MouseEvent>) => {
    const station = event.faceIndex == null ? undefined : model.stations[stationOfFace(stationGeometry, event.faceIndex)];
    if (!station) return;
    event.stopPropagation();
    onStation(station.stationCode);
  };

  return (
    <>
      <mesh name="stations-drawn" geometry={drawn} position-y={STATION_HEIGHT / 2} onClick={click} userData={{ notExported: true }}>
        <meshLambertMaterial vertexColors />
      </mesh>
      <instancedMesh key={count} ref={mesh} name="stations" args={[stationGeometry, undefined, count]}>
        <meshLambertMaterial />
      </instancedMesh>
    </>
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
