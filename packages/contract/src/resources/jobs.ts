import { Perm } from '../permissions.js';
import type { ResourceManifest } from './types.js';

/**
 * Scheduled jobs of the caller's tenant. jobClassName names an entry of the server's job registry
 * (never code), status changes only through start (resume) and pause.
 */
export const jobResource: ResourceManifest = {
  key: 'sys_quartz_job',
  basePath: '/sys/quartzJob',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.jobList, add: Perm.jobAdd, edit: Perm.jobEdit, delete: Perm.jobDelete, export: Perm.jobList },
  fields: [
    { name: 'jobClassName', type: 'dict', label: 'jobs:field.jobClassName', dict: 'job_class', required: true, filterable: true, sortable: true },
    { name: 'cronExpression', type: 'text', label: 'jobs:field.cronExpression', required: true, maxLength: 100 },
    { name: 'parameter', type: 'text', label: 'jobs:field.parameter', maxLength: 500 },
    { name: 'description', type: 'text', label: 'jobs:field.description', maxLength: 500, filterable: true },
    { name: 'status', type: 'dict', label: 'jobs:field.status', dict: 'job_status', readonly: true, filterable: true },
    { name: 'createTime', type: 'datetime', label: 'jobs:field.createTime', sortable: true, readonly: true },
  ],
};

/** One run of a job: when it started and ended, whether it succeeded and its message. */
export const jobLogResource: ResourceManifest = {
  key: 'sys_quartz_job_log',
  basePath: '/sys/quartzJobLog',
  defaultSort: { field: 'startTime', order: 'desc' },
  perms: { list: Perm.jobList },
  fields: [
    { name: 'jobId', type: 'text', label: 'jobs:field.jobId', readonly: true, filterable: true, match: 'exact', hideInTable: true },
    { name: 'jobClassName', type: 'dict', label: 'jobs:field.jobClassName', dict: 'job_class', readonly: true },
    { name: 'startTime', type: 'datetime', label: 'jobs:log.startTime', readonly: true, sortable: true },
    { name: 'endTime', type: 'datetime', label: 'jobs:log.endTime', readonly: true },
    { name: 'result', type: 'dict', label: 'jobs:log.result', dict: 'job_result', readonly: true, filterable: true },
    { name: 'message', type: 'text', label: 'jobs:log.message', readonly: true },
  ],
};
