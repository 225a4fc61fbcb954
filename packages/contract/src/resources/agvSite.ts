import { z } from 'zod';
import { SEGMENT_DIRECTIONS, SEGMENT_TYPES, STATION_TYPES, ZONE_TYPES } from '../api/fleet.js';
import { Perm } from '../permissions.js';
import type { ResourceManifest } from './types.js';

/*
 * The site side of the AGV pages (SPEC §2): map, layout, station, segment, zone, zone station,
 * zone relationship, equipment and layout link station. Their writes edit the site tables, a
 * draft the running fleet takes only when a layout is published. Labels live in the console
 * namespace `agvSite`; docs/agv-pages.md says what each page is for.
 */
const L = (entity: string, field: string) => `agvSite:${entity}.${field}`;
const createTime = (entity: string) => ({ name: 'createTime', type: 'datetime', label: L(entity, 'createTime'), readonly: true, sortable: true }) as const;
const layoutOf = (entity: string) =>
  [
    { name: 'layoutId', type: 'text', label: L(entity, 'layoutId'), required: true, maxLength: 64, filterable: true, match: 'exact', createOnly: true, hideInTable: true },
    { name: 'layoutName', type: 'text', label: L(entity, 'layoutName'), readonly: true },
  ] as const;

/**
 * Sizes and coordinates may have decimals (LIF files, drawings scaled by a measured distance):
 * the manifest calls them `int` for the column type, these rules let fractions through.
 */
const decimal = z.coerce.number().finite();
const optionalDecimal = z.union([z.literal('').transform(() => null), decimal]).nullish();
const positive = decimal.positive();

/** Relations between two zones (zone relationship page). */
export const ZONE_RELATION_TYPES = [
  /** At most one vehicle inside the two zones together (a shared narrow aisle, a door). */
  'Exclusive',
  /** The first zone supplies the second: material for the second is fetched from the first. */
  'Feeds',
] as const;
export type ZoneRelationType = (typeof ZONE_RELATION_TYPES)[number];

/** A Bezier handle in map units; `controlx`/`controly` (the layout graph's names) are read too. */
export const SegmentControlPoint = z.preprocess(
  (v) => (v && typeof v === 'object' && 'controlx' in v ? { x: (v as { controlx: unknown }).controlx, y: (v as { controly?: unknown }).controly } : v),
  z.object({ x: decimal, y: decimal }),
);

