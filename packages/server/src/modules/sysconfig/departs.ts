import { sql } from 'kysely';
import { departResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { LooseTrx, Row, ServerResource } from '../../resources/definition.js';
import { nextRuleValue } from './fillRules.js';
import { ParamKey, readParam } from './params.js';

/** The fill rule that numbers departments when the parameter is missing (seeded; class orgCode). */
export const ORG_CODE_RULE = 'org_num_role';
const MAX_ATTEMPTS = 26 * 99;

/** Next free org code under the parent: codes already taken (seeded or hand-made) are skipped. */
async function freeOrgCode(trx: LooseTrx, tenantId: number, parentOrgCode: string, now: number): Promise<string> {
  const ruleCode = await readParam(trx, ParamKey.departOrgCodeRule, ORG_CODE_RULE);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const code = await nextRuleValue(trx, ruleCode, { tenantId: String(tenantId), parentOrgCode }, now);
    const taken = await trx
      .selectFrom('departments')
      .select(sql.ref('id').as('id'))
      .where(sql.ref('tenant_id'), '=', tenantId)
      .where(sql.ref('org_code'), '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
  throw businessError('sysconfig.fillRuleExhausted', { ruleCode: ORG_CODE_RULE });
}

/**
 * Departments of the caller's tenant. A child names its parent (same tenant); the org code is
 * written in the insert's transaction from the fill rule. Delete refuses departments that still
 * have children or users (SPEC §5: a user's department must be chosen, so none is orphaned).
 */
export const departServerResource: ServerResource = {
  manifest: departResource,
  table: 'departments',
  columns: { departName: 'depart_name', parentId: 'parent_id', orgCode: 'org_code', sortNo: 'sort_no', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: (values: Row, _body, ctx) => {
    const out: Row = { ...values };
    if (ctx.mode === 'add') {
      // Placeholder until afterWrite assigns the generated code in the same transaction.
      out['org_code'] = `~${String(values['id'])}`;
      // Linked in afterWrite, once the parent is known to be in the caller's tenant.
      out['parent_id'] = null;
    }
    if (out['sort_no'] === null) out['sort_no'] = 0;
    return out;
  },
  afterWrite: async (trx, id, body, ctx) => {
    if (ctx.mode !== 'add') return;
    const parentId = typeof body['parentId'] === 'string' && body['parentId'] !== '' ? body['parentId'] : null;
    let parentOrgCode = '';
    if (parentId) {
      const parent = await trx
        .selectFrom('departments')
        .select(sql.ref<string>('org_code').as('orgCode'))
        .where(sql.ref('id'), '=', parentId)
        .where(sql.ref('tenant_id'), '=', ctx.auth.tenantId)
        .executeTakeFirst();
      if (!parent) throw businessError('sysconfig.departParentMissing');
      parentOrgCode = String(parent['orgCode']);
    }
    const orgCode = await freeOrgCode(trx, ctx.auth.tenantId, parentOrgCode, ctx.now);
    await trx.updateTable('departments').set({ org_code: orgCode, parent_id: parentId }).where(sql.ref('id'), '=', id).execute();
  },
  beforeDelete: async (trx, ids) => {
    const child = await trx.selectFrom('departments').select(sql.ref('id').as('id')).where(sql.ref('parent_id'), 'in', [...ids]).executeTakeFirst();
    if (child) throw businessError('sysconfig.departHasChildren');
    const member = await trx.selectFrom('user_depart').select(sql.ref('user_id').as('id')).where(sql.ref('depart_id'), 'in', [...ids]).executeTakeFirst();
    if (member) throw businessError('sysconfig.departHasUsers');
  },
};
