import type { Plan, Sampling, Workplace } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, confirm } from '../support/ui.js';

const suite = useSuite();
const WAIT = { timeout: 30_000, interval: 500 };

describe('production planning', () => {
  it('a planner builds a plan from a BOM, releases it and sees its require order and warning; a sample reaches quality', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const call = <T>(path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
    const post = <T>(path: string, body: unknown) => call<T>(path, { method: 'POST', body: JSON.stringify(body) });
    const [layout] = await call<{ value: string }[]>('/agvserver/common/selectList/map_layout');

    // Line-side master data (docs/lineside.md): line 3 builds gearboxes of 2 bolts and 1 nut; only bolts have a routing.
    const workplace = await post<Workplace>('/agvserver/workplace/save', { workplaceCode: 'L3-WP1', workplaceName: 'Line 3 assembly', layoutId: layout!.value, stationCodes: ['A04S07'], buttons: [] });
    const bolt = await post<{ id: string }>('/les/partNumber/add', { code: 'BOLT-M8', name: 'Bolt M8', unit: 'pcs', containerType: 'KLT', qtyPerContainer: 10, isValid: '1' });
    const nut = await post<{ id: string }>('/les/partNumber/add', { code: 'NUT-M8', name: 'Nut M8', unit: 'pcs', containerType: 'KLT', qtyPerContainer: 50, isValid: '1' });
    const line = await post<{ id: string }>('/les/line/add', { code: 'L3', name: 'Line 3', layoutId: workplace.layoutId });
    const zone = await post<{ id: string }>('/les/lineZone/add', { code: 'L3-Z1', name: 'Line 3 zone 1', lineId: line.id, stationCodes: 'A04S07' });
    await post('/les/partRouting/add', { code: 'R-BOLT', partNumberId: bolt.id, srcStationCode: 'A02N03', lineZoneId: zone.id, taskType: 'Material', priority: 5, isValid: '1' });
    const bom = await post<{ id: string }>('/les/bom/add', { code: 'BOM-GB', name: 'Gearbox', product: 'GB-200', version: '1', isValid: '1' });
    await post('/les/bomItem/add', { bomId: bom.id, partNumberId: bolt.id, quantity: 2 });
    await post('/les/bomItem/add', { bomId: bom.id, partNumberId: nut.id, quantity: 1 });

    // A plan of 10 gearboxes in the default window (the next full hour, eight hours long).
    await page.goto(`${suite.server.url}/#/plan/plan`);
    await page.getByTestId('plan-add').click();
    await page.getByTestId('plan-code').fill('PL-GB-01');
    await page.getByTestId('plan-name').fill('Gearbox early shift');
    await chooseOption(page, page.getByTestId('plan-line'), 'Line 3');
    await chooseOption(page, page.getByTestId('plan-bom'), 'BOM-GB');
    await page.getByTestId('plan-quantity').fill('10');
    await page.getByTestId('plan-save').click();
    await expect.poll(() => call<Plan[]>('/plan/plan/list').then((l) => l.length), WAIT).toBe(1);
    const [plan] = await call<Plan[]>('/plan/plan/list');
    expect(plan).toMatchObject({ planCode: 'PL-GB-01', status: 'Draft', quantity: 10, lineName: 'Line 3', product: 'GB-200' });

    // Its details from the BOM at the workplace, ordered 90 minutes ahead: bolts 20 (10 a delivery), nuts 10.
    await page.locator('.ant-table-row', { hasText: 'PL-GB-01' }).getByText('明细').click();
    await page.getByTestId('detail-generate').click();
    await chooseOption(page, page.getByTestId('detail-generate-workplace'), 'L3-WP1');
    await page.locator('.ant-modal input.ant-input-number-input').last().fill('90');
    await page.getByTestId('detail-generate-ok').click();
    const boltRow = page.locator('.ant-table-row', { hasText: 'BOLT-M8' });
    await boltRow.waitFor(WAIT);
    expect(await boltRow.innerText()).toMatch(/20\s+10\s+90/);

    // The nut cannot be delivered: the plan list counts one warning; the warning page says why.
    await page.goto(`${suite.server.url}/#/plan/plan`);
    const row = page.locator('.ant-table-row', { hasText: 'PL-GB-01' });
    await expect.poll(() => row.getByTestId('plan-warning-count').getAttribute('data-count'), WAIT).toBe('1');
    await row.getByTestId('plan-warning-count').click();
    const reason = page.getByTestId('plan-warning-reason');
    await reason.first().waitFor(WAIT);
    expect(await reason.first().innerText()).toBe('零件 NUT-M8（工位 L3-WP1）没有有效的零件路线，无法配送');

    // Released, the first deliveries are due at once (need at the start, under 90 minutes away).
    await page.goto(`${suite.server.url}/#/plan/plan`);
    await row.getByTestId('plan-release').click();
    await confirm(page);
    await expect.poll(() => row.innerText(), WAIT).toContain('执行中');
    expect(await row.innerText()).toContain('20/30');
    await row.getByText('进度').click();
    const chart = page.getByTestId('plan-progress-chart');
    await chart.waitFor(WAIT);
    expect(await chart.getAttribute('data-hours')).toBe('1');

    // Special sampling: a gearbox from the workplace to quality, one transport order, done when it arrives.
    await setLoads(suite.server.url, token, workplace.layoutId, { A04S07: true, A06S03: false });
    await page.goto(`${suite.server.url}/#/plan/sampling`);
    await page.getByTestId('sampling-add').click();
    await chooseOption(page, page.getByTestId('sampling-layout'), 'Warehouse ground floor');
    await page.getByTestId('sampling-from').fill('A04S07');
    await page.getByTestId('sampling-to').fill('A06S03');
    await page.getByTestId('sampling-product').fill('GB-200');
    await page.getByTestId('sampling-save').click();
    const status = page.getByTestId('sampling-status').first();
    await status.waitFor(WAIT);
    const [sampling] = await call<Sampling[]>('/plan/sampling/list');
    expect(sampling).toMatchObject({ product: 'GB-200', srcStationCode: 'A04S07', destStationCode: 'A06S03' });
    await expect.poll(() => status.innerText(), { timeout: 240_000, interval: 2_000 }).toBe('抽检完成');
    await context.close();
  }, 360_000);
});
