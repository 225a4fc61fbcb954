import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleId } from '@agvs/core';
import type { AgvInfoCard } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { cards, createTask, LAYOUT1, order, runUntil } from '../../test-support/fleet.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'card_viewer', roles: ['operator'] });
  token = await h.token('card_viewer', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const FL01 = demoIds.agv('FL01');
const cardOf = async (agvId: string): Promise<AgvInfoCard> => (await cards(h, token)).find((c) => c.agvVo.id === agvId)!;
const cardWithOrder = async (orderId: string): Promise<AgvInfoCard | undefined> => (await cards(h, token)).find((c) => c.transorderVo?.id === orderId);

describe('AGV info card: current stop', () => {
  it('shows the stop the vehicle works towards and its steps, then the next stop, then none', async () => {
    const id = await createTask(h, token, { srcStationCode: 'A01N01', destStationCode: 'A03S05' });
    await runUntil(h, async () => (await cardWithOrder(id)) !== undefined);
    const atSource = (await cardWithOrder(id))!;
    expect(atSource.curTransorderDetail).toMatchObject({ transorderId: id, seq: 1, stationCode: 'A01N01', isSend: 0 });
    expect(atSource.curStationActionStepVoList).toEqual([{ seq: 1, actionStepName: 'pick', isSend: 0, warningInfo: null }]);

    await runUntil(h, async () => (await cardWithOrder(id))?.curTransorderDetail?.stationCode === 'A03S05');
    expect((await cardWithOrder(id))!.curStationActionStepVoList).toEqual([{ seq: 1, actionStepName: 'drop', isSend: 0, warningInfo: null }]);

    await runUntil(h, async () => (await order(h, token, id)).transorderStatus === 'Complete');
    const vehicle = (await order(h, token, id)).agvId!;
    expect(await cardOf(vehicle)).toMatchObject({ transorderVo: null, curTransorderDetail: null, curStationActionStepVoList: [] });
  });
});

describe('AGV info card: errors', () => {
  it('lists the open error with its level, name and solution from the error dictionary, and drops it when cleared', async () => {
    const rt = h.app.fleets.get(1000, LAYOUT1)!;
    await rt.command({ type: 'injectError', vehicle: vehicleId(FL01), code: 'A1001', level: 'Warning', category: 'AgvError' });
    const card = await cardOf(FL01);
    expect(card.runStatus).toBe('STOP');
    expect(card.agvErrorInfoVoList).toHaveLength(1);
    expect(card.agvErrorInfoVoList[0]).toMatchObject({ agvName: 'FL01', errorCode: 'A1001', errorLevel: 'Warning', category: 'AgvError', errorName: 'Obstacle ahead (slow zone)' });
    expect(card.agvErrorInfoVoList[0]!.solution).toBeTruthy();
    expect(card.agvErrorInfoVoList[0]!.createTime).toBeGreaterThan(0);

    await rt.command({ type: 'clearError', vehicle: vehicleId(FL01) });
    expect((await cardOf(FL01)).agvErrorInfoVoList).toEqual([]);
  });
});
