import { sql } from 'kysely';
import { OPEN_TRANSORDER_STATUSES, stationActionResource, stationActionStepResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { LooseTrx, Row, ServerResource } from '../../resources/definition.js';
import { assertLinks, referencesOf, holders, withLinks, type Link } from './references.js';

const actionLinks: readonly Link[] = [
  { field: 'layoutId', table: 'layouts', column: 'layout_name', as: 'layoutName' },
  { field: 'stationId', table: 'stations', column: 'station_code', as: 'stationCode' },
];

/** Codes of open orders whose stops run one of these actions. */
async function openOrdersUsing(trx: LooseTrx, actionIds: readonly string[]): Promise<string[]> {
  const rows = (await trx
    .selectFrom('transorder_details as d')
    .innerJoin('transorders as o', 'o.id', 'd.transorder_id')
    .select(sql.ref('o.transorder_code').as('code'))
    .where(sql.ref('d.action_id'), 'in', [...actionIds])
    .where(sql.ref('o.transorder_status'), 'in', [...OPEN_TRANSORDER_STATUSES])
    .distinct()
    .execute()) as Row[];
  return rows.map((r) => String(r['code']));
}

/** A station action of a layout (optionally one station); its steps go with it. */
export const stationActionServerResource: ServerResource = {
  manifest: stationActionResource,
  table: 'station_actions',
  columns: { actionCode: 'action_code', actionName: 'action_name', actionType: 'action_type', layoutId: 'layout_id', stationId: 'station_id', createTime: 'created_at' },
  references: referencesOf(actionLinks),
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  afterWrite: async (trx, id, body, ctx) => {
    await assertLinks(trx, actionLinks, body, ctx.auth.tenantId);
    // The station must lie on the action's layout.
    const row = (await trx.selectFrom('station_actions').select([sql.ref('layout_id').as('layout'), sql.ref('station_id').as('station')]).where(sql.ref('id'), '=', id).executeTakeFirst()) as Row;
    if (row['station']) {
      const st = await trx.selectFrom('stations').select(sql.ref('id').as('id')).where(sql.ref('id'), '=', String(row['station'])).where(sql.ref('layout_id'), '=', String(row['layout'])).executeTakeFirst();
      if (!st) throw businessError('agvRecords.stationNotOnLayout');
    }
  },
  beforeDelete: async (trx, ids) => {
    const orders = await openOrdersUsing(trx, ids);
    if (orders.length) throw businessError('agvRecords.actionInUse', { orders: holders(orders) });
  },
  decorate: withLinks(actionLinks),
};

const stepLinks: readonly Link[] = [
  { field: 'actionId', table: 'station_actions', column: 'action_code', as: 'actionCode' },
  { field: 'equipmentId', table: 'equipment', column: 'equipment_name', as: 'equipmentName' },
];

/** One step of a station action; steps of an action an open order runs stay as they are. */
export const stationActionStepServerResource: ServerResource = {
  manifest: stationActionStepResource,
  table: 'station_action_steps',
  columns: {
    actionId: 'action_id',
    seq: 'seq',
    actionStepCode: 'action_step_code',
    actionStepName: 'action_step_name',
    actionStepType: 'action_step_type',
    actionStepPara: 'action_step_para',
    actionStepPara1: 'action_step_para1',
    actionStepPara2: 'action_step_para2',
    actionSuccessJump: 'action_success_jump',
    actionFailJump: 'action_fail_jump',
    equipmentId: 'equipment_id',
  },
  references: referencesOf(stepLinks),
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  afterWrite: async (trx, _id, body, ctx) => {
    await assertLinks(trx, stepLinks, body, ctx.auth.tenantId);
    for (const field of ['seq', 'actionSuccessJump', 'actionFailJump']) {
      const n = body[field];
      if (n !== undefined && n !== null && Number(n) < 1) throw businessError('agvRecords.seqPositive');
    }
  },
  beforeDelete: async (trx, ids) => {
    const actions = (await trx.selectFrom('station_action_steps').select(sql.ref('action_id').as('a')).where(sql.ref('id'), 'in', [...ids]).execute()) as Row[];
    const orders = await openOrdersUsing(trx, [...new Set(actions.map((r) => String(r['a'])))]);
    if (orders.length) throw businessError('agvRecords.actionInUse', { orders: holders(orders) });
  },
  decorate: withLinks(stepLinks),
};
