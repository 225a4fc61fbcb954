import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../resources/routes.js';
import type { ServerResource } from '../../resources/definition.js';
import { agvDeleteRoutes } from './agvDelete.js';
import { agvServerResource } from './agvs.js';
import { agvBrandServerResource } from './brands.js';
import { agvErrorDictServerResource } from './errorDict.js';
import { agvErrorInfoServerResource } from './errorInfo.js';
import { agvGroupClassServerResource } from './groupClasses.js';
import { agvGroupServerResource } from './groups.js';
import { agvModelServerResource } from './models.js';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The AGV list on the generic routes but delete, which takes vehicles out of the running fleet first (agvDelete.ts). */
const { delete: _byHand, ...listPerms } = agvServerResource.manifest.perms;
const agvListResource: ServerResource = { ...agvServerResource, manifest: { ...agvServerResource.manifest, perms: listPerms } };

/** Every vehicle-side AGV page's calls (issue 13): models, brands, groups, group classes, AGVs, errors. */
export const agvVehicleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  for (const resource of [agvModelServerResource, agvBrandServerResource, agvGroupServerResource, agvGroupClassServerResource, agvListResource, agvErrorDictServerResource, agvErrorInfoServerResource]) {
    await app.register(resourceRoutes(resource));
  }
  await app.register(agvDeleteRoutes);
};
