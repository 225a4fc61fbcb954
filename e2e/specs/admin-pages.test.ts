import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, waitForRoute } from '../support/ui.js';

const suite = useSuite();

const menu = (page: Page) => page.locator('.ant-layout-sider, .ant-pro-sider');

/** Menu title (zh_CN), route and the table the page shows. */
const PAGES: readonly (readonly [string, string, string])[] = [
  ['职务管理', '/system/position', 'sys_position-table'],
  ['租户管理', '/system/tenant', 'sys_tenant-table'],
  ['设备用户', '/system/deviceUser', 'sys_device_user-table'],
  ['数据规则', '/system/dataRule', 'sys_data_rule-table'],
  ['分类字典', '/system/category', 'sys_category-table'],
  ['校验规则', '/system/checkRule', 'sys_check_rule-table'],
  ['填值规则', '/system/fillRule', 'sys_fill_rule-table'],
  ['系统参数', '/system/param', 'sys_param-table'],
  ['语言管理', '/system/language', 'sys_language-table'],
  ['通讯录', '/system/address', 'sys_address-table'],
  ['网关路由', '/system/gateway', 'sys_gateway_route-table'],
  ['数据源管理', '/system/dataSource', 'sys_data_source-table'],
];

describe('system pages in the console', () => {
  it('opens every new system page from the menu with the server’s rows', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await menu(page).getByText('系统管理', { exact: true }).click();
    for (const [title, path, table] of PAGES) {
      await menu(page).getByText(title, { exact: true }).click();
      await waitForRoute(page, new RegExp(`#${path}$`));
      await page.getByTestId(table).waitFor();
    }
    // Seeded rows come from the server: the four languages and the fill rules.
    await menu(page).getByText('语言管理', { exact: true }).click();
    await expect.poll(() => page.getByTestId('sys_language-table').locator('tbody tr.ant-table-row').count()).toBe(4);
    await menu(page).getByText('填值规则', { exact: true }).click();
    const orderRule = page.getByTestId('sys_fill_rule-table').locator('tr', { has: page.getByText('order_num_rule', { exact: true }) });
    await orderRule.getByTestId('fill-rule-test').click();
    await expect.poll(async () => (await page.getByTestId('fill-rule-value').innerText()).trim()).toMatch(/^CN\d{8}0001$/);
    await context.close();
  });

  it('edits a parameter and shows the stored value', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/param');
    await waitForRoute(page, /#\/system\/param/);
    const row = page.getByTestId('sys_param-table').locator('tr', { has: page.getByText('dataSource.testTimeoutMs', { exact: true }) });
    await row.getByTestId('crud-edit').click();
    await page.locator('.ant-modal:visible #paramValue').fill('3000');
    await page.getByTestId('crud-submit').click();
    await page.locator('.ant-modal:visible').waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByText('3000', { exact: true }).count()).toBe(1);
    // The seeded description is shown in the reader's language.
    expect(await row.getByText('数据源连接测试的超时时间（毫秒）', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('tests the connection of a data source from its form before saving it', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/dataSource');
    await waitForRoute(page, /#\/system\/dataSource/);
    await page.getByTestId('crud-add').click();
    const modal = page.locator('.ant-modal:visible');
    await chooseOption(page, modal.locator('#dbType'), 'SQLite');
    await modal.locator('#url').fill('missing-e2e.db');
    await page.getByTestId('data-source-form-test').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '连接失败：' }).count(), { timeout: 10_000 }).toBe(1);
    // An empty file is an empty SQLite database, which the server can open.
    mkdirSync(join(suite.server.dataDir, 'datasources'), { recursive: true });
    writeFileSync(join(suite.server.dataDir, 'datasources', 'plant-e2e.db'), '');
    await modal.locator('#url').fill('plant-e2e.db');
    await page.getByTestId('data-source-form-test').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '连接成功' }).count(), { timeout: 10_000 }).toBe(1);
    // Nothing was saved by the tests.
    const table = page.getByTestId('sys_data_source-table');
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(0);

    // Saved, then edited: the password may be retyped (empty keeps it) and the edit form tests too.
    await modal.locator('#code').fill('plant_e2e');
    await modal.locator('#name').fill('Plant E2E');
    await page.getByTestId('crud-submit').click();
    await modal.waitFor({ state: 'hidden' });
    const row = table.locator('tr', { has: page.getByText('plant_e2e', { exact: true }) });
    await row.getByTestId('crud-edit').click();
    await modal.locator('#password').waitFor();
    await page.getByTestId('data-source-form-test').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '连接成功' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();
  });

  // Last: admin then belongs to two departments and must choose one at the next sign-in (SPEC §6).
  it('creates a department, which gets a generated org code, and assigns a user to it', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/depart');
    await waitForRoute(page, /#\/system\/depart/);
    await page.getByTestId('depart-add-root').click();
    await page.locator('.ant-modal:visible #departName').fill('质检部');
    await page.getByTestId('crud-submit').click();
    await page.locator('.ant-modal:visible').waitFor({ state: 'hidden' });
    await page.getByTestId('depart-tree').getByText('质检部', { exact: true }).click();
    await expect.poll(() => page.getByTestId('depart-org-code').innerText()).toBe('A02');

    await page.getByTestId('depart-users-select').click();
    await page.keyboard.type('admin');
    await page.locator('.ant-select-item-option', { hasText: 'admin (' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('depart-users-add').click();
    await expect.poll(() => page.getByTestId('depart-users').locator('tbody').getByText('admin', { exact: true }).count()).toBe(1);
    await context.close();
  });
});
