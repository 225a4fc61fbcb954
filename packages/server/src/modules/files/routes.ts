import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_BIZ_PATTERN, FileCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { resourceRoutes } from '../../resources/routes.js';
import { ossFileServerResource } from './resource.js';
import { contentDisposition, displayName, filesRoot, resolveInside, storedNameOf } from './storage.js';

/** Largest accepted upload. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
const DEFAULT_BIZ = 'default';

/**
 * OSS files: upload (multipart `file`, optional field `biz` naming the folder it is listed in),
 * list and delete on the generic routes, download with the original name. Stored names are the
 * server's own and every path is resolved inside DATA_DIR/files.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const root = filesRoot(app.config.dataDir);
  const resource = ossFileServerResource(root);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });
  await app.register(resourceRoutes(resource));

  route(app, FileCalls.upload, async (request) => {
    const auth = signedIn(request);
    const upload = await request.file();
    if (!upload) throw businessError('files.noFile');
    const bizField = upload.fields['biz'];
    const biz = bizField && 'value' in bizField ? String(bizField.value) : DEFAULT_BIZ;
    if (!FILE_BIZ_PATTERN.test(biz)) {
      upload.file.resume();
      throw businessError('files.badFolder');
    }
    const id = randomUUID();
    const storedPath = storedNameOf(id);
    const target = resolveInside(root, storedPath)!;
    mkdirSync(root, { recursive: true });
    try {
      await pipeline(upload.file, createWriteStream(target, { flags: 'wx' }));
      if (upload.file.truncated) throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    } catch (err) {
      rmSync(target, { force: true });
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw businessError('files.tooLarge', { mb: MAX_FILE_BYTES / 1024 / 1024 });
      throw err;
    }
    const fileName = displayName(upload.filename);
    await app.db
      .insertInto('sys_files')
      .values({
        id,
        tenant_id: auth.tenantId,
        file_name: fileName,
        stored_path: storedPath,
        biz,
        size: (await stat(target)).size,
        content_type: upload.mimetype.slice(0, 100) || 'application/octet-stream',
        create_by: auth.user.username,
        created_at: app.clock(),
      })
      .execute();
    return ok({ id, fileName }, request.t('files.uploaded', { name: fileName }));
  });

  route(app, FileCalls.download, async (request, reply) => {
    const row = await app.db
      .selectFrom('sys_files')
      .select(['file_name', 'stored_path', 'content_type'])
      .where('id', '=', request.query.id)
      .where('tenant_id', '=', signedIn(request).tenantId)
      .executeTakeFirst();
    const file = row && resolveInside(root, row.stored_path);
    if (!row || !file) throw businessError('admin.notFound');
    try {
      await stat(file);
    } catch {
      throw businessError('files.missing');
    }
    return reply.header('content-type', row.content_type).header('content-disposition', contentDisposition(row.file_name)).send(createReadStream(file));
  });
};
