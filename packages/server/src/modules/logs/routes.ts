import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOG_LEVELS, LogCalls, type LogLevel, type LogLevelInfo } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { resourceRoutes } from '../../resources/routes.js';
import { LOG_RESOURCES } from './resources.js';

/**
 * The four log lists (generic read-only routes) and the server's log level. The level is the
 * process-wide pino level: every request logger made after the change follows it. The change
 * itself is a PUT, so the operation log records who made it.
 */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of LOG_RESOURCES) await app.register(resourceRoutes(resource));

  // The root logger: fastify hands each plugin a reference to it, and request loggers are its children.
  const current = (): LogLevelInfo => ({ level: app.log.level as LogLevel, levels: [...LOG_LEVELS] });

  route(app, LogCalls.getLevel, async () => ok(current()));

  route(app, LogCalls.setLevel, async (request) => {
    app.log.level = request.body.level;
    return ok(current(), request.t('logs.levelChanged', { level: request.body.level }));
  });
};
