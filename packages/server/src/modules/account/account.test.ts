import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AccountOptions, Registration } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { RECOVERY_MAX_ATTEMPTS, RECOVERY_RESEND_MS } from './recovery.js';

/** A real SMTP server on a free port that keeps what it receives. */
interface Mailbox {
  readonly port: number;
  readonly mails: { to: string; body: string }[];
  close(): Promise<void>;
}

async function startMailbox(): Promise<Mailbox> {
  const mails: { to: string; body: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: the test server has no certificate a client would trust.
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, done) => done(null, { user: auth.username }),
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let h: Harness;
let mailbox: Mailbox;
let admin: string;
let operator: string;
const en = { lang: 'en-GB' } as const;
const STRONG = 'Sunrise#2026';

beforeAll(async () => {
  h = await startHarness();
  mailbox = await startMailbox();
  admin = await h.token('admin', ADMIN_PASSWORD);
  await h.createUser({ username: 'reg_operator', roles: ['operator'] });
  operator = await h.token('reg_operator', ADMIN_PASSWORD);
});
afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});

async function captcha(): Promise<{ checkKey: string; captcha: string }> {
  const checkKey = `k${Math.random().toString(36).slice(2)}`;
  await h.call('GET', `/sys/randomImage/${checkKey}`);
  return { checkKey, captcha: (await h.app.captchas.answerOf(checkKey))! };
}

/** Sets a parameter as an administrator does on the parameter page. */
async function setParam(key: string, value: string): Promise<void> {
  const rows = (await h.call<{ records: { id: string; paramKey: string }[] }>('GET', '/sys/param/list', { token: admin, ...en, query: { paramKey: key } })).body.result.records;
  const row = rows.find((r) => r.paramKey === key)!;
  const { body } = await h.call('PUT', '/sys/param/edit', { token: admin, ...en, body: { id: row.id, paramValue: value } });
  expect(body.success, body.message).toBe(true);
}

const options = async () => (await h.call<AccountOptions>('GET', '/sys/account/options')).body.result;
const register = async (fields: Record<string, string>) =>
  h.call<{ username: string; status: string }>('POST', '/sys/account/register', { ...en, body: { realname: 'Mia Chen', email: 'mia@example.com', password: STRONG, confirmpassword: STRONG, ...(await captcha()), ...fields } });

describe('self-registration (docs/accounts.md)', () => {
  it('is off by default: the sign-in page offers neither, and the calls refuse', async () => {
    expect(await options()).toEqual({ registration: false, recovery: false });
    expect((await register({ username: 'mia' })).status).toBe(403);
    const recovery = await h.call('POST', '/sys/account/recovery/request', { ...en, body: { username: 'admin', ...(await captcha()) } });
    expect(recovery.status).toBe(403);
    expect(recovery.body.message).toBe('Password recovery is not available: no mail server is configured');
  });

  it('once on, takes an application that cannot sign in until an administrator approves it', async () => {
    await setParam('account.registration', 'on');
    expect((await options()).registration).toBe(true);

    // Wrong captcha, weak or repeated password, a taken name: refused, naming the field, nothing stored.
    expect((await register({ username: 'mia', captcha: 'zzzz' })).body.message).toMatch(/captcha|verification/i);
    const weak = await register({ username: 'mia', password: 'short', confirmpassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('password');
    expect((await register({ username: 'mia', confirmpassword: 'Other#2026' })).body.message).toContain('confirmpassword');
    expect((await register({ username: 'ADMIN' })).body.message).toContain('this user name is already taken');
    expect(await h.app.db.selectFrom('account_registrations').select('id').execute()).toHaveLength(0);

    const applied = await register({ username: 'mia' });
    expect(applied.body).toMatchObject({ success: true, result: { username: 'mia', status: 'pending' } });
    expect((await register({ username: 'Mia' })).body.message).toContain('this user name is already taken');
    expect((await h.login('mia', STRONG)).body.success).toBe(false);

    // The approval page: an operator may not; the administrator sees it waiting, approves it.
    expect((await h.call('GET', '/sys/account/registration/list', { token: operator })).status).toBe(403);
    const list = (await h.call<Registration[]>('GET', '/sys/account/registration/list', { token: admin })).body.result;
    const mia = list.find((r) => r.username === 'mia')!;
    expect(mia).toMatchObject({ status: 'pending', email: 'mia@example.com', tenantId: 1000 });
    expect(JSON.stringify(list)).not.toContain('argon');
    const approved = await h.call<Registration>('POST', '/sys/account/registration/approve', { token: admin, ...en, body: { id: mia.id } });
    expect(approved.body).toMatchObject({ success: true, message: 'mia can sign in now', result: { status: 'approved', decidedBy: 'admin' } });
    expect((await h.call('POST', '/sys/account/registration/approve', { token: admin, ...en, body: { id: mia.id } })).status).toBe(409);

    // The account: the password chosen at registration, the role of the parameters, the tenant.
    const signedIn = await h.login('mia', STRONG);
    expect(signedIn.body.success, signedIn.body.message).toBe(true);
    const user = await h.app.db.selectFrom('users').select(['id', 'email', 'must_change_password']).where('username', '=', 'mia').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'mia@example.com', must_change_password: 0 });
    const roles = await h.app.db.selectFrom('user_role as ur').innerJoin('roles as r', 'r.id', 'ur.role_id').select('r.role_code').where('ur.user_id', '=', user.id).execute();
    expect(roles.map((r) => r.role_code)).toEqual(['operator']);
  });

  it('a rejected application never becomes an account and frees the name', async () => {
    await register({ username: 'sam' });
    const sam = (await h.call<Registration[]>('GET', '/sys/account/registration/list', { token: admin })).body.result.find((r) => r.username === 'sam')!;
    const rejected = await h.call<Registration>('POST', '/sys/account/registration/reject', { token: admin, ...en, body: { id: sam.id, reason: 'Unknown person' } });
    expect(rejected.body.result).toMatchObject({ status: 'rejected', reason: 'Unknown person' });
    expect((await h.login('sam', STRONG)).body.success).toBe(false);
    expect((await register({ username: 'sam' })).body.success).toBe(true);
  });

  it('another tenant’s administrator sees none of this tenant’s applications', async () => {
    await h.addTenant(2000, 'Other plant', [['B01', 'Other HQ']]);
    await h.createUser({ username: 'reg_stranger', roles: ['admin'], tenants: [2000], departs: ['B01'] });
    const stranger = await h.token('reg_stranger', ADMIN_PASSWORD);
    expect((await h.call<Registration[]>('GET', '/sys/account/registration/list', { token: stranger })).body.result).toEqual([]);
    const waiting = (await h.call<Registration[]>('GET', '/sys/account/registration/list', { token: admin })).body.result.find((r) => r.status === 'pending')!;
    expect((await h.call('POST', '/sys/account/registration/approve', { token: stranger, ...en, body: { id: waiting.id } })).body.message).toBe('No such registration');
  });
});

