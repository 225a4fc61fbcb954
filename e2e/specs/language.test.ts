import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { replaceGivenPassword, signIn } from '../support/session.js';
import { api, signInAsAdmin } from '../support/api.js';
import { waitForRoute } from '../support/ui.js';


const suite = useSuite();

const sider = (page: Page) => page.locator('.ant-pro-sider');

async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId('lang-select').click();
  // The choice is saved on the server, then the page reloads in the new language.
  await Promise.all([page.waitForEvent('load'), page.getByTestId(`lang-option-${code}`).click()]);
  await page.getByTestId('user-menu').waitFor();
}

/** antd's own texts follow the language too: the page-size selector of the user list. */
async function pageSizeText(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/#/system/user`);
  const options = page.locator('.ant-pagination-options .ant-select-selection-item');
  await options.waitFor();
  return (await options.textContent()) ?? '';
}

describe('interface language', () => {
  it('opens the sign-in page in the browser language when AGVS has it, Chinese otherwise', async () => {
    const english = await newPage(suite.browser, 'en-US');
    await english.page.goto(`${suite.server.url}/#/user/login`);
    await expect.poll(() => english.page.getByTestId('login-submit').textContent()).toMatch(/Sign in/);
    await english.context.close();

    const korean = await newPage(suite.browser, 'ko-KR');
    await korean.page.goto(`${suite.server.url}/#/user/login`);
    await expect.poll(() => korean.page.getByTestId('login-submit').textContent()).toMatch(/로그인/);
    await korean.context.close();

    const french = await newPage(suite.browser, 'fr-FR');
    await french.page.goto(`${suite.server.url}/#/user/login`);
    await expect.poll(() => french.page.getByTestId('login-submit').textContent()).toMatch(/登\s*录/);
    await french.context.close();
  });

  it('gives a new account the English an English browser signed in with', async () => {
    const admin = await newPage(suite.browser);
    const token = await signInAsAdmin(admin.page, suite.server.url);
    await api(suite.server.url, token, '/sys/user/add', {
      method: 'POST',
      body: JSON.stringify({ username: 'newcomer', realname: '新同事', password: 'Given#2026pass', selectedroles: 'role-operator' }),
    });
    await admin.context.close();

    const { context, page } = await newPage(suite.browser, 'en-GB');
    await signIn(page, suite.server.url, 'newcomer', 'Given#2026pass');
    await replaceGivenPassword(page, 'Given#2026pass', 'Own#2026secret');
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await expect.poll(() => sider(page).getByText('Dashboard').count()).toBeGreaterThan(0);
    expect(await sider(page).getByText('首页').count()).toBe(0);
    await context.close();

    // The account keeps it: a Chinese browser of the same user opens in English after sign-in.
    const other = await newPage(suite.browser);
    await signIn(other.page, suite.server.url, 'newcomer', 'Own#2026secret');
    await waitForRoute(other.page, /#\/dashboard\/analysis/);
    await expect.poll(() => sider(other.page).getByText('Dashboard').count()).toBeGreaterThan(0);
    await other.context.close();
  });

  it('switches a signed-in user to English and back, and the server keeps the choice', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await expect.poll(() => sider(page).getByText('系统管理').count()).toBeGreaterThan(0);

    await chooseLanguage(page, 'en_GB');
    await expect.poll(() => sider(page).getByText('System').count()).toBeGreaterThan(0);
    expect(await sider(page).getByText('系统管理').count()).toBe(0);
    expect(await page.getByTestId('greeting').textContent()).toMatch(/[A-Za-z]/);
    expect(await pageSizeText(page, suite.server.url)).toBe('10 / page');

    // A fresh browser of the same user starts in English: the language lives with the account.
    const other = await newPage(suite.browser);
    await signIn(other.page, suite.server.url, 'admin', ADMIN_PASSWORD);
    await waitForRoute(other.page, /#\/dashboard\/analysis/);
    await expect.poll(() => sider(other.page).getByText('System').count()).toBeGreaterThan(0);
    await other.context.close();

    await chooseLanguage(page, 'zh_CN');
    await expect.poll(() => sider(page).getByText('系统管理').count()).toBeGreaterThan(0);
    expect(await sider(page).getByText('System', { exact: true }).count()).toBe(0);
    expect(await pageSizeText(page, suite.server.url)).toBe('10 条/页');
    await context.close();
  });
});