export const mapResource: ResourceManifest = {
  key: 'agv_map',
  basePath: '/agvserver/map',
  defaultSort: { field: 'sortNo', order: 'asc' },
  perms: { list: Perm.mapList, add: Perm.mapAdd, edit: Perm.mapEdit, delete: Perm.mapDelete, export: Perm.mapExport, import: Perm.mapImport },
  fields: [
    { name: 'mapCode', type: 'text', label: L('map', 'mapCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'mapName', type: 'text', label: L('map', 'mapName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'sortNo', type: 'int', label: L('map', 'sortNo'), sortable: true },
    { name: 'layoutCount', type: 'int', label: L('map', 'layoutCount'), readonly: true },
    createTime('map'),
  ],
};

export const layoutResource: ResourceManifest = {
  key: 'agv_layout',
  basePath: '/agvserver/layout',
  defaultSort: { field: 'layoutCode', order: 'asc' },
  perms: { list: Perm.layoutList, add: Perm.layoutAdd, edit: Perm.layoutEdit, delete: Perm.layoutDelete, export: Perm.layoutExport, import: Perm.layoutImport },
  fields: [
    { name: 'mapId', type: 'text', label: L('layout', 'mapId'), required: true, maxLength: 64, filterable: true, match: 'exact', createOnly: true, hideInTable: true },
    { name: 'mapName', type: 'text', label: L('layout', 'mapName'), readonly: true },
    { name: 'layoutCode', type: 'text', label: L('layout', 'layoutCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'layoutName', type: 'text', label: L('layout', 'layoutName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'width', type: 'int', label: L('layout', 'width'), required: true },
    { name: 'height', type: 'int', label: L('layout', 'height'), required: true },
    { name: 'mmPerUnit', type: 'int', label: L('layout', 'mmPerUnit'), required: true },
    { name: 'originX', type: 'int', label: L('layout', 'originX'), hideInTable: true },
    { name: 'originY', type: 'int', label: L('layout', 'originY'), hideInTable: true },
    { name: 'stationRadius', type: 'int', label: L('layout', 'stationRadius'), hideInTable: true },
    { name: 'stationCount', type: 'int', label: L('layout', 'stationCount'), readonly: true },
    createTime('layout'),
  ],
  extraBody: { width: positive, height: positive, mmPerUnit: positive, originX: optionalDecimal, originY: optionalDecimal, stationRadius: z.union([z.literal('').transform(() => null), positive]).nullish() },
};

export const stationResource: ResourceManifest = {
  key: 'agv_station',
  basePath: '/agvserver/station',
  defaultSort: { field: 'stationCode', order: 'asc' },
  perms: { list: Perm.stationList, add: Perm.stationAdd, edit: Perm.stationEdit, delete: Perm.stationDelete, export: Perm.stationExport, import: Perm.stationImport },
  fields: [
    ...layoutOf('station'),
    // Orders, templates and vehicles name stations by code: a code is given once.
    { name: 'stationCode', type: 'text', label: L('station', 'stationCode'), pattern: 'code', required: true, createOnly: true, filterable: true, sortable: true },
    { name: 'stationName', type: 'text', label: L('station', 'stationName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'type', type: 'dict', label: L('station', 'type'), dict: 'station_type', required: true, filterable: true },
    { name: 'graphId', type: 'int', label: L('station', 'graphId'), readonly: true, sortable: true },
    { name: 'mapX', type: 'int', label: L('station', 'mapX'), required: true, sortable: true },
    { name: 'mapY', type: 'int', label: L('station', 'mapY'), required: true, sortable: true },
    { name: 'width', type: 'int', label: L('station', 'width'), required: true },
    { name: 'externalInfo', type: 'text', label: L('station', 'externalInfo'), maxLength: 2000, hideInTable: true, multiline: true },
    createTime('station'),
  ],
  extraBody: { type: z.enum(STATION_TYPES), mapX: decimal.min(0), mapY: decimal.min(0), width: positive },
};

export const segmentResource: ResourceManifest = {
  key: 'agv_segment',
  basePath: '/agvserver/segment',
  defaultSort: { field: 'createTime', order: 'asc' },
  perms: { list: Perm.segmentList, add: Perm.segmentAdd, edit: Perm.segmentEdit, delete: Perm.segmentDelete, export: Perm.segmentExport, import: Perm.segmentImport },
  fields: [
    ...layoutOf('segment'),
    // Named by code in requests and sheets, stored as station ids.
    { name: 'srcStationCode', type: 'text', label: L('segment', 'srcStationCode'), pattern: 'code', required: true },
    { name: 'destStationCode', type: 'text', label: L('segment', 'destStationCode'), pattern: 'code', required: true },
    { name: 'type', type: 'dict', label: L('segment', 'type'), dict: 'segment_type', required: true, filterable: true },
    { name: 'direction', type: 'dict', label: L('segment', 'direction'), dict: 'segment_direction', required: true, filterable: true },
    { name: 'length', type: 'int', label: L('segment', 'length'), readonly: true, sortable: true },
    { name: 'controlX1', type: 'int', label: L('segment', 'controlX1'), hideInTable: true },
    { name: 'controlY1', type: 'int', label: L('segment', 'controlY1'), hideInTable: true },
    { name: 'controlX2', type: 'int', label: L('segment', 'controlX2'), hideInTable: true },
    { name: 'controlY2', type: 'int', label: L('segment', 'controlY2'), hideInTable: true },
    createTime('segment'),
  ],
  extraBody: {
    type: z.enum(SEGMENT_TYPES),
    direction: z.enum(SEGMENT_DIRECTIONS),
    /** The two Bezier handles (SPEC §3 "Segment"), none for a straight segment; the same as controlX1..controlY2. */
    controlPoints: z.array(SegmentControlPoint).max(2).nullish(),
    controlX1: optionalDecimal,
    controlY1: optionalDecimal,
    controlX2: optionalDecimal,
    controlY2: optionalDecimal,
  },
};

export const zoneResource: ResourceManifest = {
  key: 'agv_zone',
  basePath: '/agvserver/zone',
  defaultSort: { field: 'zoneCode', order: 'asc' },
  perms: { list: Perm.zoneList, add: Perm.zoneAdd, edit: Perm.zoneEdit, delete: Perm.zoneDelete, export: Perm.zoneExport, import: Perm.zoneImport },
  fields: [
    ...layoutOf('zone'),
    { name: 'zoneCode', type: 'text', label: L('zone', 'zoneCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'zoneName', type: 'text', label: L('zone', 'zoneName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'zoneType', type: 'dict', label: L('zone', 'zoneType'), dict: 'zone_type', required: true, filterable: true },
    { name: 'stationCount', type: 'int', label: L('zone', 'stationCount'), readonly: true },
    createTime('zone'),
  ],
  extraBody: { zoneType: z.enum(ZONE_TYPES) },
};

export const zoneStationResource: ResourceManifest = {
  key: 'agv_zone_station',
  basePath: '/agvserver/zoneStation',
  defaultSort: { field: 'sortNo', order: 'asc' },
  perms: {
    list: Perm.zoneStationList,
    add: Perm.zoneStationAdd,
    edit: Perm.zoneStationEdit,
    delete: Perm.zoneStationDelete,
    export: Perm.zoneStationExport,
    import: Perm.zoneStationImport,
  },
  fields: [
    { name: 'zoneId', type: 'text', label: L('zoneStation', 'zoneId'), required: true, maxLength: 64, filterable: true, match: 'exact', createOnly: true, hideInTable: true },
    { name: 'zoneCode', type: 'text', label: L('zoneStation', 'zoneCode'), readonly: true },
    { name: 'zoneName', type: 'text', label: L('zoneStation', 'zoneName'), readonly: true },
    { name: 'stationCode', type: 'text', label: L('zoneStation', 'stationCode'), pattern: 'code', required: true },
    { name: 'stationName', type: 'text', label: L('zoneStation', 'stationName'), readonly: true },
    { name: 'sortNo', type: 'int', label: L('zoneStation', 'sortNo'), sortable: true },
  ],
};

export const zoneRelationshipResource: ResourceManifest = {
  key: 'agv_zone_relationship',
  basePath: '/agvserver/zoneRelationship',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: {
    list: Perm.zoneRelationshipList,
    add: Perm.zoneRelationshipAdd,
    edit: Perm.zoneRelationshipEdit,
    delete: Perm.zoneRelationshipDelete,
    export: Perm.zoneRelationshipExport,
    import: Perm.zoneRelationshipImport,
  },
  fields: [
    { name: 'zoneId', type: 'text', label: L('zoneRelationship', 'zoneId'), required: true, maxLength: 64, filterable: true, match: 'exact', hideInTable: true },
    { name: 'zoneCode', type: 'text', label: L('zoneRelationship', 'zoneCode'), readonly: true },
    { name: 'relationType', type: 'dict', label: L('zoneRelationship', 'relationType'), dict: 'zone_relation_type', required: true, filterable: true },
    { name: 'relatedZoneId', type: 'text', label: L('zoneRelationship', 'relatedZoneId'), required: true, maxLength: 64, filterable: true, match: 'exact', hideInTable: true },
    { name: 'relatedZoneCode', type: 'text', label: L('zoneRelationship', 'relatedZoneCode'), readonly: true },
    { name: 'memo', type: 'text', label: L('zoneRelationship', 'memo'), maxLength: 500 },
    createTime('zoneRelationship'),
  ],
  extraBody: { relationType: z.enum(ZONE_RELATION_TYPES) },
};

export const equipmentResource: ResourceManifest = {
  key: 'agv_equipment',
  basePath: '/agvserver/equipment',
  defaultSort: { field: 'equipmentCode', order: 'asc' },
  perms: { list: Perm.equipmentList, add: Perm.equipmentAdd, edit: Perm.equipmentEdit, delete: Perm.equipmentDelete, export: Perm.equipmentExport, import: Perm.equipmentImport },
  fields: [
    ...layoutOf('equipment'),
    { name: 'equipmentCode', type: 'text', label: L('equipment', 'equipmentCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'equipmentName', type: 'text', label: L('equipment', 'equipmentName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'brandName', type: 'text', label: L('equipment', 'brandName'), maxLength: 100, filterable: true, sortable: true },
    { name: 'modelName', type: 'text', label: L('equipment', 'modelName'), maxLength: 100, filterable: true },
    { name: 'stationCode', type: 'text', label: L('equipment', 'stationCode'), pattern: 'code' },
    { name: 'ipAddress', type: 'text', label: L('equipment', 'ipAddress'), pattern: 'ip' },
    { name: 'customInfo', type: 'text', label: L('equipment', 'customInfo'), maxLength: 2000, multiline: true, hideInTable: true },
    createTime('equipment'),
  ],
};

export const layoutLinkStationResource: ResourceManifest = {
  key: 'agv_layout_link_station',
  basePath: '/agvserver/layoutLinkStation',
  defaultSort: { field: 'linkCode', order: 'asc' },
  perms: {
    list: Perm.layoutLinkStationList,
    add: Perm.layoutLinkStationAdd,
    edit: Perm.layoutLinkStationEdit,
    delete: Perm.layoutLinkStationDelete,
    export: Perm.layoutLinkStationExport,
    import: Perm.layoutLinkStationImport,
  },
  fields: [
    { name: 'linkCode', type: 'text', label: L('link', 'linkCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'linkName', type: 'text', label: L('link', 'linkName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'layoutId', type: 'text', label: L('link', 'layoutId'), required: true, maxLength: 64, filterable: true, match: 'exact', hideInTable: true },
    { name: 'layoutName', type: 'text', label: L('link', 'layoutName'), readonly: true },
    { name: 'stationCode', type: 'text', label: L('link', 'stationCode'), pattern: 'code', required: true },
    { name: 'linkLayoutId', type: 'text', label: L('link', 'linkLayoutId'), required: true, maxLength: 64, filterable: true, match: 'exact', hideInTable: true },
    { name: 'linkLayoutName', type: 'text', label: L('link', 'linkLayoutName'), readonly: true },
    { name: 'linkStationCode', type: 'text', label: L('link', 'linkStationCode'), pattern: 'code', required: true },
    { name: 'memo', type: 'text', label: L('link', 'memo'), maxLength: 500 },
    createTime('link'),
  ],
};

/** The site pages in menu order. */
export const SITE_RESOURCES: readonly ResourceManifest[] = [
  mapResource,
  layoutResource,
  stationResource,
  segmentResource,
  zoneResource,
  zoneStationResource,
  zoneRelationshipResource,
  equipmentResource,
  layoutLinkStationResource,
];
