import type { StationType } from './fleet.js';

/**
 * stationColor of a map station (SPEC §3 "Station on map"): the fill the 2D map gives the station's
 * state. A blocked-zone station is purple (SPEC §2); a station with a load or a vehicle on it takes
 * the occupied colour (SPEC §4 "Station"); otherwise the colour of its type.
 */
export const STATION_COLOURS = {
  Public: '#3b82f6',
  Working: '#10b981',
  Charging: '#f59e0b',
  Block: '#ef4444',
  blocked: '#a855f7',
  occupied: '#f97316',
} as const satisfies Record<StationType | 'blocked' | 'occupied', string>;

export function stationColour(type: StationType, blocked: boolean, occupied: boolean): string {
  if (blocked) return STATION_COLOURS.blocked;
  if (occupied) return STATION_COLOURS.occupied;
  return STATION_COLOURS[type] ?? STATION_COLOURS.Public;
}
