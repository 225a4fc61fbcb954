import { DEMO_BATTERY, stationId, type NewVehicle, type SiteLayout, type StationId, type VehicleConfig } from '@agvs/core';

/** Stations no order or vehicle may use: those of Block zones and Block stations. */
export function blockedStations(site: SiteLayout): Set<string> {
  return new Set([...site.zones.filter((z) => z.type === 'Block').flatMap((z) => z.stations), ...site.stations.filter((s) => s.type === 'Block').map((s) => s.code)]);
}

export function vehicleConfig(i: number, footprint = true): VehicleConfig {
  return {
    id: `agv${i}` as VehicleConfig['id'],
    code: `AGV${String(i + 1).padStart(4, '0')}`,
    speed: 1500,
    // The demo's pallet forklift (FL1500, 1,800 x 900 mm): its turning circle.
    ...(footprint ? { footprintRadiusMm: 1006 } : {}),
    batteryLowLevel: DEMO_BATTERY.low,
    runOrderBatteryLevel: DEMO_BATTERY.runOrder,
    freeBatteryLevel: DEMO_BATTERY.free,
    batteryFullLevel: DEMO_BATTERY.full,
    taskTypes: ['Delivery', 'Charge', 'Park'],
    autoAllocation: true,
  };
}

/**
 * n vehicles on parking places first, then spread evenly over the remaining public stations.
 * footprint false: vehicles without a footprint radius (stations held until the next is reached).
 */
export function placeVehicles(site: SiteLayout, n: number, footprint = true): NewVehicle[] {
  const blocked = blockedStations(site);
  const parking = site.zones.filter((z) => z.type === 'Parking').flatMap((z) => z.stations).filter((c) => !blocked.has(c));
  const publics = site.stations.filter((s) => s.type === 'Public' && !blocked.has(s.code) && !parking.includes(s.code)).map((s) => s.code);
  const spots: string[] = parking.slice(0, n);
  const rest = n - spots.length;
  if (rest > publics.length) throw new Error(`${n} vehicles do not fit on ${parking.length + publics.length} stations`);
  for (let i = 0; i < rest; i++) spots.push(publics[Math.floor((i * publics.length) / rest)]);
  return spots.map((at, i) => ({ config: vehicleConfig(i, footprint), at: stationId(at) as StationId, battery: 60 + ((i * 37) % 40) }));
}
