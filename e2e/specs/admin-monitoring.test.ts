import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { confirm, waitForRoute } from '../support/ui.js';

const suite = useSuite(
  (server) => {
    server.cli(['user:add', '--username', 'picker1', '--password', 'Picker#2026x', '--realname', 'Picker One', '--role', 'operator', '--keep-password']);
  },
  { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
);

const figure = (page: Page, key: string) => page.getByTestId(`figure-${key}`);
const points = async (page: Page, chart: string) => Number(await page.getByTestId(chart).getAttribute('data-points'));

describe('server monitoring in the console', () => {
  it('shows live process, system, database, Redis, cache and trace figures to the admin', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/servermonitor/process');
    await waitForRoute(page, /#\/servermonitor\/process/);
    await expect.poll(() => figure(page, 'heapUsed').textContent()).toMatch(/\d+(\.\d)? MB/);
    expect(await figure(page, 'node').textContent()).toMatch(/^v\d+\./);
    // Charts grow with each sample while the page is open.
    await expect.poll(() => points(page, 'chart-memory'), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('chart-memory').locator('canvas').count()).toBeGreaterThan(0);

    await page.goto(`${suite.server.url}/#/servermonitor/system`);
    await expect.poll(() => figure(page, 'cpuUsage').textContent()).toMatch(/^\d+(\.\d)? %$/);
    expect(await figure(page, 'diskPath').textContent()).toBe(suite.server.dataDir);

    await page.goto(`${suite.server.url}/#/servermonitor/database`);
    await expect.poll(() => figure(page, 'dialect').textContent()).toBe('SQLite');
    await expect.poll(() => page.getByTestId('database-tables').locator('tr', { hasText: 'sys_operation_log' }).count()).toBe(1);

    await page.goto(`${suite.server.url}/#/servermonitor/redis`);
    await expect.poll(() => figure(page, 'version').textContent()).toMatch(/^\d+\.\d+/);

    await page.goto(`${suite.server.url}/#/servermonitor/httptrace`);
    await expect.poll(() => page.getByTestId('trace-table').locator('tr', { hasText: '/agvs/actuator/redis' }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('trace-table').locator('tr', { hasText: '/agvs/actuator/redis' }).first().textContent()).toContain('admin');

    await page.goto(`${suite.server.url}/#/servermonitor/caches`);
    await expect.poll(() => page.getByTestId('caches-table').locator('tr', { hasText: '请求追踪' }).count()).toBe(1);

    await page.goto(`${suite.server.url}/#/system/grafana`);
    await expect.poll(() => page.getByTestId('grafana-not-configured').textContent()).toContain('未配置 Grafana');
    await context.close();
  });
});

describe('OSS files in the console', () => {
  it('uploads a file, downloads it under its original name and deletes it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'agvs-e2e-upload-'));
    const source = join(folder, '月度报表.txt');
    writeFileSync(source, 'pallets moved: 42\n');
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/oss');
    await waitForRoute(page, /#\/system\/oss/);

    await page.locator('input[type=file]').setInputFiles(source);
    const row = page.getByTestId('oss-file-table').locator('tr', { hasText: '月度报表.txt' });
    await expect.poll(() => row.count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('oss-file-download').click()]);
    expect(download.suggestedFilename()).toBe('月度报表.txt');
    expect(readFileSync((await download.path())!, 'utf8')).toBe('pallets moved: 42\n');

    await row.getByTestId('crud-delete').click();
    await confirm(page);
    await expect.poll(() => row.count()).toBe(0);

    await page.goto(`${suite.server.url}/#/system/log/operation`);
    const logged = page.getByTestId('operation-log-table').locator('tr', { hasText: '/agvs/sys/oss/file/upload' });
    await expect.poll(() => logged.count()).toBe(1);
    await context.close();
  });
});

describe('popup picker', () => {
  it('picks users from the searchable user list for a role', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/system/role');
    await waitForRoute(page, /#\/system\/role/);
    await page.locator('tr', { hasText: 'Administrator' }).getByTestId('role-users').click();
    await page.getByTestId('role-users-pick').click();
    const picker = page.locator('.ant-modal:visible', { has: page.getByTestId('popup-picker-table') });
    await picker.locator('#username').fill('picker');
    await picker.locator('.ant-pro-query-filter button[type=submit], .ant-pro-query-filter .ant-btn-primary').first().click();
    const row = picker.locator('tr', { hasText: 'picker1' });
    await expect.poll(() => picker.locator('tbody tr.ant-table-row').count()).toBe(1);
    await row.locator('.ant-checkbox-input').check();
    await expect.poll(() => picker.getByTestId('popup-picker-selected').textContent()).toContain('已选择 1 项');
    await picker.locator('.ant-modal-footer .ant-btn-primary').click();
    await picker.waitFor({ state: 'hidden' });
    await page.locator('.ant-drawer .ant-btn-primary', { hasText: '添加' }).first().click();
    await expect.poll(() => page.locator('.ant-drawer tr', { hasText: 'picker1' }).count()).toBe(1);
    await context.close();
  });
});
