import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { replaceGivenPassword, signIn } from '../support/session.js';
import { chooseOption, waitForRoute } from '../support/ui.js';

const OPERATOR_PASSWORD = 'Shift#2026pass';

const suite = useSuite();

const menuTexts = async (page: Page) =>
  (await page.locator('.ant-layout-sider, .ant-pro-sider').locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim()).filter(Boolean);

describe('permissions page', () => {
  it('adds a menu entry that the operator role then shows at its next sign-in', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    await api(suite.server.url, token, '/sys/user/add', {
      method: 'POST',
      body: JSON.stringify({ username: 'shiftop', realname: 'Shift operator', password: OPERATOR_PASSWORD, selectedroles: 'role-operator' }),
    });

    await page.goto(`${suite.server.url}/#/system/permission`);
    const table = page.getByTestId('permission-table');
    const dashboardRow = table.locator('tr', { has: page.getByText('首页', { exact: true }) }).first();
    await dashboardRow.getByTestId('permission-add-child').click();
    const modal = page.locator('.ant-modal:visible');
    await modal.locator('#permission-name').fill('Shift board');
    await modal.locator('#permission-url').fill('/dashboard/shift');
    // The list of pages is long (virtual): search for the one wanted.
    await chooseOption(page, modal.locator('#permission-component').locator('..'), 'dashboard/Analysis', 'dashboard/Analysis');
    await modal.locator('.ant-btn-primary').click();
    await modal.waitFor({ state: 'hidden' });

    await page.goto(`${suite.server.url}/#/system/role`);
    const operatorRow = page.getByTestId('role-table').locator('tr', { has: page.getByText('operator', { exact: true }) });
    await operatorRow.getByTestId('role-permissions').click();
    const drawer = page.locator('.ant-drawer:visible');
    await drawer.locator('.ant-tree-treenode', { has: page.getByText('Shift board', { exact: true }) }).locator('.ant-tree-checkbox').click();
    await page.getByTestId('role-permissions-save').click();
    await drawer.waitFor({ state: 'hidden' });
    await context.close();

    const operator = await newPage(suite.browser);
    await signIn(operator.page, suite.server.url, 'shiftop', OPERATOR_PASSWORD);
    await replaceGivenPassword(operator.page, OPERATOR_PASSWORD, 'Shift#2026own');
    await waitForRoute(operator.page, /#\/dashboard\/analysis/);
    await expect.poll(() => menuTexts(operator.page)).toContain('Shift board');
    await operator.page.locator('.ant-menu-title-content', { hasText: 'Shift board' }).click();
    await waitForRoute(operator.page, /#\/dashboard\/shift/);
    expect(await menuTexts(operator.page)).not.toContain('系统管理');
    await operator.context.close();
  }, 90_000);

  it('offers edit only on editable parameters, and data-rule codes and fields as choices', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsAdmin(page, suite.server.url);
    await page.goto(`${suite.server.url}/#/system/param`);
    const params = page.getByTestId('sys_param-table');
    const rowOf = (key: string) => params.locator('tr', { has: page.getByText(key, { exact: true }) });
    await rowOf('dataSource.testTimeoutMs').getByTestId('crud-edit').waitFor();
    await rowOf('depart.orgCodeRule').waitFor();
    expect(await rowOf('depart.orgCodeRule').getByTestId('crud-edit').count()).toBe(0);

    await page.goto(`${suite.server.url}/#/system/dataRule`);
    await page.getByTestId('crud-add').click();
    const modal = page.locator('.ant-modal:visible');
    await modal.locator('#dataRule-permissionCode').click();
    await page.locator('.ant-select-item-option[title="system:user:list"]').click();
    await modal.locator('#dataRule-ruleColumn').click();
    const fields = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => fields.allInnerTexts()).toContainEqual(expect.stringContaining('(username)'));
    expect((await fields.allInnerTexts()).some((text) => text.includes('(password)'))).toBe(false);
    await context.close();
  });
});
