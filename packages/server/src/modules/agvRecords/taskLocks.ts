import { sql } from 'kysely';
import { taskLockResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { resendTaskLocks } from './taskLockSync.js';
import { assertLinks, referencesOf, withLinks, type Link } from './references.js';

const lockLinks: readonly Link[] = [
  { field: 'layoutId', table: 'layouts', column: 'layout_name', as: 'layoutName' },
  { field: 'agvId', table: 'agvs', column: 'agv_code', as: 'agvCode' },
];

/**
 * A lock on a station (layout + station code) or a vehicle: while valid, the dispatcher gives it
 * no new task (core TaskLocks, kept in step by taskLockSync.ts). Who set it is kept (createBy).
 */
export const taskLockServerResource: ServerResource = {
  manifest: taskLockResource,
  table: 'task_locks',
  columns: { lockType: 'lock_type', layoutId: 'layout_id', stationCode: 'station_code', agvId: 'agv_id', reason: 'reason', isValid: 'is_valid', createBy: 'create_by', createTime: 'created_at' },
  references: referencesOf(lockLinks),
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: (values, _body, ctx) => (ctx.mode === 'add' ? { ...values, create_by: ctx.auth.user.username } : values),
  afterWrite: async (trx, id, body, ctx) => {
    await assertLinks(trx, lockLinks, body, ctx.auth.tenantId);
    const row = (await trx
      .selectFrom('task_locks')
      .select([sql.ref('lock_type').as('type'), sql.ref('layout_id').as('layout'), sql.ref('station_code').as('station'), sql.ref('agv_id').as('agv')])
      .where(sql.ref('id'), '=', id)
      .executeTakeFirst()) as Row;
    if (row['type'] === 'Agv') {
      if (!row['agv']) throw businessError('agvRecords.lockNeedsAgv');
      return;
    }
    if (!row['layout'] || !row['station']) throw businessError('agvRecords.lockNeedsStation');
    const station = await trx
      .selectFrom('stations')
      .select(sql.ref('id').as('id'))
      .where(sql.ref('layout_id'), '=', String(row['layout']))
      .where(sql.ref('station_code'), '=', String(row['station']))
      .executeTakeFirst();
    if (!station) throw businessError('agvRecords.unknownStation', { station: String(row['station']) });
  },
  decorate: withLinks(lockLinks),
  changed: (app) => resendTaskLocks(app),
};
