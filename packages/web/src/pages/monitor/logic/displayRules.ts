import { STATION_COLOURS, type StationType } from '@agvs/contract';

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

// Fills are the contract's station colours (the stationColor the server answers); edges are lighter.
const TYPE_LOOKS: Readonly<Record<StationType, StationLook>> = {
  Public: { fill: STATION_COLOURS.Public, edge: '#93c5fd' },
  Working: { fill: STATION_COLOURS.Working, edge: '#6ee7b7' },
  Charging: { fill: STATION_COLOURS.Charging, edge: '#fcd34d' },
  Block: { fill: STATION_COLOURS.Block, edge: '#fca5a5' },
};

/** Blocked-zone stations are purple (SPEC §2), whatever their type. */
export const BLOCKED_LOOK: StationLook = { fill: STATION_COLOURS.blocked, edge: '#d8b4fe' };
/** Edge of a station occupied by a vehicle or a load (SPEC §4 "Station"). */
export const OCCUPIED_EDGE = STATION_COLOURS.occupied;

export function stationLook(type: StationType, blocked: boolean, occupied: boolean, showStatus: boolean): StationLook {
  const base = blocked ? BLOCKED_LOOK : (TYPE_LOOKS[type] ?? TYPE_LOOKS.Public);
  return showStatus && occupied ? { fill: base.fill, edge: OCCUPIED_EDGE } : base;
}

export const STATION_TYPE_LOOKS = TYPE_LOOKS;

/**
 * The ring around every vehicle body (SVG and canvas). Dark, because station colours are as
 * bright as the run-status colours: the ring is what separates a vehicle from the station under it.
 */
export const VEHICLE_OUTLINE = '#0b1222';
/** Vehicle ring width in map units. */
export const VEHICLE_OUTLINE_WIDTH = 1.5;

/**
 * What a vehicle off the stations sits on (monitor.css): the page background at its edge and
 * centre, the floor over it, and a floor grid line (bgMarker), each as the composited colour.
 */
export const MAP_SURFACES = ['#070d1a', '#0f1d33', '#122138', '#1c2c45'] as const;
