import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, setLoads, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { replaceGivenPassword, signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, closeModal, waitForRoute } from '../support/ui.js';

interface Order {
  id: string;
  transorderCode: string;
  transorderStatus: string;
  agvId: string | null;
}

const suite = useSuite();
const call = <T>(token: string, path: string, init: RequestInit = {}) => api<T>(suite.server.url, token, path, init);
const WAIT = { timeout: 20_000 };
const WATCHER_PASSWORD = 'Watcher#2026';

async function firstLayout(token: string): Promise<string> {
  const [warehouse] = await call<{ value: string }[]>(token, '/agvserver/common/selectList/map_layout');
  return warehouse!.value;
}

async function openMonitor(page: Page, layoutId: string, query = ''): Promise<void> {
  await page.goto(`${suite.server.url}/#/monitor/MapMonitor?layoutId=${encodeURIComponent(layoutId)}${query}`);
  await page.getByTestId('monitor-svg').waitFor();
}

/** Types into a station search and picks the station with that code. */
async function pickStation(page: Page, testId: string, code: string): Promise<void> {
  await chooseOption(page, page.getByTestId('create-task-dialog').getByTestId(testId), code, code);
}

const orderRow = (page: Page, code: string) => page.getByTestId('transorder-table').locator('tr', { hasText: code });

