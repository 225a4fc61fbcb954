import { z } from 'zod';

/** Status of a scheduled job: '0' running (scheduled), '-1' paused. */
export const JOB_STATUS = { running: '0', paused: '-1' } as const;

/** Result of one run in the job log ('running' while it has not ended). */
export const JOB_RESULTS = ['running', 'ok', 'error'] as const;

/** POST /sys/quartzJob/execute: how the run ended and its message in the caller's language. */
export const JobExecuteResult = z.object({
  /** 'ok' or 'error' (a run answered here has ended). */
  result: z.enum(['ok', 'error']),
  message: z.string(),
});
export type JobExecuteResult = z.output<typeof JobExecuteResult>;
