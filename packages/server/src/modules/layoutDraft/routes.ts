import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKGROUND_MAX_BYTES, LayoutDraftCalls } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { AppError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { checkDraft } from '../publish/service.js';
import { tooLarge, uploadedBackground } from './background.js';
import { layoutRow, readLayoutDraft } from './read.js';
import { saveDraft } from './save.js';

/** The whole draft of a 20,000-station layout as JSON is a few MB; Fastify's default allows 1 MB. */
const DRAFT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Issue 13 "Layout editor" (docs/site-authoring.md "The editor's calls"): a layout's draft read
 * and saved whole, and its site drawing. Saving changes the draft only; the fleet takes it on publish.
 */
export const layoutDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: BACKGROUND_MAX_BYTES, files: 1, fields: 5 } });
  app.setErrorHandler((error, _request, _reply) => {
    // Thrown on to the application's handler, which writes the envelope in the caller's language.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  });

  route(app, LayoutDraftCalls.draft, async (request) => {
    const { tenantId } = signedIn(request);
    return ok(await readLayoutDraft(app.db, tenantId, request.query.id));
  });

  route(
    app,
    LayoutDraftCalls.saveDraft,
    async (request) => {
      const { tenantId } = signedIn(request);
      await app.db.transaction().execute((trx) => saveDraft(trx, tenantId, request.body, app.clock()));
      // After the commit: the check reads the stored draft exactly as layout/check and publish do.
      const [draft, check] = await Promise.all([readLayoutDraft(app.db, tenantId, request.body.id), checkDraft(app, request, tenantId, request.body.id)]);
      return ok({ draft, check });
    },
    { bodyLimit: DRAFT_MAX_BYTES },
  );

  route(app, LayoutDraftCalls.uploadBackground, async (request) => {
    const { tenantId, user } = signedIn(request);
    const upload = await uploadedBackground(request);
    const layout = await layoutRow(app.db, tenantId, upload.layoutId);
    const now = app.clock();
    await app.db.transaction().execute(async (trx) => {
      const row = { content_type: upload.type, content: upload.content, size: upload.content.length, uploaded_by: user.username, uploaded_at: now };
      await trx
        .insertInto('layout_backgrounds')
        .values({ layout_id: layout.id, tenant_id: tenantId, ...row })
        .onConflict((oc) => oc.column('layout_id').doUpdateSet(row))
        .execute();
      // A first drawing is laid over the whole layout until the editor places it (not a draft save: the revision stays).
      if (layout.background_width === null) {
        await trx
          .updateTable('layouts')
          .set({ background_x: 0, background_y: 0, background_width: layout.width, background_height: layout.height, background_opacity: 0.5 })
          .where('id', '=', layout.id)
          .execute();
      }
    });
    return ok({ layoutId: layout.id, backgroundType: upload.type, bytes: upload.content.length });
  });

  route(app, LayoutDraftCalls.background, async (request, reply) => {
    const { tenantId } = signedIn(request);
    const layout = await layoutRow(app.db, tenantId, request.query.id);
    const drawing = await app.db.selectFrom('layout_backgrounds').select(['content_type', 'content']).where('tenant_id', '=', tenantId).where('layout_id', '=', layout.id).executeTakeFirst();
    if (!drawing) throw new AppError(404, 404, 'layoutDraft.backgroundNotFound', { layoutId: layout.id });
    reply.header('content-type', drawing.content_type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-cache');
    // An SVG may carry scripts and links: opened on its own it runs in a sandbox without our origin.
    if (drawing.content_type === 'image/svg+xml') reply.header('content-security-policy', 'sandbox');
    return reply.send(Buffer.from(drawing.content));
  });

  route(app, LayoutDraftCalls.deleteBackground, async (request) => {
    const { tenantId } = signedIn(request);
    const layout = await layoutRow(app.db, tenantId, request.body.id);
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('layout_backgrounds').where('tenant_id', '=', tenantId).where('layout_id', '=', layout.id).execute();
      // No drawing, nothing to place.
      await trx
        .updateTable('layouts')
        .set({ background_x: null, background_y: null, background_width: null, background_height: null, background_opacity: null })
        .where('id', '=', layout.id)
        .execute();
    });
    return ok({ layoutId: layout.id });
  });
};
