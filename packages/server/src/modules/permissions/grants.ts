import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { grantedPermissionIds } from './repository.js';

type Db = Kysely<Database>;

/** The role whose holders in the installation's first tenant administer the whole installation. */
export const ADMIN_ROLE_CODE = 'admin';

/**
 * An installation administrator holds the `admin` role and belongs to the installation's first
 * tenant (the smallest id, the one created with the installation). Only they change rows shared by
 * every tenant; an `admin` of any other tenant administers that tenant alone.
 */
export async function isInstallationAdmin(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_role')
    .innerJoin('roles', 'roles.id', 'user_role.role_id')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'user_role.user_id')
    .select('user_role.user_id')
    .where('user_role.user_id', '=', userId)
    .where('roles.role_code', '=', ADMIN_ROLE_CODE)
    .where('user_tenant.tenant_id', '=', (eb) => eb.selectFrom('tenants').select((t) => t.fn.min<number>('id').as('first')))
    .executeTakeFirst();
  return row !== undefined;
}

export async function assertInstallationAdmin(db: Db, auth: AuthContext): Promise<void> {
  if (!(await isInstallationAdmin(db, auth.user.id))) throw businessError('admin.installationWide');
}

/**
 * Nobody hands out more than they hold: every entry granted or taken away must be one the caller
 * holds in the current tenant (switched-off entries are everybody's). Installation administrators
 * hold every entry, also ones added after the seed.
 */
async function holdsAll(db: Db, auth: AuthContext, permissionIds: Iterable<string>): Promise<boolean> {
  const wanted = [...new Set(permissionIds)];
  if (!wanted.length || (await isInstallationAdmin(db, auth.user.id))) return true;
  const held = await grantedPermissionIds(db, auth.user.id, auth.tenantId);
  const missing = wanted.filter((id) => !held.has(id));
  if (!missing.length) return true;
  const switchedOff = await db.selectFrom('permissions').select('id').where('id', 'in', missing).where('status', '=', '0').execute();
  return switchedOff.length === missing.length;
}

const entriesOfRoles = async (db: Db, roleIds: readonly string[]) =>
  roleIds.length ? (await db.selectFrom('role_permission').select('permission_id').where('role_id', 'in', [...roleIds]).execute()).map((e) => e.permission_id) : [];

export async function assertHoldsAll(db: Db, auth: AuthContext, permissionIds: Iterable<string>): Promise<void> {
  if (!(await holdsAll(db, auth, permissionIds))) throw businessError('admin.grantBeyondOwn');
}

/** Assigning or removing roles grants or takes away every entry they hold. */
export async function assertRolesGrantable(db: Db, auth: AuthContext, roleIds: Iterable<string>): Promise<void> {
  await assertHoldsAll(db, auth, await entriesOfRoles(db, [...new Set(roleIds)]));
}

/** Setting a password hands over the account: only for accounts holding nothing beyond the caller. */
export async function assertAccountWithin(db: Db, auth: AuthContext, userId: string): Promise<void> {
  const roles = await db.selectFrom('user_role').select('role_id').where('user_id', '=', userId).execute();
  if (!(await holdsAll(db, auth, await entriesOfRoles(db, roles.map((r) => r.role_id))))) throw businessError('admin.accountBeyondOwn');
}

export interface VisibleRole {
  readonly id: string;
  readonly roleCode: string;
  readonly tenantId: number | null;
}

/** Roles a tenant sees: the installation-wide ones and its own. */
export async function visibleRoles(db: Db, tenantId: number, ids: readonly string[]): Promise<VisibleRole[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('roles')
    .select(['id', 'role_code as roleCode', 'tenant_id as tenantId'])
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]))
    .execute();
}

/**
 * An installation-wide role works in every tenant of its holder: giving one to (or taking one from)
 * a user who also belongs to a tenant the caller does not belong to would change that tenant's
 * user, so it is left to an installation administrator; a role of the caller's tenant stays there.
 */
export async function assertSharedRolesChangeable(db: Db, auth: AuthContext, roles: readonly VisibleRole[], userIds: readonly string[]): Promise<void> {
  if (!userIds.length || !roles.some((r) => r.tenantId === null)) return;
  const elsewhere = await db
    .selectFrom('user_tenant')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .where('tenant_id', 'not in', db.selectFrom('user_tenant').select('tenant_id').where('user_id', '=', auth.user.id))
    .executeTakeFirst();
  if (elsewhere && !(await isInstallationAdmin(db, auth.user.id))) throw businessError('admin.userInOtherTenant');
}

/** Changing a role itself (its grants): the tenant's own roles, or shared ones for an installation administrator. */
export async function assertRoleChangeable(db: Db, auth: AuthContext, role: VisibleRole): Promise<void> {
  if (role.tenantId === null) await assertInstallationAdmin(db, auth);
}
