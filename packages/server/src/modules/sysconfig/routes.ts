import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { Perm } from '@agvs/contract';
import { withAdminColumns } from '../../db/schema-admin.js';
import { ok } from '../../envelope.js';
import { businessError, forbidden } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
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

const RuleCodeParams = z.object({ ruleCode: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{1,29}$/) });
const FormData = z.object({ formData: z.record(z.string().max(64), z.string().max(200)).optional() });
const IdBody = z.object({ id: z.string().min(1).max(64) });
/** A stored data source (`id`), the values of its form (`dbType`, `url`...), or a stored one with edited values. */
const TestConnectionBody = z
  .object({
    id: z.string().min(1).max(64).optional(),
    dbType: z.string().min(1).max(20).optional(),
    url: z.string().min(1).max(500).optional(),
    username: z.string().max(100).nullish(),
    password: z.string().max(200).nullish(),
  })
  .refine((b) => b.id !== undefined || (b.dbType !== undefined && b.url !== undefined), { path: ['url'], message: 'required' });
/** A tenant id as the tenant_id header takes it (nine digits at most, within every database's integer). */
const TenantId = z.number().int().min(0).max(999_999_999);
const TenantUsersQuery = z.object({
  tenantId: z.coerce.number().pipe(TenantId),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  _t: z.string().max(20).optional(),
});
const TenantUsersBody = z.object({ tenantId: TenantId, userIdList: z.array(z.string().min(1).max(64)).min(1).max(1000) });
const TenantUserQuery = z.object({ tenantId: z.coerce.number().pipe(TenantId), userId: z.string().min(1).max(64) });

/** The actions of the system pages beyond the generic list routes. */
export const sysconfigRoutes: FastifyPluginAsyncZod<{ tokens: TokenService }> = async (app, { tokens }) => {
  const db = withAdminColumns(app.db);
  await app.register(departUserRoutes);

  app.put(
    '/sys/fillRule/executeRuleByCode/:ruleCode',
    { schema: { tags: ['sys_fill_rule'], summary: 'Generate the next value of a fill rule', params: RuleCodeParams, body: FormData }, config: { perm: Perm.fillRuleList } },
    async (request) => ok(await nextRuleValue(app.db, request.params.ruleCode, request.body.formData ?? {}, app.clock())),
  );

  app.post(
    '/sys/dataSource/testConnection',
    {
      schema: { tags: ['sys_data_source'], summary: 'Connect to a data source: a stored one, or the values of its form before saving', body: TestConnectionBody },
      config: { perm: Perm.dataSourceEdit },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/sys/deviceUser/issueToken',
    { schema: { tags: ['sys_device_user'], summary: 'Issue an API token to a device account', body: IdBody }, config: { perm: Perm.deviceUserEdit } },
    async (request) => {
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
    },
  );

  const tags = ['sys_tenant'];
  const config = { perm: Perm.tenantEdit };
  /** A tenant's users and links are for its own members and installation administrators only. */
  const assertTenant = async (auth: AuthContext, id: number) => {
    if (!(await db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst())) throw businessError('admin.notFound');
    if (!(await isTenantOfUser(app.db, auth.user.id, id)) && !(await isInstallationAdmin(app.db, auth.user.id))) throw forbidden('error.tenantForbidden', { tenantId: id });
  };

  app.get('/sys/tenant/userList', { schema: { tags, querystring: TenantUsersQuery }, config }, async (request) => {
    const { tenantId, pageNo, pageSize } = request.query;
    await assertTenant(signedIn(request), tenantId);
    const base = db.selectFrom('users').innerJoin('user_tenant', 'user_tenant.user_id', 'users.id').where('user_tenant.tenant_id', '=', tenantId).where('users.del_flag', '=', 0);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.select(['users.id', 'users.username', 'users.realname']).orderBy('users.username').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    return ok(toPage(rows, Number(total.n), { pageNo, pageSize }));
  });

  // Users of the caller's own tenant may be given access to another tenant the caller holds.
  app.post('/sys/tenant/addUsers', { schema: { tags, body: TenantUsersBody }, config }, async (request) => {
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

  app.delete('/sys/tenant/removeUser', { schema: { tags, querystring: TenantUserQuery }, config }, async (request) => {
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
