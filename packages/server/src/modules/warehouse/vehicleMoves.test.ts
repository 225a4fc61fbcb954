import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedContainer } from '@agvs/contract';
import { startAsAdmin } from '../../test-support/callers.js';
import { createTask, LAYOUT1, order, runUntil } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';
import { WmsKit } from '../../test-support/wms.js';

/*
 * Moves by vehicle (docs/warehouse.md): a simulated vehicle of the demo fleet carries a container
 * between two stations, and the completed order books the move in the warehouse by itself.
 */

let h: Harness;
let admin: string;
let kit: WmsKit;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ h, admin } = await startAsAdmin());
  kit = new WmsKit(h, admin);
  ids.wh = await kit.warehouse('WH-LINE', LAYOUT1, { warehouseType: 'lineSide' });
  ids.src = await kit.location('SUPERMARKET', ids.wh, 'A04N01');
  ids.dst = await kit.location('LINE-3', ids.wh, 'A04N02');
  ids.srcBin = await kit.bin('SM-01', ids.src, 1);
  ids.dstFull = await kit.bin('L3-00', ids.dst, 1);
  ids.dstBin = await kit.bin('L3-01', ids.dst, 1);
  ids.box = await kit.container('KLT-7');
  ids.blocker = await kit.container('KLT-8');
  ids.lot = await kit.lot('LOT-77', 'P-777');
  const booked = await kit.book('inbound', { containerId: ids.box, binId: ids.srcBin, lotId: ids.lot, quantity: 24 });
  expect(booked.body.success, booked.body.message).toBe(true);
  // The first bin at the line is taken: the move goes to the next one with room.
  expect((await kit.book('transfer', { containerId: ids.blocker, toBinId: ids.dstFull })).body.success).toBe(true);
});
afterAll(async () => h?.close());

/** The container as the container page shows it. */
async function box(): Promise<Record<string, unknown>> {
  return (await kit.list('container', { containerCode: 'KLT-7' }))[0]!;
}

/** Runs the fleet until the order completed and its move was booked (the booking follows the fleet, it does not hold it up). */
async function complete(source: string, destination: string): Promise<string> {
  const id = await createTask(h, admin, { srcStationCode: source, destStationCode: destination });
  await runUntil(h, async () => (await order(h, admin, id)).transorderStatus === 'Complete', 600_000, 500, 5_000);
  const code = (await order(h, admin, id)).transorderCode;
  await runUntil(h, async () => (await kit.transactions({ reference: code })).length > 0, 30_000, 500, 500);
  return code;
}

describe('moves by vehicle', () => {
  it("books the container a completed order carried into a bin at the destination's location", async () => {
    const code = await complete('A04N01', 'A04N02');
    expect(await box()).toMatchObject({ binCode: 'L3-01', locationCode: 'LINE-3', containerState: 'full' });
    const rows = await kit.transactions({ reference: code });
    expect(rows).toEqual([
      expect.objectContaining({
        txType: 'moveByVehicle',
        containerCode: 'KLT-7',
        partNo: 'P-777',
        lotNo: 'LOT-77',
        quantity: 24,
        fromBinCode: 'SM-01',
        fromStationCode: 'A04N01',
        toLocationCode: 'LINE-3',
        toBinCode: 'L3-01',
        toStationCode: 'A04N02',
        userName: 'fleet',
      }),
    ]);
    // Stock by location follows the container with its contents.
    expect(await kit.stock({ partNo: 'P-777' })).toEqual([expect.objectContaining({ locationCode: 'LINE-3', binCode: 'L3-01', quantity: 24 })]);
  });

  it('leaves the container at the destination station when no location is there, and books nothing for an order that carried none', async () => {
    const code = await complete('A04N02', 'A04N05');
    expect(await box()).toMatchObject({ binId: null, stationCode: 'A04N05' });
    expect(await kit.transactions({ reference: code })).toEqual([expect.objectContaining({ txType: 'moveByVehicle', fromBinCode: 'L3-01', toBinCode: null, toStationCode: 'A04N05' })]);
    // Off any bin the container is in no warehouse's stock; a store-keeper books it into a bin again.
    expect(await kit.stock({ partNo: 'P-777' })).toEqual([]);
    const back = await kit.book('transfer', { containerId: ids.box, toBinId: ids.srcBin });
    expect((back.body.result as BookedContainer).binCode).toBe('SM-01');
    const journal = (await kit.transactions()).length;
    const id = await createTask(h, admin, { srcStationCode: 'A04N06', destStationCode: 'A04N07' });
    await runUntil(h, async () => (await order(h, admin, id)).transorderStatus === 'Complete', 600_000, 500, 5_000);
    await h.runFleet(2_000);
    expect((await kit.transactions()).length).toBe(journal);
  });
});