describe('map monitor order dialogs (SPEC §2 map-monitor dialogs, §5 create task)', () => {
  it('creates a task in the dialog and sees the order run and complete', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const layoutId = await firstLayout(token);
    await openMonitor(page, layoutId);

    await page.getByTestId('toolbar-create-task').click();
    const dialog = page.getByTestId('create-task-dialog');
    await dialog.waitFor();
    // The cycle-times input opens only with its checkbox, and then needs a vehicle (SPEC §5).
    expect(await dialog.getByTestId('task-cycle-times').isDisabled()).toBe(true);
    await dialog.getByTestId('task-cycle-check').click();
    await dialog.getByTestId('task-cycle-times').fill('1000');
    await pickStation(page, 'task-src-station', 'A01N01');
    await pickStation(page, 'task-dest-station', 'A03S05');
    await dialog.getByTestId('task-submit').click();
    await expect.poll(() => dialog.locator('.ant-form-item-explain-error').count()).toBeGreaterThanOrEqual(2);
    await dialog.getByTestId('task-cycle-check').click();
    // Two extra parameters with the same code are refused before anything is sent.
    for (const value of ['L-1', 'L-2']) {
      await dialog.getByTestId('task-param-add').click();
      await dialog.getByTestId('task-param-code').last().fill('lot');
      await dialog.getByTestId('task-param-value').last().fill(value);
    }
    await dialog.getByTestId('task-submit').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: 'lot' }).count()).toBe(1);
    await dialog.getByTestId('task-param-code').last().fill('qty');
    await setLoads(suite.server.url, token, layoutId, { A01N01: true });
    await dialog.getByTestId('task-submit').click();
    const created = page.locator('.ant-message-notice', { hasText: '任务已创建' });
    await created.waitFor(WAIT);
    const code = /：\s*(\S+)/.exec((await created.textContent()) ?? '')![1]!;
    await dialog.waitFor({ state: 'hidden' });

    const { records } = await call<{ records: (Order & { externalInfo: string | null })[] }>(token, '/agvserver/transorder/list?pageSize=50&column=updateTime');
    const order = records.find((r) => r.transorderCode === code)!;
    expect(JSON.parse(order.externalInfo!)).toEqual({ lot: 'L-1', qty: 'L-2' });

    // The order list shows it running (green), then it completes and leaves the open list.
    await page.getByTestId('toolbar-order-list').click();
    await page.getByTestId('order-list-dialog').waitFor();
    await expect
      .poll(
        async () => {
          await page.getByTestId('transorder-refresh').click();
          return orderRow(page, code).getByTestId('order-status').textContent();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('执行中');
    expect(await orderRow(page, code).locator('.ant-tag-green').count()).toBe(1);
    await expect
      .poll(
        async () => {
          await page.getByTestId('transorder-refresh').click();
          await page.waitForTimeout(300);
          return orderRow(page, code).count();
        },
        { timeout: 200_000, interval: 2000 },
      )
      .toBe(0);
    expect((await call<Order>(token, `/agvserver/transorder/queryById?id=${encodeURIComponent(order.id)}`)).transorderStatus).toBe('Complete');
    await context.close();
  }, 280_000);

  it('closes an open order from the order list', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const layoutId = await firstLayout(token);
    await setLoads(suite.server.url, token, layoutId, { A05S05: true, A01N01: false });
    const created = await call<{ ids: string[]; transorderCodes: string[] }>(token, '/agvserver/task/createTask', {
      method: 'POST',
      body: JSON.stringify({ srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: 'A05S05', destStationCode: 'A01N01', taskType: 'Material' }),
    });
    const code = created.transorderCodes[0]!;
    await openMonitor(page, layoutId);
    await page.getByTestId('toolbar-order-list').click();
    await page.getByTestId('order-list-dialog').waitFor();
    // Batch close without a selection asks for one.
    await page.getByTestId('transorder-close-batch').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '请选择一条记录' }).count()).toBe(1);

    await orderRow(page, code).waitFor(WAIT);
    // Its stops and steps: an unsent step offers 'close', which saves it as sent (SPEC §4).
    await orderRow(page, code).getByTestId('order-detail').click();
    const steps = page.getByTestId('order-detail-dialog');
    const toggle = steps.getByTestId('step-toggle').first();
    await toggle.waitFor(WAIT);
    expect(await toggle.getAttribute('data-is-send')).toBe('0');
    expect(await toggle.textContent()).toBe('关闭');
    await toggle.click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '步骤已保存' }).count(), WAIT).toBe(1);
    await expect.poll(() => toggle.getAttribute('data-is-send'), WAIT).toBe('1');
    expect(await toggle.textContent()).toBe('重新执行');
    await closeModal(page, steps);

    await orderRow(page, code).getByTestId('order-close').click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary:visible').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '运输订单已关闭' }).count(), WAIT).toBe(1);
    await expect.poll(() => orderRow(page, code).count(), WAIT).toBe(0);
    expect((await call<Order>(token, `/agvserver/transorder/queryById?id=${encodeURIComponent(created.ids[0]!)}`)).transorderStatus).toBe('Close');

    // A call order: its detail lines, then closed from the second table.
    await setLoads(suite.server.url, token, layoutId, { DK02: true, A05S05: false });
    const callOrder = await call<{ callOrderCode: string }>(token, '/agvserver/callOrder/add', {
      method: 'POST',
      body: JSON.stringify({ srcLayoutId: layoutId, srcStationCode: 'DK02', destStationCode: 'A05S05' }),
    });
    const callRow = page.getByTestId('call-order-table').locator('tr', { hasText: callOrder.callOrderCode });
    await page.getByTestId('call-order-refresh').click();
    await callRow.waitFor(WAIT);
    await callRow.getByTestId('call-order-detail').click();
    const detail = page.getByTestId('call-order-detail-dialog');
    const lines = detail.locator('.ant-table-row');
    await expect.poll(() => lines.count(), WAIT).toBeGreaterThan(0);
    expect(await lines.first().textContent()).toMatch(/已完成|未完成/);
    await closeModal(page, detail);
    await callRow.getByTestId('call-order-close').click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary:visible').click();
    await expect.poll(() => callRow.count(), WAIT).toBe(0);
    await context.close();
  }, 90_000);

  it('shows equipment with its open orders, creates orders from templates and flashes the order path of a vehicle', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const layoutId = await firstLayout(token);
    await setLoads(suite.server.url, token, layoutId, { DK01: true, A05S05: false });
    const created = await call<{ ids: string[]; transorderCodes: string[] }>(token, '/agvserver/task/createTask', {
      method: 'POST',
      body: JSON.stringify({ srcLayoutId: layoutId, destLayoutId: layoutId, srcStationCode: 'DK01', destStationCode: 'A05S05', taskType: 'Material' }),
    });
    await openMonitor(page, layoutId);

    // The dock conveyor at DK01: its data and the order from its station, closed from the tooltip.
    await page.locator('[data-equipment="CV01"]').click({ force: true });
    const tip = page.getByTestId('equipment-tooltip');
    await tip.waitFor();
    expect(await tip.getByTestId('equipment-code').textContent()).toBe('CV01');
    expect(await tip.textContent()).toContain('Interroll');
    expect(await tip.textContent()).toContain('maxLoad');
    const row = tip.getByTestId('equipment-order').filter({ hasText: created.transorderCodes[0]! });
    await row.waitFor(WAIT);
    await row.locator('a').click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary:visible').click();
    await expect.poll(() => row.count(), WAIT).toBe(0);
    expect((await call<Order>(token, `/agvserver/transorder/queryById?id=${encodeURIComponent(created.ids[0]!)}`)).transorderStatus).toBe('Close');
    await page.keyboard.press('Escape');

    // Templates: none chosen is refused; with two chosen the chain repeats.
    await page.getByTestId('toolbar-templates').click();
    const list = page.getByTestId('template-list');
    await list.waitFor();
    const chainInput = list.locator('input[data-testid="template-chain-times"], [data-testid="template-chain-times"] input').first();
    await list.getByTestId('template-create-orders').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '请选择模板' }).count()).toBe(1);
    expect(await chainInput.isDisabled()).toBe(true);
    for (const code of ['TPL_DK01_A01', 'TPL_A03_DK02']) await list.locator('tr', { hasText: code }).locator('.ant-checkbox-input').check();
    await chainInput.fill('2');
    await setLoads(suite.server.url, token, layoutId, { DK01: true, A03S08: true, A01N01: false, DK02: false });
    await list.getByTestId('template-create-orders').click();
    const made = page.locator('.ant-message-notice', { hasText: '任务已创建' });
    await made.waitFor(WAIT);
    expect(((await made.textContent()) ?? '').split(',').length).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('Escape');

    // A vehicle with an order: its unsent path flashes and a guide line leads to its destination.
    const anyBusy = page.getByTestId('agv-card').filter({ has: page.getByTestId('agv-card-order').filter({ hasText: '→' }) }).first();
    await anyBusy.waitFor({ timeout: 30_000 });
    // That vehicle's card, by its id: which cards carry an order changes while the test runs.
    const busy = page.locator(`[data-testid="agv-card"][data-card="${await anyBusy.getAttribute('data-card')}"]`);
    await busy.getByTestId('card-path-line').click();
    await busy.getByTestId('card-guide-line').click();
    await expect.poll(() => page.locator('[data-path-segment]').count(), WAIT).toBeGreaterThan(0);
    expect(await page.locator('[data-path-station]').count()).toBeGreaterThan(1);
    await expect.poll(() => page.locator('[data-guide]').count(), WAIT).toBe(1);
    const uid = await busy.getAttribute('data-card');
    expect(await page.evaluate<string | null>('localStorage.getItem("agvs.monitor.pathLineIds")')).toContain(uid!);
    await context.close();
  }, 120_000);

  it('adds, edits and deletes an order template from the template list', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const layoutId = await firstLayout(token);
    const [map] = await call<{ value: string; label: string; children: { value: string; label: string }[] }[]>(
      token,
      '/agvserver/common/selecCascadertList/map_layout',
    );
    const layoutLabel = map!.children.find((l) => l.value === layoutId)!.label;
    const templates = async () =>
      (await call<{ records: { id: string; templateCode: string; templateName: string; srcStationCode: string; destStationCode: string; srcLayoutId: string }[] }>(
        token,
        '/agvserver/transorderTemplate/list?pageNo=1&pageSize=200',
      )).records;
    const before = (await templates()).length;
    await openMonitor(page, layoutId);
    await page.getByTestId('toolbar-templates').click();
    const list = page.getByTestId('template-list');
    await list.waitFor();

    // Saving an empty form names the required fields and sends nothing.
    await list.getByTestId('template-add').click();
    const form = page.getByTestId('template-form');
    await form.waitFor();
    await form.getByTestId('template-code').fill('');
    await page.getByTestId('template-save').click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').count()).toBeGreaterThanOrEqual(3);
    expect(await templates()).toHaveLength(before);

    await form.getByTestId('template-code').fill('TPL_E2E_FORM');
    await form.getByTestId('template-name').fill('E2E-form');
    // Source and destination: a layout from the cascader, then a station searched by code.
    for (const [end, code] of [
      ['src', 'A01N01'],
      ['dest', 'A03S05'],
    ] as const) {
      await form.getByTestId(`template-${end}-layout`).click();
      await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: map!.label }).first().click();
      await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: layoutLabel }).first().click();
      await chooseOption(page, form.getByTestId(`template-${end}-station`), code, code);
    }
    await page.getByTestId('template-save').click();
    await page.locator('.ant-message-notice', { hasText: '模板已保存' }).first().waitFor(WAIT);
    const row = list.locator('tr', { hasText: 'TPL_E2E_FORM' });
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain('E2E-form');
    const saved = (await templates()).find((t) => t.templateCode === 'TPL_E2E_FORM')!;
    expect(saved).toMatchObject({ templateName: 'E2E-form', srcStationCode: 'A01N01', destStationCode: 'A03S05', srcLayoutId: `${map!.value},${layoutId}` });

    // Edit: the form opens with the record, the code stays fixed, the new name is stored.
    await row.getByTestId('template-edit').click();
    await form.waitFor();
    expect(await form.getByTestId('template-code').inputValue()).toBe('TPL_E2E_FORM');
    expect(await form.getByTestId('template-code').isDisabled()).toBe(true);
    await form.getByTestId('template-name').fill('E2E-renamed');
    await page.getByTestId('template-save').click();
    await expect.poll(() => row.textContent(), WAIT).toContain('E2E-renamed');
    expect((await templates()).find((t) => t.id === saved.id)?.templateName).toBe('E2E-renamed');

    // Delete behind its confirmation.
    await row.getByTestId('template-delete').click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary:visible').click();
    await expect.poll(() => row.count(), WAIT).toBe(0);
    expect((await templates()).some((t) => t.id === saved.id)).toBe(false);
    expect(await templates()).toHaveLength(before);
    await context.close();
  }, 90_000);

  it('shows no create-task button to a user without monitor:task:add, or when ableCreateTask is false', async () => {
    const admin = await newPage(suite.browser);
    const token = await signInAsAdmin(admin.page, suite.server.url);
    const layoutId = await firstLayout(token);
    await openMonitor(admin.page, layoutId, '&ableCreateTask=false');
    await admin.page.getByTestId('toolbar-order-list').waitFor();
    await expect.poll(() => admin.page.getByTestId('card-path-line').count(), WAIT).toBeGreaterThan(0);
    expect(await admin.page.getByTestId('toolbar-create-task').count()).toBe(0);
    expect(await admin.page.getByTestId('card-create-task').count()).toBe(0);

    // A role with every operator grant except monitor:task:add.
    const role = await call<{ id: string }>(token, '/sys/role/add', { method: 'POST', body: JSON.stringify({ roleCode: 'watcher', roleName: 'Watcher' }) });
    const grants = await call<string[]>(token, '/sys/permission/queryRolePermission?roleId=role-operator');
    expect(grants).toContain('perm-monitor:task:add');
    await call(token, '/sys/permission/saveRolePermission', {
      method: 'POST',
      body: JSON.stringify({ roleId: role.id, permissionIds: grants.filter((id) => id !== 'perm-monitor:task:add').join(',') }),
    });
    await call(token, '/sys/user/add', {
      method: 'POST',
      body: JSON.stringify({ username: 'watcher1', realname: 'Watcher', password: WATCHER_PASSWORD, selectedroles: role.id }),
    });
    await admin.context.close();

    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'watcher1', WATCHER_PASSWORD);
    await replaceGivenPassword(page, WATCHER_PASSWORD, 'Watcher#2026own');
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await openMonitor(page, layoutId);
    await page.getByTestId('toolbar-order-list').waitFor();
    await expect.poll(() => page.getByTestId('agv-card').count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByTestId('toolbar-create-task').count()).toBe(0);
    expect(await page.getByTestId('card-create-task').count()).toBe(0);
    await context.close();
  }, 90_000);
});
