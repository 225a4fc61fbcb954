import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrders, PageResult, Transorder } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { startAsAdmin } from '../../test-support/callers.js';
import { LAYOUT1, setLoad, taskForm } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  ({ h, admin } = await startAsAdmin());
});
afterAll(async () => h?.close());

/** Orders stored for the layout, and orders the layout's fleet holds in memory. */
async function orderCounts(): Promise<{ stored: number; inFleet: number }> {
  const { body } = await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', { token: admin, query: { layoutId: LAYOUT1 } });
  return { stored: body.result.total, inFleet: h.app.fleets.get(1000, LAYOUT1)!.fleet.orders.length };
}

describe('a request that creates several orders creates all of them or none', () => {
  it('refuses a task naming an unknown vehicle group or equipment before its first cycle, in the caller’s language', async () => {
    const route = { srcStationCode: 'A04N01', destStationCode: 'A05S01' };
    await setLoad(h, route.srcStationCode);
    const before = await orderCounts();
    const group = await h.call<CreatedOrders>('POST', '/agvserver/task/createTask', {
      token: admin,
      lang: 'en-GB',
      body: taskForm({ ...route, cycleTimes: 3, groupId: 'no-such-group' }),
    });
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({ success: false, message: 'Vehicle group no-such-group does not exist' });
    const equipment = await h.call('POST', '/agvserver/task/createTask', { token: admin, lang: 'zh-CN', body: taskForm({ ...route, cycleTimes: 2, srcEquipmentId: 'no-such-eq' }) });
    expect(equipment.body).toMatchObject({ success: false, message: '设备 no-such-eq 不存在' });
    expect(await orderCounts()).toEqual(before);

    const created = await h.call<CreatedOrders>('POST', '/agvserver/task/createTask', { token: admin, body: taskForm({ ...route, cycleTimes: 3, groupId: demoIds.group('WH_FORKLIFTS') }) });
    expect(created.body.result.ids).toHaveLength(3);
    expect(await orderCounts()).toEqual({ stored: before.stored + 3, inFleet: before.inFleet + 3 });
  });

  it('creates no order of a template batch when one template no longer fits its layout', async () => {
    const good = demoIds.template('TPL_DK01_A01');
    const stale = demoIds.template('TPL_A03_DK02');
    await setLoad(h, 'DK01');
    await setLoad(h, 'A03S08');
    // The station the second template starts at was taken out of the layout since it was saved.
    await h.app.db.updateTable('order_templates').set({ src_station_code: 'GONE01' }).where('id', '=', stale).execute();
    const before = await orderCounts();
    const batch = await h.call('GET', '/agvserver/transorderTemplate/createOrderByTemplateId', {
      token: admin,
      lang: 'en-GB',
      query: { ids: `${good},${stale}`, taskChainCycleTimes: '2' },
    });
    expect(batch.body).toMatchObject({ success: false, message: 'Station GONE01 is not in the published layout' });
    expect(await orderCounts()).toEqual(before);

    const alone = await h.call<CreatedOrders>('GET', '/agvserver/transorderTemplate/createOrderByTemplateId', { token: admin, query: { ids: good } });
    expect(alone.body.result.ids).toHaveLength(1);
  });
});
