import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { api, signInAsAdmin } from '../support/api.js';
import { newPage } from '../support/browser.js';
import { signIn } from '../support/session.js';
import { useSuite } from '../support/suite.js';
import { waitForRoute } from '../support/ui.js';

const suite = useSuite();
const mails: string[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  smtpPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Sets a parameter through the parameter page's call. */
async function setParam(token: string, key: string, value: string): Promise<void> {
  const page = await api<{ records: { id: string; paramKey: string }[] }>(suite.server.url, token, `/sys/param/list?paramKey=${encodeURIComponent(key)}`);
  const row = page.records.find((r) => r.paramKey === key)!;
  await api(suite.server.url, token, '/sys/param/edit', { method: 'PUT', body: JSON.stringify({ id: row.id, paramValue: value }) });
}

describe('accounts: self-registration and password recovery', () => {
  it('a visitor applies, an administrator approves, the new user signs in, forgets the password and sets a new one from a mailed code', async () => {
    // The administrator works in the seeded language (Chinese); the visitors' browsers are English.
    const admin = await newPage(suite.browser);
    const token = await signInAsAdmin(admin.page, suite.server.url);

    // Off by default: the sign-in page offers neither.
    const visitor = await newPage(suite.browser, 'en-GB');
    const page = visitor.page;
    await page.goto(`${suite.server.url}/#/user/login`);
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('login-register').count()).toBe(0);

    await setParam(token, 'account.registration', 'on');
    await setParam(token, 'mail.smtpHost', '127.0.0.1');
    await setParam(token, 'mail.smtpPort', String(smtpPort));
    await page.reload();
    await page.getByTestId('login-register').click();
    await waitForRoute(page, /#\/user\/register$/);
    await page.getByTestId('register-username').fill('lena');
    await page.getByTestId('register-realname').fill('Lena Park');
    await page.getByTestId('register-email').fill('lena@example.com');
    await page.getByTestId('account-password').fill('Harbour#2026');
    await page.getByTestId('account-confirm').fill('Harbour#2026');
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('register-result').textContent()).toContain('lena');

    // The administrator's page: waiting, approved.
    await admin.page.goto(`${suite.server.url}/#/system/registrations`);
    const row = admin.page.locator('[data-testid="registrations"] tr', { hasText: 'lena@example.com' });
    await expect.poll(() => row.getByTestId('registration-status').textContent()).toBe('待审批');
    await row.getByTestId('registration-approve').click();
    await expect.poll(() => row.getByTestId('registration-status').textContent()).toBe('已通过');

    await signIn(page, suite.server.url, 'lena', 'Harbour#2026');
    await waitForRoute(page, /#\/dashboard\/analysis/);
    await visitor.context.close();

    // Forgotten, on another day in another browser: a code by mail, then the new password.
    const later = await newPage(suite.browser, 'en-GB');
    const again = later.page;
    await again.goto(`${suite.server.url}/#/user/login`);
    await again.getByTestId('login-forgot').click();
    await again.getByTestId('recovery-username').fill('lena');
    await again.getByTestId('recovery-send').click();
    await again.getByTestId('recovery-sent').waitFor();
    // The approval was mailed too (in the approver's language); the code is in the recovery mail.
    await expect.poll(() => mails.filter((m) => /code is \d{6}/.test(m)).length).toBe(1);
    const code = /code is (\d{6})/.exec(mails.find((m) => /code is \d{6}/.test(m))!)![1]!;
    await again.getByTestId('recovery-code').fill(code);
    await again.getByTestId('account-password').fill('Meadow#2027');
    await again.getByTestId('account-confirm').fill('Meadow#2027');
    await again.getByTestId('recovery-submit').click();
    await waitForRoute(again, /#\/user\/login/);
    await signIn(again, suite.server.url, 'lena', 'Meadow#2027');
    await waitForRoute(again, /#\/dashboard\/analysis/);
    await later.context.close();
    await admin.context.close();
  });
});
