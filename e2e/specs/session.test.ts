import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser.js';
import { ADMIN_PASSWORD } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { signIn } from '../support/session.js';
import { confirm, waitForRoute, watchToken } from '../support/ui.js';


const suite = useSuite();

describe('sign-in and session', () => {
  it('sends a visitor of a private page to login, keeping the page to come back to', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto(`${suite.server.url}/#/account/center`);
    await waitForRoute(page, /#\/user\/login\?redirect=/);
    expect(decodeURIComponent(page.url())).toContain('redirect=/account/center');
    await context.close();
  });

  it('signs in and lands on the dashboard with greeting and clock', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await page.getByTestId('greeting').waitFor();
    await expect.poll(() => page.getByTestId('header-clock').textContent()).toMatch(/\d{2}:\d{2}/);
    await context.close();
  });

  it('goes back to the page asked for after sign-in, and a signed-in user opening login goes home', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD, '/account/center');
    await waitForRoute(page, /#\/account\/center/);
    await page.goto(`${suite.server.url}/#/user/login`);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await context.close();
  });

  it('refuses a wrong password with a message and stays on login', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'admin', 'Wrong#password1');
    await expect.poll(() => page.locator('.ant-message-notice, .ant-notification-notice, .ant-alert').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/#\/user\/login/);
    await context.close();
  });

  it('signs out after confirmation, and the old token stops working at once', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = watchToken(page);
    await signIn(page, suite.server.url, 'admin', ADMIN_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    const used = token();
    expect(used).toBeTruthy();

    await page.getByTestId('logout').click();
    await confirm(page);
    await waitForRoute(page, /#\/user\/login/);

    const res = await fetch(`${suite.server.url}/agvs/sys/user/getUserInfo`, { headers: { 'X-Access-Token': used! } });
    expect(res.status).toBe(401);
    // Opening the dashboard afresh (a new document, not a hash change within the old one) finds no session.
    await page.goto('about:blank');
    await page.goto(`${suite.server.url}/#/dashboard/analysis`);
    await waitForRoute(page, /#\/user\/login/);
    await context.close();
  });
});
