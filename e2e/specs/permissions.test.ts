import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser.js';
import { ADMIN_PASSWORD, startServer, type RunningServer } from '../support/server.js';
import { signIn } from '../support/session.js';

let server: RunningServer;
let browser: Browser;
const OPERATOR_PASSWORD = 'Operator#2026';

beforeAll(async () => {
  server = await startServer();
  server.cli(['user:add', '--username', 'op1', '--password', OPERATOR_PASSWORD, '--realname', 'Operator', '--role', 'operator']);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const menu = (page: import('playwright-core').Page) => page.locator('.ant-layout-sider, .ant-pro-sider, .ant-drawer');

describe('permissions in the console', () => {
  it('shows the system menu to an administrator', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/#\/dashboard\/analysis/);
    await expect.poll(() => menu(page).getByText('系统管理').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('removes the system menu for an operator, and the page itself is refused', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'op1', OPERATOR_PASSWORD);
    await page.waitForURL(/#\/dashboard\/analysis/);
    await expect.poll(() => menu(page).getByText('个人页').count()).toBeGreaterThan(0);
    expect(await menu(page).getByText('系统管理').count()).toBe(0);

    await page.goto(`${server.url}/#/system/user`);
    await page.waitForURL(/#\/(403|404)/);
    await context.close();
  });
});
