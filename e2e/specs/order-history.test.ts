import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { closeModal, waitForRoute } from '../support/ui.js';

const suite = useSuite();
const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
const WAIT = { timeout: 20_000 };
const menu = (page: Page) => page.locator('.ant-layout-sider, .ant-pro-sider');

describe('order history pages (SPEC §2 AGV pages: transorder, call order)', () => {
  it('finds a closed order in the transport-order history and recovers it; the call-order history lists call orders', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const [layout] = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
    const layoutId = layout!.value;

    await setLoads(suite.server.url, token, layoutId, { A02N03: true });
    const created = await call<{ ids: string[]; transorderCodes: string[] }>(token, '/agvserver/task/createTask', {
      method: 'POST',
      body: JSON.stringify({ srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: 'A02N03', destStationCode: 'A04S07' }),
    });
    const [id, code] = [created.ids[0]!, created.transorderCodes[0]!];
    // The API helper always sends JSON: an empty object, as Fastify refuses an empty JSON body.
    await call(token, `/agvserver/transorder/delete?id=${encodeURIComponent(id)}`, { method: 'DELETE', body: '{}' });

    await menu(page).getByText('AGV', { exact: true }).click();
    await menu(page).getByText('运输订单', { exact: true }).click();
    await waitForRoute(page, /#\/agv\/transorder$/);
    const table = page.getByTestId('transorder-history');
    const row = table.locator('tr.ant-table-row', { hasText: code });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('history-order-status').innerText()).toBe('已关闭');
    // A closed order is recovered and copied, not closed again.
    expect(await row.getByTestId('history-close').count()).toBe(0);

    await row.getByTestId('history-recover').click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary:visible').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '订单已恢复' }).count(), WAIT).toBe(1);
    await expect.poll(async () => (await call<{ transorderStatus: string }>(token, `/agvserver/transorder/queryById?id=${encodeURIComponent(id)}`)).transorderStatus, WAIT).not.toBe('Close');
    // The reloaded row no longer offers recovery: the order is open again (Init, then dispatched).
    await expect.poll(() => row.getByTestId('history-recover').count(), WAIT).toBe(0);
    expect(['初始化', '已下发', '执行中', '已完成']).toContain(await row.getByTestId('history-order-status').innerText());

    // The order's stops and steps open from the row.
    await row.getByTestId('history-detail').click();
    await page.getByTestId('order-detail-dialog').waitFor();
    await expect.poll(() => page.getByTestId('order-detail-dialog').locator('.ant-table-row').count(), WAIT).toBeGreaterThan(0);
    await closeModal(page, page.getByTestId('order-detail-dialog'));

    await setLoads(suite.server.url, token, layoutId, { DK02: true, A05S05: false });
    const callOrder = await call<{ callOrderCode: string }>(token, '/agvserver/callOrder/add', {
      method: 'POST',
      body: JSON.stringify({ srcLayoutId: layoutId, srcStationCode: 'DK02', destStationCode: 'A05S05' }),
    });
    await menu(page).getByText('呼叫订单', { exact: true }).click();
    await waitForRoute(page, /#\/agv\/callOrder$/);
    await page.getByTestId('call-order-history').locator('tr.ant-table-row', { hasText: callOrder.callOrderCode }).waitFor(WAIT);
    await context.close();
  });
});
