import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaticApiCalls, type StaticPageQuery, type StaticPermission } from '@agvs/contract';
import type { z } from 'zod';
import { ok } from '../../envelope.js';
import { hasMessage, type Translate } from '../../i18n/messages.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { buttonCodes, tenantRoles, tenantUsers } from './repository.js';

type Paging = z.output<typeof StaticPageQuery>;

const pageOf = <T>(rows: readonly T[], total: number, { pageNo, pageSize }: Paging) => ({
  records: [...rows],
  total,
  current: pageNo,
  size: pageSize,
  pages: Math.ceil(total / pageSize),
});
const pageWindow = ({ pageNo, pageSize }: Paging) => ({ offset: (pageNo - 1) * pageSize, limit: pageSize });

/** The "Static" calls of SPEC §7: real data of the caller's tenant, each behind the list permission of what it lists. */
export const staticApiRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, StaticApiCalls.user, async (request) => {
    const { rows, total } = await tenantUsers(app.db, signedIn(request).tenantId, pageWindow(request.query));
    return ok(pageOf(rows, total, request.query));
  });

  route(app, StaticApiCalls.role, async (request) => {
    const { rows, total } = await tenantRoles(app.db, signedIn(request).tenantId, pageWindow(request.query));
    return ok(pageOf(rows, total, request.query));
  });

  route(app, StaticApiCalls.service, async (request) => {
    const { tenantId } = signedIn(request);
    const database = await sql`select 1 as one`.execute(app.db).then(
      () => true,
      () => false,
    );
    const haltedSince = app.fleets.storageHaltedSince(tenantId);
    const layouts = app.fleets.ofTenant(tenantId).length;
    return ok([
      { name: 'database', status: database ? 'UP' : 'DOWN', detail: request.t('staticApi.database', { dialect: app.dialect }) },
      {
        name: 'fleet',
        status: haltedSince === null ? 'UP' : 'DOWN',
        detail: haltedSince === null ? request.t('staticApi.fleetRunning', { layouts }) : request.t('staticApi.fleetHalted', { since: new Date(haltedSince).toISOString() }),
      },
    ]);
  });

  const entries = async (t: Translate): Promise<z.output<typeof StaticPermission>[]> =>
    (await buttonCodes(app.db)).map((r) => ({ action: r.perms!, describe: hasMessage(r.name) ? t(r.name) : r.name, type: r.perms_type, status: r.status }));

  route(app, StaticApiCalls.permission, async (request) => {
    const all = await entries((key, params) => request.t(key, params));
    const { offset, limit } = pageWindow(request.query);
    return ok(pageOf(all.slice(offset, offset + limit), all.length, request.query));
  });

  route(app, StaticApiCalls.permissionNoPager, async (request) =>
    ok(await entries((key, params) => request.t(key, params))),
  );
};
