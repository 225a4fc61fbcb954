import { TemplateSchedule, TemplateScheduleBody } from '../api/templates.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * SPEC §7 "Templates": list, add, edit, delete, deleteBatch, exportXls and importExcel come from
 * the template resource manifest (`resourceCalls`); these are the calls AGVS adds, not in the SPEC.
 */
export const TemplateCalls = defineCalls('templates', {
  /** GET /agvserver/transorderTemplate/schedule → {paused, templates: id, templateCode, templateName, taskCreateInterval (s)}. */
  getSchedule: {
    method: 'GET',
    path: '/agvserver/transorderTemplate/schedule',
    summary: "The tenant's scheduled templates and whether they are paused",
    access: { perm: Perm.monitorTaskAdd },
    response: TemplateSchedule,
  },
  /** PUT /agvserver/transorderTemplate/schedule {paused} → the schedule as GET answers it. */
  setSchedule: {
    method: 'PUT',
    path: '/agvserver/transorderTemplate/schedule',
    summary: "Pause or resume all of the tenant's scheduled templates",
    access: { perm: Perm.templateEdit },
    body: TemplateScheduleBody,
    response: TemplateSchedule,
  },
});
