import { Perm } from '../permissions.js';
import type { ResourceManifest } from './types.js';

/*
 * The vehicle side of the AGV pages (SPEC §2): models, brands, groups, group classes, the AGV
 * list, the error dictionary and the error history. Labels live in the console namespace
 * `agvVehicles`; docs/agv-pages.md says what each page is for.
 */
const L = (entity: string, field: string) => `agvVehicles:${entity}.${field}`;
const createTime = (entity: string) => ({ name: 'createTime', type: 'datetime', label: L(entity, 'createTime'), readonly: true, sortable: true }) as const;

/** Ways a model can move: driving ahead or back, sideways (omnidirectional wheels), turning on the spot. */
export const MODEL_DIRECTIONS = ['Forward', 'Backward', 'Lateral', 'Rotate'] as const;
export type ModelDirection = (typeof MODEL_DIRECTIONS)[number];

/**
 * What a model added with only its code and name gets: a small pallet mover. Units: mm, mm/s,
 * mm/s², °/s, Wh, kg. The footprint radius (the circle the outline sweeps when turning on the
 * spot) is half the diagonal of length × width unless given.
 */
export const MODEL_DEFAULTS = {
  length: 1000,
  width: 700,
  height: 300,
  maxSpeed: 1000,
  acceleration: 500,
  rotationSpeed: 45,
  batteryCapacity: 2000,
  maxLoad: 0,
  allowedDirections: 'Forward,Backward',
  // The VDA 5050 deviation range of a node (docs/vda5050.md): 0.5 m; 0° is the vehicle's own tolerance.
  deviationXy: 500,
  deviationTheta: 0,
} as const;

/** Largest value of a model's numbers (mm, mm/s...): a sanity bound, far above any real vehicle. */
export const MODEL_NUMBER_MAX = 1_000_000;

