import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { SysconfigCalls } from '@agvs/contract';
import { withAdminColumns } from '../../db/schema-admin.js';
import { ok } from '../../envelope.js';
import { businessError, forbidden } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { signedIn, type AuthContext } from '../../plugins/auth.js';
import { loose } from '../../resources/definition.js';
import type { TokenService } from '../auth/tokens.js';
import { isInstallationAdmin } from '../permissions/grants.js';
import { isTenantOfUser } from '../users/repository.js';
import { testConnection } from './connectionTest.js';
import { checkDataSourceTarget } from './dataSources.js';
import { dataSourceTarget } from './dataSourceTarget.js';
import { fieldError } from './fieldError.js';
import { departUserRoutes } from './departUserRoutes.js';
import { nextRuleValue } from './fillRules.js';
import { ParamKey, readParam } from './params.js';
import { openSecret } from './secretBox.js';

/** The actions of the system pages beyond the generic list routes. */
export const sysconfigRoutes: FastifyPluginAsyncZod<{ tokens: TokenService }> = async (app, { tokens }) => {
  const db = withAdminColumns(app.db);
  await app.register(departUserRoutes);

  route(app, SysconfigCalls.executeRuleByCode, async (request) =>
    ok(await nextRuleValue(app.db, request.params.ruleCode, request.body.formData ?? {}, app.clock())),
  );

  route(app, SysconfigCalls.testConnection, async (request) => {
    const { body } = request;
    const stored = body.id
      ? await loose(app.db)
          .selectFrom('data_sources')
          .select([sql.ref<string>('db_type').as('dbType'), sql.ref<string>('url').as('url'), sql.ref<string | null>('username').as('username'), sql.ref<string | null>('password_enc').as('sealed'), sql.ref<string | null>('password_target').as('passwordTarget')])
          .where(sql.ref('id'), '=', body.id)
          .executeTakeFirst()
      : undefined;
    if (body.id && !stored) throw businessError('admin.notFound');
    const dbType = body.dbType ?? String(stored?.['dbType']);
    const url = body.url ?? String(stored?.['url']);
    checkDataSourceTarget(dbType, url, app.config.dataDir);
    // As on save: an empty password field means the stored password, which never leaves the server,
    // and goes only to the host, port and driver it was typed for: a caller must not redirect it.
    const sealed = (stored?.['sealed'] as string | null | undefined) ?? null;
    if (!body.password && sealed && stored?.['passwordTarget'] !== dataSourceTarget(dbType, url)) {
      throw fieldError('password', 'sysconfig.dataSourcePasswordRetype');
    }
    const password = body.password ? body.password : sealed ? openSecret(app.config.dataDir, sealed) : null;
    const username = body.username !== undefined ? body.username || null : ((stored?.['username'] as string | null | undefined) ?? null);
    const timeoutMs = Number(await readParam(app.db, ParamKey.dataSourceTestTimeoutMs, '5000')) || 5000;
    try {
      await testConnection({ dbType, url, username, password }, app.config.dataDir, timeoutMs);
    } catch (err) {
      throw businessError('sysconfig.connectionFailed', { message: err instanceof Error ? err.message : String(err) });
    }
    return ok(null, request.t('sysconfig.connectionOk'));
  });

  route(app, SysconfigCalls.issueToken, async (request) => {
    const { tenantId } = signedIn(request);
    const device = await db
      .selectFrom('users')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
      .select('users.id')
      .where('users.id', '=', request.body.id)
      .where('user_tenant.tenant_id', '=', tenantId)
      .where('users.del_flag', '=', 0)
      .where(sql.ref('users.user_kind'), '=', 'device')
      .executeTakeFirst();
    if (!device) throw businessError('admin.notFound');
    return ok({ token: await tokens.issue(device.id, tenantId) }, request.t('sysconfig.tokenIssued'));
  });

  /** A tenant's users and links are for its own members and installation administrators only. */
  const assertTenant = async (auth: AuthContext, id: number) => {
    if (!(await db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst())) throw businessError('admin.notFound');
    if (!(await isTenantOfUser(app.db, auth.user.id, id)) && !(await isInstallationAdmin(app.db, auth.user.id))) throw forbidden('error.tenantForbidden', { tenantId: id });
  };

  route(app, SysconfigCalls.userList, async (request) => {
    const { tenantId, pageNo, pageSize } = request.query;
    await assertTenant(signedIn(request), tenantId);
    const base = db.selectFrom('users').innerJoin('user_tenant', 'user_tenant.user_id', 'users.id').where('user_tenant.tenant_id', '=', tenantId).where('users.del_flag', '=', 0);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.select(['users.id', 'users.username', 'users.realname']).orderBy('users.username').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    return ok(toPage(rows, Number(total.n), { pageNo, pageSize }));
  });

  // Users of the caller's own tenant may be given access to another tenant the caller holds.
  route(app, SysconfigCalls.addUsers, async (request) => {
    const auth = signedIn(request);
    const own = auth.tenantId;
    await assertTenant(auth, request.body.tenantId);
    const wanted = [...new Set(request.body.userIdList)];
    const users = await db
      .selectFrom('users')
      .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
      .select('users.id')
      .where('user_tenant.tenant_id', '=', own)
      .where('users.del_flag', '=', 0)
      .where('users.id', 'in', wanted)
      .execute();
    if (users.length !== wanted.length) throw businessError('sysconfig.unknownUser');
    await db
      .insertInto('user_tenant')
      .values(users.map((u) => ({ user_id: u.id, tenant_id: request.body.tenantId })))
      .onConflict((oc) => oc.columns(['user_id', 'tenant_id']).doNothing())
      .execute();
    return ok(null, request.t('admin.saved'));
  });

  route(app, SysconfigCalls.removeUser, async (request) => {
    const { tenantId, userId } = request.query;
    await assertTenant(signedIn(request), tenantId);
    const links = await db.selectFrom('user_tenant').select('tenant_id').where('user_id', '=', userId).execute();
    if (!links.some((l) => l.tenant_id === tenantId)) throw businessError('admin.notFound');
    // Every user keeps at least one tenant to sign in to.
    if (links.length === 1) throw businessError('sysconfig.lastTenant');
    await db.deleteFrom('user_tenant').where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();
    return ok(null, request.t('admin.deleted'));
  });
};
