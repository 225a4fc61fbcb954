import { describe, expect, it } from 'vitest';
import { api, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { replaceGivenPassword, signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { waitForRoute } from '../support/ui.js';

const GIVEN = 'Given#2026pass';
const OWN = 'Own#2026secret';

const suite = useSuite((server) => {
  server.cli(['user:add', '--username', 'shelluser', '--password', GIVEN, '--role', 'operator']);
});

describe('a password set by an administrator', () => {
  it('of a user added in the console is replaced at the first sign-in, and not by the same one', async () => {
    const admin = await newPage(suite.browser);
    const token = await signInAsAdmin(admin.page, suite.server.url);
    await api(suite.server.url, token, '/sys/user/add', {
      method: 'POST',
      body: JSON.stringify({ username: 'consoleuser', realname: 'Console user', password: GIVEN, selectedroles: 'role-operator' }),
    });
    await admin.context.close();

    const { context, page } = await newPage(suite.browser);
    await signIn(page, suite.server.url, 'consoleuser', GIVEN);
    await page.getByTestId('password-modal').waitFor();
    await page.getByTestId('password-old').fill(GIVEN);
    await page.getByTestId('password-new').fill(GIVEN);
    await page.getByTestId('password-confirm').fill(GIVEN);
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.getByTestId('password-modal').locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/#\/user\/login/);

    await page.getByTestId('password-new').fill(OWN);
    await page.getByTestId('password-confirm').fill(OWN);
    await page.getByTestId('password-submit').click();
    await page.getByTestId('password-modal').waitFor({ state: 'hidden' });
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await context.close();
  }, 90_000);

  it('of a user added or reset from the shell is replaced at the next sign-in', async () => {
    const first = await newPage(suite.browser);
    await signIn(first.page, suite.server.url, 'shelluser', GIVEN);
    await replaceGivenPassword(first.page, GIVEN, OWN);
    await waitForRoute(first.page, /#\/dashboard\/analysis/);
    await first.context.close();

    suite.server.cli(['user:reset-password', '--username', 'shelluser', '--password', GIVEN]);
    const again = await newPage(suite.browser);
    await signIn(again.page, suite.server.url, 'shelluser', GIVEN);
    await replaceGivenPassword(again.page, GIVEN, 'Again#2026secret');
    await waitForRoute(again.page, /#\/dashboard\/analysis/);
    await again.context.close();
  }, 90_000);
});
