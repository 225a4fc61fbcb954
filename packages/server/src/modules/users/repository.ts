import type { Kysely, Selectable } from 'kysely';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Depart,
  type Language,
  type Tenant,
  type UserStatus,
} from '@agvs/contract';
import type { Database, UsersTable } from '../../db/schema.js';
import { withAdminColumns } from '../../db/schema-admin.js';
import { usernameKey } from './usernameKey.js';

export interface UserRecord {
  readonly id: string;
  readonly username: string;
  readonly realname: string;
  readonly passwordHash: string;
  readonly avatar: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly birthday: string | null;
  readonly sex: number | null;
  readonly status: UserStatus;
  readonly language: Language;
  readonly failedLogins: number;
  readonly lockedUntil: number | null;
  readonly mustChangePassword: boolean;
  readonly loginTenantId: number | null;
  readonly orgCode: string | null;
  readonly createdAt: number;
}

type Db = Kysely<Database>;

function toUserRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    passwordHash: row.password_hash,
    avatar: row.avatar,
    phone: row.phone,
    email: row.email,
    birthday: row.birthday,
    sex: row.sex,
    status: row.status,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    failedLogins: row.failed_logins,
    lockedUntil: row.locked_until,
    mustChangePassword: row.must_change_password === 1,
    loginTenantId: row.login_tenant_id,
    orgCode: row.org_code,
    createdAt: row.created_at,
  };
}

/** Users in the recycle bin (deleted) are not found: they cannot sign in and their tokens stop working. */
export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const row = await withAdminColumns(db).selectFrom('users').selectAll().where('id', '=', id).where('del_flag', '=', 0).executeTakeFirst();
  return row && toUserRecord(row);
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRecord | undefined> {
  const row = await withAdminColumns(db)
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', usernameKey(username))
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  return row && toUserRecord(row);
}

/**
 * Counts a sign-in attempt before its password is checked, in one statement, so parallel guesses
 * cannot all pass a count read before the others were added: the attempt that reaches `max` locks
 * the account on the spot, and while it is locked no attempt is counted or checked. A right
 * password then lifts it again (clearFailedLogins). `undefined` means the account is locked.
 */
export async function claimSignInAttempt(
  db: Db,
  id: string,
  now: number,
  limits: { readonly max: number; readonly lockMs: number },
): Promise<{ readonly locksAccount: boolean } | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => {
      const reachesMax = eb('failed_logins', '>=', limits.max - 1);
      return {
        failed_logins: eb.case().when(reachesMax).then(eb.cast<number>(eb.val(0), 'integer')).else(eb('failed_logins', '+', 1)).end(),
        locked_until: eb.case().when(reachesMax).then(eb.cast<number>(eb.val(now + limits.lockMs), 'bigint')).else(null).end(),
      };
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .returning('locked_until')
    .executeTakeFirst();
  return row && { locksAccount: row.locked_until !== null };
}

export async function clearFailedLogins(db: Db, id: string): Promise<void> {
  await db.updateTable('users').set({ locked_until: null, failed_logins: 0 }).where('id', '=', id).execute();
}

export async function setUserLanguage(db: Db, id: string, language: Language, now: number): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: now }).where('id', '=', id).execute();
}

export async function setUserLoginScope(
  db: Db,
  id: string,
  scope: { readonly tenantId: number; readonly orgCode: string | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ login_tenant_id: scope.tenantId, org_code: scope.orgCode, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setUserPassword(
  db: Db,
  id: string,
  passwordHash: string,
  mustChange: boolean,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      must_change_password: mustChange ? 1 : 0,
      failed_logins: 0,
      locked_until: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function tenantsOfUser(db: Db, userId: string): Promise<Tenant[]> {
  return db
    .selectFrom('user_tenant')
    .innerJoin('tenants', 'tenants.id', 'user_tenant.tenant_id')
    .select(['tenants.id as id', 'tenants.name as name'])
    .where('user_tenant.user_id', '=', userId)
    .orderBy('tenants.id')
    .execute();
}

export async function isTenantOfUser(db: Db, userId: string, tenantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_tenant')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's departments within one tenant. */
export async function departsOfUser(db: Db, userId: string, tenantId: number): Promise<Depart[]> {
  return db
    .selectFrom('user_depart')
    .innerJoin('departments', 'departments.id', 'user_depart.depart_id')
    .select([
      'departments.id as id',
      'departments.org_code as orgCode',
      'departments.depart_name as departName',
      'departments.tenant_id as tenantId',
    ])
    .where('user_depart.user_id', '=', userId)
    .where('departments.tenant_id', '=', tenantId)
    .orderBy('departments.org_code')
    .execute();
}

export async function countUsersInTenant(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('user_tenant')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.n;
}
