import { Perm } from '../permissions.js';
import type { ResourceField, ResourceManifest } from './types.js';

/*
 * The warehouse pages of SPEC §2 (issue 16, docs/warehouse.md): warehouses, their locations and
 * bins, containers and lots as plain records; bin details and the transaction journal are
 * read-only, written only by the bookings. Labels live in the console namespace warehouse.
 */

const label = (entity: string, field: string) => `warehouse:${entity}.${field}`;
const crud = (e: 'wmsWarehouse' | 'wmsLocation' | 'wmsBin' | 'wmsContainer' | 'wmsLot') =>
  ({ list: Perm[`${e}List`], add: Perm[`${e}Add`], edit: Perm[`${e}Edit`], delete: Perm[`${e}Delete`], export: Perm[`${e}Export`] }) as const;
/** Plant codes carry dashes and dots (RAW-A-01-02), so no SPEC 'code' pattern, only a length. */
const code = (entity: string, name: string): ResourceField => ({ name, type: 'text', label: label(entity, name), maxLength: 40, required: true, filterable: true, sortable: true });
const text = (entity: string, name: string, maxLength = 100, required = false): ResourceField => ({ name, type: 'text', label: label(entity, name), maxLength, required, filterable: true });
const createTime = (entity: string): ResourceField => ({ name: 'createTime', type: 'datetime', label: label(entity, 'createTime'), filterable: true, sortable: true, readonly: true });
const isValid = (entity: string): ResourceField => ({ name: 'isValid', type: 'dict', label: label(entity, 'isValid'), dict: 'valid_status', pattern: 'isValid', required: true, filterable: true });
/** A row id of another table: searched whole, named in the table by a decorated code column. */
const ref = (entity: string, name: string, required = false): ResourceField => ({ name, type: 'text', label: label(entity, name), maxLength: 64, required, filterable: true, match: 'exact', hideInTable: true });
const shown = (entity: string, name: string, filterable = false): ResourceField => ({ name, type: 'text', label: label(entity, name), readonly: true, filterable });
const shownInt = (entity: string, name: string): ResourceField => ({ name, type: 'int', label: label(entity, name), readonly: true, sortable: true });

/** A store: raw material, finished goods or a line-side supermarket, on one layout of the fleet. */
export const wmsWarehouseResource: ResourceManifest = {
  key: 'wms_warehouse',
  basePath: '/wms/warehouse',
  defaultSort: { field: 'warehouseCode', order: 'asc' },
  perms: crud('wmsWarehouse'),
  fields: [
    code('warehouse', 'warehouseCode'),
    text('warehouse', 'warehouseName', 100, true),
    { name: 'warehouseType', type: 'dict', label: label('warehouse', 'warehouseType'), dict: 'wms_warehouse_type', required: true, maxLength: 30, filterable: true, sortable: true },
    ref('warehouse', 'layoutId'),
    shown('warehouse', 'layoutName'),
    // The store client's tablet signs in as this device user (docs/warehouse.md "The store client").
    ref('warehouse', 'deviceUserId'),
    shown('warehouse', 'deviceUsername'),
    isValid('warehouse'),
    { name: 'memo', type: 'text', label: label('warehouse', 'memo'), maxLength: 500, hideInTable: true },
    createTime('warehouse'),
  ],
};

/** An area of a warehouse (an aisle, a rack, a hand-over place), optionally at a station of the layout. */
export const wmsLocationResource: ResourceManifest = {
  key: 'wms_location',
  basePath: '/wms/location',
  defaultSort: { field: 'locationCode', order: 'asc' },
  perms: crud('wmsLocation'),
  fields: [
    code('location', 'locationCode'),
    text('location', 'locationName', 100, true),
    ref('location', 'warehouseId', true),
    shown('location', 'warehouseCode'),
    { name: 'stationCode', type: 'text', label: label('location', 'stationCode'), maxLength: 64, filterable: true, sortable: true },
    createTime('location'),
  ],
};

/** A place for containers in a location, holding at most `capacity` of them. */
export const wmsBinResource: ResourceManifest = {
  key: 'wms_bin',
  basePath: '/wms/bin',
  defaultSort: { field: 'binCode', order: 'asc' },
  perms: crud('wmsBin'),
  fields: [
    code('bin', 'binCode'),
    ref('bin', 'locationId', true),
    shown('bin', 'locationCode'),
    shown('bin', 'warehouseCode'),
    { name: 'capacity', type: 'int', label: label('bin', 'capacity'), required: true, sortable: true },
    shownInt('bin', 'containers'),
    text('bin', 'containerType', 40),
    isValid('bin'),
    createTime('bin'),
  ],
};

