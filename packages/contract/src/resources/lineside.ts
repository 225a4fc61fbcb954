import { Perm } from '../permissions.js';
import type { ResourceField, ResourceManifest } from './types.js';

/*
 * Line-side material pages of SPEC §2 (issue 16, docs/lineside.md): master data as plain records;
 * require orders, delivery orders with their details, and both logs are read here and written only
 * by the flow's own calls (calls/lineside.ts). Labels live in the console namespace lineside.
 */

const label = (entity: string, field: string) => `lineside:${entity}.${field}`;
type Entity = 'PartNumber' | 'Bom' | 'Line' | 'LineZone' | 'LineAgvGroup' | 'PartRouting' | 'WorkplaceBom';
const crud = (e: Entity) =>
  ({ list: Perm[`les${e}List`], add: Perm[`les${e}Add`], edit: Perm[`les${e}Edit`], delete: Perm[`les${e}Delete`], export: Perm[`les${e}Export`] }) as const;
/** Plant codes carry dashes and dots (L3-Z1, 4711.020), so no SPEC 'code' pattern, only a length. */
const code = (entity: string, name = 'code'): ResourceField => ({ name, type: 'text', label: label(entity, name), maxLength: 40, required: true, filterable: true, sortable: true });
const text = (entity: string, name: string, maxLength = 100, required = false): ResourceField => ({ name, type: 'text', label: label(entity, name), maxLength, required, filterable: true });
const int = (entity: string, name: string, required = true): ResourceField => ({ name, type: 'int', label: label(entity, name), required, sortable: true });
const createTime = (entity: string): ResourceField => ({ name: 'createTime', type: 'datetime', label: label(entity, 'createTime'), filterable: true, sortable: true, readonly: true });
const isValid = (entity: string): ResourceField => ({ name: 'isValid', type: 'dict', label: label(entity, 'isValid'), dict: 'valid_status', pattern: 'isValid', required: true, filterable: true });
/** A row id of another table: chosen from a list, searched whole, named in the table by a decorated column. */
const ref = (entity: string, name: string, required = true): ResourceField => ({ name, type: 'text', label: label(entity, name), maxLength: 64, required, filterable: true, match: 'exact', hideInTable: true });
const shown = (entity: string, name: string): ResourceField => ({ name, type: 'text', label: label(entity, name), readonly: true });
const status = (entity: string, dict: string, name = 'status'): ResourceField => ({ name, type: 'dict', label: label(entity, name), dict, filterable: true, sortable: true, readonly: true });

/** A material as the line consumes it, and how it travels (container type and how many per container). */
export const lesPartNumberResource: ResourceManifest = {
  key: 'les_part_number',
  basePath: '/les/partNumber',
  defaultSort: { field: 'code', order: 'asc' },
  perms: crud('PartNumber'),
  fields: [
    code('partNumber'),
    text('partNumber', 'name', 100, true),
    text('partNumber', 'unit', 20, true),
    text('partNumber', 'containerType', 40),
    int('partNumber', 'qtyPerContainer'),
    isValid('partNumber'),
    createTime('partNumber'),
  ],
};

/** A bill of materials: what one product of a version consumes. */
export const lesBomResource: ResourceManifest = {
  key: 'les_bom',
  basePath: '/les/bom',
  defaultSort: { field: 'code', order: 'asc' },
  perms: crud('Bom'),
  fields: [code('bom'), text('bom', 'name', 100, true), text('bom', 'product', 100, true), text('bom', 'version', 20, true), isValid('bom'), createTime('bom')],
};

/** One line of a BOM: a part number and how many of it one product takes. */
export const lesBomItemResource: ResourceManifest = {
  key: 'les_bom_item',
  basePath: '/les/bomItem',
  defaultSort: { field: 'createTime', order: 'asc' },
  perms: crud('Bom'),
  fields: [ref('bomItem', 'bomId'), shown('bomItem', 'bomCode'), ref('bomItem', 'partNumberId'), shown('bomItem', 'partNumberCode'), shown('bomItem', 'partNumberName'), int('bomItem', 'quantity'), createTime('bomItem')],
};

