import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LifCalls } from '@agvs/contract';
import { lifOfSite, siteOfLif } from '@agvs/core';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { readLifSite, vehicleTypes } from './read-site.js';
import { asRefusal, LIF_MAX_BYTES, tooLarge, uploadedLif } from './upload.js';
import { writeLifSite } from './write-site.js';
import { publishFirstVersion } from '../../runtime/published-site.js';

/** Issue 13 "LIF": a map from a VDMA Layout Interchange Format file, and a map as one. */
export const lifRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LIF_MAX_BYTES, files: 1, fields: 5 } });
  // The file may come as the body: read it as text here, so a bad file gets the LIF messages below.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: LIF_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error, _request, _reply) => {
    // Thrown on to the application's handler, which writes the envelope.
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    throw error;
  });

  route(app, LifCalls.importLif, async (request) => {
    const { tenantId } = signedIn(request);
    const doc = await uploadedLif(request);
    const { site, warnings } = asRefusal(() => siteOfLif(doc));
    const created = await writeLifSite(app.db, tenantId, site, app.clock());
    // A new map's layouts are published at once (version 1), so the fleet runs them (docs/site-authoring.md).
    for (const layoutId of created.layoutIds) await publishFirstVersion(app.db, tenantId, layoutId, app.clock(), 'LIF import');
    return ok({ ...created, warnings: warnings.map((w) => request.t(`lif.warning.${w.kind}`, { id: w.id })) });
  });

  route(app, LifCalls.exportLif, async (request) => {
    const { tenantId } = signedIn(request);
    const site = await readLifSite(app.db, tenantId, request.query.mapId);
    if (!site) throw businessError('lif.mapNotFound', { mapId: request.query.mapId });
    const types = await vehicleTypes(app.db, tenantId);
    return ok(lifOfSite(site, { vehicleTypes: types, exportTimestamp: new Date(app.clock()).toISOString(), creator: 'AGVS' }));
  });
};
