import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { BufferAttribute, BufferGeometry, Color, InstancedMesh, Matrix4, MeshBasicMaterial, type Mesh } from 'three';
import { STATION_EDGE, STATION_SIZE, stationLook } from '../logic/displayRules';
import type { MapModel } from '../logic/mapModel';
import { litBox, type Direction } from './lighting';
import { labelAtlas, labelQuads } from './stationLabels';
import { nodeName, pathVertices, wallBoxes, type Box, type ThreeData } from './sceneRules';
import { stationChunks, stationOfFace, type StationChunk } from './stationField';
import { stationParts, stationShape } from './stationShape';

const STATION_HEIGHT = 2;
export const FLOOR_COLOUR = '#0f1a2b';
const WALL_COLOUR = '#64748b';
const stationGeometry = stationShape(STATION_SIZE + STATION_EDGE, STATION_HEIGHT);
const STATION_PARTS = stationParts(STATION_SIZE + STATION_EDGE, STATION_HEIGHT);

/** Boundary walls, floor, paths, stations and their codes: built once per layout. */
export function StaticScene({
  model,
  three,
  area,
  sun,
  showCodes,
  onStation,
}: {
  readonly model: MapModel;
  readonly three: ThreeData;
  readonly area: { readonly width: number; readonly height: number };
  /** Towards the sun of the area (lighting.sunDirection): surfaces are lit by it in advance. */
  readonly sun: Direction;
  readonly showCodes: boolean;
  onStation(code: string): void;
}) {
  const walls = useMemo(() => wallBoxes(area.width, area.height, three.wallHeight, three.wallThickness), [area, three]);
  return (
    <group name="layout">
      <Floor area={area} />
      {showCodes && <Codes model={model} />}
      {walls.map((wall) => (
        <Wall key={wall.name} name={wall.name} centre={wall.centre} size={wall.size} sun={sun} />
      ))}
      <Paths model={model} />
      <Stations model={model} sun={sun} onStation={onStation} />
    </group>
  );
}

function Wall({ name, centre, size, sun }: Box & { readonly sun: Direction }) {
  const geometry = useMemo(() => litBox(size, WALL_COLOUR, sun), [size, sun]);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh name={name} position={[...centre]} geometry={geometry}>
      <meshBasicMaterial vertexColors transparent opacity={0.55} />
    </mesh>
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

/** Within this distance of the camera (map units) an area's station sides are drawn; farther, their 2 units are under 3 pixels. */
const SIDES_DISTANCE = 700;

/**
 * The stations, drawn and clicked as merged geometry by square areas (see stationChunks): tops
 * always, sides only near the camera, areas outside the view not at all. The glTF export names
 * each station, so an instanced copy carries their names and colours for it; it is never drawn
 * nor hit (no layer enabled), and the merged areas stay out of the file.
 */
function Stations({ model, sun, onStation }: { readonly model: MapModel; readonly sun: Direction; onStation(code: string): void }) {
  const mesh = useRef<InstancedMesh>(null);
  const sides = useRef<(Mesh | null)[]>([]);
  const count = model.stations.length;
  const colours = useMemo(() => model.stations.map((s) => stationLook(s.type, model.blocked.has(s.stationCode), false, false).fill), [model]);
  const chunks = useMemo(
    () => stationChunks(model.stations.map((s, i) => ({ x: s.mapX, z: s.mapY, colour: colours[i]! })), STATION_PARTS, sun),
    [model, colours, sun],
  );
  const material = useMemo(() => new MeshBasicMaterial({ vertexColors: true }), []);
  useLayoutEffect(
    () => () => {
      for (const chunk of chunks) {
        chunk.tops.dispose();
        chunk.sides.dispose();
      }
    },
    [chunks],
  );
  useLayoutEffect(() => () => material.dispose(), [material]);
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

  useFrame(({ camera }) => {
    chunks.forEach((chunk, i) => {
      const drawn = sides.current[i];
      if (drawn) drawn.visible = Math.hypot(camera.position.x - chunk.centre.x, camera.position.y, camera.position.z - chunk.centre.z) < SIDES_DISTANCE;
    });
  });

  const click = (chunk: StationChunk, shape: BufferGeometry) => (event: ThreeEvent<MouseEvent>) => {
    const at = event.faceIndex == null ? undefined : chunk.stations[stationOfFace(shape, event.faceIndex)];
    const station = at === undefined ? undefined : model.stations[at];
    if (!station) return;
    event.stopPropagation();
    onStation(station.stationCode);
  };

  return (
    <>
      <group name="stations-drawn" position-y={STATION_HEIGHT / 2} userData={{ notExported: true }}>
        {chunks.map((chunk, i) => (
          <group key={i}>
            <mesh geometry={chunk.tops} material={material} onClick={click(chunk, STATION_PARTS.top)} />
            <mesh
              ref={(drawn) => {
                sides.current[i] = drawn;
              }}
              geometry={chunk.sides}
              material={material}
              onClick={click(chunk, STATION_PARTS.sides)}
            />
          </group>
        ))}
      </group>
      <instancedMesh key={count} ref={mesh} name="stations" args={[stationGeometry, undefined, count]}>
        <meshLambertMaterial />
      </instancedMesh>
    </>
  );
}

/**
 * The floor, in the exported file only: on screen the background is the floor colour. A plane under
 * the whole view was a full-screen pass of software WebGL's per-pixel work every frame, for a
 * colour a shade off the background.
 */
function Floor({ area }: { readonly area: { readonly width: number; readonly height: number } }) {
  const mesh = useRef<Mesh>(null);
  useLayoutEffect(() => mesh.current?.layers.disableAll(), []);
  return (
    <mesh ref={mesh} name="floor" rotation-x={-Math.PI / 2} position={[area.width / 2, -0.05, area.height / 2]}>
      <planeGeometry args={[area.width, area.height]} />
      <meshLambertMaterial color={FLOOR_COLOUR} />
    </mesh>
  );
}

/** Station codes on the floor below the stations: one geometry of label quads over one atlas texture. */
function Codes({ model }: { readonly model: MapModel }) {
  const labels = useMemo(() => {
    const stations = model.stations.map((s) => ({ code: s.stationCode, x: s.mapX, z: s.mapY }));
    return { geometry: labelQuads(stations, 0.05), texture: labelAtlas(stations) };
  }, [model]);
  useLayoutEffect(
    () => () => {
      labels.geometry.dispose();
      labels.texture.dispose();
    },
    [labels],
  );
  return (
    <mesh name="station-codes" geometry={labels.geometry} raycast={() => undefined} userData={{ notExported: true }}>
      <meshBasicMaterial map={labels.texture} transparent depthWrite={false} />
    </mesh>
  );
}
