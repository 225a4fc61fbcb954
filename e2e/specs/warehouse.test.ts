import type { PageResult, StockAnswer } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { api, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, confirm } from '../support/ui.js';

const suite = useSuite();
const WAIT = { timeout: 30_000, interval: 500 };

describe('warehouse', () => {
  it('a store-keeper books an inbound in the console, sees it in stock and transactions, and books out on the store client', async () => {
    const { page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const call = <T>(path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
    const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(body) });
    const [layout] = await call<{ value: string }[]>('/agvserver/common/selectList/map_layout');

    // The planner's records, set up on the generic pages' calls; the store client's tablet is a device user.
    await post('/sys/deviceUser/add', { username: 'store_raw', realname: 'Raw store tablet', deviceType: 'pad' });
    const devices = await call<PageResult<{ id: string; username: string }>>('/sys/deviceUser/list?username=store_raw');
    const device = devices.records.find((d) => d.username === 'store_raw')!;
    const warehouse = await post<{ id: string }>('/wms/warehouse/add', { warehouseCode: 'WH-RAW', warehouseName: 'Raw material store', warehouseType: 'raw', layoutId: layout!.value, deviceUserId: device.id, isValid: '1' });
    const location = await post<{ id: string }>('/wms/location/add', { locationCode: 'RACK-A', locationName: 'Rack A', warehouseId: warehouse.id, stationCode: 'A02N03' });
    await post('/wms/bin/add', { binCode: 'A-01-01', locationId: location.id, capacity: 2, isValid: '1' });
    await post('/wms/container/add', { containerCode: 'KLT-100', containerType: 'KLT', containerState: 'empty' });
    await post('/wms/lotInfo/add', { lotNo: 'LOT-2026-11', partNo: 'BOLT-M8', quantity: 500, qualityState: 'released' });

    // The console (zh_CN): book 25 bolts into the bin.
    await page.goto(`${suite.server.url}/#/wms/stock`);
    await page.getByTestId('wms-book-inbound').click();
    await chooseOption(page, page.getByTestId('wms-booking-container'), 'KLT-100');
    await chooseOption(page, page.getByTestId('wms-booking-bin'), 'A-01-01');
    await chooseOption(page, page.getByTestId('wms-booking-lot'), 'LOT-2026-11');
    await page.getByTestId('wms-booking-quantity').fill('25');
    await confirm(page);
    const stockTable = page.getByTestId('wms-stock-table');
    await expect.poll(() => stockTable.innerText(), WAIT).toContain('BOLT-M8');
    const row = stockTable.locator('tr', { hasText: 'BOLT-M8' });
    expect(await row.innerText()).toMatch(/WH-RAW\s+RACK-A\s+A-01-01\s+BOLT-M8\s+LOT-2026-11\s+25\s+1/);

    // The journal names the booking, its container, lot, quantity and where it went.
    await page.goto(`${suite.server.url}/#/wms/transaction`);
    const journal = page.getByTestId('wms_transaction-table');
    await expect.poll(() => journal.innerText(), WAIT).toContain('KLT-100');
    const entry = await journal.locator('tr', { hasText: 'KLT-100' }).first().innerText();
    for (const text of ['入库', 'BOLT-M8', 'LOT-2026-11', '25', 'A-01-01', 'admin']) expect(entry).toContain(text);

    // The warehouse's store client link, shown once.
    await page.goto(`${suite.server.url}/#/wms/warehouse`);
    await page.getByTestId('wms-store-link-open').first().click();
    const link = (await page.getByTestId('wms-store-link').innerText()).trim();
    expect(link).toMatch(/#\/agvs-client\/les\/LesStoreOperationClientMain\/[^/?]+$/);

    // The tablet: never signed in, in English by its URL; it books 5 out with large touch buttons.
    const tablet = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const store = await tablet.newPage();
    await store.goto(`${link}?lang=en_GB`);
    await store.getByTestId('store-client').waitFor();
    expect(await store.locator('h1').innerText()).toBe('Raw material store');
    expect(store.url()).not.toContain(link.split('/').pop()!);
    const bin = store.getByTestId('store-bin').filter({ hasText: 'A-01-01' });
    expect(await bin.innerText()).toContain('BOLT-M8 · LOT-2026-11 · 25');
    await bin.getByTestId('store-container').tap();
    const outbound = store.getByTestId('store-outbound');
    expect((await outbound.boundingBox())!.height).toBeGreaterThanOrEqual(72);
    await outbound.tap();
    await store.getByTestId('store-quantity').fill('5');
    await store.getByTestId('store-book').tap();
    await store.getByTestId('store-notice').filter({ hasText: 'KLT-100 booked out' }).waitFor(WAIT);
    await expect.poll(() => bin.innerText(), WAIT).toContain('BOLT-M8 · LOT-2026-11 · 20');
    const stock = await call<StockAnswer>('/wms/stock/list?partNo=BOLT-M8');
    expect(stock.rows.map((r) => r.quantity)).toEqual([20]);

    // A device token of no warehouse is refused with the reason.
    await post('/sys/deviceUser/add', { username: 'stray_pad', realname: 'Stray pad', deviceType: 'pad' });
    const stray = (await call<PageResult<{ id: string; username: string }>>('/sys/deviceUser/list?username=stray_pad')).records.find((d) => d.username === 'stray_pad')!;
    const issued = await post<{ token: string }>('/sys/deviceUser/issueToken', { id: stray.id });
    const other = await tablet.newPage();
    await other.goto(`${suite.server.url}/#/agvs-client/les/LesStoreOperationClientMain?token=${encodeURIComponent(issued.token)}&lang=en_GB`);
    await other.getByTestId('store-refused').waitFor(WAIT);
    expect(await other.getByTestId('store-refused').innerText()).toContain('This store client is not bound to a warehouse');
    await tablet.close();
  });
});
