import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookedContainer, PageResult, StoreView } from '@agvs/contract';
import { startWithCallers } from '../../test-support/callers.js';
import { LAYOUT1 } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';
import { WmsKit } from '../../test-support/wms.js';

let h: Harness;
let admin: string;
let operator: string;
let other: string;
let kit: WmsKit;
const ids: Record<string, string> = {};

/** Where a container is and what it holds, as the container page and the stock call show it. */
async function snapshot() {
  return { containers: await kit.list('container'), stock: await kit.stock(), journal: (await kit.transactions()).length };
}

beforeAll(async () => {
  ({ h, admin, operator, other } = await startWithCallers('wms'));
  kit = new WmsKit(h, admin);
  ids.wh = await kit.warehouse('WH-RAW', LAYOUT1);
  ids.wh2 = await kit.warehouse('WH-FG', LAYOUT1, { warehouseType: 'finished' });
  ids.locA = await kit.location('LOC-A', ids.wh, 'A01N01');
  ids.locB = await kit.location('LOC-B', ids.wh);
  ids.locFg = await kit.location('LOC-FG', ids.wh2);
  ids.binA1 = await kit.bin('A-01', ids.locA, 1);
  ids.binA2 = await kit.bin('A-02', ids.locA, 2);
  ids.binB1 = await kit.bin('B-01', ids.locB, 2, 'PALLET');
  ids.binFg = await kit.bin('FG-01', ids.locFg, 5);
  for (const c of ['C1', 'C2', 'C3', 'C4']) ids[c] = await kit.container(c);
  ids.lot1 = await kit.lot('LOT-1', 'P-100');
  ids.lot2 = await kit.lot('LOT-2', 'P-200');
  ids.lotBlocked = await kit.lot('LOT-X', 'P-100', 'blocked');
});
afterAll(async () => h?.close());

describe('warehouse records', () => {
  it('are behind wms codes and kept to the tenant', async () => {
    expect((await h.call('GET', '/wms/warehouse/list', { token: operator })).status).toBe(403);
    expect((await h.call('POST', '/wms/book/inbound', { token: operator, body: { containerId: ids.C1, binId: ids.binA1, lotId: ids.lot1, quantity: 1 } })).status).toBe(403);
    expect((await h.call('GET', '/wms/stock/list', { token: operator })).status).toBe(403);
    expect(await kit.list('bin', {}, other)).toEqual([]);
    const foreignEdit = await h.call('PUT', '/wms/bin/edit', { token: other, body: { id: ids.binA1, binCode: 'HACK', locationId: ids.locA, capacity: 9, isValid: '1' } });
    expect(foreignEdit.body.success).toBe(false);
    expect((await kit.list<{ binCode: string }>('bin', { binCode: 'A-01' }))[0]).toMatchObject({ binCode: 'A-01', capacity: 1, locationCode: 'LOC-A', warehouseCode: 'WH-RAW' });
    // Another tenant's location cannot be named by this tenant's bin, nor the reverse.
    const otherKit = new WmsKit(h, other);
    const otherWh = await otherKit.warehouse('WH-RAW', null);
    const otherLoc = await otherKit.location('LOC-A', otherWh);
    const crossed = await h.call('POST', '/wms/bin/add', { token: admin, lang: 'en-GB', body: { binCode: 'X-1', locationId: otherLoc, capacity: 1, isValid: '1' } });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toContain('locationId');
  });

  it('refuse bad input naming the field', async () => {
    const add = (entity: string, body: Record<string, unknown>) => h.call('POST', `/wms/${entity}/add`, { token: admin, lang: 'en-GB', body });
    const offLayout = await add('location', { locationCode: 'LOC-X', locationName: 'X', warehouseId: ids.wh, stationCode: 'NOPE99' });
    expect([offLayout.status, offLayout.body.message]).toEqual([400, expect.stringContaining("stationCode is not a station of the warehouse's layout")]);
    const dup = await add('bin', { binCode: 'A-01', locationId: ids.locB, capacity: 1, isValid: '1' });
    expect([dup.status, dup.body.message]).toEqual([400, expect.stringContaining('binCode')]);
    const zero = await add('bin', { binCode: 'Z-1', locationId: ids.locB, capacity: 0, isValid: '1' });
    expect([zero.status, zero.body.message]).toEqual([400, expect.stringContaining('capacity')]);
    const badDate = await add('lotInfo', { lotNo: 'LOT-D', partNo: 'P', quantity: 1, productionDate: '2026-12-01', expiryDate: '2026-11-01', qualityState: 'released' });
    expect([badDate.status, badDate.body.message]).toEqual([400, expect.stringContaining('expiryDate')]);
    const badType = await add('warehouse', { warehouseCode: 'W-X', warehouseName: 'X', warehouseType: 'moon', isValid: '1' });
    expect([badType.status, badType.body.message]).toEqual([400, expect.stringContaining('warehouseType')]);
    expect((await kit.list('bin', { binCode: 'Z-1' })).length).toBe(0);
  });
});

