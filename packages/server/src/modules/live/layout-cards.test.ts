import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT1 } from '../../test-support/fleet.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { settle } from '../../test-support/query-count.js';
import { runtimeOf } from '../orders/service.js';
import { layoutCards } from './layout-cards.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('layout cards', () => {
  it('are built once per change, for the socket and the poll alike', async () => {
    const rt = runtimeOf(h.app, 1000, LAYOUT1);
    await settle();
    const first = layoutCards(h.app.db, rt);
    expect(layoutCards(h.app.db, rt)).toBe(first);
    const [card] = await first;
    // Nothing moves: the same cards still.
    await h.runFleet(1_000);
    expect(layoutCards(h.app.db, rt)).toBe(first);
    // A vehicle locked: new cards, which show it.
    const locked = await h.call('POST', '/agvserver/agv/setIsLockByAgvUid', { token: await h.token('admin', ADMIN_PASSWORD), body: { agvUid: card!.agvUid, isLock: 1 } });
    expect(locked.body.success).toBe(true);
    const next = layoutCards(h.app.db, rt);
    expect(next).not.toBe(first);
    expect((await next).find((c) => c.agvUid === card!.agvUid)?.agvVo.isLock).toBe(1);
  });
});
