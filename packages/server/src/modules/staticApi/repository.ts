import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withAdminColumns } from '../../db/schema-admin.js';

type Db = Kysely<Database>;
interface Page {
  readonly offset: number;
  readonly limit: number;
}

/** People of the tenant (not device accounts, not in the recycle bin), oldest first. */
export async function tenantUsers(db: Db, tenantId: number, page: Page) {
  const base = withAdminColumns(db)
    .selectFrom('users as u')
    .innerJoin('user_tenant as ut', 'ut.user_id', 'u.id')
    .where('ut.tenant_id', '=', tenantId)
    .where('u.del_flag', '=', 0)
    .where(sql.ref('u.user_kind'), '=', 'person');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.select(['u.id', 'u.username', 'u.realname', 'u.phone', 'u.birthday']).orderBy('u.created_at').orderBy('u.id').offset(page.offset).limit(page.limit).execute(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Roles the tenant may assign: the installation-wide ones and its own. */
export async function tenantRoles(db: Db, tenantId: number, page: Page) {
  const base = db.selectFrom('roles').where((eb) => eb.or([eb('tenant_id', 'is', null), eb('tenant_id', '=', tenantId)]));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.select(['id', 'role_code', 'role_name', 'created_at']).orderBy('created_at').orderBy('id').offset(page.offset).limit(page.limit).execute(),
  ]);
  return { rows: rows.map((r) => ({ id: r.id, roleCode: r.role_code, roleName: r.role_name, createTime: Number(r.created_at) })), total: Number(count.n) };
}

/** Button codes (menu_type 2) in menu order. */
export async function buttonCodes(db: Db) {
  return db
    .selectFrom('permissions')
    .select(['perms', 'name', 'perms_type', 'status'])
    .where('menu_type', '=', 2)
    .where('perms', 'is not', null)
    .orderBy('perms')
    .execute();
}
