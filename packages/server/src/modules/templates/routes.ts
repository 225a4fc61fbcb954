import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../resources/routes.js';
import { templateServerResource } from './resource.js';
import { templateScheduleSwitchRoutes } from './schedule-switch.js';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * SPEC §7 "Templates": list, add, edit, delete, deleteBatch, exportXls, importExcel through the
 * generic resource routes. Creating orders from templates lives with the orders
 * (createOrderByTemplateId), the interval timer in schedule.ts and its switch in schedule-switch.ts.
 */
export const templateRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(resourceRoutes(templateServerResource));
  await app.register(templateScheduleSwitchRoutes);
};
