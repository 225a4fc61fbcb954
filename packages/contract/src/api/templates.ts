import { z } from 'zod';
import { Perm } from '../permissions.js';
import type { ResourceManifest } from '../resources/types.js';

/*
 * Transport-order templates (SPEC §3 "Transport-order template", §5 "Template form", §7
 * "Templates"), served by the generic resource routes under /agvserver/transorderTemplate.
 * srcLayoutId and destLayoutId travel as the cascader's 'mapId,layoutId'.
 */

/** Least and most of the template's numbers (SPEC §5: cycleTimes a 3-digit integer, interval a long). */
export const TEMPLATE_LIMITS = {
  cycleTimes: { min: 1, max: 999 },
  taskChainRow: { min: 1, max: 999_999 },
  /** seconds; 0 or empty: no schedule. */
  taskCreateInterval: { min: 0, max: 31_536_000 },
} as const;

export const templateResource: ResourceManifest = {
  key: 'agv_transorder_template',
  basePath: '/agvserver/transorderTemplate',
  // taskChainRow orders the templates of a chain, so the list shows the chain in order.
  defaultSort: { field: 'taskChainRow', order: 'asc' },
  perms: {
    list: Perm.monitorTaskAdd,
    add: Perm.templateAdd,
    edit: Perm.templateEdit,
    delete: Perm.templateDelete,
    export: Perm.monitorTaskAdd,
    import: Perm.templateAdd,
  },
  fields: [
    { name: 'templateCode', type: 'text', label: 'orders:template.templateCode', pattern: 'code', required: true, filterable: true, sortable: true },
    { name: 'templateName', type: 'text', label: 'orders:template.templateName', pattern: 'name', required: true, filterable: true, sortable: true },
    { name: 'taskChainRow', type: 'int', label: 'orders:template.taskChainRow', required: true, sortable: true },
    { name: 'taskType', type: 'dict', label: 'orders:template.taskType', dict: 'taskType', required: true, maxLength: 30, filterable: true },
    { name: 'cycleTimes', type: 'int', label: 'orders:template.cycleTimes', required: true },
    { name: 'srcLayoutId', type: 'dict', label: 'orders:template.srcLayoutId', dict: 'map_layout', required: true, maxLength: 130, hideInTable: true },
    { name: 'srcLayoutName', type: 'text', label: 'orders:template.srcLayoutName', readonly: true },
    { name: 'srcStationCode', type: 'text', label: 'orders:template.srcStationCode', required: true, maxLength: 64, filterable: true, sortable: true },
    { name: 'srcStationName', type: 'text', label: 'orders:template.srcStationName', readonly: true },
    { name: 'srcEquipmentId', type: 'text', label: 'orders:template.srcEquipmentId', maxLength: 64, hideInTable: true },
    { name: 'srcEquipmentName', type: 'text', label: 'orders:template.srcEquipmentName', readonly: true },
    { name: 'destLayoutId', type: 'dict', label: 'orders:template.destLayoutId', dict: 'map_layout', maxLength: 130, hideInTable: true },
    { name: 'destLayoutName', type: 'text', label: 'orders:template.destLayoutName', readonly: true },
    { name: 'destStationCode', type: 'text', label: 'orders:template.destStationCode', maxLength: 64, filterable: true, sortable: true },
    { name: 'destStationName', type: 'text', label: 'orders:template.destStationName', readonly: true },
    { name: 'destEquipmentId', type: 'text', label: 'orders:template.destEquipmentId', maxLength: 64, hideInTable: true },
    { name: 'destZoneId', type: 'text', label: 'orders:template.destZoneId', maxLength: 64, hideInTable: true },
    { name: 'groupId', type: 'text', label: 'orders:template.groupId', maxLength: 64, hideInTable: true },
    { name: 'groupName', type: 'text', label: 'orders:template.groupName', readonly: true },
    { name: 'modelId', type: 'text', label: 'orders:template.modelId', maxLength: 64, hideInTable: true },
    { name: 'agvId', type: 'text', label: 'orders:template.agvId', maxLength: 64, hideInTable: true },
    { name: 'agvCode', type: 'text', label: 'orders:template.agvCode', readonly: true },
    { name: 'stationContainerTrans', type: 'dict', label: 'orders:template.stationContainerTrans', dict: 'stationContainerTrans', maxLength: 64 },
    { name: 'taskCreateInterval', type: 'int', label: 'orders:template.taskCreateInterval' },
    { name: 'taskCreateTime', type: 'datetime', label: 'orders:template.taskCreateTime', readonly: true, sortable: true },
    { name: 'externalInfo', type: 'text', label: 'orders:template.externalInfo', maxLength: 2000, hideInTable: true },
  ],
};

/** A row of GET /agvserver/transorderTemplate/list (SPEC §3: the template plus the names the list shows). */
export const TransorderTemplate = z.object({
  id: z.string(),
  templateCode: z.string(),
  templateName: z.string(),
  taskChainRow: z.number(),
  taskType: z.string(),
  cycleTimes: z.number(),
  /** 'mapId,layoutId' */
  srcLayoutId: z.string(),
  srcLayoutName: z.string().nullable(),
  srcStationCode: z.string(),
  srcStationName: z.string().nullable(),
  srcEquipmentId: z.string().nullable(),
  srcEquipmentName: z.string().nullable(),
  /** 'mapId,layoutId' */
  destLayoutId: z.string().nullable(),
  destLayoutName: z.string().nullable(),
  destStationCode: z.string().nullable(),
  destStationName: z.string().nullable(),
  destEquipmentId: z.string().nullable(),
  destZoneId: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  modelId: z.string().nullable(),
  agvId: z.string().nullable(),
  agvCode: z.string().nullable(),
  stationContainerTrans: z.string().nullable(),
  /** seconds; > 0 creates the template's orders every interval. */
  taskCreateInterval: z.number().nullable(),
  /** When orders were last created from the template, ms since epoch. */
  taskCreateTime: z.number().nullable(),
  externalInfo: z.string().nullable(),
});
export type TransorderTemplate = z.output<typeof TransorderTemplate>;

/**
 * GET/PUT /agvserver/transorderTemplate/schedule: the tenant's scheduled templates (interval > 0,
 * e.g. the demo site's traffic) and the console's switch that pauses them all. Pausing keeps the
 * intervals; orders already created go on.
 */
export const TemplateScheduleBody = z.object({ paused: z.boolean() });

export const TemplateSchedule = z.object({
  /** Every scheduled template of the tenant is paused. */
  paused: z.boolean(),
  /** The templates with an interval, in chain order. */
  templates: z.array(
    z.object({
      id: z.string(),
      templateCode: z.string(),
      templateName: z.string(),
      /** seconds */
      taskCreateInterval: z.number().int().positive(),
    }),
  ),
});
export type TemplateSchedule = z.output<typeof TemplateSchedule>;
