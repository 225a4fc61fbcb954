import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_PARTIAL_CODE, resourceBodySchema, resourceCalls, type ImportFailure } from '@agvs/contract';
import { ok } from '../envelope.js';
import { businessError } from '../errors.js';
import type { Translate } from '../i18n/messages.js';
import { route } from '../lib/route.js';
import { toPage } from '../lib/paging.js';
import { dataRuleClauses } from '../modules/sysconfig/dataRuleClauses.js';
import { signedIn, type AuthContext } from '../plugins/auth.js';
import type { Row, ServerResource } from './definition.js';
import { fromWorkbook, toWorkbook } from './excel.js';
import { importRows } from './importRows.js';
import type { ListQuery } from './listQuery.js';
import { deleteRows, findRows, insertRow, listRows, recoverRows, requestedFields, updateRow } from './repository.js';

const splitIds = (ids: string) => ids.split(',').map((id) => id.trim()).filter(Boolean);
/** The caller's translator as a plain function (request.t reads `this`). */
const readerT = (request: FastifyRequest): Translate => (key, params) => request.t(key, params);

/**
 * Folder of one user's row-error reports of partial imports, served to that user only by
 * GET /sys/common/importErrors/:name. User ids are server-made UUIDs, never request text.
 */
export const importErrorsDir = (dataDir: string, userId: string) => join(dataDir, 'import-errors', userId);

/**
 * The generic routes of one manifest, registered from its declared calls (contract
 * `resourceCalls`): list, queryById, add, edit, delete, deleteBatch, recycleBin + recover (soft
 * delete), resend, exportXls, importExcel. Add and edit answer the stored row.
 */
