import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_PARTIAL_CODE, IdQuery, IdsBody, IdsQuery, type ImportFailure } from '@agvs/contract';
import { ok } from '../envelope.js';
import { businessError } from '../errors.js';
import type { Translate } from '../i18n/messages.js';
import { toPage } from '../lib/paging.js';
import { dataRuleClauses } from '../modules/sysconfig/dataRuleClauses.js';
import { signedIn, type AuthContext } from '../plugins/auth.js';
import { bodySchema } from './bodySchema.js';
import type { Row, ServerResource } from './definition.js';
import { fromWorkbook, toWorkbook } from './excel.js';
import { importRows } from './importRows.js';
import { listQuerySchema, type ListQuery } from './listQuery.js';
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
 * The generic routes of one manifest under its basePath: list, queryById, add, edit, delete,
 * deleteBatch, recycleBin + recover (soft delete), exportXls, importExcel. Each route asks for the
 * manifest's permission code of its operation; a missing code leaves the operation out.
 */
export function resourceRoutes(resource: ServerResource): FastifyPluginAsyncZod {
  const { manifest } = resource;
  const base = manifest.basePath;
  const tags = [manifest.key];
  const ListQuerySchema = listQuerySchema(resource);
  const AddBody = bodySchema(resource, 'add');
  const EditBody = bodySchema(resource, 'edit');

  return async (app) => {
    const decorate = async (tenantId: number, rows: Row[], t: Translate) => (resource.decorate ? resource.decorate(app.db, tenantId, rows, t) : rows);
    const list = async (query: ListQuery, auth: AuthContext, t: Translate, deleted = false) => {
      const { rows, total } = await listRows(app.db, resource, auth.tenantId, query, {
        deleted,
        only: requestedFields(resource, query.field),
        restrict: await dataRuleClauses(app.db, auth, manifest.perms.list),
      });
      return { rows: await decorate(auth.tenantId, rows, t), total };
    };

    app.get(`${base}/list`, { schema: { tags, summary: `List ${manifest.key}`, querystring: ListQuerySchema }, config: { perm: manifest.perms.list } }, async (request) => {
      const query = request.query as ListQuery;
      const { rows, total } = await list(query, signedIn(request), readerT(request));
      return ok(toPage(rows, total, query));
    });

    if (!resource.ownQueryById) {
      app.get(`${base}/queryById`, { schema: { tags, querystring: IdQuery }, config: { perm: manifest.perms.list } }, async (request) => {
        const tenantId = signedIn(request).tenantId;
        const [row] = await decorate(tenantId, await findRows(app.db, resource, tenantId, [request.query.id]), readerT(request));
        if (!row) throw businessError('admin.notFound');
        return ok(row);
      });
    }

    if (manifest.perms.add) {
      app.post(`${base}/add`, { schema: { tags, body: AddBody }, config: { perm: manifest.perms.add } }, async (request) => {
        const auth = signedIn(request);
        const id = await insertRow(app.db, resource, request.body as Row, { auth, config: app.config, now: app.clock(), mode: 'add' });
        await resource.changed?.(app, [id]);
        return ok({ id }, request.t('admin.added'));
      });
    }

    if (manifest.perms.edit) {
      app.put(`${base}/edit`, { schema: { tags, body: EditBody }, config: { perm: manifest.perms.edit } }, async (request) => {
        const auth = signedIn(request);
        const body = request.body as Row;
        const done = await updateRow(app.db, resource, String(body['id']), body, { auth, config: app.config, now: app.clock(), mode: 'edit' });
        if (!done) throw businessError('admin.notFound');
        await resource.changed?.(app, [String(body['id'])]);
        return ok(null, request.t('admin.edited'));
      });
    }

    if (manifest.perms.delete) {
      const remove = async (auth: ReturnType<typeof signedIn>, ids: string[]) => {
        const n = await deleteRows(app.db, resource, auth, ids, app.clock());
        await resource.changed?.(app, ids);
        return n;
      };
      app.delete(`${base}/delete`, { schema: { tags, querystring: IdQuery }, config: { perm: manifest.perms.delete } }, async (request) => {
        const n = await remove(signedIn(request), [request.query.id]);
        if (!n) throw businessError('admin.notFound');
        return ok(null, request.t('admin.deleted'));
      });
      app.delete(`${base}/deleteBatch`, { schema: { tags, querystring: IdsQuery }, config: { perm: manifest.perms.delete } }, async (request) => {
        const n = await remove(signedIn(request), splitIds(request.query.ids));
        return ok({ count: n }, request.t('admin.deletedCount', { count: n }));
      });
    }

    if (manifest.softDelete && manifest.perms.recover) {
      app.get(`${base}/recycleBin`, { schema: { tags, querystring: ListQuerySchema }, config: { perm: manifest.perms.recover } }, async (request) => {
        const query = request.query as ListQuery;
        const { rows, total } = await list(query, signedIn(request), readerT(request), true);
        return ok(toPage(rows, total, query));
      });
      app.put(`${base}/recover`, { schema: { tags, body: IdsBody }, config: { perm: manifest.perms.recover } }, async (request) => {
        const n = await recoverRows(app.db, resource, signedIn(request).tenantId, splitIds(request.body.ids));
        return ok({ count: n }, request.t('admin.recovered', { count: n }));
      });
    }

    if (manifest.perms.resend && resource.resend) {
      const resend = resource.resend;
      app.put(`${base}/resend`, { schema: { tags, body: IdsBody }, config: { perm: manifest.perms.resend } }, async (request) => {
        const n = await resend(app, signedIn(request), splitIds(request.body.ids), request.lang);
        return ok({ count: n }, request.t('admin.resent', { count: n }));
      });
    }

    if (manifest.perms.export) {
      app.get(`${base}/exportXls`, { schema: { tags, querystring: ListQuerySchema }, config: { perm: manifest.perms.export } }, async (request, reply) => {
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

    if (manifest.perms.import) {
      app.post(`${base}/importExcel`, { schema: { tags }, config: { perm: manifest.perms.import } }, async (request, reply) => {
        const auth = signedIn(request);
        const upload = await request.file();
        if (!upload) throw businessError('admin.importNoFile');
        let rows;
        try {
          rows = await fromWorkbook(resource, await upload.toBuffer());
        } catch {
          throw businessError('admin.importUnreadable');
        }
        const { ids: importedIds, errors } = await importRows(app.db, resource, rows, AddBody, { auth, config: app.config, now: app.clock(), mode: 'add' }, readerT(request));
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
