import type { Point } from '../geometry/point.js';
import { travelModes } from '../model/direction.js';
import type { LifSite, LifSiteLayout, LifSiteSegment, LifSiteStation } from './site.js';
import { nurbsOfCubic } from './trajectory.js';

export const LIF_VERSION = '1.0.0';
const DEFAULT_VEHICLE_TYPE = 'default';

interface ExportOptions {
  /** Vehicle types to write properties for (AGVS model codes); one default type when empty. */
  readonly vehicleTypes: readonly string[];
  /** ISO 8601; the core has no clock. */
  readonly exportTimestamp: string;
  readonly creator: string;
}

/** The layout's frame back to LIF metres, y up; floats kept as they are. */
const toMetres = (l: LifSiteLayout, p: Point) => ({ x: (l.originX + p.x * l.mmPerUnit) / 1000, y: (l.originY - p.y * l.mmPerUnit) / 1000 });
const nodeId = (s: LifSiteStation) => s.lifId ?? s.code;

function edgesOf(l: LifSiteLayout, seg: LifSiteSegment, stations: ReadonlyMap<string, LifSiteStation>, types: readonly string[]) {
  const src = stations.get(seg.src);
  const dest = stations.get(seg.dest);
  if (!src || !dest) return [];
  return travelModes(seg.direction).map((mode, i) => {
    const [from, to] = mode.reversed ? [dest, src] : [src, dest];
    const c = seg.controls && (mode.reversed ? [seg.controls[1], seg.controls[0]] : seg.controls);
    const trajectory = c && nurbsOfCubic(toMetres(l, from), toMetres(l, c[0]), toMetres(l, c[1]), toMetres(l, to));
    return {
      edgeId: seg.edgeIds[i] ?? `${nodeId(from)}-${nodeId(to)}`,
      startNodeId: nodeId(from),
      endNodeId: nodeId(to),
      vehicleTypeEdgeProperties: types.map((vehicleTypeId) => ({
        vehicleTypeId,
        vehicleOrientation: mode.drive === 'Backward' ? Math.PI : 0,
        orientationType: 'TANGENTIAL',
        rotationAllowed: false,
        ...(trajectory ? { trajectory } : {}),
      })),
    };
  });
}

/** LIF stations: every Working zone, and every Working or Charging station outside them. */
function stationsOf(l: LifSiteLayout, stations: ReadonlyMap<string, LifSiteStation>) {
  const inZone = new Set(l.zones.flatMap((z) => z.stationCodes));
  const known = (code: string) => stations.get(code);
  return [
    ...l.zones.map((z) => ({
      stationId: z.lifId ?? z.code,
      stationName: z.name,
      interactionNodeIds: z.stationCodes.flatMap((c) => {
        const s = known(c);
        return s ? [nodeId(s)] : [];
      }),
    })),
    ...l.stations
      .filter((s) => s.type !== 'Public' && !inZone.has(s.code))
      .map((s) => ({ stationId: nodeId(s), stationName: s.name, interactionNodeIds: [nodeId(s)] })),
  ];
}

function layoutOf(l: LifSiteLayout, types: readonly string[]) {
  const stations = new Map(l.stations.map((s) => [s.code, s]));
  return {
    layoutId: l.lifId,
    layoutName: l.name,
    layoutVersion: '1',
    nodes: l.stations.map((s) => ({
      nodeId: nodeId(s),
      nodeName: s.name,
      mapId: l.lifId,
      nodePosition: toMetres(l, s),
      vehicleTypeNodeProperties: types.map((vehicleTypeId) => ({
        vehicleTypeId,
        // A charging station is a node with a charging action (LIF §8.3.13.1).
        ...(s.type === 'Charging' ? { actions: [{ actionType: 'startCharging', requirementType: 'OPTIONAL', blockingType: 'HARD' }] } : {}),
      })),
    })),
    edges: l.segments.flatMap((seg) => edgesOf(l, seg, stations, types)),
    stations: stationsOf(l, stations),
  };
}

/** An AGVS site as a LIF 1.0.0 document: one edge per direction of travel, Bezier as degree-3 NURBS. */
export function lifOfSite(site: LifSite, options: ExportOptions) {
  const types = options.vehicleTypes.length ? options.vehicleTypes : [DEFAULT_VEHICLE_TYPE];
  return {
    metaInformation: { projectIdentification: site.name, creator: options.creator, exportTimestamp: options.exportTimestamp, lifVersion: LIF_VERSION },
    layouts: site.layouts.map((l) => layoutOf(l, types)),
  };
}
