/*
 * Fleet data (SPEC §3 AGV, Station on map, Layout data, Segment, zones, equipment) and the read
 * calls of SPEC §7 "Vehicles" and "Stations/zones" on it, one file per concern.
 */
export * from './fleet-kinds.js';
export * from './agv.js';
export * from './layout-data.js';
