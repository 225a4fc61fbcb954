import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { BUTTONS, MENU, ROLES } from './menu.js';

/**
 * Menu entries, button codes and the two roles. Existing rows are left as they are (an
 * administrator may have edited them); the admin role is topped up with every seeded entry on
 * each start so a code added by an upgrade reaches it, other roles get their grants only once.
 */
export async function seedAccess(db: Kysely<Database>, now: number): Promise<void> {
  const entries = [
    ...MENU.map((m) => ({
      id: m.id,
      parent_id: m.parentId,
      name: m.title,
      url: m.path,
      component: m.component,
      component_name: null,
      redirect: m.redirect ?? null,
      menu_type: m.parentId ? 1 : 0,
      perms: null,
      perms_type: '1',
      sort_no: m.sort,
      icon: m.icon ?? null,
      is_route: 1,
      hidden: 0,
      keep_alive: 0,
      always_show: 0,
      internal_or_external: 0,
      status: '1',
      created_at: now,
    })),
    ...BUTTONS.map((b, i) => ({
      id: b.id,
      parent_id: b.parentId,
      name: `perm.${b.code}`,
      url: null,
      component: null,
      component_name: null,
      redirect: null,
      menu_type: 2,
      perms: b.code,
      perms_type: '1',
      sort_no: i + 1,
      icon: null,
      is_route: 0,
      hidden: 0,
      keep_alive: 0,
      always_show: 0,
      internal_or_external: 0,
      status: b.status,
      created_at: now,
    })),
  ];
  // Parents first: menu entries precede the buttons that reference them.
  await db.insertInto('permissions').values(entries).onConflict((oc) => oc.doNothing()).execute();

  for (const role of ROLES) {
    const created = await db
      .insertInto('roles')
      .values({ id: role.id, role_code: role.code, role_name: role.name, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created && role.code !== 'admin') continue;
    const roleId = created?.id ?? (await roleIdOf(db, role.code));
    await db
      .insertInto('role_permission')
      .values(role.grants.map((permission_id) => ({ role_id: roleId, permission_id })))
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
  }
}

async function roleIdOf(db: Kysely<Database>, code: string): Promise<string> {
  const row = await db.selectFrom('roles').select('id').where('role_code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}
