import { sql, type Kysely } from 'kysely';
import { fillRuleResource } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { loose, type LooseDb, type LooseTrx, type ServerResource } from '../../resources/definition.js';
import { fieldError } from './fieldError.js';
import { parseRuleParams } from './fillRuleClasses.js';

export const fillRuleServerResource: ServerResource = {
  manifest: fillRuleResource,
  table: 'fill_rules',
  tenant: { kind: 'installation' },
  columns: { ruleCode: 'rule_code', ruleName: 'rule_name', ruleClass: 'rule_class', ruleParams: 'rule_params' },
  createdColumn: 'created_at',
  prepare: (values) => {
    if (!parseRuleParams(String(values['rule_class']), (values['rule_params'] as string | null) ?? null)) {
      throw fieldError('ruleParams', 'sysconfig.fillRuleParamsInvalid');
    }
    return values;
  },
};

/**
 * The next value of a fill rule: bumps the rule's counter of the generator's scope inside the
 * caller's transaction (or a new one), so two callers never receive the same number.
 */
export async function nextRuleValue(
  db: Kysely<Database> | LooseTrx,
  ruleCode: string,
  form: Readonly<Record<string, string>>,
  now: number,
): Promise<string> {
  const run = async (trx: LooseDb | LooseTrx) => {
    const rule = await trx
      .selectFrom('fill_rules')
      .select([sql.ref<string>('rule_class').as('ruleClass'), sql.ref<string | null>('rule_params').as('ruleParams')])
      .where(sql.ref('rule_code'), '=', ruleCode)
      .executeTakeFirst();
    if (!rule) throw businessError('sysconfig.fillRuleNotFound', { ruleCode });
    const parsed = parseRuleParams(String(rule['ruleClass']), (rule['ruleParams'] as string | null) ?? null);
    if (!parsed) throw businessError('sysconfig.fillRuleParamsInvalid');
    const date = new Date(now);
    const scope = parsed.rule.scope(parsed.params, form, date);
    const counter = await trx
      .insertInto('fill_rule_counters')
      .values({ rule_code: ruleCode, scope, value: 1 })
      .onConflict((oc) => oc.columns(['rule_code', 'scope']).doUpdateSet({ value: sql`fill_rule_counters.value + 1` }))
      .returning(sql.ref<number>('value').as('value'))
      .executeTakeFirstOrThrow();
    try {
      return parsed.rule.format(parsed.params, form, date, Number(counter['value']));
    } catch {
      throw businessError('sysconfig.fillRuleExhausted', { ruleCode });
    }
  };
  if ('isTransaction' in db && db.isTransaction) return run(db as LooseTrx);
  return loose(db as Kysely<Database>).transaction().execute(run);
}
