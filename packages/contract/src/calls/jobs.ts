import { z } from 'zod';
import { JobExecuteResult } from '../api/jobs.js';
import { IdBody } from '../api/live.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * Scheduled jobs beyond the generic list/form calls (SPEC §3 lists jobs with jobClassName and
 * cronExpression; their calls are not in SPEC §7): start (resume), pause and run once.
 */
export const JobCalls = defineCalls('jobs', {
  /** PUT /sys/quartzJob/resume {id} → null: the job runs on its schedule. */
  resume: { method: 'PUT', path: '/sys/quartzJob/resume', summary: 'Start a job on its schedule', access: { perm: Perm.jobRun }, body: IdBody, response: z.null() },
  /** PUT /sys/quartzJob/pause {id} → null. */
  pause: { method: 'PUT', path: '/sys/quartzJob/pause', summary: 'Pause a job', access: { perm: Perm.jobRun }, body: IdBody, response: z.null() },
  /** POST /sys/quartzJob/execute {id} → {result: ok | error, message}: the run's outcome. */
  execute: { method: 'POST', path: '/sys/quartzJob/execute', summary: 'Run a job once now', access: { perm: Perm.jobRun }, body: IdBody, response: JobExecuteResult },
});
