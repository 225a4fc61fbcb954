import { request } from '../../../api/request';

/** Start (resume), pause and run once of a scheduled job. */
export const jobApi = {
  resume: (id: string) => request<null>('/sys/quartzJob/resume', { method: 'PUT', body: { id } }),
  pause: (id: string) => request<null>('/sys/quartzJob/pause', { method: 'PUT', body: { id } }),
  execute: (id: string) => request<{ result: 'ok' | 'error'; message: string }>('/sys/quartzJob/execute', { method: 'POST', body: { id } }),
};
