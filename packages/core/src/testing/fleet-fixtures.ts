import { stationId, vehicleId } from '../ids.js';
import type { Layout } from '../model/layout.js';
import type { NewVehicle, VehicleConfig } from '../vehicle/vehicle.js';
import { lane, st, zone } from './build.js';

/** A vehicle as the SPEC describes one: 1 m/s, thresholds low 20, run-order 40, idle 50, full 90. */
export function vehicleConfig(id: string, extra: Partial<VehicleConfig> = {}): VehicleConfig {
  return {
    id: vehicleId(id),
    code: id,
    speed: 1000,
    rotationSpeed: 90,
    batteryLowLevel: 20,
    runOrderBatteryLevel: 40,
    freeBatteryLevel: 50,
    batteryFullLevel: 90,
    taskTypes: ['Delivery', 'Charge', 'Park'],
    autoAllocation: true,
    ...extra,
  };
}

export function newVehicle(id: string, at: string, extra: Partial<VehicleConfig> = {}, state: Partial<NewVehicle> = {}): NewVehicle {
  return { config: vehicleConfig(id, extra), at: stationId(at), ...state };
}

/**
 * A workshop line, 3 m between stations, all lanes two-way except the spurs ('both': in nose
 * first, out backing):
 *
 *   W1          W2          W3            Working stations (W1 holds a load)
 *   |           |           |
 *   A - B - C - D - E - F - G
 *   |           |           |
 *   K1          P1          P2            K1 charger, P1/P2 parking (P2 only for vehicle 'v9')
 */
export function lineLayout(): Layout {
  const xs = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
  return {
    stations: [
      ...xs.map((id, i) => st(id, i * 3000, 0)),
      st('W1', 0, 3000, 'Working', { occupied: true }),
      st('W2', 9000, 3000, 'Working'),
      st('W3', 18000, 3000, 'Working'),
      st('K1', 0, -3000, 'Charging'),
      st('P1', 9000, -3000, 'Public', { parking: true }),
      st('P2', 18000, -3000, 'Public', { parking: true, parkingFor: vehicleId('v9') }),
    ],
    segments: [
      ...xs.slice(1).map((id, i) => lane(xs[i], id)),
      lane('A', 'W1', 'both'),
      lane('D', 'W2', 'both'),
      lane('G', 'W3', 'both'),
      lane('A', 'K1', 'both'),
      lane('D', 'P1', 'both'),
      lane('G', 'P2', 'both'),
    ],
    zones: [zone('Z-out', 'Working', ['W2', 'W3'])],
  };
}
