import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { findUserByUsername, setUserPassword } from './repository.js';
import { usernameKey } from './usernameKey.js';

/** A refusal of the account tools (CLI, seed) with a message for the operator. */
export class AccountError extends Error {
  constructor(
    message: string,
    readonly reason: 'exists' | 'unknownUser' | 'unknownRole' | 'unknownTenant' | 'unknownDepart',
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export interface NewAccount {
  readonly username: string;
  readonly password: string;
  readonly realname?: string;
  /** Role codes, e.g. 'operator'. */
  readonly roles: readonly string[];
  /** Tenant ids; the first is the login tenant. */
  readonly tenants: readonly number[];
  /** Department org codes within those tenants; the first is the login department. */
  readonly departs?: readonly string[];
  readonly mustChangePassword?: boolean;
  readonly language?: Language;
  readonly email?: string;
  readonly phone?: string;
}

/** Creates a user with roles, tenants and departments in one transaction; returns the new id. */
export async function createAccount(db: Kysely<Database>, account: NewAccount, now: number): Promise<string> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction().execute((trx) => insertAccount(trx, account, passwordHash, now));
}

/**
 * Inserts a user with roles, tenants and departments inside the caller's transaction (an approved
 * registration claims its row in the same one); `account.password` is not read, `passwordHash` is stored.
 */
export async function insertAccount(trx: Transaction<Database>, account: NewAccount, passwordHash: string, now: number): Promise<string> {
  if (account.tenants.length === 0) throw new AccountError('at least one tenant is required', 'unknownTenant');
  const id = randomUUID();
  const roles = account.roles.length
    ? await trx.selectFrom('roles').select(['id', 'role_code']).where('role_code', 'in', [...account.roles]).execute()
    : [];
  const missingRole = account.roles.find((code) => !roles.some((r) => r.role_code === code));
  if (missingRole) throw new AccountError(`unknown role ${missingRole}`, 'unknownRole');

  const tenants = await trx.selectFrom('tenants').select('id').where('id', 'in', [...account.tenants]).execute();
  const missingTenant = account.tenants.find((t) => !tenants.some((row) => row.id === t));
  if (missingTenant !== undefined) throw new AccountError(`unknown tenant ${missingTenant}`, 'unknownTenant');

  const orgCodes = account.departs ?? [];
  const departs = orgCodes.length
    ? await trx
        .selectFrom('departments')
        .select(['id', 'org_code'])
        .where('org_code', 'in', [...orgCodes])
        .where('tenant_id', 'in', [...account.tenants])
        .execute()
    : [];
  const missingDepart = orgCodes.find((code) => !departs.some((d) => d.org_code === code));
  if (missingDepart) throw new AccountError(`unknown department ${missingDepart} in the given tenants`, 'unknownDepart');

  const inserted = await trx
    .insertInto('users')
    .values({
      id,
      username: account.username,
      username_key: usernameKey(account.username),
      realname: account.realname ?? account.username,
      password_hash: passwordHash,
      avatar: null,
      phone: account.phone ?? null,
      email: account.email ?? null,
      birthday: null,
      sex: null,
      status: 'normal',
      language: account.language ?? DEFAULT_LANGUAGE,
      failed_logins: 0,
      locked_until: null,
      must_change_password: account.mustChangePassword ? 1 : 0,
      login_tenant_id: account.tenants[0]!,
      org_code: orgCodes[0] ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('username_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new AccountError(`user ${account.username} already exists`, 'exists');

  await trx.insertInto('user_tenant').values(account.tenants.map((tenant_id) => ({ user_id: id, tenant_id }))).execute();
  if (roles.length) {
    await trx.insertInto('user_role').values(roles.map((r) => ({ user_id: id, role_id: r.id }))).execute();
  }
  if (departs.length) {
    await trx.insertInto('user_depart').values(departs.map((d) => ({ user_id: id, depart_id: d.id }))).execute();
  }
  return id;
}

/**
 * Sets a new password chosen by the operator; also lifts a lock-out. The user must replace it at
 * the next sign-in unless `keep` (someone else has seen it).
 */
export async function resetPassword(
  db: Kysely<Database>,
  reset: { readonly username: string; readonly password: string; readonly keep?: boolean },
  now: number,
): Promise<void> {
  const user = await findUserByUsername(db, reset.username);
  if (!user) throw new AccountError(`no user ${reset.username}`, 'unknownUser');
  await setUserPassword(db, user.id, await hashPassword(reset.password), !reset.keep, now);
}