/** What lies in a bin now (a view of the stock): container, part, lot, quantity. */
export const wmsBinDetailResource: ResourceManifest = {
  key: 'wms_bin_detail',
  basePath: '/wms/binDetail',
  defaultSort: { field: 'binCode', order: 'asc' },
  perms: { list: Perm.wmsBinDetailList, export: Perm.wmsBinDetailExport },
  fields: [
    { ...ref('binDetail', 'binId'), readonly: true },
    { ...ref('binDetail', 'warehouseId'), readonly: true },
    { name: 'warehouseCode', type: 'text', label: label('binDetail', 'warehouseCode'), readonly: true, filterable: true, sortable: true },
    { name: 'locationCode', type: 'text', label: label('binDetail', 'locationCode'), readonly: true, filterable: true, sortable: true },
    { name: 'binCode', type: 'text', label: label('binDetail', 'binCode'), readonly: true, filterable: true, sortable: true },
    { name: 'containerCode', type: 'text', label: label('binDetail', 'containerCode'), readonly: true, filterable: true, sortable: true },
    { name: 'partNo', type: 'text', label: label('binDetail', 'partNo'), readonly: true, filterable: true, sortable: true },
    { name: 'lotNo', type: 'text', label: label('binDetail', 'lotNo'), readonly: true, filterable: true, sortable: true },
    shownInt('binDetail', 'quantity'),
    { name: 'updateTime', type: 'datetime', label: label('binDetail', 'updateTime'), readonly: true, sortable: true },
  ],
};

/** A box, pallet or trolley; where it is now changes only through bookings. */
export const wmsContainerResource: ResourceManifest = {
  key: 'wms_container',
  basePath: '/wms/container',
  defaultSort: { field: 'containerCode', order: 'asc' },
  perms: crud('wmsContainer'),
  fields: [
    code('container', 'containerCode'),
    text('container', 'containerType', 40, true),
    { name: 'containerState', type: 'dict', label: label('container', 'containerState'), dict: 'wms_container_state', required: true, maxLength: 20, filterable: true, sortable: true },
    { ...ref('container', 'binId'), readonly: true },
    shown('container', 'binCode'),
    shown('container', 'locationCode'),
    { name: 'stationCode', type: 'text', label: label('container', 'stationCode'), readonly: true, filterable: true },
    { name: 'updateTime', type: 'datetime', label: label('container', 'updateTime'), readonly: true, sortable: true },
  ],
};

/** A lot (batch) of one part: how much was made or delivered, when, by whom, and may it be used. */
export const wmsLotResource: ResourceManifest = {
  key: 'wms_lot',
  basePath: '/wms/lotInfo',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: crud('wmsLot'),
  fields: [
    code('lot', 'lotNo'),
    { ...code('lot', 'partNo'), maxLength: 64 },
    { name: 'quantity', type: 'int', label: label('lot', 'quantity'), required: true, sortable: true },
    { name: 'productionDate', type: 'date', label: label('lot', 'productionDate'), maxLength: 10, sortable: true },
    { name: 'expiryDate', type: 'date', label: label('lot', 'expiryDate'), maxLength: 10, sortable: true },
    text('lot', 'supplier'),
    { name: 'qualityState', type: 'dict', label: label('lot', 'qualityState'), dict: 'wms_quality_state', required: true, maxLength: 20, filterable: true, sortable: true },
    createTime('lot'),
  ],
};

/** The journal: every booking of a container, written with its stock change, never edited. */
export const wmsTransactionResource: ResourceManifest = {
  key: 'wms_transaction',
  basePath: '/wms/transaction',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.wmsTransactionList, export: Perm.wmsTransactionExport },
  fields: [
    createTime('transaction'),
    { name: 'txType', type: 'dict', label: label('transaction', 'txType'), dict: 'wms_tx_type', readonly: true, filterable: true, sortable: true },
    shown('transaction', 'containerCode', true),
    shown('transaction', 'partNo', true),
    shown('transaction', 'lotNo', true),
    { name: 'quantity', type: 'int', label: label('transaction', 'quantity'), readonly: true },
    shown('transaction', 'fromLocationCode', true),
    shown('transaction', 'fromBinCode', true),
    shown('transaction', 'fromStationCode', true),
    shown('transaction', 'toLocationCode', true),
    shown('transaction', 'toBinCode', true),
    shown('transaction', 'toStationCode', true),
    shown('transaction', 'reference', true),
    shown('transaction', 'userName', true),
    { name: 'memo', type: 'text', label: label('transaction', 'memo'), readonly: true, hideInTable: true },
  ],
};

/** Every warehouse entity of the generic routes, in menu order. */
export const WMS_RESOURCES: readonly ResourceManifest[] = [
  wmsWarehouseResource,
  wmsLocationResource,
  wmsBinResource,
  wmsBinDetailResource,
  wmsContainerResource,
  wmsLotResource,
  wmsTransactionResource,
];
