import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult, Transorder } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

// The demo site's scheduled templates keep its line busy for as long as it runs: the full
// container goes from machining to assembly and the empty one comes back, round after round.

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const completedFrom = async (srcStationCode: string): Promise<number> => {
  const page = await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', {
    token: admin,
    query: { layoutId: demoIds.layout('LAYOUT02'), srcStationCode, transorderStatus: 'Complete', pageSize: '100' },
  });
  return page.body.result.total;
};

describe('demo traffic', () => {
  it('goes on round after round: each scheduled pick finds the load the other template brought back', async () => {
    for (let minute = 0; minute < 40; minute++) {
      await h.runFleet(60_000, 1_000);
      await h.app.templateSchedule.runDue();
    }
    expect(await completedFrom('MC01')).toBeGreaterThanOrEqual(3);
    expect(await completedFrom('AS01')).toBeGreaterThanOrEqual(3);
  });
});