export const agvModelResource: ResourceManifest = {
  key: 'agv_model',
  basePath: '/agvserver/agvModel',
  defaultSort: { field: 'modelCode', order: 'asc' },
  perms: { list: Perm.agvModelList, add: Perm.agvModelAdd, edit: Perm.agvModelEdit, delete: Perm.agvModelDelete, export: Perm.agvModelExport, import: Perm.agvModelImport },
  fields: [
    { name: 'modelCode', type: 'text', label: L('model', 'modelCode'), pattern: 'code', required: true, filterable: true, sortable: true, createOnly: true },
    { name: 'modelName', type: 'text', label: L('model', 'modelName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'brandId', type: 'text', label: L('model', 'brandId'), maxLength: 64, hideInTable: true },
    { name: 'brandName', type: 'text', label: L('model', 'brandName'), readonly: true },
    { name: 'length', type: 'int', label: L('model', 'length'), sortable: true },
    { name: 'width', type: 'int', label: L('model', 'width'), sortable: true },
    { name: 'height', type: 'int', label: L('model', 'height'), sortable: true },
    { name: 'footprintRadius', type: 'int', label: L('model', 'footprintRadius'), sortable: true },
    { name: 'maxSpeed', type: 'int', label: L('model', 'maxSpeed'), sortable: true },
    { name: 'acceleration', type: 'int', label: L('model', 'acceleration'), hideInTable: true },
    { name: 'rotationSpeed', type: 'int', label: L('model', 'rotationSpeed'), hideInTable: true },
    { name: 'batteryCapacity', type: 'int', label: L('model', 'batteryCapacity'), sortable: true },
    { name: 'maxLoad', type: 'int', label: L('model', 'maxLoad'), hideInTable: true },
    { name: 'allowedDirections', type: 'text', label: L('model', 'allowedDirections'), maxLength: 100 },
    { name: 'deviationXy', type: 'int', label: L('model', 'deviationXy'), hideInTable: true },
    { name: 'deviationTheta', type: 'int', label: L('model', 'deviationTheta'), hideInTable: true },
    { name: 'agvCount', type: 'int', label: L('model', 'agvCount'), readonly: true },
    createTime('model'),
  ],
};

export const agvBrandResource: ResourceManifest = {
  key: 'agv_brand',
  basePath: '/agvserver/agvBrand',
  defaultSort: { field: 'brandCode', order: 'asc' },
  perms: { list: Perm.agvBrandList, add: Perm.agvBrandAdd, edit: Perm.agvBrandEdit, delete: Perm.agvBrandDelete, export: Perm.agvBrandExport, import: Perm.agvBrandImport },
  fields: [
    { name: 'brandCode', type: 'text', label: L('brand', 'brandCode'), pattern: 'code', required: true, filterable: true, sortable: true, createOnly: true },
    { name: 'brandName', type: 'text', label: L('brand', 'brandName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'remark', type: 'text', label: L('brand', 'remark'), maxLength: 500, multiline: true },
    { name: 'modelCount', type: 'int', label: L('brand', 'modelCount'), readonly: true },
    createTime('brand'),
  ],
};

export const agvGroupClassResource: ResourceManifest = {
  key: 'agv_group_class',
  basePath: '/agvserver/agvGroupClass',
  defaultSort: { field: 'sortNo', order: 'asc' },
  perms: {
    list: Perm.agvGroupClassList,
    add: Perm.agvGroupClassAdd,
    edit: Perm.agvGroupClassEdit,
    delete: Perm.agvGroupClassDelete,
    export: Perm.agvGroupClassExport,
    import: Perm.agvGroupClassImport,
  },
  fields: [
    { name: 'classCode', type: 'text', label: L('groupClass', 'classCode'), pattern: 'code', required: true, filterable: true, sortable: true, createOnly: true },
    { name: 'className', type: 'text', label: L('groupClass', 'className'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'description', type: 'text', label: L('groupClass', 'description'), maxLength: 500, multiline: true },
    { name: 'sortNo', type: 'int', label: L('groupClass', 'sortNo'), sortable: true },
    { name: 'groupCount', type: 'int', label: L('groupClass', 'groupCount'), readonly: true },
    createTime('groupClass'),
  ],
};

export const agvGroupResource: ResourceManifest = {
  key: 'agv_group',
  basePath: '/agvserver/agvGroup',
  defaultSort: { field: 'groupCode', order: 'asc' },
  perms: { list: Perm.agvGroupList, add: Perm.agvGroupAdd, edit: Perm.agvGroupEdit, delete: Perm.agvGroupDelete, export: Perm.agvGroupExport, import: Perm.agvGroupImport },
  fields: [
    { name: 'groupCode', type: 'text', label: L('group', 'groupCode'), pattern: 'code', required: true, filterable: true, sortable: true, createOnly: true },
    { name: 'groupName', type: 'text', label: L('group', 'groupName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'groupClassId', type: 'text', label: L('group', 'groupClassId'), maxLength: 64, hideInTable: true },
    { name: 'groupClassName', type: 'text', label: L('group', 'groupClassName'), readonly: true },
    { name: 'mapId', type: 'text', label: L('group', 'mapId'), maxLength: 64, hideInTable: true },
    { name: 'mapName', type: 'text', label: L('group', 'mapName'), readonly: true },
    { name: 'agvCount', type: 'int', label: L('group', 'agvCount'), readonly: true },
    createTime('group'),
  ],
};

/*
 * Fields naming another row by id are chosen from a list in the forms and are not search fields
 * (the generic search would offer a box to type an id into); the lists show the names beside them.
 */

/**
 * The AGV list. Add and edit are the AGV dialog's own calls (VehicleCalls.add/edit, SPEC §5 "AGV
 * form"), so this manifest grants neither; its writable fields are what an Excel import takes
 * (models, groups and layouts named by id as the export writes them), the rest the dialog's defaults.
 */
export const agvResource: ResourceManifest = {
  key: 'agv',
  basePath: '/agvserver/agv',
  defaultSort: { field: 'agvCode', order: 'asc' },
  perms: { list: Perm.agvList, delete: Perm.agvDelete, export: Perm.agvExport, import: Perm.agvImport },
  fields: [
    { name: 'agvUid', type: 'text', label: L('agv', 'agvUid'), required: true, maxLength: 64, filterable: true, sortable: true },
    { name: 'agvCode', type: 'text', label: L('agv', 'agvCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'agvName', type: 'text', label: L('agv', 'agvName'), maxLength: 100, filterable: true, sortable: true },
    { name: 'modelId', type: 'text', label: L('agv', 'modelId'), required: true, maxLength: 64, hideInTable: true },
    { name: 'modelName', type: 'text', label: L('agv', 'modelName'), readonly: true },
    { name: 'groupId', type: 'text', label: L('agv', 'groupId'), maxLength: 64, hideInTable: true },
    { name: 'groupName', type: 'text', label: L('agv', 'groupName'), readonly: true },
    { name: 'currentLayoutId', type: 'text', label: L('agv', 'currentLayoutId'), required: true, maxLength: 64, hideInTable: true },
    { name: 'layoutName', type: 'text', label: L('agv', 'layoutName'), readonly: true },
    { name: 'currentStationCode', type: 'text', label: L('agv', 'currentStationCode'), maxLength: 64, filterable: true },
    { name: 'agvType', type: 'text', label: L('agv', 'agvType'), maxLength: 32, filterable: true },
    { name: 'agvProtocol', type: 'text', label: L('agv', 'agvProtocol'), maxLength: 32, filterable: true },
    { name: 'vdaManufacturer', type: 'text', label: L('agv', 'vdaManufacturer'), maxLength: 100, filterable: true },
    { name: 'vdaSerialNumber', type: 'text', label: L('agv', 'vdaSerialNumber'), maxLength: 100, filterable: true },
    { name: 'vdaInterfaceName', type: 'text', label: L('agv', 'vdaInterfaceName'), maxLength: 100, hideInTable: true },
    { name: 'vdaVersion', type: 'text', label: L('agv', 'vdaVersion'), maxLength: 8, hideInTable: true },
    { name: 'agvIp', type: 'text', label: L('agv', 'agvIp'), pattern: 'ip', required: true, filterable: true },
    { name: 'agvSpeed', type: 'int', label: L('agv', 'agvSpeed'), sortable: true },
    { name: 'isValid', type: 'dict', label: L('agv', 'isValid'), dict: 'valid_status', pattern: 'isValid', filterable: true },
    { name: 'isLock', type: 'dict', label: L('agv', 'isLock'), dict: 'yn', pattern: 'isValid', filterable: true },
    { name: 'isConnected', type: 'dict', label: L('agv', 'isConnected'), dict: 'yn', readonly: true, filterable: true },
    { name: 'battery', type: 'int', label: L('agv', 'battery'), readonly: true, sortable: true },
    { name: 'runStatus', type: 'text', label: L('agv', 'runStatus'), readonly: true, filterable: true },
    createTime('agv'),
  ],
};

export const agvErrorDictResource: ResourceManifest = {
  key: 'agv_error_dict',
  basePath: '/agvserver/agvErrorDict',
  defaultSort: { field: 'errorCode', order: 'asc' },
  perms: {
    list: Perm.agvErrorDictList,
    add: Perm.agvErrorDictAdd,
    edit: Perm.agvErrorDictEdit,
    delete: Perm.agvErrorDictDelete,
    export: Perm.agvErrorDictExport,
    import: Perm.agvErrorDictImport,
  },
  fields: [
    { name: 'errorCode', type: 'text', label: L('errorDict', 'errorCode'), pattern: 'isCode', required: true, filterable: true, sortable: true, createOnly: true },
    { name: 'errorLevel', type: 'dict', label: L('errorDict', 'errorLevel'), dict: 'agv_error_level', required: true, filterable: true, sortable: true },
    { name: 'category', type: 'dict', label: L('errorDict', 'category'), dict: 'agv_error_category', required: true, filterable: true, sortable: true },
    { name: 'errorName', type: 'text', label: L('errorDict', 'errorName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'description', type: 'text', label: L('errorDict', 'description'), maxLength: 500, multiline: true },
    { name: 'solution', type: 'text', label: L('errorDict', 'solution'), maxLength: 500, multiline: true },
    createTime('errorDict'),
  ],
};

/**
 * The history of vehicle and task errors, read-only: the fleet records them. Served from a view
 * (migration 0017) that names each row's vehicle and dictionary entry, so both can be searched.
 */
export const agvErrorInfoResource: ResourceManifest = {
  key: 'agv_error_info',
  basePath: '/agvserver/agvErrorInfo',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.agvErrorInfoList, export: Perm.agvErrorInfoExport },
  fields: [
    { name: 'agvCode', type: 'text', label: L('errorInfo', 'agvCode'), readonly: true, filterable: true, sortable: true },
    { name: 'agvName', type: 'text', label: L('errorInfo', 'agvName'), readonly: true, filterable: true },
    { name: 'errorLevel', type: 'dict', label: L('errorInfo', 'errorLevel'), dict: 'agv_error_level', readonly: true, filterable: true, sortable: true },
    { name: 'category', type: 'dict', label: L('errorInfo', 'category'), dict: 'agv_error_category', readonly: true, filterable: true, sortable: true },
    { name: 'errorType', type: 'text', label: L('errorInfo', 'errorType'), readonly: true, filterable: true },
    { name: 'errorCode', type: 'text', label: L('errorInfo', 'errorCode'), readonly: true, filterable: true, sortable: true },
    { name: 'errorName', type: 'text', label: L('errorInfo', 'errorName'), readonly: true },
    { name: 'errorDesc', type: 'text', label: L('errorInfo', 'errorDesc'), readonly: true },
    { name: 'errorData', type: 'text', label: L('errorInfo', 'errorData'), readonly: true, hideInTable: true },
    { name: 'solution', type: 'text', label: L('errorInfo', 'solution'), readonly: true, hideInTable: true },
    { name: 'createTime', type: 'datetime', label: L('errorInfo', 'createTime'), readonly: true, filterable: true, sortable: true },
    { name: 'closedTime', type: 'datetime', label: L('errorInfo', 'closedTime'), readonly: true, sortable: true },
  ],
};

/** The vehicle-side manifests in menu order (served by the generic calls). */
export const VEHICLE_SIDE_RESOURCES: readonly ResourceManifest[] = [
  agvModelResource,
  agvBrandResource,
  agvGroupResource,
  agvGroupClassResource,
  agvResource,
  agvErrorDictResource,
  agvErrorInfoResource,
];

/** agvProtocol of a vehicle the server's simulator drives (the demo vehicles, and the default of new ones). */
export const SIMULATION_PROTOCOL = 'SIMULATION';

/** The circle a model's outline sweeps when turning on the spot, mm: half the diagonal of length × width. */
export const footprintRadiusOf = (length: number, width: number) => Math.round(Math.hypot(length, width) / 2);
