import { stationId, vehicleId, type FleetCommand, type StationId } from '@agvs/core';
import { CommandRejected, type FleetRuntime } from './fleet-runtime.js';
import { newVehicle, vehicleConfigOf, type AgvRow } from './restore.js';

/**
 * Where a vehicle joining a layout stands: where its row says if that station is free, else
 * the first free parking place, else the first free Public station (in station order).
 */
function freePlace(rt: FleetRuntime, wanted: string | null): StationId | undefined {
  const taken = new Set<string>();
  for (const v of rt.fleet.vehicles) {
    const p = v.motion.position;
    if (p.kind === 'at') taken.add(p.station);
    else taken.add(p.edge.from).add(p.edge.to);
  }
  const usable = (id: string) => rt.site.stations.has(id) && !taken.has(id) && !rt.fleet.mapState.lockedStations.has(stationId(id));
  if (wanted && usable(wanted)) return stationId(wanted);
  const stations = rt.site.layout.stations;
  return (stations.find((s) => s.parking && usable(s.id)) ?? stations.find((s) => s.type === 'Public' && usable(s.id)))?.id;
}

/**
 * Puts a vehicle of the table into the layout's fleet; false when there is no free place (or
 * the place was taken by a vehicle that moved there while the command waited its turn).
 */
export async function joinFleet(rt: FleetRuntime, row: AgvRow): Promise<boolean> {
  const at = freePlace(rt, row.current_station_code);
  if (!at) return false;
  try {
    await rt.command({ type: 'addVehicle', vehicle: newVehicle(row, at) });
    return true;
  } catch (err) {
    if (err instanceof CommandRejected) return false;
    throw err;
  }
}

/** Takes a vehicle out of its fleet; false when it cannot leave now (it carries a load). */
export async function leaveFleet(rt: FleetRuntime, agvId: string): Promise<boolean> {
  try {
    await rt.command({ type: 'removeVehicle', vehicle: vehicleId(agvId) });
    return true;
  } catch (err) {
    if (err instanceof CommandRejected) return false;
    throw err;
  }
}

/** The commands that bring a fleet vehicle in line with its row (settings, lock), none when equal. */
export function settingsCommands(rt: FleetRuntime, row: AgvRow): FleetCommand[] {
  const id = vehicleId(row.id);
  const v = rt.fleet.vehicle(id);
  const wanted = vehicleConfigOf(row);
  const commands: FleetCommand[] = [];
  const keys = ['code', 'groupId', 'modelId', 'speed', 'batteryLowLevel', 'runOrderBatteryLevel', 'freeBatteryLevel', 'batteryFullLevel', 'autoAllocation', 'footprintRadiusMm'] as const;
  const driverOf = (c: typeof wanted) => c.driver ?? 'simulation';
  const changed = keys.some((k) => v.config[k] !== wanted[k]) || driverOf(v.config) !== driverOf(wanted) || v.config.taskTypes.join() !== wanted.taskTypes.join();
  if (changed) commands.push({ type: 'updateVehicle', vehicle: id, config: { ...wanted, driver: driverOf(wanted), energy: v.config.energy, rotationSpeed: v.config.rotationSpeed, footprintRadiusMm: wanted.footprintRadiusMm } });
  // A vehicle that becomes a real one is offline until it says otherwise over MQTT; back to the simulator, it is there.
  if (driverOf(v.config) !== driverOf(wanted)) commands.push({ type: 'setConnected', vehicle: id, connected: driverOf(wanted) !== 'external' });
  if (v.locked !== (row.is_lock === 1)) commands.push({ type: 'setVehicleLocked', vehicle: id, locked: row.is_lock === 1 });
  return commands;
}
