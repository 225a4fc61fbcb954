import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withAdminColumns } from '../../db/schema-admin.js';
import { usernameKey } from '../users/usernameKey.js';
import { recordLogin } from './record.js';

/**
 * A refused sign-in. A known account's row goes to the tenant it signs in to; a name that is no
 * account goes to the tenant named in the tenant_id header when that tenant exists, else to the
 * installation's first tenant (lowest id), so its administrators still see guessing attempts.
 */
export async function recordFailedSignIn(app: FastifyInstance, request: FastifyRequest, username: string, message: string): Promise<void> {
  const user = await withAdminColumns(app.db)
    .selectFrom('users')
    .select(['id', 'login_tenant_id'])
    .where('username_key', '=', usernameKey(username))
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  const header = request.headers['tenant_id'];
  const named = typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : null;
  const firstTenant = user && user.login_tenant_id === null
    ? (await app.db.selectFrom('user_tenant').select('tenant_id').where('user_id', '=', user.id).orderBy('tenant_id').executeTakeFirst())?.tenant_id
    : undefined;
  const tenantId = user?.login_tenant_id ?? firstTenant ?? (await tenantForUnknownName(app, named));
  await recordLogin(app.db, request, { action: 'loginFailed', username, userId: user?.id ?? null, tenantId, message }, app.clock());
}

/** The tenant named in the header when it exists, else the first tenant of the installation. */
async function tenantForUnknownName(app: FastifyInstance, named: number | null): Promise<number | null> {
  const tenants = app.db.selectFrom('tenants').select('id');
  const namedRow = named === null ? undefined : await tenants.where('id', '=', named).executeTakeFirst();
  return namedRow?.id ?? (await tenants.orderBy('id').executeTakeFirst())?.id ?? null;
}
