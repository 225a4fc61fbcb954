import { DATA_RULE_CONDITIONS, dataRuleResource } from '@agvs/contract';
import type { Row, ServerResource } from '../../resources/definition.js';
import { fieldError } from './fieldError.js';

/**
 * Data rules. A rule names the list code of a resource and one of that resource's stored fields;
 * `targets` are the resources of the generic routes (given lazily: this resource is one of them).
 */
export function dataRuleServerResource(targets: () => readonly ServerResource[]): ServerResource {
  return {
    manifest: dataRuleResource,
    table: 'data_rules',
    tenant: { kind: 'installation' },
    columns: {
      permissionCode: 'permission_code',
      ruleName: 'rule_name',
      ruleColumn: 'rule_column',
      ruleConditions: 'rule_conditions',
      ruleValue: 'rule_value',
      status: 'status',
      createTime: 'created_at',
    },
    createdColumn: 'created_at',
    prepare: (values: Row) => {
      const code = values['permission_code'];
      const target = targets().find((r) => r.manifest.perms.list === code);
      if (!target) throw fieldError('permissionCode', 'sysconfig.ruleNoResource');
      if (!target.columns[String(values['rule_column'])]) throw fieldError('ruleColumn', 'sysconfig.ruleUnknownColumn');
      if (!(DATA_RULE_CONDITIONS as readonly unknown[]).includes(values['rule_conditions'])) throw fieldError('ruleConditions', 'sysconfig.ruleUnknownCondition');
      return { ...values, status: Number(values['status']) };
    },
  };
}
