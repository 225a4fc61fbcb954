import { sql } from 'kysely';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, isComplexPassword, userResource } from '@agvs/contract';
import { RequestValidationError, businessError } from '../../errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { recordUserChanges, type UserLogAction } from '../logs/record.js';

/** The seeded administrator: never frozen, never deleted (SPEC §5). */
export const ADMIN_USERNAME = 'admin';

export const protectAdmins = (rows: readonly Row[]) => (rows.some((r) => r['username'] === ADMIN_USERNAME) ? ('admin.adminProtected' as const) : null);

/** Delete refuses admin accounts and the caller's own account. */
const protectOnDelete = (rows: readonly Row[], auth: AuthContext) =>
  protectAdmins(rows) ?? (rows.some((r) => r['id'] === auth.user.id) ? ('admin.notYourselfDelete' as const) : null);

const RoleIds = z.string().max(4000).optional();

/** Users of the caller's tenant on the generic routes; roles come as selectedroles (comma-joined role ids). */
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
  deletedColumn: 'del_flag',
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  extraBody: { selectedroles: RoleIds },
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
        failed_logins: 0,
        must_change_password: 0,
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
    const roles = wanted.length
      ? await trx.selectFrom('roles').select([sql.ref<string>('id').as('id'), sql.ref<string>('role_code').as('code')]).where(sql.ref('id'), 'in', wanted).execute()
      : [];
    if (roles.length !== wanted.length) throw businessError('admin.unknownRole');
    const before = await trx.selectFrom('user_role').select(sql.ref<string>('role_id').as('id')).where(sql.ref('user_id'), '=', id).execute();
    await trx.deleteFrom('user_role').where(sql.ref('user_id'), '=', id).execute();
    if (roles.length) await trx.insertInto('user_role').values(roles.map((r) => ({ user_id: id, role_id: r['id'] }))).execute();
    const changed = before.length !== roles.length || before.some((b) => !wanted.includes(String(b['id'])));
    if (changed) await log('rolesChanged', roles.map((r) => String(r['code'])).sort().join(','));
  },
  protect: protectOnDelete,
  afterDelete: async (trx, ids) => {
    await trx.updateTable('sessions').set({ revoked: 1 }).where(sql.ref('user_id'), 'in', [...ids]).execute();
  },
};
