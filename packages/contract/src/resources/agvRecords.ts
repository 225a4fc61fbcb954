import { Perm } from '../permissions.js';
import type { ResourceField, ResourceManifest } from './types.js';

/*
 * AGV records of issue 13 (docs/agv-pages.md "Records"): the vehicle log, station actions and
 * their steps, the interface log, periods and idle charging, task locks, and the adapters that
 * connect vehicles and equipment. Labels live in the console namespace agvRecords.
 */

const label = (entity: string, field: string) => `agvRecords:${entity}.${field}`;
const crud = (e: 'stationAction' | 'stationActionStep' | 'period' | 'freeChargeConfig' | 'taskLock' | 'adapter' | 'adapterEquipment') =>
  ({
    list: Perm[`${e}List`],
    add: Perm[`${e}Add`],
    edit: Perm[`${e}Edit`],
    delete: Perm[`${e}Delete`],
    export: Perm[`${e}Export`],
    import: Perm[`${e}Import`],
  }) as const;
const createTime = (entity: string): ResourceField => ({ name: 'createTime', type: 'datetime', label: label(entity, 'createTime'), filterable: true, sortable: true, readonly: true });
const isValid = (entity: string): ResourceField => ({ name: 'isValid', type: 'dict', label: label(entity, 'isValid'), dict: 'valid_status', pattern: 'isValid', required: true, filterable: true });
/** A row id of another table: searched whole, named in the table by a decorated name column. */
const ref = (entity: string, name: string, required = false): ResourceField => ({ name, type: 'text', label: label(entity, name), maxLength: 64, required, filterable: true, match: 'exact', hideInTable: true });
const shown = (entity: string, name: string): ResourceField => ({ name, type: 'text', label: label(entity, name), readonly: true });

/** What each vehicle did: missions, loads, charging, errors, re-routing (written by the fleet runtime). */
export const agvLogResource: ResourceManifest = {
  key: 'agv_log',
  basePath: '/agvserver/agvLog',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.agvLogList, export: Perm.agvLogExport },
  fields: [
    createTime('agvLog'),
    ref('agvLog', 'agvId'),
    shown('agvLog', 'agvCode'),
    shown('agvLog', 'agvName'),
    { name: 'logType', type: 'dict', label: label('agvLog', 'logType'), dict: 'vehicle_log_type', filterable: true, sortable: true, readonly: true },
    { name: 'content', type: 'text', label: label('agvLog', 'content'), filterable: true, readonly: true },
  ],
};

