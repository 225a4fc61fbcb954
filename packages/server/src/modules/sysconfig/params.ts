import { sql, type Kysely } from 'kysely';
import { paramResource } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { loose, type ServerResource } from '../../resources/definition.js';
import { seededText } from '../../resources/seededText.js';
import { fieldError } from './fieldError.js';
import { openSecret, sealSecret } from './secretBox.js';
import { isTimeZone } from './siteTimeZone.js';

/** Parameters the server reads, with their seeded values (SYSTEM_PARAMS in db/seed). */
export const ParamKey = {
  /** How long the data-source "test connection" waits for the database, in ms. */
  dataSourceTestTimeoutMs: 'dataSource.testTimeoutMs',
  /** Code of the fill rule that numbers departments; not editable (departments depend on it). */
  departOrgCodeRule: 'depart.orgCodeRule',
  /** 'on': the sign-in page offers self-registration (docs/accounts.md). */
  accountRegistration: 'account.registration',
  /** Tenant id new accounts are registered in. */
  accountRegistrationTenant: 'account.registrationTenant',
  /** Role code an approved registration gets. */
  accountRegistrationRole: 'account.registrationRole',
  /** SMTP server for mail (password recovery); empty: no mail, recovery hidden. */
  mailSmtpHost: 'mail.smtpHost',
  mailSmtpPort: 'mail.smtpPort',
  /** 'on': TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  mailSmtpSecure: 'mail.smtpSecure',
  mailSmtpUser: 'mail.smtpUser',
  /** Sealed with the installation key when written; never listed. */
  mailSmtpPassword: 'mail.smtpPassword',
  mailFrom: 'mail.from',
  /** IANA zone of the plant (Asia/Shanghai); report and dashboard days are its days. Empty: the server's zone. */
  siteTimeZone: 'site.timeZone',
} as const;
export type ParamKey = (typeof ParamKey)[keyof typeof ParamKey];

/** The one accessor of system parameters: the stored text, or `fallback` when the row is missing. */
export async function readParam(db: Kysely<Database> | ReturnType<typeof loose>, key: ParamKey, fallback: string): Promise<string> {
  const row = await (db as ReturnType<typeof loose>)
    .selectFrom('sys_params')
    .select(sql.ref<string>('param_value').as('value'))
    .where(sql.ref('param_key'), '=', key)
    .executeTakeFirst();
  return row ? String(row['value']) : fallback;
}

/** Parameters holding a secret: sealed when written, shown as SECRET_MASK, kept when the mask comes back. */
const SECRET_PARAMS: ReadonlySet<string> = new Set([ParamKey.mailSmtpPassword]);
export const SECRET_MASK = '******';

/** A secret parameter's plain value ('' when none or when it cannot be opened, e.g. a copied database). */
export async function readSecretParam(db: Kysely<Database>, key: ParamKey, dataDir: string): Promise<string> {
  const sealed = await readParam(db, key, '');
  if (!sealed) return '';
  try {
    return openSecret(dataDir, sealed);
  } catch {
    return '';
  }
}

const translated = seededText('description');

/** Parameters are seeded, never added or deleted here; a non-editable one refuses edits; seeded descriptions are shown translated. */
export const paramServerResource: ServerResource = {
  manifest: paramResource,
  table: 'sys_params',
  tenant: { kind: 'installation' },
  columns: { paramKey: 'param_key', paramValue: 'param_value', description: 'description', editable: 'editable' },
  decorate: async (db, tenantId, rows, t) =>
    (await translated(db, tenantId, rows, t)).map((row) =>
      SECRET_PARAMS.has(String(row['paramKey'])) && row['paramValue'] ? { ...row, paramValue: SECRET_MASK } : row,
    ),
  prepare: async (values, body, ctx, db) => {
    const id = typeof body['id'] === 'string' ? body['id'] : undefined;
    const row = id
      ? await loose(db).selectFrom('sys_params').select(sql.ref<string>('param_key').as('key')).where(sql.ref('id'), '=', id).executeTakeFirst()
      : undefined;
    const key = row ? String(row['key']) : undefined;
    const value = values['param_value'];
    // A zone Intl does not know would silently turn every report day into the server's; refuse it here.
    if (key === ParamKey.siteTimeZone && typeof value === 'string' && value.trim() !== '') {
      if (!isTimeZone(value.trim())) throw fieldError('paramValue', 'sysconfig.paramTimeZoneInvalid');
      return { ...values, param_value: value.trim() };
    }
    if (!key || !SECRET_PARAMS.has(key) || typeof value !== 'string') return values;
    if (value === SECRET_MASK) {
      const { param_value: _kept, ...rest } = values;
      return rest;
    }
    return { ...values, param_value: value === '' ? '' : sealSecret(ctx.config.dataDir, value) };
  },
  afterWrite: async (trx, id) => {
    const row = await trx.selectFrom('sys_params').select(sql.ref<string>('editable').as('editable')).where(sql.ref('id'), '=', id).executeTakeFirstOrThrow();
    if (row['editable'] !== '1') throw businessError('sysconfig.paramNotEditable');
  },
};
