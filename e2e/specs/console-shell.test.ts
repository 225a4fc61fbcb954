import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { signIn } from '../support/session.js';
import { chooseFromContextMenu, waitForRoute } from '../support/ui.js';

const TWO_DEPARTS_PASSWORD = 'Twodep#2026';

const suite = useSuite((server) => {
  server.cli([
    'user:add', '--username', 'twodep', '--password', TWO_DEPARTS_PASSWORD, '--role', 'operator',
    '--tenant', '1000', '--depart', 'A01A01A01', '--depart', 'A01A02A01', '--keep-password',
  ]);
});

async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD);
  await waitForRoute(page, /#\/dashboard\/analysis/);
  await page.getByTestId('greeting').waitFor();
}

describe('console shell (SPEC §2)', () => {
  it('keeps the kanban and customer routes public', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/#/monitor/longxin`);
    await page.locator('.ant-result').waitFor();
    expect(page.url()).toContain('#/monitor/longxin');
    await context.close();
  });

  it('opens pages as tabs, refuses to close the home tab, and closes the others', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsAdmin(page);
    await page.getByTestId('menu-search').click();
    await page.keyboard.type('用户管理');
    await page.keyboard.press('Enter');
    await waitForRoute(page, /#\/system\/user/);
    await page.getByTestId('tab-/system/user').waitFor();
    // The user list mounts its search form after the tab appears; its layout pass closes an open context menu.
    await page.locator('.ant-pro-query-filter').waitFor();
    await page.locator('.ant-table-row').first().waitFor();

    await chooseFromContextMenu(page, page.getByTestId('tab-/dashboard/analysis'), page.getByTestId('tab-menu-close-others'));
    await waitForRoute(page, /#\/dashboard\/analysis/);
    expect(await page.getByTestId('tab-/system/user').count()).toBe(0);

    await page.locator('.agvs-tabs .ant-tabs-tab-remove').first().click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '首页不能关闭' }).count()).toBe(1);
    await context.close();
  });

  it('keeps layout settings per user across a reload', async () => {
    const { context, page } = await newPage(suite.browser);
    await signInAsAdmin(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-settings').click();
    await page.getByTestId('settings-multitab').click();
    expect(await page.getByTestId('tabs').count()).toBe(0);
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    expect(await page.getByTestId('tabs').count()).toBe(0);
    await context.close();
  });

  it('signs in with the language chosen on the login page', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/#/user/login`);
    await page.getByTestId('lang-select').click();
    await page.getByTestId('lang-option-en_GB').click();
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toMatch(/Sign in/);
    await signInAsAdmin(page);
    await expect.poll(() => page.locator('.ant-pro-sider').getByText('System').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('asks a user with several departments to choose one', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'twodep', TWO_DEPARTS_PASSWORD);
    await page.getByTestId('depart-select-modal').waitFor();
    await page.getByTestId('depart-select-depart').click();
    await page.locator('.ant-select-item-option[title="Warehouse"]').click();
    await page.getByTestId('depart-select-submit').click();
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await page.goto(`${suite.server.url}/#/account/center`);
    await page.getByTestId('account-center').waitFor();
    await context.close();
  });
});