describe('bookings', () => {
  it('books an inbound into a bin: stock, bin detail and journal row', async () => {
    h.advance(1000);
    const res = await kit.book('inbound', { containerId: ids.C1, binId: ids.binA1, lotId: ids.lot1, quantity: 100 });
    expect(res.body).toMatchObject({ success: true, message: 'Booked' });
    expect(res.body.result).toMatchObject({ containerCode: 'C1', containerState: 'full', binCode: 'A-01', lines: [{ lotNo: 'LOT-1', partNo: 'P-100', quantity: 100 }] });
    expect(await kit.stock({ partNo: 'P-100' })).toEqual([expect.objectContaining({ warehouseCode: 'WH-RAW', locationCode: 'LOC-A', binCode: 'A-01', lotNo: 'LOT-1', quantity: 100, containers: 1 })]);
    expect(await kit.list('binDetail', { binCode: 'A-01' })).toEqual([expect.objectContaining({ containerCode: 'C1', partNo: 'P-100', lotNo: 'LOT-1', quantity: 100 })]);
    const [row] = await kit.transactions();
    expect(row).toMatchObject({ txType: 'inbound', containerCode: 'C1', partNo: 'P-100', lotNo: 'LOT-1', quantity: 100, toBinCode: 'A-01', toLocationCode: 'LOC-A', toStationCode: 'A01N01', userName: 'admin' });
  });

  it('refuses a full bin, a wrong container type, a blocked container or lot, and changes nothing', async () => {
    const before = await snapshot();
    const full = await kit.book('inbound', { containerId: ids.C2, binId: ids.binA1, lotId: ids.lot1, quantity: 5 });
    expect([full.status, full.body.message]).toEqual([400, expect.stringContaining('binId is full')]);
    const type = await kit.book('inbound', { containerId: ids.C2, binId: ids.binB1, lotId: ids.lot1, quantity: 5 });
    expect([type.status, type.body.message]).toEqual([400, expect.stringContaining('binId')]);
    const lot = await kit.book('inbound', { containerId: ids.C2, binId: ids.binA2, lotId: ids.lotBlocked, quantity: 5 });
    expect([lot.status, lot.body.message]).toEqual([400, expect.stringContaining('lotId')]);
    const blocked = await h.call('PUT', '/wms/container/edit', { token: admin, body: { id: ids.C3, containerCode: 'C3', containerType: 'KLT', containerState: 'blocked' } });
    expect(blocked.body.success, blocked.body.message).toBe(true);
    const refused = await kit.book('inbound', { containerId: ids.C3, binId: ids.binA2, lotId: ids.lot1, quantity: 5 });
    expect([refused.status, refused.body.message]).toEqual([400, expect.stringContaining('containerId is blocked')]);
    const after = await snapshot();
    expect(after.stock).toEqual(before.stock);
    expect(after.journal).toBe(before.journal);
    expect(after.containers.find((c) => c['containerCode'] === 'C2')).toMatchObject({ binId: null, containerState: 'empty' });
  });

  it('refuses negative stock: outbound beyond what the container holds, and a negative count', async () => {
    const before = await snapshot();
    const tooMuch = await kit.book('outbound', { containerId: ids.C1, quantity: 101 });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([400, expect.stringContaining('(quantity) is more than the container holds')]);
    const negative = await kit.book('adjust', { containerId: ids.C1, lotId: ids.lot1, quantity: -1, memo: 'count' });
    expect([negative.status, negative.body.message]).toEqual([400, expect.stringContaining('quantity')]);
    const notThere = await kit.book('outbound', { containerId: ids.C1, lotId: ids.lot2, quantity: 1 });
    expect([notThere.status, notThere.body.message]).toEqual([400, expect.stringContaining('lotId')]);
    expect(await snapshot()).toEqual(before);
  });

  it('books outbound, a count and a transfer, each with its journal row', async () => {
    h.advance(1000);
    expect((await kit.book('outbound', { containerId: ids.C1, quantity: 40 })).body.result.lines).toEqual([expect.objectContaining({ quantity: 60 })]);
    h.advance(1000);
    expect((await kit.book('adjust', { containerId: ids.C1, lotId: ids.lot1, quantity: 55, memo: 'Cycle count' })).body.result.lines).toEqual([expect.objectContaining({ quantity: 55 })]);
    const same = await kit.book('transfer', { containerId: ids.C1, toBinId: ids.binA1 });
    expect([same.status, same.body.message]).toEqual([400, expect.stringContaining('toBinId')]);
    h.advance(1000);
    const moved = await kit.book('transfer', { containerId: ids.C1, toBinId: ids.binA2 });
    expect(moved.body.result).toMatchObject({ binCode: 'A-02', lines: [{ quantity: 55 }] });
    const [transfer, adjust, outbound] = await kit.transactions();
    expect(transfer).toMatchObject({ txType: 'transfer', containerCode: 'C1', lotNo: 'LOT-1', quantity: 55, fromBinCode: 'A-01', toBinCode: 'A-02' });
    expect(adjust).toMatchObject({ txType: 'adjust', quantity: -5, memo: 'Cycle count' });
    expect(outbound).toMatchObject({ txType: 'outbound', quantity: 40, fromBinCode: 'A-01' });
    expect(await kit.stock({ binId: ids.binA2 })).toEqual([expect.objectContaining({ binCode: 'A-02', quantity: 55 })]);
    expect(await kit.stock({ binId: ids.binA1 })).toEqual([]);
    // Everything out: the container is empty again and stays in its bin.
    expect((await kit.book('outbound', { containerId: ids.C1, quantity: 55 })).body.result).toMatchObject({ containerState: 'empty', binCode: 'A-02', lines: [] });
  });

  it("refuses another tenant's rows and keeps what is in use from being deleted", async () => {
    const foreign = await kit.book('inbound', { containerId: ids.C2, binId: ids.binA2, lotId: ids.lot1, quantity: 1 }, other);
    expect([foreign.status, foreign.body.message]).toEqual([400, expect.stringContaining('containerId')]);
    await kit.book('inbound', { containerId: ids.C4, binId: ids.binA2, lotId: ids.lot2, quantity: 7 });
    const delBin = await h.call('DELETE', '/wms/bin/delete', { token: admin, query: { id: ids.binA2 }, lang: 'en-GB' });
    expect(delBin.body).toMatchObject({ success: false, message: expect.stringContaining('C1') });
    const delLot = await h.call('DELETE', '/wms/lotInfo/delete', { token: admin, query: { id: ids.lot2 }, lang: 'en-GB' });
    expect(delLot.body).toMatchObject({ success: false, message: expect.stringContaining('LOT-2') });
    const delContainer = await h.call('DELETE', '/wms/container/delete', { token: admin, query: { id: ids.C4 }, lang: 'en-GB' });
    expect(delContainer.body.success).toBe(false);
    expect((await h.call<PageResult<unknown>>('GET', '/wms/transaction/list', { token: other })).body.result.records).toEqual([]);
  });
});

