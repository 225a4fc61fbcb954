import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resourceRoutes } from '../../resources/routes.js';
import { AGV_RECORD_SERVER_RESOURCES } from './resources.js';
import { followTaskLocks } from './taskLockSync.js';
import { startIdleCharging } from './idleChargingSync.js';
import { followModules } from './moduleStatus.js';
import type { Scheduler } from '../../runtime/registry.js';

/** An Excel sheet of records is small; the same limit as the system pages' imports. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The AGV record pages' generic routes (/agvserver/{entity}/...), with Excel import, and the
 * followers that hand task locks and open idle-charging windows to the running fleets.
 */
export const agvRecordRoutes: FastifyPluginAsyncZod<{ readonly scheduler: Scheduler | null }> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  for (const resource of AGV_RECORD_SERVER_RESOURCES) await app.register(resourceRoutes(resource));
  followTaskLocks(app);
  startIdleCharging(app, options.scheduler);
  await followModules(app, options.scheduler);
};
