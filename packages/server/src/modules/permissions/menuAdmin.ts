import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { PERMISSION_TYPES, type PermissionBody, type PermissionNode } from '@agvs/contract';
import type { z } from 'zod';
import type { Database, PermissionsTable } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { hasMessage, type Translate } from '../../i18n/messages.js';
import { allPermissions, type PermissionRow } from './repository.js';

type Db = Kysely<Database>;
type Body = z.output<typeof PermissionBody>;
type Columns = Omit<PermissionsTable, 'id' | 'created_at' | 'component_name' | 'always_show' | 'perms_type'>;

function toNode(row: PermissionRow, t: Translate): PermissionNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    menuType: row.menu_type,
    name: row.name,
    title: hasMessage(row.name) ? t(row.name) : row.name,
    url: row.url,
    component: row.component,
    redirect: row.redirect,
    icon: row.icon,
    sortNo: row.sort_no,
    hidden: row.hidden === 1,
    route: row.is_route === 1,
    keepAlive: row.keep_alive === 1,
    internalOrExternal: row.internal_or_external === 1,
    perms: row.perms,
    status: row.status,
  };
}

/** Every menu entry and button of the installation as a tree, in menu order. */
export async function permissionTree(db: Db, t: Translate): Promise<PermissionNode[]> {
  const rows = await allPermissions(db);
  const children = new Map<string | null, PermissionRow[]>();
  for (const row of rows) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  const build = (parentId: string | null): PermissionNode[] =>
    (children.get(parentId) ?? []).map((row) => {
      const below = build(row.id);
      return below.length ? { ...toNode(row, t), children: below } : toNode(row, t);
    });
  return build(null);
}

/**
 * Checks an entry against the tree and turns it into columns: a button needs a code and a menu
 * parent, a menu entry a path and a page (unless it opens an external url); an entry never moves
 * below itself, and a code belongs to one button only.
 */
async function columnsOf(db: Db, body: Body, id: string | null): Promise<Columns> {
  const rows = await allPermissions(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parent = body.parentId ? byId.get(body.parentId) : undefined;
  if (body.parentId && (!parent || parent.menu_type === PERMISSION_TYPES.button)) throw businessError('permission.badParent');
  for (let at = parent; at; at = at.parent_id ? byId.get(at.parent_id) : undefined) {
    if (at.id === id) throw businessError('permission.cycle');
  }
  if (body.button) {
    if (!parent || !body.perms) throw businessError('permission.buttonNeedsCode');
    if (rows.some((r) => r.perms === body.perms && r.id !== id)) throw businessError('admin.valueTaken', { field: 'perms', value: body.perms });
  } else if (!body.url || (!body.internalOrExternal && !body.component)) {
    throw businessError('permission.menuNeedsPage');
  }
  const menuType = body.button ? PERMISSION_TYPES.button : parent ? PERMISSION_TYPES.childMenu : PERMISSION_TYPES.topMenu;
  return {
    parent_id: parent?.id ?? null,
    name: body.name,
    url: body.button ? null : body.url,
    component: body.button ? null : body.component,
    redirect: body.button ? null : body.redirect,
    menu_type: menuType,
    perms: body.button ? body.perms : null,
    sort_no: body.sortNo,
    icon: body.button ? null : body.icon,
    is_route: !body.button && body.route ? 1 : 0,
    hidden: body.hidden ? 1 : 0,
    keep_alive: body.keepAlive ? 1 : 0,
    internal_or_external: body.internalOrExternal ? 1 : 0,
    status: body.status,
  };
}

export async function addPermission(db: Db, body: Body, now: number): Promise<string> {
  const columns = await columnsOf(db, body, null);
  const id = randomUUID();
  await db
    .insertInto('permissions')
    .values({ ...columns, id, component_name: null, always_show: 0, perms_type: '1', created_at: now })
    .execute();
  return id;
}

export async function editPermission(db: Db, id: string, body: Body): Promise<void> {
  if (!(await db.selectFrom('permissions').select('id').where('id', '=', id).executeTakeFirst())) throw businessError('admin.notFound');
  const columns = await columnsOf(db, body, id);
  await db.updateTable('permissions').set(columns).where('id', '=', id).execute();
}

/** Entries with children stay; a deleted entry leaves every role that held it. */
export async function deletePermission(db: Db, id: string): Promise<void> {
  if (!(await db.selectFrom('permissions').select('id').where('id', '=', id).executeTakeFirst())) throw businessError('admin.notFound');
  if (await db.selectFrom('permissions').select('id').where('parent_id', '=', id).executeTakeFirst()) throw businessError('permission.hasChildren');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('role_permission').where('permission_id', '=', id).execute();
    await trx.deleteFrom('permissions').where('id', '=', id).execute();
  });
}
