import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let operator: string;
let outsider: string;

beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'j_operator', roles: ['operator'] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: 'j_outsider', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  [operator, outsider] = await Promise.all(['j_operator', 'j_outsider'].map((u) => h.token(u, ADMIN_PASSWORD)));
});
afterAll(async () => h?.close());

interface JobLog {
  jobId: string;
  result: string;
  message: string;
  startTime: number;
  endTime: number;
}
const addJob = (body: Record<string, string>, token = admin) =>
  h.call<{ id: string }>('POST', '/sys/quartzJob/add', { token, lang: 'en-GB', body: { cronExpression: '0 3 * * *', ...body } });
const logsOf = async (jobId: string, token = admin, lang = 'en-GB') =>
  (await h.call<PageResult<JobLog>>('GET', '/sys/quartzJobLog/list', { token, lang, query: { jobId } })).body.result.records;

describe('scheduled jobs', () => {
  it('refuses unknown job classes and bad cron expressions, adding nothing', async () => {
    expect((await addJob({ jobClassName: 'java.lang.Runtime' })).body).toMatchObject({ success: false, message: 'Unknown job class' });
    expect((await addJob({ jobClassName: 'demo.sampleJob', cronExpression: '61 * * * *' })).body).toMatchObject({
      success: false,
      message: 'The cron expression is not valid',
    });
    expect((await addJob({ jobClassName: 'demo.sampleJob', cronExpression: '' })).status).toBe(400);
    expect((await h.call<PageResult<unknown>>('GET', '/sys/quartzJob/list', { token: admin })).body.result.total).toBe(0);
  });

  it('schedules a new job, pauses and resumes it, and keeps it running across a restart', async () => {
    const { body } = await addJob({ jobClassName: 'demo.sampleJob', parameter: 'night', description: 'Nightly sample' });
    const id = body.result.id;
    expect(h.app.jobScheduler.isScheduled(id)).toBe(true);
    expect((await h.call('PUT', '/sys/quartzJob/pause', { token: admin, lang: 'en-GB', body: { id } })).body).toMatchObject({ message: 'Job paused' });
    expect(h.app.jobScheduler.isScheduled(id)).toBe(false);
    const listed = await h.call<PageResult<{ id: string; status: string }>>('GET', '/sys/quartzJob/list', { token: admin });
    expect(listed.body.result.records.find((r) => r.id === id)?.status).toBe('-1');
    await h.call('PUT', '/sys/quartzJob/resume', { token: admin, body: { id } });
    expect(h.app.jobScheduler.isScheduled(id)).toBe(true);

    // A bad cron on edit is refused and the running schedule stays.
    const edit = await h.call('PUT', '/sys/quartzJob/edit', { token: admin, lang: 'en-GB', body: { id, jobClassName: 'demo.sampleJob', cronExpression: 'soon' } });
    expect(edit.body).toMatchObject({ success: false, message: 'The cron expression is not valid' });

    await h.restart();
    await h.app.ready();
    expect(h.app.jobScheduler.isScheduled(id)).toBe(true);
    await h.call('DELETE', '/sys/quartzJob/delete', { token: admin, query: { id } });
    expect(h.app.jobScheduler.isScheduled(id)).toBe(false);
  });

  it('runs a job once and writes its log, ok or error', async () => {
    const sample = (await addJob({ jobClassName: 'demo.sampleJob', parameter: 'hello' })).body.result.id;
    const ran = await h.call<{ result: string; message: string }>('POST', '/sys/quartzJob/execute', { token: admin, lang: 'en-GB', body: { id: sample } });
    expect(ran.body).toMatchObject({ success: true, message: 'Ran: Parameter: hello', result: { result: 'ok', message: 'Parameter: hello' } });
    const [log] = await logsOf(sample);
    expect(log).toMatchObject({ jobId: sample, result: 'ok', message: 'Parameter: hello' });
    expect((await logsOf(sample, admin, 'ko-KR'))[0]?.message).toBe('매개변수: hello');
    expect(log!.endTime).toBeGreaterThanOrEqual(log!.startTime);

    const stats = (await addJob({ jobClassName: 'fleet.statsSnapshot' })).body.result.id;
    await h.call('POST', '/sys/quartzJob/execute', { token: admin, body: { id: stats } });
    expect((await logsOf(stats))[0]?.message).toMatch(/^Vehicles: \d+, connected: \d+/);
    expect((await logsOf(stats, admin, 'zh-CN'))[0]?.message).toMatch(/^车辆 \d+ 台，在线 \d+ 台/);

    const broken = (await addJob({ jobClassName: 'fleet.statsSnapshot', parameter: 'no-such-layout' })).body.result.id;
    const failed = await h.call('POST', '/sys/quartzJob/execute', { token: admin, lang: 'en-GB', body: { id: broken } });
    expect(failed.body).toMatchObject({ success: true, message: 'Run failed: Layout no-such-layout not found', result: { result: 'error' } });
    expect((await logsOf(broken))[0]).toMatchObject({ result: 'error', message: 'Layout no-such-layout not found' });
    expect((await logsOf(broken, admin, 'zh-TW'))[0]?.message).toBe('找不到佈局 no-such-layout');
  });

  it('keeps jobs and logs to their tenant and needs the job codes', async () => {
    const id = (await addJob({ jobClassName: 'demo.sampleJob' })).body.result.id;
    await h.call('POST', '/sys/quartzJob/execute', { token: admin, body: { id } });
    expect((await h.call('POST', '/sys/quartzJob/execute', { token: outsider, lang: 'en-GB', body: { id } })).body).toMatchObject({
      success: false,
      message: 'The record does not exist',
    });
    expect((await h.call('PUT', '/sys/quartzJob/pause', { token: outsider, body: { id } })).body.success).toBe(false);
    expect(h.app.jobScheduler.isScheduled(id)).toBe(true);
    expect(await logsOf(id, outsider)).toEqual([]);
    expect((await h.call('POST', '/sys/quartzJob/execute', { token: operator, body: { id } })).status).toBe(403);
    expect((await h.call('GET', '/sys/quartzJobLog/list', { token: operator })).status).toBe(403);
    expect((await addJob({ jobClassName: 'demo.sampleJob' }, operator)).status).toBe(403);
  });
});
