import { JobCalls } from '@agvs/contract';
import { callApi } from '../../../api/call';

/** Start (resume), pause and run once of a scheduled job. */
export const jobApi = {
  resume: (id: string) => callApi(JobCalls.resume, { body: { id } }),
  pause: (id: string) => callApi(JobCalls.pause, { body: { id } }),
  execute: (id: string) => callApi(JobCalls.execute, { body: { id } }),
};
