import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PermissionsTable } from '../../db/schema.js';

type Db = Kysely<Database>;
export type PermissionRow = Selectable<PermissionsTable>;

/** Ids of the entries the user's roles grant in a tenant (its own roles and the installation-wide ones). */
export async function grantedPermissionIds(db: Db, userId: string, tenantId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('role_permission')
    .innerJoin('user_role', 'user_role.role_id', 'role_permission.role_id')
    .innerJoin('roles', 'roles.id', 'user_role.role_id')
    .select('role_permission.permission_id as id')
    .where('user_role.user_id', '=', userId)
    .where((eb) => eb.or([eb('roles.tenant_id', 'is', null), eb('roles.tenant_id', '=', tenantId)]))
    .distinct()
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function allPermissions(db: Db): Promise<PermissionRow[]> {
  return db.selectFrom('permissions').selectAll().orderBy('sort_no').orderBy('id').execute();
}

/**
 * SPEC §6 in one query: the code is granted when one of the user's roles valid in the tenant
 * (installation-wide or of that tenant) holds an entry with it, or when an entry with it is
 * switched off (status '0'). Form-field rules (type '2') never count.
 */
export async function holdsPermission(db: Db, userId: string, code: string, tenantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('permissions as p')
    .select('p.id')
    .where('p.perms', '=', code)
    .where('p.perms_type', '<>', '2')
    .where((eb) =>
      eb.or([
        eb('p.status', '=', '0'),
        eb.exists(
          eb
            .selectFrom('role_permission as rp')
            .innerJoin('user_role as ur', 'ur.role_id', 'rp.role_id')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .select(sql.lit(1).as('one'))
            .whereRef('rp.permission_id', '=', 'p.id')
            .where('ur.user_id', '=', userId)
            .where((inner) => inner.or([inner('r.tenant_id', 'is', null), inner('r.tenant_id', '=', tenantId)])),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
