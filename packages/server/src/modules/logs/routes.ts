import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOG_LEVELS, LogLevelBody, Perm, type LogLevel, type LogLevelInfo } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { resourceRoutes } from '../../resources/routes.js';
import { LOG_RESOURCES } from './resources.js';

/**
 * The four log lists (generic read-only routes) and the server's log level. The level is the
 * process-wide pino level: every request logger made after the change follows it. The change
 * itself is a PUT, so the operation log records who made it.
 */
export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of LOG_RESOURCES) await app.register(resourceRoutes(resource));

  const tags = ['log level'];
  // The root logger: fastify hands each plugin a reference to it, and request loggers are its children.
  const current = (): LogLevelInfo => ({ level: app.log.level as LogLevel, levels: LOG_LEVELS });

  app.get('/sys/log/level', { schema: { tags, summary: "The server's current log level" }, config: { perm: Perm.logLevel } }, async () => ok(current()));

  app.put('/sys/log/level', { schema: { tags, summary: 'Change the log level at run time', body: LogLevelBody }, config: { perm: Perm.logLevel } }, async (request) => {
    app.log.level = request.body.level;
    return ok(current(), request.t('logs.levelChanged', { level: request.body.level }));
  });
};
