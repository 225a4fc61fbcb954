import { Raycaster, Vector3, type InstancedMesh, type Mesh } from 'three';
import { describe, expect, it } from 'vitest';
import { VehicleMotion } from '../logic/vehicleMotion';
import type { MapVehicle } from '../logic/vehicleStore';
import { exportableCopy } from './exportGltf';
import { VehicleFleet } from './vehicleFleet';

const vehicle = (agvUid: string, x: number, patch: Partial<MapVehicle> = {}): MapVehicle => ({
  agvUid,
  agvName: agvUid,
  x,
  y: 20,
  angle: 0,
  isConnected: true,
  runStatus: 'IDLE',
  battery: 80,
  stationCode: null,
  loaded: false,
  hasError: false,
  ...patch,
});

const AREA = { width: 200, height: 100 };
const hulls = (fleet: VehicleFleet) => fleet.root.getObjectByName('vehicle-hulls') as InstancedMesh;
const drawn = (fleet: VehicleFleet) => fleet.root.getObjectByName('vehicles-drawn') as Mesh;

/** The vehicle a downward click at (x, z) hits on the drawn fleet, through a real raycast. */
function clickAt(fleet: VehicleFleet, x: number, z: number): string | null {
  const raycaster = new Raycaster(new Vector3(x, 100, z), new Vector3(0, -1, 0));
  const hit = raycaster.intersectObject(fleet.root, true)[0];
  return hit ? fleet.uidAt(hit.object, hit.faceIndex) : null;
}

describe('VehicleFleet', () => {
  it('draws all vehicles as instances, hides disconnected ones and names the shown ones agv-<uid> in the export', () => {
    const fleet = new VehicleFleet(AREA);
    fleet.setVehicles([vehicle('V1', 10), vehicle('V2', 50, { isConnected: false }), vehicle('V3', 90, { loaded: true })], 0);
    expect(hulls(fleet).count).toBe(3);
    expect(fleet.positionOf('V1')?.toArray()).toEqual([10, 0, 20]);
    expect(fleet.positionOf('V2')).toBeNull();

    const copy = exportableCopy(fleet.root);
    expect(copy.getObjectByName('agv-V1')?.position.toArray()).toEqual([10, 0, 20]);
    expect(copy.getObjectByName('agv-V3')).toBeDefined();
    expect(copy.getObjectByName('agv-V2')).toBeUndefined();
    // Freight only on the loaded vehicle.
    expect(copy.getObjectByName('agv-freight-V3')).toBeDefined();
    expect(copy.getObjectByName('agv-freight-V1')).toBeUndefined();
  });

  it('moves a vehicle to its new position over 1,000 ms', () => {
    const fleet = new VehicleFleet(AREA);
    fleet.setVehicles([vehicle('V1', 10)], 0);
    fleet.apply(vehicle('V1', 30), 1000);
    expect(fleet.step(1500)).toBe(true);
    expect(fleet.positionOf('V1')?.x).toBeCloseTo(20);
    expect(fleet.step(2000)).toBe(false);
    expect(fleet.positionOf('V1')?.x).toBe(30);
  });

  it('draws every moment where the 2D map draws it (one motion model): mid-move restarts, a turn past 90° at once', () => {
    const fleet = new VehicleFleet(AREA);
    const map2d = new VehicleMotion();
    const reports: [MapVehicle, number][] = [
      [vehicle('V1', 10), 0],
      [vehicle('V1', 30), 1000],
      [vehicle('V1', 50, { y: 40 }), 1500],
      [vehicle('V1', 50, { y: 40, angle: 180 }), 3000],
    ];
    fleet.setVehicles([reports[0][0]], 0);
    map2d.place('V1', reports[0][0], true, 0);
    for (const [report, at] of reports.slice(1)) {
      fleet.apply(report, at);
      map2d.place('V1', report, true, at);
      for (const now of [at, at + 250, at + 500, at + 999]) {
        fleet.step(now);
        const pose = map2d.poseNow('V1', now)!;
        expect(fleet.positionOf('V1')!.x).toBeCloseTo(pose.x);
        expect(fleet.positionOf('V1')!.z).toBeCloseTo(pose.y);
      }
    }
    // The 180° turn was not animated: the vehicle is there at once.
    expect(fleet.step(3000)).toBe(false);
  });

  it('finds the clicked vehicle where it has moved to, and keeps vehicles when others leave', () => {
    const fleet = new VehicleFleet(AREA);
    fleet.setVehicles([vehicle('V1', 10), vehicle('V2', 50)], 0);
    expect(clickAt(fleet, 50, 20)).toBe('V2');
    expect(clickAt(fleet, 10, 20)).toBe('V1');
    expect(clickAt(fleet, 150, 20)).toBeNull();
    fleet.apply(vehicle('V2', 150), 100);
    fleet.step(1100);
    expect(clickAt(fleet, 150, 20)).toBe('V2');
    expect(clickAt(fleet, 50, 20)).toBeNull();
    // The export-only instanced copies are never hit.
    expect(fleet.uidAt(hulls(fleet), 0)).toBeNull();
    fleet.setVehicles([vehicle('V2', 150)], 1200);
    expect(clickAt(fleet, 150, 20)).toBe('V2');
    expect(fleet.positionOf('V1')).toBeNull();
    expect(drawn(fleet).userData.notExported).toBe(true);
  });

  it('draws nothing of a disconnected vehicle, so it cannot be clicked', () => {
    const fleet = new VehicleFleet(AREA);
    fleet.setVehicles([vehicle('V1', 10, { isConnected: false })], 0);
    expect(clickAt(fleet, 10, 20)).toBeNull();
    fleet.apply(vehicle('V1', 10), 10);
    expect(clickAt(fleet, 10, 20)).toBe('V1');
  });
});
