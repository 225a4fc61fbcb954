import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../resources/routes.js';
import { agvTaskServerResource } from './tasks.js';

/** The task page's generic calls: /agvserver/task/list, queryById, exportXls (read-only). */
export const agvTaskRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resourceRoutes(agvTaskServerResource));
};
