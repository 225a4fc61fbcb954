import type { Kysely } from 'kysely';
import type { MenuRoute, PermissionEntry, UserPermissions } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { hasMessage, type Translate } from '../../i18n/messages.js';
import { allPermissions, grantedPermissionIds, type PermissionRow } from './repository.js';

const BUTTON = 2;

/** Seeded titles are message keys; entries an administrator typed are shown as written. */
function titleOf(row: PermissionRow, t: Translate): string {
  return hasMessage(row.name) ? t(row.name) : row.name;
}

/** Route names from paths, as Jeecg does: '/system/user' -> 'system-user'. */
function routeName(path: string): string {
  return path.replace(/^\/+/, '').replace(/[/:]+/g, '-') || 'root';
}

function toMenuRoute(row: PermissionRow, children: MenuRoute[], t: Translate, buttonsOf: ButtonsOf): MenuRoute {
  const path = row.url ?? '';
  const name = routeName(path);
  return {
    id: row.id,
    path,
    name,
    component: row.component ?? '',
    redirect: row.redirect,
    hidden: row.hidden === 1,
    alwaysShow: row.always_show === 1,
    route: row.is_route === 1 ? '1' : '0',
    meta: {
      title: titleOf(row, t),
      icon: row.icon,
      url: row.internal_or_external === 1 ? path : null,
      keepAlive: row.keep_alive === 1,
      internalOrExternal: row.internal_or_external === 1,
      componentName: row.component_name ?? name,
      permissionList: buttonsOf(row.id),
    },
    ...(children.length ? { children } : {}),
  };
}

/** The button entries under a menu entry that the user holds (SPEC §2 "Session start": meta.permissionList). */
type ButtonsOf = (menuId: string) => PermissionEntry[];

function buildTree(rows: readonly PermissionRow[], t: Translate, buttonsOf: ButtonsOf): MenuRoute[] {
  const byParent = new Map<string | null, PermissionRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: string | null): MenuRoute[] =>
    (byParent.get(parentId) ?? []).map((row) => toMenuRoute(row, build(row.id), t, buttonsOf));
  return build(null);
}

/**
 * getUserPermissionByToken: the menu the user's roles grant in the tenant (a granted page brings its parents),
 * the user's button codes (`auth`) and every button code with its status (`allAuth`).
 */
export async function userPermissions(db: Kysely<Database>, userId: string, tenantId: number, t: Translate): Promise<UserPermissions> {
  const [granted, rows] = await Promise.all([grantedPermissionIds(db, userId, tenantId), allPermissions(db)]);
  const byId = new Map(rows.map((r) => [r.id, r]));

  const menuIds = new Set<string>();
  for (const row of rows) {
    if (row.menu_type === BUTTON || !(granted.has(row.id) || row.status === '0')) continue;
    for (let at: PermissionRow | undefined = row; at && !menuIds.has(at.id); at = at.parent_id ? byId.get(at.parent_id) : undefined) {
      menuIds.add(at.id);
    }
  }

  const buttons = rows.filter((r) => r.menu_type === BUTTON && r.perms);
  const entry = (r: PermissionRow): PermissionEntry => ({ action: r.perms!, describe: titleOf(r, t), type: r.perms_type });
  const heldButtons = new Map<string, PermissionEntry[]>();
  for (const r of buttons) {
    if (!r.parent_id || !(granted.has(r.id) || r.status === '0')) continue;
    heldButtons.set(r.parent_id, [...(heldButtons.get(r.parent_id) ?? []), { ...entry(r), status: r.status }]);
  }
  return {
    menu: buildTree(rows.filter((r) => menuIds.has(r.id)), t, (menuId) => heldButtons.get(menuId) ?? []),
    auth: buttons.filter((r) => granted.has(r.id)).map(entry),
    allAuth: buttons.map((r) => ({ ...entry(r), status: r.status })),
  };
}
