import { sql } from 'kysely';
import { tenantResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { fieldError } from './fieldError.js';

/** Tenants (installation-wide, changed by installation administrators only): the id is chosen by the administrator; end date later than begin date. */
export const tenantServerResource: ServerResource = {
  manifest: tenantResource,
  table: 'tenants',
  tenant: { kind: 'installation' },
  columns: { tenantId: 'id', name: 'name', status: 'status', beginDate: 'begin_date', endDate: 'end_date', createTime: 'created_at' },
  createdColumn: 'created_at',
  prepare: (values: Row) => {
    const begin = values['begin_date'];
    const end = values['end_date'];
    if (typeof begin === 'string' && typeof end === 'string' && end <= begin) throw fieldError('endDate', 'sysconfig.endBeforeBegin');
    return { ...values, ...(values['status'] !== undefined ? { status: Number(values['status']) } : {}) };
  },
  // A tenant still holding users keeps them signed in to it: refuse rather than cascade them away.
  beforeDelete: async (trx, ids) => {
    const member = await trx.selectFrom('user_tenant').select(sql.ref('user_id').as('id')).where(sql.ref('tenant_id'), 'in', ids.map(Number)).executeTakeFirst();
    if (member) throw businessError('sysconfig.tenantHasUsers');
  },
};
