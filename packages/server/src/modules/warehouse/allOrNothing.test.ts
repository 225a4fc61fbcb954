import type { InsertQueryNode, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTask, LAYOUT1, order, runUntil } from '../../test-support/fleet.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { WmsKit } from '../../test-support/wms.js';

/**
 * The journal refuses its rows while `on` (a full disk under one table): what a booking wrote
 * before its journal row must go back, and the fleet must go on without its warehouse booking.
 */
class JournalFault implements KyselyPlugin {
  on = false;
  /** Journal rows refused so far. */
  refused = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (this.on && node.kind === 'InsertQueryNode' && (node as InsertQueryNode).into?.table.identifier.name === 'wms_transactions') {
      this.refused++;
      throw Object.assign(new Error('journal refused'), { code: process.env['DATABASE_URL'] ? '53100' : 'SQLITE_FULL' });
    }
    return node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

const fault = new JournalFault();
let h: Harness;
let admin: string;
let kit: WmsKit;
const ids: Record<string, string> = {};

beforeAll(async () => {
  h = await startHarness({}, { dbPlugins: [fault] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  kit = new WmsKit(h, admin);
  ids.wh = await kit.warehouse('WH-1', LAYOUT1);
  ids.src = await kit.location('SRC', ids.wh, 'A05N01');
  ids.dst = await kit.location('DST', ids.wh, 'A05N02');
  ids.srcBin = await kit.bin('S-1', ids.src, 1);
  ids.dstBin = await kit.bin('D-1', ids.dst, 1);
  ids.box = await kit.container('BOX-1');
  ids.lot = await kit.lot('LOT-A', 'P-A');
});
afterAll(async () => h?.close());

const box = async () => (await kit.list('container', { containerCode: 'BOX-1' }))[0]!;

describe('all or nothing', () => {
  it('a booking whose journal row fails leaves the container and the stock as they were', async () => {
    fault.on = true;
    const res = await kit.book('inbound', { containerId: ids.box, binId: ids.srcBin, lotId: ids.lot, quantity: 10 });
    fault.on = false;
    expect(res.body.success).toBe(false);
    expect(await box()).toMatchObject({ binId: null, containerState: 'empty' });
    expect(await kit.stock()).toEqual([]);
    expect(await kit.list('binDetail')).toEqual([]);
    expect((await kit.book('inbound', { containerId: ids.box, binId: ids.srcBin, lotId: ids.lot, quantity: 10 })).body.success).toBe(true);
    expect(await kit.stock()).toEqual([expect.objectContaining({ binCode: 'S-1', quantity: 10 })]);
  });

  it('a move by vehicle that cannot be booked is logged and the fleet goes on', async () => {
    const journal = (await kit.transactions()).length;
    const refusedBefore = fault.refused;
    fault.on = true;
    const first = await createTask(h, admin, { srcStationCode: 'A05N01', destStationCode: 'A05N02' });
    await runUntil(h, async () => (await order(h, admin, first)).transorderStatus === 'Complete', 600_000, 500, 5_000);
    // The booking follows the fleet outside its queue: wait until it has tried and been refused.
    await runUntil(h, async () => fault.refused > refusedBefore, 30_000, 200, 200);
    await h.runFleet(1_000);
    fault.on = false;
    // Not booked: the container is still where the journal last put it, nothing half-moved.
    expect(await box()).toMatchObject({ binCode: 'S-1' });
    expect((await kit.transactions()).length).toBe(journal);
    // The fleet kept working: the next order completes.
    const second = await createTask(h, admin, { srcStationCode: 'A05N03', destStationCode: 'A05N04' });
    await runUntil(h, async () => (await order(h, admin, second)).transorderStatus === 'Complete', 600_000, 500, 5_000);
  });
});
