import type { StationType } from '@agvs/contract';

/** SPEC §9: a station is 12 map units wide plus a 2 unit edge; a vehicle 16 long. */
export const STATION_SIZE = 12;
export const STATION_EDGE = 2;
export const VEHICLE_LENGTH = 16;
/** SPEC §9: from this many stations on, station codes are not drawn. */
export const STATION_TEXT_LIMIT = 1000;

/** Station codes are drawn when the config asks for them and the map has fewer than 1,000 stations. */
export function showStationText(stationCount: number, displayStationName: boolean): boolean {
  return displayStationName && stationCount < STATION_TEXT_LIMIT;
}

/**
 * From this many vehicles, or on maps of this many stations, vehicles are drawn on one canvas
 * (`map/VehicleCanvas`) instead of one SVG element each: a thousand SVG vehicles moving made the
 * browser restyle, re-layerise and hit-test the whole map every frame, and at 100 vehicles on 2,000
 * stations the canvas kept the frame rate with half the main-thread time (27 % against 59-70 %).
 */
export const CANVAS_VEHICLES_FROM = 100;
export const CANVAS_STATIONS_FROM = 5000;

export function vehiclesOnCanvas(vehicleCount: number, stationCount: number): boolean {
  return vehicleCount >= CANVAS_VEHICLES_FROM || stationCount >= CANVAS_STATIONS_FROM;
}

/** Fill and edge colours of a station on the dark map. */
export interface StationLook {
  readonly fill: string;
  readonly edge: string;
}

const TYPE_LOOKS: Readonly<Record<StationType, StationLook>> = {
  Public: { fill: '#3b82f6', edge: '#93c5fd' },
  Working: { fill: '#10b981', edge: '#6ee7b7' },
  Charging: { fill: '#f59e0b', edge: '#fcd34d' },
  Block: { fill: '#ef4444', edge: '#fca5a5' },
};

/** Blocked-zone stations are purple (SPEC §2), whatever their type. */
export const BLOCKED_LOOK: StationLook = { fill: '#a855f7', edge: '#d8b4fe' };
/** Edge of a station occupied by a vehicle or a load (SPEC §4 "Station"). */
export const OCCUPIED_EDGE = '#f97316';

export function stationLook(type: StationType, blocked: boolean, occupied: boolean, showStatus: boolean): StationLook {
  const base = blocked ? BLOCKED_LOOK : (TYPE_LOOKS[type] ?? TYPE_LOOKS.Public);
  return showStatus && occupied ? { fill: base.fill, edge: OCCUPIED_EDGE } : base;
}

export const STATION_TYPE_LOOKS = TYPE_LOOKS;