/** A production line, drawn on one layout of the fleet. */
export const lesLineResource: ResourceManifest = {
  key: 'les_line',
  basePath: '/les/line',
  defaultSort: { field: 'code', order: 'asc' },
  perms: crud('Line'),
  fields: [code('line'), text('line', 'name', 100, true), ref('line', 'layoutId'), shown('line', 'layoutName'), { name: 'memo', type: 'text', label: label('line', 'memo'), maxLength: 500, hideInTable: true }, createTime('line')],
};

/** A stretch of a line where material is handed over: stations of the line's layout, comma-separated. */
export const lesLineZoneResource: ResourceManifest = {
  key: 'les_line_zone',
  basePath: '/les/lineZone',
  defaultSort: { field: 'code', order: 'asc' },
  perms: crud('LineZone'),
  fields: [code('lineZone'), text('lineZone', 'name', 100, true), ref('lineZone', 'lineId'), shown('lineZone', 'lineCode'), text('lineZone', 'stationCodes', 1000, true), createTime('lineZone')],
};

/** The AGV group that serves a line; a group serves one line only (SPEC §5 "line AGV group unique"). */
export const lesLineAgvGroupResource: ResourceManifest = {
  key: 'les_line_agv_group',
  basePath: '/les/lineAgvGroup',
  defaultSort: { field: 'createTime', order: 'asc' },
  perms: crud('LineAgvGroup'),
  fields: [ref('lineAgvGroup', 'lineId'), shown('lineAgvGroup', 'lineCode'), ref('lineAgvGroup', 'groupId'), shown('lineAgvGroup', 'groupName'), createTime('lineAgvGroup')],
};

/** How a part number reaches a line zone: from a source station (of a warehouse location), by which group, how urgently. */
export const lesPartRoutingResource: ResourceManifest = {
  key: 'les_part_routing',
  basePath: '/les/partRouting',
  defaultSort: { field: 'code', order: 'asc' },
  perms: crud('PartRouting'),
  fields: [
    code('partRouting'),
    ref('partRouting', 'partNumberId'),
    shown('partRouting', 'partNumberCode'),
    text('partRouting', 'srcLocationCode', 40),
    text('partRouting', 'srcStationCode', 64, true),
    ref('partRouting', 'lineZoneId'),
    shown('partRouting', 'lineZoneCode'),
    ref('partRouting', 'groupId', false),
    shown('partRouting', 'groupName'),
    text('partRouting', 'taskType', 30, true),
    int('partRouting', 'priority'),
    isValid('partRouting'),
    createTime('partRouting'),
  ],
};

/** A BOM built at a workplace, and how many products an hour it consumes there. */
export const lesWorkplaceBomResource: ResourceManifest = {
  key: 'les_workplace_bom',
  basePath: '/les/workplaceBom',
  defaultSort: { field: 'createTime', order: 'asc' },
  perms: crud('WorkplaceBom'),
  fields: [ref('workplaceBom', 'workplaceId'), shown('workplaceBom', 'workplaceCode'), ref('workplaceBom', 'bomId'), shown('workplaceBom', 'bomCode'), int('workplaceBom', 'consumption'), createTime('workplaceBom')],
};

/** Require orders, read here; made, released and cancelled by the flow's calls. */
export const lesRequireOrderResource: ResourceManifest = {
  key: 'les_require_order',
  basePath: '/les/requireOrder',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.lesRequireOrderList },
  fields: [
    { ...code('requireOrder'), readonly: true },
    ref('requireOrder', 'workplaceId', false),
    shown('requireOrder', 'workplaceCode'),
    ref('requireOrder', 'partNumberId', false),
    shown('requireOrder', 'partNumberCode'),
    { ...int('requireOrder', 'quantity'), readonly: true },
    { name: 'needTime', type: 'datetime', label: label('requireOrder', 'needTime'), sortable: true, filterable: true, readonly: true },
    status('requireOrder', 'les_require_status'),
    status('requireOrder', 'les_require_source', 'source'),
    { ...shown('requireOrder', 'planId'), hideInTable: true },
    shown('requireOrder', 'createBy'),
    createTime('requireOrder'),
  ],
};

