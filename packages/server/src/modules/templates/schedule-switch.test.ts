import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, TemplateSchedule, Transorder } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

// The dashboard's switch for the demo site's traffic: the scheduled templates it lists stop
// creating orders while paused and start again when switched back on.

const PATH = '/agvserver/transorderTemplate/schedule';
let h: Harness;
let admin: string;
let operator: string;
let nobody: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'sched_operator', roles: ['operator'] });
  await h.createUser({ username: 'sched_nobody', roles: [] });
  [admin, operator, nobody] = await Promise.all([
    h.token('admin', ADMIN_PASSWORD),
    h.token('sched_operator', ADMIN_PASSWORD),
    h.token('sched_nobody', ADMIN_PASSWORD),
  ]);
});
afterAll(async () => h?.close());

const schedule = async (token = admin) => (await h.call<TemplateSchedule>('GET', PATH, { token })).body.result;
const orderCount = async () =>
  (await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', { token: admin, query: { transorderStatus: '', pageSize: '1' } })).body.result.total;
/** A quarter of an hour later: every demo template is due. */
const dueRound = async () => {
  h.advance(15 * 60_000);
  return h.app.templateSchedule.runDue();
};

describe('the scheduled-template switch', () => {
  it("lists the demo site's scheduled templates with their intervals, running", async () => {
    const s = await schedule();
    expect(s.paused).toBe(false);
    const byName = Object.fromEntries(s.templates.map((t) => [t.templateName, t.taskCreateInterval]));
    expect(byName).toEqual({ Machining1ToAssembly1: 300, Assembly1ToMachining1: 300, Dock3ToDock4: 600, Dock4ToDock3: 600 });
    // An operator reads it (the template list's permission) to see where the traffic comes from.
    expect((await schedule(operator)).templates).toHaveLength(4);
  });

  it('pausing stops the scheduled orders and switching on starts them again', async () => {
    const paused = await h.call<TemplateSchedule>('PUT', PATH, { token: admin, body: { paused: true }, lang: 'en_GB' });
    expect(paused.status).toBe(200);
    expect(paused.body.message).toMatch(/paused/);
    expect(paused.body.result.paused).toBe(true);
    expect((await schedule()).paused).toBe(true);

    const before = await orderCount();
    expect(await dueRound()).toBe(0);
    expect(await orderCount()).toBe(before);

    await h.call('PUT', PATH, { token: admin, body: { paused: false } });
    expect(await dueRound()).toBeGreaterThan(0);
    expect(await orderCount()).toBeGreaterThan(before);
    // The intervals were kept through the pause.
    expect((await schedule()).templates.map((t) => t.taskCreateInterval).sort()).toEqual([300, 300, 600, 600]);
  });

  it('is turned only with the template edit permission, and refuses a body that is not a yes or no', async () => {
    expect((await h.call('PUT', PATH, { token: operator, body: { paused: true } })).status).toBe(403);
    expect((await h.call('GET', PATH, { token: nobody })).status).toBe(403);
    expect((await schedule()).paused).toBe(false);
    const bad = await h.call('PUT', PATH, { token: admin, body: { paused: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/paused/);
  });
});
