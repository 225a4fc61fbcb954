import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { chooseOption, confirm, waitForRoute } from '../support/ui.js';

const suite = useSuite();
/** Lists reload after a call; the machine is shared, so allow them a few seconds. */
const WAIT = { timeout: 10_000 };

const choose = (page: Page, id: string, option: string) => chooseOption(page, page.locator(`.ant-modal:visible #${id}`), option);

describe('scheduled jobs in the console', () => {
  it('refuses a bad cron expression, creates a job, runs it once and shows its log', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/quartzJob');
    await waitForRoute(page, /#\/system\/quartzJob/);
    await page.getByTestId('crud-add').click();
    const modal = page.locator('.ant-modal:visible');
    await choose(page, 'jobClassName', '示例任务');
    await modal.locator('#cronExpression').fill('every night');
    await modal.locator('#parameter').fill('hello-e2e');
    await modal.locator('#description').fill('E2E sample');
    await page.getByTestId('crud-submit').click();
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: 'Cron 表达式无效' }).count(), WAIT).toBe(1);

    await modal.locator('#cronExpression').fill('0 3 * * *');
    await page.getByTestId('crud-submit').click();
    await modal.waitFor({ state: 'hidden' });
    const row = page.getByTestId('job-table').locator('tr', { has: page.getByText('E2E sample', { exact: true }) });
    await expect.poll(() => row.getByText('运行').count(), WAIT).toBe(1);

    await row.getByTestId('job-execute').click();
    await confirm(page);
    await expect.poll(() => page.locator('.ant-message-notice', { hasText: '执行成功：参数：hello-e2e' }).count(), WAIT).toBe(1);

    await row.getByTestId('job-pause').click();
    await expect.poll(() => row.getByTestId('job-resume').count(), WAIT).toBe(1);
    expect(await row.getByText('运行').count()).toBe(0);

    await row.getByTestId('job-logs').click();
    const logs = page.getByTestId('job-log-table');
    await expect.poll(() => logs.locator('tr', { hasText: '参数：hello-e2e' }).count(), WAIT).toBe(1);
    expect(await logs.locator('tr', { hasText: '参数：hello-e2e' }).getByText('成功').count()).toBe(1);
    await context.close();
  });
});
