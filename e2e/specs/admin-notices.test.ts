import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, confirm, waitForRoute } from '../support/ui.js';

const READER_PASSWORD = 'Reader#2026pass';
/** Lists reload after a call; the machine is shared, so allow them a few seconds. */
const WAIT = { timeout: 10_000 };

const suite = useSuite((server) => {
  server.cli(['user:add', '--username', 'reader1', '--password', READER_PASSWORD, '--realname', 'Reader', '--role', 'operator', '--keep-password']);
});

/** The bell's badge number (antd draws none for 0). */
const bellCount = async (page: Page) => {
  const badge = page.getByTestId('notice-count').locator('.ant-scroll-number');
  return (await badge.count()) ? Number(await badge.getAttribute('title')) : 0;
};

/** Chooses an option of the select with this id in the open modal. */
const choose = (page: Page, id: string, option: string) => chooseOption(page, page.locator(`.ant-modal:visible #${id}`), option);

describe('announcements in the console', () => {
  it('publishes an announcement that another signed-in user sees in the bell without reloading, and reads it', async () => {
    const reader = await newPage(suite.browser);
    await signIn(reader.page, suite.server.url, 'reader1', READER_PASSWORD);
    await waitForRoute(reader.page, /#\/dashboard\/analysis/);
    await reader.page.getByTestId('notice-bell').waitFor();
    expect(await bellCount(reader.page)).toBe(0);

    const admin = await newPage(suite.browser);
    await signIn(admin.page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/notice');
    await waitForRoute(admin.page, /#\/system\/notice/);
    await admin.page.getByTestId('crud-add').click();
    const modal = admin.page.locator('.ant-modal:visible');
    await modal.locator('#titile').fill('Forklift drill');
    await choose(admin.page, 'msgCategory', '通知公告');
    await choose(admin.page, 'priority', '紧急');
    await choose(admin.page, 'msgType', '全体用户');
    await modal.locator('#msgContent').fill('<p>Drill at <b>10:00</b><script>alert(1)</script></p>');
    await admin.page.getByTestId('crud-submit').click();
    await modal.waitFor({ state: 'hidden' });
    const row = admin.page.getByTestId('notice-table').locator('tr', { has: admin.page.getByText('Forklift drill', { exact: true }) });
    // A draft first: the list has reloaded after the add before the row is used.
    await expect.poll(() => row.innerText(), WAIT).toContain('草稿');
    await row.getByTestId('notice-publish').click();
    await confirm(admin.page);
    await expect.poll(() => admin.page.locator('.ant-message-notice', { hasText: '发布成功' }).count(), WAIT).toBe(1);
    await expect.poll(() => row.innerText(), WAIT).toContain('已发布');

    // The reader's page was not reloaded: the socket told it to fetch its notices.
    await expect.poll(() => bellCount(reader.page), WAIT).toBe(1);
    await reader.page.getByTestId('notice-bell').click();
    const item = reader.page.getByTestId('notice-item').filter({ hasText: 'Forklift drill' });
    await expect.poll(() => item.getByText('紧急').count(), WAIT).toBe(1);
    await item.click();
    const viewer = reader.page.locator('.ant-modal:visible');
    await expect.poll(() => viewer.locator('b', { hasText: '10:00' }).count(), WAIT).toBe(1);
    expect(await viewer.locator('script').count()).toBe(0);
    await expect.poll(() => bellCount(reader.page), WAIT).toBe(0);
    await viewer.locator('.ant-modal-close').click();
    await viewer.waitFor({ state: 'hidden' });

    // 'View more' leads to my announcements, which lists it as read.
    await reader.page.getByTestId('notice-bell').click();
    await reader.page.getByTestId('notice-more').first().click();
    await waitForRoute(reader.page, /#\/account\/notice/);
    const mine = reader.page.getByTestId('my-notice-table').locator('tr', { hasText: 'Forklift drill' });
    await expect.poll(() => mine.getByText('已读').count(), WAIT).toBe(1);

    // Revoking takes it out of the reader's list, again without a reload.
    await row.getByTestId('notice-revoke').click();
    await confirm(admin.page);
    await expect.poll(() => mine.count(), WAIT).toBe(0);
    await reader.context.close();
    await admin.context.close();
  });
});
