import { sql } from 'kysely';
import { categoryResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';

/** Parent id of top-level categories (a value, so the console can filter for the top level). */
export const ROOT_PID = '0';

/** Category tree of the caller's tenant; a category with children cannot be deleted. */
export const categoryServerResource: ServerResource = {
  manifest: categoryResource,
  table: 'categories',
  columns: { pid: 'pid', code: 'code', name: 'name', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: (values: Row) => (values['pid'] === null ? { ...values, pid: ROOT_PID } : values),
  afterWrite: async (trx, id, _body, ctx) => {
    if (ctx.mode !== 'add') return;
    const row = await trx.selectFrom('categories').select(sql.ref<string>('pid').as('pid')).where(sql.ref('id'), '=', id).executeTakeFirstOrThrow();
    if (row['pid'] === ROOT_PID) return;
    const parent = await trx
      .selectFrom('categories')
      .select(sql.ref('id').as('id'))
      .where(sql.ref('id'), '=', String(row['pid']))
      .where(sql.ref('tenant_id'), '=', ctx.auth.tenantId)
      .executeTakeFirst();
    if (!parent) throw businessError('sysconfig.categoryParentMissing');
  },
  beforeDelete: async (trx, ids) => {
    const child = await trx.selectFrom('categories').select(sql.ref('id').as('id')).where(sql.ref('pid'), 'in', [...ids]).executeTakeFirst();
    if (child) throw businessError('sysconfig.categoryHasChildren');
  },
};
