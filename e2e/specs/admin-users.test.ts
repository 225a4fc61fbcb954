import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { replaceGivenPassword, signIn } from '../support/session.js';
import { waitForRoute } from '../support/ui.js';

const CLERK_PASSWORD = 'Clerk#2026pass';
const OWN_PASSWORD = 'Own#2026choice';

const suite = useSuite();

const menu = (page: Page) => page.locator('.ant-layout-sider, .ant-pro-sider');
const menuTexts = async (page: Page) =>
  (await menu(page).locator('.ant-menu-title-content').allInnerTexts()).map((s) => s.trim()).filter(Boolean);

describe('user administration in the console', () => {
  it('creates a user with the operator role, who then sees exactly the operator menu', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/user');
    await waitForRoute(page, /#\/system\/user/);
    await page.getByTestId('crud-add').click();
    const modal = page.locator('.ant-modal:visible');
    await modal.locator('#username').fill('clerk1');
    await modal.locator('#realname').fill('Clerk One');
    await modal.locator('#password').fill(CLERK_PASSWORD);
    await modal.locator('#selectedroles').click();
    await page.locator('.ant-select-item-option', { hasText: 'Operator' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('crud-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('user-table').getByText('clerk1', { exact: true }).count()).toBe(1);

    // The duplicate check answers with the server's message before anything is sent.
    await page.getByTestId('crud-add').click();
    await page.locator('.ant-modal:visible #username').fill('clerk1');
    await page.locator('.ant-modal:visible #realname').click();
    await expect.poll(() => page.locator('.ant-modal:visible .ant-form-item-explain-error', { hasText: '该值不可用' }).count()).toBe(1);
    await context.close();

    const clerk = await newPage(suite.browser);
    await signIn(clerk.page, suite.server.url, 'clerk1', CLERK_PASSWORD);
    // A password the administrator gave must be replaced at the first sign-in.
    await replaceGivenPassword(clerk.page, CLERK_PASSWORD, OWN_PASSWORD);
    await waitForRoute(clerk.page, /#\/dashboard\/analysis/);
    await expect.poll(() => menuTexts(clerk.page)).toContain('个人页');
    const texts = await menuTexts(clerk.page);
    expect(texts).toContain('首页');
    expect(texts.every((text) => ['首页', '分析页', '近期趋势', '车辆订单数', '运行里程', '运行时长', '监控中心', '地图监控', 'AGV', '运输订单', '呼叫订单', '个人页', '个人中心', '个人设置', '我的消息'].includes(text))).toBe(true);
    expect(texts).not.toContain('系统管理');
    await clerk.context.close();
  });

  it('refuses to freeze the admin account', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/user');
    await waitForRoute(page, /#\/system\/user/);
    const row = page.getByTestId('user-table').locator('tr', { has: page.getByText('admin', { exact: true }) });
    await row.getByTestId('user-freeze').click();
    await page.locator('.ant-popconfirm-buttons .ant-btn-primary:visible').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '管理员账号不允许冻结或删除' }).count()).toBe(1);
    await context.close();
  });

  it('grants a new role the dictionaries through the permission tree, and its user sees only that', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/role');
    await waitForRoute(page, /#\/system\/role/);
    await page.getByTestId('crud-add').click();
    await page.locator('.ant-modal:visible #roleCode').fill('dictviewer');
    await page.locator('.ant-modal:visible #roleName').fill('Dict viewer');
    await page.getByTestId('crud-submit').click();
    const row = page.getByTestId('role-table').locator('tr', { has: page.getByText('dictviewer', { exact: true }) });
    await row.getByTestId('role-permissions').click();
    const drawer = page.locator('.ant-drawer:visible');
    for (const title of ['系统管理', '数据字典', '字典-查看']) {
      await drawer.locator('.ant-tree-treenode', { has: page.getByText(title, { exact: true }) }).locator('.ant-tree-checkbox').click();
    }
    await page.getByTestId('role-permissions-save').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.goto(`${suite.server.url}/#/system/user`);
    // Both pages have an add button: wait until the user page has replaced the role page.
    await page.getByTestId('user-table').waitFor();
    await page.getByTestId('crud-add').click();
    const modal = page.locator('.ant-modal:visible');
    await modal.locator('#username').fill('viewer1');
    await modal.locator('#realname').fill('Viewer One');
    await modal.locator('#password').fill(CLERK_PASSWORD);
    await modal.locator('#selectedroles').click();
    await page.locator('.ant-select-item-option', { hasText: 'Dict viewer' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('crud-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await context.close();

    const viewer = await newPage(suite.browser);
    await signIn(viewer.page, suite.server.url, 'viewer1', CLERK_PASSWORD, '/system/dict');
    await replaceGivenPassword(viewer.page, CLERK_PASSWORD, OWN_PASSWORD);
    await waitForRoute(viewer.page, /#\/system\/dict/);
    // The list shows (the seeded dictionaries fill more than its first page).
    await expect.poll(() => viewer.page.getByTestId('dict-table').locator('tr.ant-table-row').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await viewer.page.getByTestId('crud-add').count()).toBe(0);
    const texts = await menuTexts(viewer.page);
    expect(texts).toContain('系统管理');
    expect(texts).not.toContain('用户管理');
    await viewer.context.close();
  });
});
