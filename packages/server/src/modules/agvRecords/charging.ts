import { sql } from 'kysely';
import { freeChargeConfigResource, periodResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { fieldError } from '../sysconfig/fieldError.js';
import { idleChargingOf } from './idleChargingSync.js';
import { assertLinks, referencesOf, holders, withLinks, type Link } from './references.js';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A daily window HH:mm-HH:mm; equal ends are refused (a whole day is 00:00-23:59). */
export const periodServerResource: ServerResource = {
  manifest: periodResource,
  table: 'periods',
  columns: { periodCode: 'period_code', periodName: 'period_name', periodType: 'period_type', startTime: 'start_time', endTime: 'end_time', memo: 'memo', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: (values) => {
    for (const [field, column] of [['startTime', 'start_time'], ['endTime', 'end_time']] as const) {
      const v = values[column];
      if (v !== undefined && !HHMM.test(String(v))) throw fieldError(field, 'agvRecords.timeOfDay');
    }
    if (values['start_time'] !== undefined && values['start_time'] === values['end_time']) throw businessError('agvRecords.emptyPeriod');
    return values;
  },
  beforeDelete: async (trx, ids) => {
    const used = (await trx.selectFrom('free_charge_configs').select(sql.ref('config_code').as('code')).where(sql.ref('period_id'), 'in', [...ids]).execute()) as Row[];
    if (used.length) throw businessError('agvRecords.periodInUse', { configs: holders(used.map((r) => String(r['code']))) });
  },
  // A new time moves the windows of the settings that use the period.
  changed: async (app) => idleChargingOf(app)?.refresh(),
};

const chargeLinks: readonly Link[] = [
  { field: 'periodId', table: 'periods', column: 'period_name', as: 'periodName' },
  { field: 'groupId', table: 'agv_groups', column: 'group_name', as: 'groupName' },
  { field: 'modelId', table: 'agv_models', column: 'model_name', as: 'modelName' },
];

/** Idle charging within a period for a group and/or model (neither: every vehicle). */
export const freeChargeConfigServerResource: ServerResource = {
  manifest: freeChargeConfigResource,
  table: 'free_charge_configs',
  columns: {
    configCode: 'config_code',
    configName: 'config_name',
    periodId: 'period_id',
    groupId: 'group_id',
    modelId: 'model_id',
    batteryBelow: 'battery_below',
    chargeUntil: 'charge_until',
    isValid: 'is_valid',
    createTime: 'created_at',
  },
  references: referencesOf(chargeLinks),
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: (values) => {
    for (const [field, column] of [['batteryBelow', 'battery_below'], ['chargeUntil', 'charge_until']] as const) {
      const v = values[column];
      if (v !== undefined && v !== null && (Number(v) < 1 || Number(v) > 100)) throw fieldError(field, 'agvRecords.percent');
    }
    return values;
  },
  afterWrite: async (trx, id, body, ctx) => {
    await assertLinks(trx, chargeLinks, body, ctx.auth.tenantId);
    const row = (await trx.selectFrom('free_charge_configs').select([sql.ref('battery_below').as('below'), sql.ref('charge_until').as('until')]).where(sql.ref('id'), '=', id).executeTakeFirst()) as Row;
    if (Number(row['until']) <= Number(row['below'])) throw businessError('agvRecords.chargeUntilAboveBelow');
  },
  decorate: withLinks(chargeLinks),
  changed: async (app) => idleChargingOf(app)?.refresh(),
};