describe('the store client', () => {
  let store: string;
  beforeAll(async () => {
    const added = await h.call('POST', '/sys/deviceUser/add', { token: admin, body: { username: 'store_raw', realname: 'Store RAW', deviceType: 'pad' } });
    expect(added.body.success, added.body.message).toBe(true);
    const [device] = (await h.call<PageResult<{ id: string }>>('GET', '/sys/deviceUser/list', { token: admin, query: { username: 'store_raw' } })).body.result.records;
    const bound = await h.call('PUT', '/wms/warehouse/edit', { token: admin, body: { id: ids.wh, warehouseCode: 'WH-RAW', warehouseName: 'Raw store', warehouseType: 'raw', layoutId: LAYOUT1, deviceUserId: device!.id, isValid: '1' } });
    expect(bound.body.success, bound.body.message).toBe(true);
    store = (await h.call<{ token: string }>('POST', '/sys/deviceUser/issueToken', { token: admin, body: { id: device!.id } })).body.result.token;
  });

  it("shows its warehouse's bins and books within them only", async () => {
    const view = (await h.call<StoreView>('GET', '/wms/store/view', { token: store })).body.result;
    expect(view).toMatchObject({ warehouseCode: 'WH-RAW' });
    expect(view.bins.map((b) => b.code)).toEqual(['A-01', 'A-02', 'B-01']);
    expect(view.arriving.map((c) => c.code)).toEqual(expect.arrayContaining(['C2']));
    expect(view.lots.map((l) => l.code)).not.toContain('LOT-X');
    h.advance(1000);
    const booked = await h.call<BookedContainer>('POST', '/wms/store/inbound', { token: store, body: { containerId: ids.C2, binId: ids.binA1, lotId: ids.lot1, quantity: 12 } });
    expect(booked.body.result).toMatchObject({ binCode: 'A-01', lines: [{ quantity: 12 }] });
    const elsewhere = await h.call('POST', '/wms/store/transfer', { token: store, lang: 'en-GB', body: { containerId: ids.C2, toBinId: ids.binFg } });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([400, expect.stringContaining('toBinId')]);
    const [row] = await kit.transactions();
    expect(row).toMatchObject({ txType: 'inbound', containerCode: 'C2', userName: 'store_raw' });
  });

  it('refuses a token bound to no warehouse', async () => {
    const view = await h.call('GET', '/wms/store/view', { token: admin, lang: 'en-GB' });
    expect([view.status, view.body.message]).toEqual([403, 'This store client is not bound to a warehouse']);
    expect((await h.call('POST', '/wms/store/outbound', { token: other, body: { containerId: ids.C2, quantity: 1 } })).status).toBe(403);
  });
});

describe('bookings at the same time', () => {
  it('fill a bin to its capacity and no further', async () => {
    const bin = await kit.bin('R-01', ids.locB, 2);
    const containers = await Promise.all(['R1', 'R2', 'R3', 'R4', 'R5', 'R6'].map((code) => kit.container(code)));
    const booked = await Promise.all(containers.map((containerId) => kit.book('inbound', { containerId, binId: bin, lotId: ids.lot1, quantity: 1 })));
    expect(booked.filter((b) => b.body.success)).toHaveLength(2);
    expect(booked.filter((b) => !b.body.success).map((b) => [b.status, b.body.message])).toEqual(Array(4).fill([400, expect.stringContaining('binId is full')]));
    expect((await kit.list('binDetail', { binCode: 'R-01' })).length).toBe(2);
  });
});