export function resourceRoutes(resource: ServerResource): FastifyPluginAsyncZod {
  const { manifest } = resource;
  const calls = resourceCalls(manifest);
  if (calls.resend && !resource.resend) throw new Error(`resource ${manifest.key}: a resend permission without a resend hook`);

  return async (app) => {
    /** Rows as answered: shown values from other tables added, ids as text (a tenant's id is a number). */
    const decorate = async (tenantId: number, rows: Row[], t: Translate) =>
      (resource.decorate ? await resource.decorate(app.db, tenantId, rows, t) : rows).map((row) => ({ ...row, id: String(row['id']) }));
    const list = async (query: ListQuery, auth: AuthContext, t: Translate, deleted = false) => {
      const { rows, total } = await listRows(app.db, resource, auth.tenantId, query, {
        deleted,
        only: requestedFields(resource, query.field),
        restrict: await dataRuleClauses(app.db, auth, manifest.perms.list),
      });
      return { rows: await decorate(auth.tenantId, rows, t), total };
    };
    /** The stored row as list and queryById show it. */
    const stored = async (tenantId: number, id: string, t: Translate) => {
      const [row] = await decorate(tenantId, await findRows(app.db, resource, tenantId, [id]), t);
      if (!row) throw businessError('admin.notFound');
      return row;
    };

    route(app, calls.list, async (request) => {
      const query = request.query as ListQuery;
      const { rows, total } = await list(query, signedIn(request), readerT(request));
      return ok(toPage(rows, total, query));
    });

    if (calls.queryById) {
      route(app, calls.queryById, async (request) => ok(await stored(signedIn(request).tenantId, request.query.id, readerT(request))));
    }

    if (calls.add) {
      route(app, calls.add, async (request) => {
        const auth = signedIn(request);
        const id = await insertRow(app.db, resource, request.body as Row, { auth, config: app.config, now: app.clock(), mode: 'add' });
        await resource.changed?.(app, [id]);
        return ok(await stored(auth.tenantId, id, readerT(request)), request.t('admin.added'));
      });
    }

    if (calls.edit) {
      route(app, calls.edit, async (request) => {
        const auth = signedIn(request);
        const body = request.body as Row;
        const id = String(body['id']);
        const done = await updateRow(app.db, resource, id, body, { auth, config: app.config, now: app.clock(), mode: 'edit' });
        if (!done) throw businessError('admin.notFound');
        await resource.changed?.(app, [id]);
        return ok(await stored(auth.tenantId, id, readerT(request)), request.t('admin.edited'));
      });
    }

    const remove = async (auth: AuthContext, ids: string[]) => {
      const n = await deleteRows(app.db, resource, auth, ids, app.clock());
      await resource.changed?.(app, ids);
      return n;
    };
    if (calls.delete) {
      route(app, calls.delete, async (request) => {
        const n = await remove(signedIn(request), [request.query.id]);
        if (!n) throw businessError('admin.notFound');
        return ok(null, request.t('admin.deleted'));
      });
    }
    if (calls.deleteBatch) {
      route(app, calls.deleteBatch, async (request) => {
        const n = await remove(signedIn(request), splitIds(request.query.ids));
        return ok({ count: n }, request.t('admin.deletedCount', { count: n }));
      });
    }

    if (calls.recycleBin) {
      route(app, calls.recycleBin, async (request) => {
        const query = request.query as ListQuery;
        const { rows, total } = await list(query, signedIn(request), readerT(request), true);
        return ok(toPage(rows, total, query));
      });
    }
    if (calls.recover) {
      route(app, calls.recover, async (request) => {
        const n = await recoverRows(app.db, resource, signedIn(request).tenantId, splitIds(request.body.ids));
        return ok({ count: n }, request.t('admin.recovered', { count: n }));
      });
    }

    const resend = resource.resend;
    if (calls.resend && resend) {
      route(app, calls.resend, async (request) => {
        const n = await resend(app, signedIn(request), splitIds(request.body.ids), request.lang);
        return ok({ count: n }, request.t('admin.resent', { count: n }));
      });
    }

    if (calls.exportXls) {
      route(app, calls.exportXls, async (request, reply) => {
        const query = request.query as ListQuery;
        const ids = query.selections ? splitIds(query.selections) : undefined;
        const only = requestedFields(resource, query.exportFields);
        const auth = signedIn(request);
        const restrict = await dataRuleClauses(app.db, auth, manifest.perms.list);
        const { rows } = await listRows(app.db, resource, auth.tenantId, query, { all: true, ids, only, restrict });
        const file = await toWorkbook(resource, await decorate(auth.tenantId, rows, readerT(request)), only, readerT(request));
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${manifest.key}.xlsx"`)
          .send(file);
      });
    }

    if (calls.importExcel) {
      const addBody = resourceBodySchema(manifest, 'add');
      route(app, calls.importExcel, async (request, reply) => {
        const auth = signedIn(request);
        const upload = await request.file();
        if (!upload) throw businessError('admin.importNoFile');
        let rows;
        try {
          rows = await fromWorkbook(resource, await upload.toBuffer());
        } catch {
          throw businessError('admin.importUnreadable');
        }
        const { ids: importedIds, errors } = await importRows(app.db, resource, rows, addBody, { auth, config: app.config, now: app.clock(), mode: 'add' }, readerT(request));
        if (importedIds.length) await resource.changed?.(app, importedIds);
        const imported = importedIds.length;
        const summary = request.t('admin.importSummary', { total: rows.length, imported, failed: errors.length });
        if (!errors.length) return ok({ total: rows.length, imported }, summary);
        const fileName = `${randomUUID()}.txt`;
        const dir = importErrorsDir(app.config.dataDir, auth.user.id);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, fileName), `${summary}\n${errors.join('\n')}\n`);
        const result: ImportFailure = { msg: summary, fileUrl: `/sys/common/importErrors/${fileName}`, fileName };
        return reply.send({ success: true, message: request.t('admin.importRefused'), code: IMPORT_PARTIAL_CODE, result, timestamp: Date.now() });
      });
    }
  };
}