describe('password recovery by mail (docs/accounts.md)', () => {
  const request = async (username: string) => h.call('POST', '/sys/account/recovery/request', { ...en, body: { username, ...(await captcha()) } });
  const reset = (username: string, code: string, password = 'Evening#2027') =>
    h.call('POST', '/sys/account/recovery/reset', { ...en, body: { username, code, password, confirmpassword: password } });
  const lastCode = () => /code is (\d{6})/.exec(mailbox.mails.at(-1)!.body)![1]!;

  it('with a mail server in the parameters, mails a code that sets a new password once and ends the old sessions', async () => {
    await setParam('mail.smtpHost', '127.0.0.1');
    await setParam('mail.smtpPort', String(mailbox.port));
    await setParam('mail.smtpUser', 'agvs');
    await setParam('mail.smtpPassword', 'mail-secret');
    await setParam('mail.from', 'AGVS <agvs@example.com>');
    expect((await options()).recovery).toBe(true);

    // The password is kept sealed and listed masked.
    const stored = await h.app.db.selectFrom('sys_params' as never).selectAll().where('param_key' as never, '=', 'mail.smtpPassword' as never).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('mail-secret');
    const listed = (await h.call<{ records: { paramValue: string }[] }>('GET', '/sys/param/list', { token: admin, query: { paramKey: 'mail.smtpPassword' } })).body.result.records[0]!;
    expect(listed.paramValue).toBe('******');
    await setParam('mail.smtpPassword', '******');
    expect(JSON.stringify(await h.app.db.selectFrom('sys_params' as never).selectAll().where('param_key' as never, '=', 'mail.smtpPassword' as never).executeTakeFirstOrThrow())).toBe(JSON.stringify(stored));

    const old = await h.token('mia', STRONG);
    const asked = await request('mia');
    expect(asked.body).toMatchObject({ success: true, message: 'If the account has an e-mail address, a code is on its way to it' });
    expect(mailbox.mails).toHaveLength(1);
    expect(mailbox.mails[0]!.to).toBe('mia@example.com');
    expect(mailbox.mails[0]!.body).toContain('Mia Chen');
    const code = lastCode();

    expect((await reset('mia', code === '000000' ? '111111' : '000000')).body.message).toBe('The code is not right; check the mail and try again');
    const done = await reset('mia', code);
    expect(done.body.success, done.body.message).toBe(true);
    expect((await h.login('mia', 'Evening#2027')).body.success).toBe(true);
    expect((await h.login('mia', STRONG)).body.success).toBe(false);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token: old })).status).toBe(401);
    // Used once: the same code does nothing more.
    expect((await reset('mia', code, 'Another#2028')).body.message).toBe('The code has expired or was used up; ask for a new one');
  });

  it('answers the same for unknown accounts and accounts without mail, and sends nothing for them', async () => {
    const before = mailbox.mails.length;
    const unknown = await request('nobody-here');
    const noMail = await request('reg_operator');
    expect(unknown.body).toEqual({ ...noMail.body, timestamp: unknown.body.timestamp });
    expect(mailbox.mails.length).toBe(before);
  });

  it('gives up a code after five wrong tries, and sends a new one at most once a minute', async () => {
    h.advance(RECOVERY_RESEND_MS);
    await request('mia');
    const code = lastCode();
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 1; i < RECOVERY_MAX_ATTEMPTS; i++) expect((await reset('mia', wrong)).body.message).toBe('The code is not right; check the mail and try again');
    expect((await reset('mia', wrong)).body.message).toBe('The code has expired or was used up; ask for a new one');
    expect((await reset('mia', code)).body.message).toBe('The code has expired or was used up; ask for a new one');

    const sent = mailbox.mails.length;
    await request('mia');
    expect(mailbox.mails.length).toBe(sent);
    h.advance(RECOVERY_RESEND_MS);
    await request('mia');
    expect(mailbox.mails.length).toBe(sent + 1);
  });
});
