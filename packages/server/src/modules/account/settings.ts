import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ParamKey, readParam, readSecretParam } from '../sysconfig/params.js';

/** Self-registration as the system parameters set it (docs/accounts.md). */
export interface RegistrationSettings {
  readonly enabled: boolean;
  /** Where new accounts are registered; null when the parameter names no tenant. */
  readonly tenantId: number | null;
  /** Role code an approved account gets. */
  readonly role: string;
}

export async function registrationSettings(db: Kysely<Database>): Promise<RegistrationSettings> {
  const [enabled, tenant, role] = await Promise.all([
    readParam(db, ParamKey.accountRegistration, 'off'),
    readParam(db, ParamKey.accountRegistrationTenant, ''),
    readParam(db, ParamKey.accountRegistrationRole, 'operator'),
  ]);
  const tenantId = /^\d+$/.test(tenant.trim()) ? Number(tenant.trim()) : null;
  const known = tenantId === null ? undefined : await db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
  return { enabled: enabled.trim().toLowerCase() === 'on' && known !== undefined, tenantId: known ? tenantId : null, role: role.trim() };
}

/** The mail server of the parameters; null while none is configured (recovery is then not offered). */
export interface MailSettings {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
  readonly user: string;
  readonly password: string;
  readonly from: string;
}

/** A parameter value that means "none" (the parameter page needs some value, so "off" and "-" say none too). */
const none = (value: string) => ['', 'off', '-'].includes(value.trim().toLowerCase());

export async function mailSettings(db: Kysely<Database>, dataDir: string): Promise<MailSettings | null> {
  const [host, port, secure, user, password, from] = await Promise.all([
    readParam(db, ParamKey.mailSmtpHost, ''),
    readParam(db, ParamKey.mailSmtpPort, '587'),
    readParam(db, ParamKey.mailSmtpSecure, 'off'),
    readParam(db, ParamKey.mailSmtpUser, ''),
    readSecretParam(db, ParamKey.mailSmtpPassword, dataDir),
    readParam(db, ParamKey.mailFrom, ''),
  ]);
  const portNumber = Number(port.trim());
  if (none(host) || !Number.isInteger(portNumber) || portNumber < 1 || portNumber > 65_535) return null;
  return {
    host: host.trim(),
    port: portNumber,
    secure: secure.trim().toLowerCase() === 'on',
    user: none(user) ? '' : user.trim(),
    password,
    from: none(from) ? `AGVS <no-reply@${host.trim()}>` : from.trim(),
  };
}
