import { sql, type Kysely } from 'kysely';
import { checkRuleResource } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { loose, type ServerResource } from '../../resources/definition.js';
import { parseCheckRule, type CheckRuleJson } from './checkRuleMatch.js';
import { fieldError } from './fieldError.js';

export const checkRuleServerResource: ServerResource = {
  manifest: checkRuleResource,
  table: 'check_rules',
  tenant: { kind: 'installation' },
  columns: { ruleCode: 'rule_code', ruleName: 'rule_name', ruleJson: 'rule_json', ruleDescription: 'rule_description' },
  createdColumn: 'created_at',
  prepare: (values) => {
    if (typeof values['rule_json'] === 'string' && !parseCheckRule(values['rule_json'])) throw fieldError('ruleJson', 'sysconfig.checkRuleInvalid');
    return values;
  },
};

/** The stored rule of a code for the rule check, or undefined when there is none. */
export async function storedCheckRule(db: Kysely<Database>, ruleCode: string): Promise<CheckRuleJson | null | undefined> {
  const row = await loose(db).selectFrom('check_rules').select(sql.ref<string>('rule_json').as('json')).where(sql.ref('rule_code'), '=', ruleCode).executeTakeFirst();
  return row ? parseCheckRule(String(row['json'])) : undefined;
}
