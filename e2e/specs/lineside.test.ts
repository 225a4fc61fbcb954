import type { LinesideOptions, Workplace } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { chooseOption } from '../support/ui.js';

const suite = useSuite();
const WAIT = { timeout: 30_000, interval: 500 };

describe('line-side material', () => {
  it('a planner enters a require order in the console, releases it, and sees the delivery complete once the vehicle has driven', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const call = <T>(path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
    const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(body) });
    const [layout] = await call<{ value: string }[]>('/agvserver/common/selectList/map_layout');
    const options = await call<LinesideOptions>('/les/options');
    const forklifts = options.groups.find((g) => g.label.includes('WH_FORKLIFTS'))!.value;

    // Master data: workplace at A04S07, bolts (10 a container) from A02N03, line 3 served by the forklifts.
    const workplace = await post<Workplace>('/agvserver/workplace/save', { workplaceCode: 'L3-WP1', workplaceName: 'Line 3 assembly', layoutId: layout!.value, stationCodes: ['A04S07'], buttons: [] });
    const part = await post<{ id: string }>('/les/partNumber/add', { code: 'BOLT-M8', name: 'Bolt M8', unit: 'pcs', containerType: 'KLT', qtyPerContainer: 10, isValid: '1' });
    const line = await post<{ id: string }>('/les/line/add', { code: 'L3', name: 'Line 3', layoutId: workplace.layoutId });
    const zone = await post<{ id: string }>('/les/lineZone/add', { code: 'L3-Z1', name: 'Line 3 zone 1', lineId: line.id, stationCodes: 'A04S07' });
    await post('/les/lineAgvGroup/add', { lineId: line.id, groupId: forklifts });
    await post('/les/partRouting/add', { code: 'R-BOLT', partNumberId: part.id, srcStationCode: 'A02N03', lineZoneId: zone.id, taskType: 'Material', priority: 5, isValid: '1' });
    await setLoads(suite.server.url, token, workplace.layoutId, { A02N03: true, A04S07: false });

    // The console: a new require order from the form.
    await page.goto(`${suite.server.url}/#/les/requireOrder`);
    const table = page.getByTestId('les_require_order-table');
    await table.waitFor();
    await page.getByTestId('les-require-add').click();
    await chooseOption(page, page.getByTestId('les-require-workplace'), 'L3-WP1');
    await chooseOption(page, page.getByTestId('les-require-part'), 'BOLT-M8');
    // antd puts the test id on the input or on its wrapper, depending on the control.
    const input = (id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
    await input('les-require-quantity').fill('8');
    await input('les-require-need').click();
    await input('les-require-need').fill('2030-01-15 08:00:00');
    await page.keyboard.press('Enter');
    // Enter takes the typed time; a picker still open after that is confirmed with its OK button.
    const picker = page.locator('.ant-picker-dropdown:visible');
    await picker.waitFor({ state: 'hidden', timeout: 3_000 }).catch(() => picker.locator('.ant-picker-ok button').first().click({ timeout: 3_000 }).catch(() => undefined));
    expect(await input('les-require-need').inputValue()).toBe('2030-01-15 08:00:00');
    await page.getByTestId('les-require-save').click();
    await page.locator('.ant-message-notice', { hasText: '需求单已创建' }).waitFor(WAIT);
    const row = table.locator('.ant-table-row', { hasText: 'L3-WP1' });
    await expect.poll(() => row.count(), WAIT).toBe(1);
    expect(await row.innerText()).toContain('待下发');

    // Release it: one delivery order, one container on its way.
    await row.locator('.ant-checkbox-input').check();
    await page.getByTestId('les-require-release').click();
    await page.getByTestId('les-release-confirm').click();
    const released = page.locator('.ant-message-notice', { hasText: '已生成 1 张配送单' });
    await released.waitFor(WAIT);
    await expect.poll(() => row.innerText(), WAIT).toContain('配送中');

    // The delivery order page follows the container until the vehicle has dropped it at the workplace.
    await page.goto(`${suite.server.url}/#/les/deliveryOrder`);
    const deliveries = page.getByTestId('les_delivery_order-table');
    await deliveries.locator('.ant-table-row').first().waitFor(WAIT);
    await deliveries.getByTestId('les-delivery-details').first().click();
    const carriages = page.getByTestId('les-carriages');
    await carriages.locator('.ant-table-row').first().waitFor(WAIT);
    expect(await carriages.innerText()).toContain('A02N03 → A04S07');
    await expect.poll(() => carriages.locator('.ant-table-row').first().innerText(), { timeout: 240_000, interval: 2_000 }).toContain('已完成');
    await expect.poll(() => page.locator('[data-testid="les_delivery_detail-table"] .ant-table-row').first().innerText(), WAIT).toMatch(/8[\s\S]*A04S07[\s\S]*已完成/);

    // Back on the require orders: complete, with its log from creation to delivery.
    await page.goto(`${suite.server.url}/#/les/requireOrder`);
    await expect.poll(() => row.innerText(), WAIT).toContain('已完成');
    await row.getByTestId('les-require-log-open').click();
    const log = page.getByTestId('les-require-log');
    await expect.poll(() => log.locator('.ant-table-row').count(), WAIT).toBe(3);
    expect(await log.locator('.ant-table-row').last().innerText()).toContain('已送达');
    await context.close();
  }, 360_000);
});
