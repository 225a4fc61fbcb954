import { sql, type Kysely } from 'kysely';
import { DATA_RULE_CONDITIONS, type SuperQueryClause } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { AuthContext } from '../../plugins/auth.js';
import { loose } from '../../resources/definition.js';

/** Holders of this role are never restricted, so an administrator cannot rule themselves out. */
const UNRESTRICTED_ROLE = 'admin';

/** Placeholders a rule value may hold, filled from the caller. */
function fillPlaceholders(value: string, auth: AuthContext): string {
  return value.replaceAll('#{sys_user_code}', auth.user.username).replaceAll('#{sys_org_code}', auth.user.orgCode ?? '');
}

/**
 * The active data rules of a permission code as list clauses for the caller. Values are bound as
 * parameters by the list layer; the column is a manifest field name, resolved there.
 */
export async function dataRuleClauses(db: Kysely<Database>, auth: AuthContext, permissionCode: string): Promise<SuperQueryClause[]> {
  const rules = await loose(db)
    .selectFrom('data_rules')
    .select([sql.ref<string>('rule_column').as('field'), sql.ref<string>('rule_conditions').as('rule'), sql.ref<string>('rule_value').as('val')])
    .where(sql.ref('permission_code'), '=', permissionCode)
    .where(sql.ref('status'), '=', 1)
    .execute();
  if (!rules.length) return [];
  const unrestricted = await db
    .selectFrom('user_role')
    .innerJoin('roles', 'roles.id', 'user_role.role_id')
    .select('roles.id')
    .where('user_role.user_id', '=', auth.user.id)
    .where('roles.role_code', '=', UNRESTRICTED_ROLE)
    .executeTakeFirst();
  if (unrestricted) return [];
  const known = new Set<string>(DATA_RULE_CONDITIONS);
  // An unknown condition (never stored by the routes) restricts to nothing rather than everything.
  return rules.map((r) => ({
    field: String(r['field']),
    rule: known.has(String(r['rule'])) ? (String(r['rule']) as SuperQueryClause['rule']) : 'in',
    val: known.has(String(r['rule'])) ? fillPlaceholders(String(r['val']), auth) : '',
  }));
}
