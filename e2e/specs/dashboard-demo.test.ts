import { describe, expect, it } from 'vitest';
import { api, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { waitForRoute } from '../support/ui.js';

const OPERATOR_PASSWORD = 'Operator#2026';

const suite = useSuite((server) => {
  server.cli(['user:add', '--username', 'demo_operator', '--password', OPERATOR_PASSWORD, '--role', 'operator', '--keep-password']);
});

describe('dashboard: demo traffic', () => {
  it('explains where the scheduled orders come from and pauses them with its switch', async () => {
    const { context, page } = await newPage(suite.browser);
    const token = await signInAsAdmin(page, suite.server.url);
    const card = page.getByTestId('demo-traffic');
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('4 个定时模板');
    expect(text).toContain('Machining1ToAssembly1');
    expect(text).toContain('每 5 分钟');
    expect(text).toContain('Dock3ToDock4');
    expect(text).toContain('每 10 分钟');

    const toggle = page.getByTestId('demo-traffic-switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => page.getByTestId('demo-traffic-state').innerText()).toContain('已暂停');
    const schedule = () => api<{ paused: boolean }>(suite.server.url, token, '/agvserver/transorderTemplate/schedule');
    expect((await schedule()).paused).toBe(true);

    // Kept by the server: after a reload the switch is still off; switching on resumes.
    await page.reload();
    await expect.poll(() => page.getByTestId('demo-traffic-switch').getAttribute('aria-checked')).toBe('false');
    await page.getByTestId('demo-traffic-switch').click();
    await expect.poll(async () => (await schedule()).paused).toBe(false);
    await context.close();
  });

  it('shows an operator the scheduled templates without the switch', async () => {
    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'demo_operator', OPERATOR_PASSWORD);
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await page.getByTestId('demo-traffic-templates').waitFor();
    expect(await page.getByTestId('demo-traffic-switch').count()).toBe(0);
    expect(await page.getByTestId('demo-traffic-state').innerText()).toContain('关闭后');
    await context.close();
  });
});
