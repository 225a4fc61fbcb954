import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../resources/routes.js';
import { equipmentServerResource } from './equipment.js';
import { layoutLinkStationServerResource } from './layoutLinkStations.js';
import { layoutServerResource } from './layouts.js';
import { mapServerResource } from './maps.js';
import { segmentServerResource } from './segments.js';
import { stationServerResource } from './stations.js';
import { zoneRelationshipServerResource } from './zoneRelationships.js';
import { zoneServerResource } from './zones.js';
import { zoneStationServerResource } from './zoneStations.js';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The site pages of SPEC §2 on the generic resource routes (list, queryById, add, edit, delete,
 * deleteBatch, exportXls, importExcel). They write the site tables only: the running fleet takes
 * a layout's changes when it is published, never from here.
 */
export const agvSiteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  for (const resource of [
    mapServerResource,
    layoutServerResource,
    stationServerResource(app),
    segmentServerResource(app),
    zoneServerResource,
    zoneStationServerResource,
    zoneRelationshipServerResource,
    equipmentServerResource,
    layoutLinkStationServerResource,
  ]) {
    await app.register(resourceRoutes(resource));
  }
};
