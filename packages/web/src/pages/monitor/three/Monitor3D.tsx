import { OrbitControls } from '@react-three/drei';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { Select } from 'antd';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three/examples/jsm/controls/OrbitControls.js';
import type { OccupiedStore } from '../logic/liveStores';
import type { MapModel } from '../logic/mapModel';
import type { VehicleStore } from '../logic/vehicleStore';
import { downloadGltf } from './exportGltf';
import { AMBIENT_INTENSITY, SUN_INTENSITY, sunDirection, sunPosition } from './lighting';
import { Pallets } from './Pallets';
import { PixelRatioGovernor } from './pixelRatio';
import { StationPopup, VehiclePopup } from './Popups';
import { CAMERA_FOV, walledArea, type ThreeData } from './sceneRules';
import { FLOOR_COLOUR, StaticScene } from './StaticScene';
import { VehicleFleet } from './vehicleFleet';
import { Vehicles } from './Vehicles';
import './monitor3d.css';

export interface Monitor3DProps {
  readonly model: MapModel;
  readonly three: ThreeData;
  readonly vehicles: VehicleStore;
  readonly occupied: OccupiedStore;
  readonly showCodes: boolean;
  /** The vehicle the camera follows first (the focusAgvUid query). */
  readonly focusAgvUid: string | null;
  /** Filled with the scene export while the view is shown (the toolbar's export button). */
  readonly exportRef: MutableRefObject<(() => Promise<void>) | null>;
}

type Selection = { readonly kind: 'station'; readonly code: string } | { readonly kind: 'vehicle'; readonly agvUid: string } | null;

/**
 * The 3D monitor (SPEC §2 "3D monitor"): walls, stations with codes, paths, live vehicles with
 * tags, pallets on loaded Working stations; click to select and open a popup, click empty
 * space to clear; follow a chosen vehicle; export as glTF.
 */
export default function Monitor3D({ model, three, vehicles, occupied, showCodes, focusAgvUid, exportRef }: Monitor3DProps) {
  const { t } = useTranslation('monitor3d');
  const area = useMemo(() => walledArea(three, model), [three, model]);
  const sun = useMemo(() => sunDirection(area), [area]);
  const [selection, setSelection] = useState<Selection>(null);
  const [focus, setFocus] = useState<string | null>(focusAgvUid);
  // A new area (another layout) brings a new fleet: its sun and bounds come from the area.
  const { width, height } = area;
  const fleet = useMemo(() => new VehicleFleet({ width, height }), [width, height]);
  const uids = useSyncExternalStore(vehicles.subscribeStructure, vehicles.getUids);
  useEffect(() => setFocus(focusAgvUid), [focusAgvUid]);
  useEffect(() => setSelection(null), [model]);

  const span = Math.max(area.width, area.height);
  const [nativeRatio] = useState(() => Math.min(window.devicePixelRatio || 1, 2));
  const selectedVehicle = selection?.kind === 'vehicle' ? selection.agvUid : focus;
  const selectedStation = selection?.kind === 'station' ? model.stationsByCode.get(selection.code) : undefined;

  return (
    <div className="mm3d" data-testid="monitor-3d">
      <Canvas
        frameloop="demand"
        gl={{ antialias: false }}
        dpr={nativeRatio}
        camera={{ fov: CAMERA_FOV, near: 1, far: span * 20, position: [area.width / 2, span * 0.75, area.height / 2 + span * 0.75] }}
        onPointerMissed={() => setSelection(null)}
      >
        <color attach="background" args={[FLOOR_COLOUR]} />
        <ambientLight intensity={AMBIENT_INTENSITY} />
        <directionalLight position={sunPosition(area)} intensity={SUN_INTENSITY} />
        <StaticScene model={model} three={three} area={area} sun={sun} showCodes={showCodes} onStation={(code) => setSelection({ kind: 'station', code })} />
        {selectedStation && (
          <mesh name="highlight-station" position={[selectedStation.mapX, 2.6, selectedStation.mapY]} rotation-x={-Math.PI / 2}>
            <ringGeometry args={[9, 11.5, 32]} />
            <meshBasicMaterial color="#facc15" />
          </mesh>
        )}
        <Pallets model={model} sun={sun} />
        <Vehicles store={vehicles} fleet={fleet} selected={selectedVehicle} onSelect={(agvUid) => setSelection({ kind: 'vehicle', agvUid })} />
        <CameraRig target={[area.width / 2, 0, area.height / 2]} fleet={fleet} focus={focus} />
        <ExportBridge exportRef={exportRef} />
        <AdaptiveResolution native={nativeRatio} />
      </Canvas>
      <div className="mm3d-focus">
        <Select
          size="small"
          allowClear
          showSearch
          placeholder={t('focus.placeholder')}
          value={focus}
          onChange={(value?: string) => setFocus(value ?? null)}
          options={uids.map((uid) => ({ value: uid, label: vehicles.get(uid)?.agvName ?? uid }))}
          optionFilterProp="label"
          style={{ width: 180 }}
          data-testid="monitor-3d-focus"
        />
      </div>
      {selection?.kind === 'station' && <StationPopup model={model} code={selection.code} occupied={occupied} onClose={() => setSelection(null)} />}
      {selection?.kind === 'vehicle' && <VehiclePopup store={vehicles} agvUid={selection.agvUid} onClose={() => setSelection(null)} />}
    </div>
  );
}

const FOLLOW_RATE = 0.12;

/** Orbit controls around the layout; while a vehicle is focused the view glides after it. */
function CameraRig({
  target,
  fleet,
  focus,
}: {
  readonly target: readonly [number, number, number];
  readonly fleet: VehicleFleet;
  readonly focus: string | null;
}) {
  const controls = useThree((state) => state.controls) as OrbitControlsImpl | null;
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const [step] = useState(() => new Vector3());
  useFrame(() => {
    const followed = focus ? fleet.positionOf(focus) : null;
    if (!controls || !followed) return;
    step.subVectors(followed, controls.target).multiplyScalar(FOLLOW_RATE);
    if (step.lengthSq() < 1e-4) return;
    controls.target.add(step);
    camera.position.add(step);
    controls.update();
    invalidate();
  });
  return <OrbitControls makeDefault target={[...target]} maxPolarAngle={Math.PI / 2.05} />;
}

/** Lowers the drawing resolution while frames are slow (see PixelRatioGovernor); the canvas carries the ratio in `data-pixel-ratio`. */
function AdaptiveResolution({ native }: { readonly native: number }) {
  const setDpr = useThree((state) => state.setDpr);
  const element = useThree((state) => state.gl.domElement);
  const [governor] = useState(() => new PixelRatioGovernor(native));
  const last = useRef(0);
  useEffect(() => element.setAttribute('data-pixel-ratio', String(governor.current)), [element, governor]);
  useFrame(() => {
    const now = performance.now();
    const next = last.current ? governor.sample(now - last.current) : null;
    last.current = now;
    if (next === null) return;
    setDpr(next);
    element.setAttribute('data-pixel-ratio', String(next));
  });
  return null;
}

function ExportBridge({ exportRef }: { readonly exportRef: MutableRefObject<(() => Promise<void>) | null> }) {
  const scene = useThree((state) => state.scene);
  useEffect(() => {
    exportRef.current = () => downloadGltf(scene);
    return () => {
      exportRef.current = null;
    };
  }, [scene, exportRef]);
  return null;
}
