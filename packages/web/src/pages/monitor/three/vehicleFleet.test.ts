import type { InstancedMesh } from 'three';
import { describe, expect, it } from 'vitest';
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

const hulls = (fleet: VehicleFleet) => fleet.root.getObjectByName('vehicle-hulls') as InstancedMesh;

describe('VehicleFleet', () => {
  it('draws all vehicles as instances, hides disconnected ones and names the shown ones agv-<uid> in the export', () => {
    const fleet = new VehicleFleet();
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
    const fleet = new VehicleFleet();
    fleet.setVehicles([vehicle('V1', 10)], 0);
    fleet.apply(vehicle('V1', 30), 1000);
    expect(fleet.step(1500)).toBe(true);
    expect(fleet.positionOf('V1')?.x).toBeCloseTo(20);
    expect(fleet.step(2000)).toBe(false);
    expect(fleet.positionOf('V1')?.x).toBe(30);
  });

  it('finds the vehicle of a clicked instance, and keeps vehicles when others leave', () => {
    const fleet = new VehicleFleet();
    fleet.setVehicles([vehicle('V1', 10), vehicle('V2', 50)], 0);
    expect(fleet.uidAt(hulls(fleet), 1)).toBe('V2');
    expect(fleet.uidAt(fleet.root, 1)).toBeNull();
    fleet.setVehicles([vehicle('V2', 50)], 10);
    expect(fleet.uidAt(hulls(fleet), 0)).toBe('V2');
    expect(fleet.positionOf('V1')).toBeNull();
    expect(fleet.positionOf('V2')?.x).toBe(50);
  });
});