/** Every state change of a require order: when, by whom, why. */
export const lesRequireOrderLogResource: ResourceManifest = {
  key: 'les_require_order_log',
  basePath: '/les/requireOrderLog',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.lesRequireOrderList },
  fields: [ref('requireOrderLog', 'requireOrderId', false), createTime('requireOrderLog'), status('requireOrderLog', 'les_require_status', 'fromStatus'), status('requireOrderLog', 'les_require_status', 'toStatus'), shown('requireOrderLog', 'reason'), shown('requireOrderLog', 'createBy')],
};

/** Require orders released together (one routing, one line zone): what the fleet carries. */
export const lesDeliveryOrderResource: ResourceManifest = {
  key: 'les_delivery_order',
  basePath: '/les/deliveryOrder',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.lesDeliveryOrderList },
  fields: [{ ...code('deliveryOrder'), readonly: true }, ref('deliveryOrder', 'partRoutingId', false), shown('deliveryOrder', 'partRoutingCode'), ref('deliveryOrder', 'lineZoneId', false), shown('deliveryOrder', 'lineZoneCode'), status('deliveryOrder', 'les_delivery_status'), shown('deliveryOrder', 'createBy'), createTime('deliveryOrder')],
};

/** One require order within a delivery order: its quantity and the containers it takes. */
export const lesDeliveryDetailResource: ResourceManifest = {
  key: 'les_delivery_detail',
  basePath: '/les/deliveryDetail',
  defaultSort: { field: 'createTime', order: 'asc' },
  perms: { list: Perm.lesDeliveryOrderList },
  fields: [
    ref('deliveryDetail', 'deliveryOrderId', false),
    ref('deliveryDetail', 'requireOrderId', false),
    shown('deliveryDetail', 'requireOrderCode'),
    ref('deliveryDetail', 'partNumberId', false),
    shown('deliveryDetail', 'partNumberCode'),
    { ...int('deliveryDetail', 'quantity'), readonly: true },
    { ...int('deliveryDetail', 'containers'), readonly: true },
    shown('deliveryDetail', 'destStationCode'),
    status('deliveryDetail', 'les_delivery_status'),
    createTime('deliveryDetail'),
  ],
};

/** Which routing each delivery took, from where to where, with which group. */
export const lesRoutingLogResource: ResourceManifest = {
  key: 'les_routing_log',
  basePath: '/les/routingLog',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.lesRoutingLogList },
  fields: [
    createTime('routingLog'),
    ref('routingLog', 'deliveryOrderId', false),
    shown('routingLog', 'deliveryOrderCode'),
    ref('routingLog', 'requireOrderId', false),
    shown('routingLog', 'requireOrderCode'),
    ref('routingLog', 'partRoutingId', false),
    shown('routingLog', 'partRoutingCode'),
    ref('routingLog', 'groupId', false), { ...text('routingLog', 'srcStationCode', 64), readonly: true }, { ...text('routingLog', 'destStationCode', 64), readonly: true }, shown('routingLog', 'groupName')],
};

/** Every line-side entity on the generic routes. */
export const LINESIDE_RESOURCES: readonly ResourceManifest[] = [
  lesPartNumberResource,
  lesBomResource,
  lesBomItemResource,
  lesLineResource,
  lesLineZoneResource,
  lesLineAgvGroupResource,
  lesPartRoutingResource,
  lesWorkplaceBomResource,
  lesRequireOrderResource,
  lesRequireOrderLogResource,
  lesDeliveryOrderResource,
  lesDeliveryDetailResource,
  lesRoutingLogResource,
];
