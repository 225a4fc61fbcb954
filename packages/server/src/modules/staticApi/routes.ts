import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Perm, StaticPageQuery, type PageResult, type PermissionEntry, type StaticService } from '@agvs/contract';
import type { z } from 'zod';
import { ok } from '../../envelope.js';
import { hasMessage, type Translate } from '../../i18n/messages.js';
import { signedIn } from '../../plugins/auth.js';
import { buttonCodes, tenantRoles, tenantUsers } from './repository.js';

type Paging = z.output<typeof StaticPageQuery>;

const pageOf = <T>(rows: readonly T[], total: number, { pageNo, pageSize }: Paging): PageResult<T> => ({
  records: rows,
  total,
  current: pageNo,
  size: pageSize,
  pages: Math.ceil(total / pageSize),
});
const pageWindow = ({ pageNo, pageSize }: Paging) => ({ offset: (pageNo - 1) * pageSize, limit: pageSize });

/** The "Static" calls of SPEC §7: real data of the caller's tenant, each behind the list permission of what it lists. */
export const staticApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['static'];

  app.get('/api/user', { schema: { tags, summary: 'Users of the tenant (id, username, realname, phone, birthday)', querystring: StaticPageQuery }, config: { perm: Perm.userList } }, async (request) => {
    const { rows, total } = await tenantUsers(app.db, signedIn(request).tenantId, pageWindow(request.query));
    return ok(pageOf(rows, total, request.query));
  });

  app.get('/api/role', { schema: { tags, summary: 'Roles the tenant may assign', querystring: StaticPageQuery }, config: { perm: Perm.roleList } }, async (request) => {
    const { rows, total } = await tenantRoles(app.db, signedIn(request).tenantId, pageWindow(request.query));
    return ok(pageOf(rows, total, request.query));
  });

  app.get('/api/service', { schema: { tags, summary: 'Parts of the server and whether they work' }, config: { perm: Perm.serverMonitor } }, async (request) => {
    const { tenantId } = signedIn(request);
    const database = await sql`select 1 as one`.execute(app.db).then(
      () => true,
      () => false,
    );
    const haltedSince = app.fleets.storageHaltedSince(tenantId);
    const layouts = app.fleets.ofTenant(tenantId).length;
    return ok<StaticService[]>([
      { name: 'database', status: database ? 'UP' : 'DOWN', detail: request.t('staticApi.database', { dialect: app.dialect }) },
      {
        name: 'fleet',
        status: haltedSince === null ? 'UP' : 'DOWN',
        detail: haltedSince === null ? request.t('staticApi.fleetRunning', { layouts }) : request.t('staticApi.fleetHalted', { since: new Date(haltedSince).toISOString() }),
      },
    ]);
  });

  const entries = async (t: Translate): Promise<Required<PermissionEntry>[]> =>
    (await buttonCodes(app.db)).map((r) => ({ action: r.perms!, describe: hasMessage(r.name) ? t(r.name) : r.name, type: r.perms_type, status: r.status }));

  app.get('/api/permission', { schema: { tags, summary: 'Permission entries (action, type, status), paged', querystring: StaticPageQuery }, config: { perm: Perm.permissionList } }, async (request) => {
    const all = await entries((key, params) => request.t(key, params));
    const { offset, limit } = pageWindow(request.query);
    return ok(pageOf(all.slice(offset, offset + limit), all.length, request.query));
  });

  app.get('/api/permission/no-pager', { schema: { tags, summary: 'Every permission entry (action, type, status)' }, config: { perm: Perm.permissionList } }, async (request) =>
    ok(await entries((key, params) => request.t(key, params))),
  );
};
