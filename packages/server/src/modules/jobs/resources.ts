import { JOB_STATUS, jobLogResource, jobResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { isValidCron } from './cron.js';
import { renderJobMessage } from './jobMessage.js';
import { isJobClass } from './registry.js';

/**
 * Scheduled jobs of the caller's tenant: only classes of the registry, valid cron expressions.
 * A new job starts running; every committed change re-syncs the scheduler.
 */
export const jobServerResource: ServerResource = {
  manifest: jobResource,
  table: 'jobs',
  columns: {
    jobClassName: 'job_class_name',
    cronExpression: 'cron_expression',
    parameter: 'parameter',
    description: 'description',
    status: 'status',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: (values, _body, ctx) => {
    const next: Row = { ...values };
    if (next['job_class_name'] !== undefined && !isJobClass(next['job_class_name'])) throw businessError('jobs.unknownClass');
    if (next['cron_expression'] !== undefined && !isValidCron(String(next['cron_expression']))) throw businessError('jobs.badCron');
    if (ctx.mode === 'add') next['status'] = JOB_STATUS.running;
    return next;
  },
  changed: (app, ids) => app.jobScheduler.sync(ids),
};

/** Runs of the tenant's jobs, newest first; written by the scheduler only, messages shown in the reader's language. */
export const jobLogServerResource: ServerResource = {
  manifest: jobLogResource,
  table: 'job_logs',
  columns: {
    jobId: 'job_id',
    jobClassName: 'job_class_name',
    startTime: 'start_time',
    endTime: 'end_time',
    result: 'result',
    message: 'message',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  decorate: async (_db, _tenantId, rows, t) =>
    rows.map((row) => (typeof row['message'] === 'string' ? { ...row, message: renderJobMessage(row['message'], t) } : row)),
};
