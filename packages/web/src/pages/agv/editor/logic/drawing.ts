import type { LayoutGraph, MapSegment, MapStation, Zone } from '@agvs/contract';
import { buildMapModel, type MapModel } from '../../../monitor/logic/mapModel';
import type { EditorDoc } from './doc';

/**
 * The document as the monitor's map model, so the editor draws with the monitor's static layer:
 * what a planner draws looks as the monitor will show it. Segment ids and zone ids are the
 * editor's keys; stations are named by code (the static layer marks them `data-station`).
 */
export function modelOf(doc: EditorDoc, layoutId: string, mapId: string): MapModel {
  const stationList: MapStation[] = [...doc.stations.values()].map((s, i) => ({
    stationId: s.key,
    stationCode: s.stationCode,
    rfid: s.stationCode,
    stationName: s.stationName,
    zoneStationId: null,
    graphId: i + 1,
    mapX: s.mapX,
    mapY: s.mapY,
    width: s.width,
    type: s.type,
    isOccupied: 0,
    stationContainerType: null,
    externalInfo: null,
  }));
  const code = (key: string) => doc.stations.get(key)?.stationCode ?? '';
  const segmentList: MapSegment[] = [...doc.segments.values()].map((s) => ({
    id: s.key,
    srcStationCode: code(s.src),
    destStationCode: code(s.dest),
    srcGraphId: 0,
    destGraphId: 0,
    type: s.type,
    controlPoints: s.controls ? s.controls.map((p) => ({ controlx: p.x, controly: p.y })) : [],
    length: 0,
    direction: s.direction,
  }));
  const graph: LayoutGraph = {
    layoutId,
    mapId,
    width: doc.width,
    height: doc.height,
    mmPerUnit: doc.mmPerUnit,
    originX: 0,
    originY: 0,
    iniconfig: { stationRadius: 6 },
    stationList,
    segmentList,
  };
  const zones: Zone[] = [...doc.zones.values()].map((z) => ({ id: z.key, layoutId, zoneCode: z.zoneCode, zoneName: z.zoneName, zoneType: z.zoneType, stationCount: z.stations.length }));
  const members = new Map([...doc.zones.values()].map((z) => [z.key, z.stations.map(code)]));
  return buildMapModel(graph, zones, members);
}
