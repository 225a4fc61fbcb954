import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { signIn } from '../support/session.js';
import { waitForRoute } from '../support/ui.js';

const OPERATOR_PASSWORD = 'Operator#2026';

const suite = useSuite((server) => {
  server.cli(['user:add', '--username', 'op1', '--password', OPERATOR_PASSWORD, '--realname', 'Operator', '--role', 'operator', '--keep-password']);
});

const menu = (page: import('playwright-core').Page) => page.locator('.ant-layout-sider, .ant-pro-sider, .ant-drawer');

describe('permissions in the console', () => {
  it('shows the system menu to an administrator', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await expect.poll(() => menu(page).getByText('系统管理').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('removes the system menu for an operator, and the page itself is refused', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'op1', OPERATOR_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await expect.poll(() => menu(page).getByText('个人页').count()).toBeGreaterThan(0);
    expect(await menu(page).getByText('系统管理').count()).toBe(0);

    await page.goto(`${suite.server.url}/#/system/user`);
    await waitForRoute(page, /#\/(403|404)/);
    await context.close();
  });
});
