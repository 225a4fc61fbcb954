import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkRoutes } from '../../resources/checkRoutes.js';
import { resourceRoutes } from '../../resources/routes.js';
import { dictItemServerResource, dictServerResource } from '../dicts/resources.js';
import { roleServerResource } from '../roles/resource.js';
import { roleRoutes } from '../roles/routes.js';
import { userAdminRoutes } from '../users/adminRoutes.js';
import { userServerResource } from '../users/resource.js';
import type { ServerResource } from '../../resources/definition.js';
import { dataRuleTargetRoutes } from '../sysconfig/dataRuleTargets.js';
import { sysconfigResources } from '../sysconfig/resources.js';
import { jobLogServerResource, jobServerResource } from '../jobs/resources.js';
import { announcementServerResource, messageServerResource, msgTemplateServerResource } from '../notices/resources.js';

/** Every resource served by the generic routes; also the whitelist of the duplicate check. */
export const ADMIN_RESOURCES: readonly ServerResource[] = [
  userServerResource,
  roleServerResource,
  dictServerResource,
  dictItemServerResource,
  ...sysconfigResources(() => ADMIN_RESOURCES),
  announcementServerResource,
  msgTemplateServerResource,
  messageServerResource,
  jobServerResource,
  jobLogServerResource,
];

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** System administration: generic list/form routes of the admin resources and their extras. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  for (const resource of ADMIN_RESOURCES) await app.register(resourceRoutes(resource));
  await app.register(checkRoutes(ADMIN_RESOURCES));
  await app.register(dataRuleTargetRoutes(ADMIN_RESOURCES));
  await app.register(userAdminRoutes);
  await app.register(roleRoutes);
};
