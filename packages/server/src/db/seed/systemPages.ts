import type { Kysely } from 'kysely';
import type { MessageKey } from '../../i18n/messages.js';
import type { Database } from '../schema.js';
import { loose } from '../../resources/definition.js';

/**
 * Parameters the server reads (modules/sysconfig/params.ts ParamKey), with their defaults. The
 * description is a server message key, shown in the reader's language (params.ts decorate).
 */
const PARAMS: readonly { key: string; value: string; description: MessageKey; editable: '0' | '1' }[] = [
  { key: 'dataSource.testTimeoutMs', value: '5000', description: 'sysconfig.paramDescription.dataSourceTestTimeoutMs', editable: '1' },
  { key: 'depart.orgCodeRule', value: 'org_num_role', description: 'sysconfig.paramDescription.departOrgCodeRule', editable: '0' },
  // Self-registration and password recovery (modules/account, docs/accounts.md): off until set here.
  { key: 'account.registration', value: 'off', description: 'sysconfig.paramDescription.accountRegistration', editable: '1' },
  { key: 'account.registrationTenant', value: '1000', description: 'sysconfig.paramDescription.accountRegistrationTenant', editable: '1' },
  { key: 'account.registrationRole', value: 'operator', description: 'sysconfig.paramDescription.accountRegistrationRole', editable: '1' },
  { key: 'mail.smtpHost', value: '', description: 'sysconfig.paramDescription.mailSmtpHost', editable: '1' },
  { key: 'mail.smtpPort', value: '587', description: 'sysconfig.paramDescription.mailSmtpPort', editable: '1' },
  { key: 'mail.smtpSecure', value: 'off', description: 'sysconfig.paramDescription.mailSmtpSecure', editable: '1' },
  { key: 'mail.smtpUser', value: '', description: 'sysconfig.paramDescription.mailSmtpUser', editable: '1' },
  { key: 'mail.smtpPassword', value: '', description: 'sysconfig.paramDescription.mailSmtpPassword', editable: '1' },
  { key: 'mail.from', value: '', description: 'sysconfig.paramDescription.mailFrom', editable: '1' },
  // Empty: the server's zone (modules/sysconfig/siteTimeZone.ts); reports count days in it.
  { key: 'site.timeZone', value: '', description: 'sysconfig.paramDescription.siteTimeZone', editable: '1' },
];

const FILL_RULES = [
  { code: 'org_num_role', name: 'Department code', ruleClass: 'orgCode', params: '{}' },
  { code: 'order_num_rule', name: 'Order number', ruleClass: 'serialNumber', params: '{"prefix":"CN","withDate":true,"digits":4}' },
];

const LANGUAGES = [
  ['zh_CN', '简体中文'],
  ['zh_TW', '繁體中文'],
  ['en_GB', 'English'],
  ['ko_KR', '한국어'],
] as const;

/**
 * Rows of the system pages the server depends on; existing rows keep what an administrator set
 * (parameter descriptions are not editable, so they follow the seed).
 */
export async function seedSystemPages(db: Kysely<Database>, now: number): Promise<void> {
  const l = loose(db);
  await l
    .insertInto('sys_params')
    .values(PARAMS.map((p) => ({ id: `param-${p.key}`, param_key: p.key, param_value: p.value, description: p.description, editable: p.editable })))
    .onConflict((oc) => oc.column('param_key').doUpdateSet((eb) => ({ description: eb.ref('excluded.description') })))
    .execute();
  await l
    .insertInto('fill_rules')
    .values(FILL_RULES.map((r) => ({ id: `fill-${r.code}`, rule_code: r.code, rule_name: r.name, rule_class: r.ruleClass, rule_params: r.params, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await l
    .insertInto('languages')
    .values(LANGUAGES.map(([code, name], i) => ({ id: code, code, name, enabled: '1', sort_no: i + 1 })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
