import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { DEFAULT_LANGUAGE, deviceUserResource } from '@agvs/contract';
import { hashPassword } from '../../lib/passwords.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { usernameKey } from '../users/usernameKey.js';

/**
 * Device accounts (boards, vehicles) are users of kind 'device' in the caller's tenant. They have
 * no usable password: they call the API with a token an administrator issues (deviceUserRoutes).
 */
export const deviceUserServerResource: ServerResource = {
  manifest: deviceUserResource,
  table: 'users',
  columns: { username: 'username', realname: 'realname', deviceType: 'device_type', status: 'status', createTime: 'created_at' },
  fixedColumns: { user_kind: 'device' },
  uniqueKeys: { username: { column: 'username_key', key: usernameKey } },
  tenant: { kind: 'link', table: 'user_tenant', key: 'user_id', tenantColumn: 'tenant_id' },
  deletedColumn: 'del_flag',
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: async (values: Row, _body, ctx) => {
    if (ctx.mode !== 'add') return values;
    return {
      ...values,
      // A random secret nobody knows: password sign-in is impossible for a device.
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      username_key: usernameKey(String(values['username'])),
      status: 'normal',
      language: DEFAULT_LANGUAGE,
      failed_logins: 0,
      must_change_password: 0,
      login_tenant_id: ctx.auth.tenantId,
    };
  },
  afterDelete: async (trx, ids) => {
    await trx.updateTable('sessions').set({ revoked: 1 }).where(sql.ref('user_id'), 'in', [...ids]).execute();
  },
};