/** What a vehicle does at a station (load, unload, open a door...), as ordered steps. */
export const stationActionResource: ResourceManifest = {
  key: 'agv_station_action',
  basePath: '/agvserver/stationAction',
  defaultSort: { field: 'actionCode', order: 'asc' },
  perms: crud('stationAction'),
  fields: [
    { name: 'actionCode', type: 'text', label: label('stationAction', 'actionCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    // Names are short sentences ('Pick up load'), so no 'name' pattern (it forbids spaces).
    { name: 'actionName', type: 'text', label: label('stationAction', 'actionName'), maxLength: 100, required: true, filterable: true, sortable: true },
    { name: 'actionType', type: 'dict', label: label('stationAction', 'actionType'), dict: 'station_action_type', required: true, maxLength: 30, filterable: true, sortable: true },
    ref('stationAction', 'layoutId', true),
    shown('stationAction', 'layoutName'),
    ref('stationAction', 'stationId'),
    shown('stationAction', 'stationCode'),
    createTime('stationAction'),
  ],
};

/** One step of a station action, in `seq` order; the jumps name the next step on success or failure. */
export const stationActionStepResource: ResourceManifest = {
  key: 'agv_station_action_step',
  basePath: '/agvserver/stationActionStep',
  defaultSort: { field: 'seq', order: 'asc' },
  perms: crud('stationActionStep'),
  fields: [
    ref('stationActionStep', 'actionId', true),
    shown('stationActionStep', 'actionCode'),
    { name: 'seq', type: 'int', label: label('stationActionStep', 'seq'), required: true, sortable: true },
    { name: 'actionStepCode', type: 'text', label: label('stationActionStep', 'actionStepCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'actionStepName', type: 'text', label: label('stationActionStep', 'actionStepName'), maxLength: 100, required: true, filterable: true },
    { name: 'actionStepType', type: 'dict', label: label('stationActionStep', 'actionStepType'), dict: 'action_step_type', required: true, maxLength: 30, filterable: true },
    { name: 'actionStepPara', type: 'text', label: label('stationActionStep', 'actionStepPara'), maxLength: 500 },
    { name: 'actionStepPara1', type: 'text', label: label('stationActionStep', 'actionStepPara1'), maxLength: 500, hideInTable: true },
    { name: 'actionStepPara2', type: 'text', label: label('stationActionStep', 'actionStepPara2'), maxLength: 500, hideInTable: true },
    { name: 'actionSuccessJump', type: 'int', label: label('stationActionStep', 'actionSuccessJump') },
    { name: 'actionFailJump', type: 'int', label: label('stationActionStep', 'actionFailJump') },
    ref('stationActionStep', 'equipmentId'),
    shown('stationActionStep', 'equipmentName'),
  ],
};

/** Every call from an outside system (device accounts), with a short body and how it ended. */
export const interfaceLogResource: ResourceManifest = {
  key: 'agv_interface_log',
  basePath: '/agvserver/interfaceLog',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.interfaceLogList, export: Perm.interfaceLogExport },
  fields: [
    createTime('interfaceLog'),
    { name: 'caller', type: 'text', label: label('interfaceLog', 'caller'), filterable: true, sortable: true, readonly: true },
    { name: 'method', type: 'text', label: label('interfaceLog', 'method'), filterable: true, match: 'exact', readonly: true },
    { name: 'path', type: 'text', label: label('interfaceLog', 'path'), filterable: true, readonly: true },
    { name: 'bodySummary', type: 'text', label: label('interfaceLog', 'bodySummary'), readonly: true },
    { name: 'status', type: 'int', label: label('interfaceLog', 'status'), filterable: true, readonly: true },
    { name: 'success', type: 'dict', label: label('interfaceLog', 'success'), dict: 'op_result', filterable: true, readonly: true },
    { name: 'message', type: 'text', label: label('interfaceLog', 'message'), readonly: true },
    { name: 'durationMs', type: 'int', label: label('interfaceLog', 'durationMs'), sortable: true, readonly: true },
    { name: 'ip', type: 'text', label: label('interfaceLog', 'ip'), readonly: true, hideInTable: true },
  ],
};

/** A named daily time window (shift, break, off-peak) that other settings refer to. */
export const periodResource: ResourceManifest = {
  key: 'agv_period',
  basePath: '/agvserver/period',
  defaultSort: { field: 'startTime', order: 'asc' },
  perms: crud('period'),
  fields: [
    { name: 'periodCode', type: 'text', label: label('period', 'periodCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'periodName', type: 'text', label: label('period', 'periodName'), pattern: 'name', required: true, filterable: true, sortable: true },
    { name: 'periodType', type: 'dict', label: label('period', 'periodType'), dict: 'period_type', required: true, maxLength: 30, filterable: true },
    // HH:mm; an end before the start runs past midnight (checked by the server, see periods.ts).
    { name: 'startTime', type: 'text', label: label('period', 'startTime'), required: true, maxLength: 5, sortable: true },
    { name: 'endTime', type: 'text', label: label('period', 'endTime'), required: true, maxLength: 5, sortable: true },
    { name: 'memo', type: 'text', label: label('period', 'memo'), maxLength: 500 },
    createTime('period'),
  ],
};

/** When idle vehicles of a group or model may top up: a period and battery levels. */
export const freeChargeConfigResource: ResourceManifest = {
  key: 'agv_free_charge_config',
  basePath: '/agvserver/freeChargeConfig',
  defaultSort: { field: 'configCode', order: 'asc' },
  perms: crud('freeChargeConfig'),
  fields: [
    { name: 'configCode', type: 'text', label: label('freeChargeConfig', 'configCode'), pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'configName', type: 'text', label: label('freeChargeConfig', 'configName'), pattern: 'name', required: true, filterable: true, sortable: true },
    ref('freeChargeConfig', 'periodId', true),
    shown('freeChargeConfig', 'periodName'),
    ref('freeChargeConfig', 'groupId'),
    shown('freeChargeConfig', 'groupName'),
    ref('freeChargeConfig', 'modelId'),
    shown('freeChargeConfig', 'modelName'),
    { name: 'batteryBelow', type: 'int', label: label('freeChargeConfig', 'batteryBelow'), required: true, sortable: true },
    { name: 'chargeUntil', type: 'int', label: label('freeChargeConfig', 'chargeUntil'), required: true },
    isValid('freeChargeConfig'),
    createTime('freeChargeConfig'),
  ],
};

/** Keeps a station or a vehicle from taking new tasks (maintenance, blocked aisle), while valid. */
export const taskLockResource: ResourceManifest = {
  key: 'agv_task_lock',
  basePath: '/agvserver/taskLock',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: crud('taskLock'),
  fields: [
    { name: 'lockType', type: 'dict', label: label('taskLock', 'lockType'), dict: 'task_lock_type', required: true, maxLength: 10, filterable: true, sortable: true },
    ref('taskLock', 'layoutId'),
    shown('taskLock', 'layoutName'),
    { name: 'stationCode', type: 'text', label: label('taskLock', 'stationCode'), maxLength: 64, filterable: true, sortable: true },
    ref('taskLock', 'agvId'),
    shown('taskLock', 'agvCode'),
    { name: 'reason', type: 'text', label: label('taskLock', 'reason'), required: true, maxLength: 500, filterable: true },
    isValid('taskLock'),
    { name: 'createBy', type: 'text', label: label('taskLock', 'createBy'), readonly: true, filterable: true },
    createTime('taskLock'),
  ],
};

const connection = (entity: 'adapter' | 'adapterEquipment'): ResourceField[] => [
  { name: 'adapterCode', type: 'text', label: label(entity, 'adapterCode'), pattern: 'code', required: true, filterable: true, sortable: true },
  { name: 'adapterName', type: 'text', label: label(entity, 'adapterName'), pattern: 'name', required: true, filterable: true, sortable: true },
  { name: 'protocol', type: 'dict', label: label(entity, 'protocol'), dict: 'adapter_protocol', required: true, maxLength: 20, filterable: true, sortable: true },
];
const identity = (entity: 'adapter' | 'adapterEquipment'): ResourceField[] => [
  { name: 'interfaceName', type: 'text', label: label(entity, 'interfaceName'), maxLength: 100 },
  { name: 'manufacturer', type: 'text', label: label(entity, 'manufacturer'), maxLength: 100, filterable: true },
  { name: 'serialNumber', type: 'text', label: label(entity, 'serialNumber'), maxLength: 100, filterable: true },
  { name: 'protocolVersion', type: 'text', label: label(entity, 'protocolVersion'), maxLength: 20 },
  isValid(entity),
  createTime(entity),
];

/** How a vehicle is connected: SIMULATION (the built-in simulator) today, VDA 5050 over MQTT later. */
export const adapterResource: ResourceManifest = {
  key: 'agv_adapter',
  basePath: '/agvserver/adapter',
  defaultSort: { field: 'adapterCode', order: 'asc' },
  perms: crud('adapter'),
  fields: [
    ...connection('adapter'),
    ref('adapter', 'agvId'),
    shown('adapter', 'agvCode'),
    { name: 'brokerUrl', type: 'text', label: label('adapter', 'brokerUrl'), maxLength: 200 },
    ...identity('adapter'),
  ],
};

/** How a piece of equipment (door, conveyor, lift) is connected. */
export const adapterEquipmentResource: ResourceManifest = {
  key: 'agv_adapter_equipment',
  basePath: '/agvserver/adapterEquipment',
  defaultSort: { field: 'adapterCode', order: 'asc' },
  perms: crud('adapterEquipment'),
  fields: [
    ...connection('adapterEquipment'),
    ref('adapterEquipment', 'equipmentId'),
    shown('adapterEquipment', 'equipmentCode'),
    { name: 'address', type: 'text', label: label('adapterEquipment', 'address'), maxLength: 200 },
    ...identity('adapterEquipment'),
  ],
};

const readOnly = (e: 'module' | 'moduleStatus' | 'moduleStatusItem' | 'moduleStatusLog') => ({ list: Perm[`${e}List`], export: Perm[`${e}Export`] }) as const;
const moduleOf = (entity: string): ResourceField[] => [ref(entity, 'moduleId'), shown(entity, 'moduleCode')];
const updateTime = (entity: string): ResourceField => ({ name: 'updateTime', type: 'datetime', label: label(entity, 'updateTime'), filterable: true, sortable: true, readonly: true });

/** The server's own parts: database, HTTP API, job scheduler, one fleet runtime per layout (written by the server). */
export const moduleResource: ResourceManifest = {
  key: 'agv_module',
  basePath: '/agvserver/module',
  defaultSort: { field: 'moduleCode', order: 'asc' },
  perms: readOnly('module'),
  fields: [
    { name: 'moduleCode', type: 'text', label: label('module', 'moduleCode'), filterable: true, sortable: true, readonly: true },
    { name: 'moduleName', type: 'text', label: label('module', 'moduleName'), filterable: true, sortable: true, readonly: true },
    { name: 'moduleType', type: 'dict', label: label('module', 'moduleType'), dict: 'module_type', filterable: true, sortable: true, readonly: true },
    ref('module', 'layoutId'),
    shown('module', 'layoutName'),
    createTime('module'),
  ],
};

/** Each module's status now and since when. */
export const moduleStatusResource: ResourceManifest = {
  key: 'agv_module_status',
  basePath: '/agvserver/moduleStatus',
  defaultSort: { field: 'updateTime', order: 'desc' },
  perms: readOnly('moduleStatus'),
  fields: [
    ...moduleOf('moduleStatus'),
    { name: 'status', type: 'dict', label: label('moduleStatus', 'status'), dict: 'module_status', filterable: true, sortable: true, readonly: true },
    { name: 'message', type: 'text', label: label('moduleStatus', 'message'), readonly: true },
    { name: 'since', type: 'datetime', label: label('moduleStatus', 'since'), sortable: true, readonly: true },
    updateTime('moduleStatus'),
  ],
};

/** The measures of a module's status (vehicles of a fleet, database latency...), as last taken. */
export const moduleStatusItemResource: ResourceManifest = {
  key: 'agv_module_status_item',
  basePath: '/agvserver/moduleStatusItem',
  defaultSort: { field: 'itemCode', order: 'asc' },
  perms: readOnly('moduleStatusItem'),
  fields: [
    ...moduleOf('moduleStatusItem'),
    { name: 'itemCode', type: 'dict', label: label('moduleStatusItem', 'itemCode'), dict: 'module_status_item', filterable: true, sortable: true, readonly: true },
    { name: 'itemValue', type: 'text', label: label('moduleStatusItem', 'itemValue'), readonly: true },
    { name: 'unit', type: 'text', label: label('moduleStatusItem', 'unit'), readonly: true },
    updateTime('moduleStatusItem'),
  ],
};

/** Every status change of a module: started, halted for storage, resumed, stopped. */
export const moduleStatusLogResource: ResourceManifest = {
  key: 'agv_module_status_log',
  basePath: '/agvserver/moduleStatusLog',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: readOnly('moduleStatusLog'),
  fields: [
    createTime('moduleStatusLog'),
    ...moduleOf('moduleStatusLog'),
    { name: 'fromStatus', type: 'dict', label: label('moduleStatusLog', 'fromStatus'), dict: 'module_status', filterable: true, readonly: true },
    { name: 'toStatus', type: 'dict', label: label('moduleStatusLog', 'toStatus'), dict: 'module_status', filterable: true, readonly: true },
    { name: 'message', type: 'text', label: label('moduleStatusLog', 'message'), readonly: true },
  ],
};

/**
 * The stops of transport orders (SPEC §3 order detail records). Also the map monitor's call (SPEC
 * §7 "Orders": transorderId, pageNo, pageSize), hence the monitor's own permission code to list.
 */
export const transorderDetailResource: ResourceManifest = {
  key: 'agv_transorder_detail',
  basePath: '/agvserver/transorderDetail',
  // The monitor reads one order's stops in their order without naming a sort.
  defaultSort: { field: 'seq', order: 'asc' },
  perms: { list: Perm.monitorOrderList, export: Perm.transorderDetailExport },
  fields: [
    ref('transorderDetail', 'transorderId'),
    shown('transorderDetail', 'transorderCode'),
    { name: 'seq', type: 'int', label: label('transorderDetail', 'seq'), sortable: true, readonly: true },
    { name: 'stationCode', type: 'text', label: label('transorderDetail', 'stationCode'), filterable: true, sortable: true, readonly: true },
    { name: 'stationGraphId', type: 'int', label: label('transorderDetail', 'stationGraphId'), readonly: true, hideInTable: true },
    { name: 'isSend', type: 'dict', label: label('transorderDetail', 'isSend'), dict: 'detail_is_send', filterable: true, readonly: true },
    { name: 'updateTime', type: 'datetime', label: label('transorderDetail', 'updateTime'), filterable: true, sortable: true, readonly: true },
  ],
};

/** The stretches between stations each vehicle drove for an order, in order (written by the fleet runtime). */
export const transorderSegmentResource: ResourceManifest = {
  key: 'agv_transorder_segment',
  basePath: '/agvserver/transorderSegment',
  defaultSort: { field: 'endTime', order: 'desc' },
  perms: { list: Perm.transorderSegmentList, export: Perm.transorderSegmentExport },
  fields: [
    ref('transorderSegment', 'transorderId'),
    shown('transorderSegment', 'transorderCode'),
    ref('transorderSegment', 'agvId'),
    shown('transorderSegment', 'agvCode'),
    { name: 'seq', type: 'int', label: label('transorderSegment', 'seq'), sortable: true, readonly: true },
    { name: 'srcStationCode', type: 'text', label: label('transorderSegment', 'srcStationCode'), filterable: true, sortable: true, readonly: true },
    { name: 'destStationCode', type: 'text', label: label('transorderSegment', 'destStationCode'), filterable: true, sortable: true, readonly: true },
    { name: 'startTime', type: 'datetime', label: label('transorderSegment', 'startTime'), filterable: true, sortable: true, readonly: true },
    { name: 'endTime', type: 'datetime', label: label('transorderSegment', 'endTime'), filterable: true, sortable: true, readonly: true },
  ],
};

export const AGV_RECORD_RESOURCES = [
  agvLogResource,
  stationActionResource,
  stationActionStepResource,
  interfaceLogResource,
  periodResource,
  freeChargeConfigResource,
  taskLockResource,
  adapterResource,
  adapterEquipmentResource,
  moduleResource,
  moduleStatusResource,
  moduleStatusItemResource,
  moduleStatusLogResource,
  transorderSegmentResource,
  transorderDetailResource,
] as const;
