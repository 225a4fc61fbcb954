/** Status of a scheduled job: '0' running (scheduled), '-1' paused. */
export const JOB_STATUS = { running: '0', paused: '-1' } as const;

/** Result of one run in the job log ('running' while it has not ended). */
export const JOB_RESULTS = ['running', 'ok', 'error'] as const;
