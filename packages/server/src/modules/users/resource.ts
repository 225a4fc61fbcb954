import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, isComplexPassword, userResource } from '@agvs/contract';
import { RequestValidationError, businessError } from '../../errors.js';
import type { Database } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { recordUserChanges, type UserLogAction } from '../logs/record.js';
import { assertRolesGrantable, assertSharedRolesChangeable, visibleRoles } from '../permissions/grants.js';
import { usernameKey } from './usernameKey.js';

/** The seeded administrator: never frozen, never deleted (SPEC §5). */
export const ADMIN_USERNAME = 'admin';

export const protectAdmins = (rows: readonly Row[]) => (rows.some((r) => r['username'] === ADMIN_USERNAME) ? ('admin.adminProtected' as const) : null);

/** Delete refuses admin accounts and the caller's own account. */
const protectOnDelete = (rows: readonly Row[], auth: AuthContext) =>
  protectAdmins(rows) ?? (rows.some((r) => r['id'] === auth.user.id) ? ('admin.notYourselfDelete' as const) : null);

/**
 * Users of the caller's tenant on the generic routes; roles come as selectedroles (comma-joined role
 * ids), and the caller gives or takes away only roles whose entries they hold themselves.
 */
export const userServerResource: ServerResource = {
  manifest: userResource,
  table: 'users',
  columns: {
    username: 'username',
    realname: 'realname',
    password: 'password_hash',
    sex: 'sex',
    phone: 'phone',
    email: 'email',
    birthday: 'birthday',
    status: 'status',
    orgCode: 'org_code',
    createTime: 'created_at',
  },
  tenant: { kind: 'link', table: 'user_tenant', key: 'user_id', tenantColumn: 'tenant_id' },
  // Device accounts (migration 0007) have their own page.
  fixedColumns: { user_kind: 'person' },
  uniqueKeys: { username: { column: 'username_key', key: usernameKey } },
  deletedColumn: 'del_flag',
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: async (values, _body, ctx) => {
    const out: Row = { ...values };
    if (typeof out['sex'] === 'string') out['sex'] = Number(out['sex']);
    if (ctx.mode === 'add') {
      const password = String(values['password_hash']);
      if (ctx.config.passwordComplexity && !isComplexPassword(password)) {
        const issue = { code: 'custom', path: ['password'], message: 'complexity', input: '', params: { message: 'validation.passwordComplexity' } };
        throw Object.assign(new RequestValidationError([issue as z.core.$ZodIssue]), { validationContext: 'body' as const });
      }
      out['password_hash'] = await hashPassword(password);
      Object.assign(out, {
        status: 'normal',
        language: DEFAULT_LANGUAGE,
        username_key: usernameKey(String(values['username'])),
        failed_logins: 0,
        // The administrator knows this password: the user replaces it at the first sign-in.
        must_change_password: 1,
        login_tenant_id: ctx.auth.tenantId,
      });
    } else {
      delete out['password_hash'];
    }
    return out;
  },
  afterWrite: async (trx, id, body, ctx) => {
    const log = (action: UserLogAction, detail?: string) =>
      recordUserChanges(trx, { tenantId: ctx.auth.tenantId, userIds: [id], action, detail, operator: ctx.auth.user.username }, ctx.now);
    if (ctx.mode === 'add') await log('created');
    const selected = body['selectedroles'];
    if (typeof selected !== 'string') return;
    const wanted = [...new Set(selected.split(',').map((s) => s.trim()).filter(Boolean))];
    const db = trx as unknown as Kysely<Database>;
    const roles = await visibleRoles(db, ctx.auth.tenantId, wanted);
    if (roles.length !== wanted.length) throw businessError('admin.unknownRole');
    // Roles the user holds through another tenant stay; what changes must be the caller's to give.
    const current = await db.selectFrom('user_role').select('role_id').where('user_id', '=', id).execute();
    const before = await visibleRoles(db, ctx.auth.tenantId, current.map((r) => r.role_id));
    const added = roles.filter((r) => !before.some((b) => b.id === r.id));
    const removed = before.filter((r) => !wanted.includes(r.id));
    const changed = [...added, ...removed];
    await assertRolesGrantable(db, ctx.auth, changed.map((r) => r.id));
    await assertSharedRolesChangeable(db, ctx.auth, changed, [id]);
    if (removed.length) await db.deleteFrom('user_role').where('user_id', '=', id).where('role_id', 'in', removed.map((r) => r.id)).execute();
    if (added.length) await db.insertInto('user_role').values(added.map((r) => ({ user_id: id, role_id: r.id }))).execute();
    if (added.length || removed.length) await log('rolesChanged', roles.map((r) => r.roleCode).sort().join(','));
  },
  protect: protectOnDelete,
  afterDelete: async (trx, ids) => {
    await trx.updateTable('sessions').set({ revoked: 1 }).where(sql.ref('user_id'), 'in', [...ids]).execute();
  },
};
