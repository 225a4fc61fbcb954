import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_MS, LOGIN_LOCK_MS, MAX_FAILED_LOGINS, TOKEN_TTL_MS, type UserInfoResult } from '@agvs/contract';
import { ADMIN_PASSWORD, encryptPassword, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('sign-in', () => {
  it('signs the admin in with token, user info, departments, tenants and dictionaries', async () => {
    const { status, body } = await h.login('admin', ADMIN_PASSWORD, { lang: 'en-GB' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, message: 'Signed in' });
    const result = body.result;
    expect(result.token.split('.')).toHaveLength(3);
    expect(result.userInfo).toMatchObject({ username: 'admin', loginTenantId: 1000, orgCode: 'A01', mustChangePassword: false });
    expect(result.departs).toEqual([{ id: 'dep-1000-A01', orgCode: 'A01', departName: 'Demo Company', tenantId: 1000 }]);
    expect(result.multi_depart).toBe(1);
    expect(result.tenantList).toEqual([{ id: 1000, name: 'Demo' }]);
    expect(result.sysAllDictItems['taskType']).toContainEqual({ value: 'Material', text: 'Material', title: 'Material', itemValue: 'Material', itemText: 'Material', color: null });

    const info = await h.call<UserInfoResult>('GET', '/sys/user/getUserInfo', { token: result.token });
    expect(info.body.result.userInfo.username).toBe('admin');
  });

  it('asks a user with several departments to choose (multi_depart 2)', async () => {
    await h.createUser({ username: 'multi', departs: ['A01A01', 'A01A02'] });
    const { body } = await h.login('multi', ADMIN_PASSWORD);
    expect(body.result.multi_depart).toBe(2);
    expect(body.result.departs.map((d) => d.orgCode)).toEqual(['A01A01', 'A01A02']);
    expect(body.result.userInfo.orgCode).toBe('A01A01');
  });

  it('refuses a wrong captcha, and a captcha answers only once', async () => {
    const wrong = await h.login('admin', ADMIN_PASSWORD, { captcha: 'zzzz', lang: 'en-GB' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: 'The verification code is incorrect' });

    const keys = (await h.call<{ key: string; iv: string }>('GET', '/sys/getEncryptedString')).body.result;
    await h.call('GET', '/sys/randomImage/once');
    const captcha = (await h.app.captchas.answerOf('once'))!;
    const body = { username: 'admin', password: encryptPassword(ADMIN_PASSWORD, keys.key, keys.iv), captcha, checkKey: 'once' };
    expect((await h.call('POST', '/sys/loginEncrypt', { body })).body.success).toBe(true);
    expect((await h.call('POST', '/sys/loginEncrypt', { body })).body.success).toBe(false);
  });

  it('refuses a captcha older than 60 s', async () => {
    const image = await h.call<string>('GET', '/sys/randomImage/late');
    expect(image.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    const captcha = (await h.app.captchas.answerOf('late'))!;
    h.advance(CAPTCHA_TTL_MS + 1);
    const keys = (await h.call<{ key: string; iv: string }>('GET', '/sys/getEncryptedString')).body.result;
    const { body } = await h.call('POST', '/sys/loginEncrypt', {
      lang: 'en-GB',
      body: { username: 'admin', password: encryptPassword(ADMIN_PASSWORD, keys.key, keys.iv), captcha, checkKey: 'late' },
    });
    expect(body).toMatchObject({ success: false, code: 500, message: 'The verification code has expired; please refresh it' });
  });

  it('refuses a wrong password and an unknown user with the same words, which warn of the lock-out', async () => {
    await h.createUser({ username: 'wrongpw' });
    const words = `Wrong username or password. After ${MAX_FAILED_LOGINS} failed attempts in a row the account is locked for 10 minutes`;
    for (let attempt = 1; attempt <= 2; attempt++) {
      const wrong = await h.login('wrongpw', 'Nope#1234', { lang: 'en-GB' });
      const unknown = await h.login('nobody', 'Nope#1234', { lang: 'en-GB' });
      expect(wrong.body).toMatchObject({ success: false, code: 500, message: words });
      expect(unknown.body).toMatchObject({ success: false, code: 500, message: words });
    }
  });

  it(`locks the account for 10 minutes after ${MAX_FAILED_LOGINS} wrong passwords`, async () => {
    await h.createUser({ username: 'locked' });
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) {
      expect((await h.login('locked', 'Wrong#123')).body.success).toBe(false);
    }
    const fifth = await h.login('locked', 'Wrong#123', { lang: 'en-GB' });
    expect(fifth.body.message).toBe('Too many failed sign-ins; the account is locked, try again in 10 minutes');

    const rightButLocked = await h.login('locked', ADMIN_PASSWORD, { lang: 'en-GB' });
    expect(rightButLocked.body).toMatchObject({ success: false, code: 500 });
    expect(rightButLocked.body.message).toContain('locked');

    h.advance(LOGIN_LOCK_MS + 1);
    expect((await h.login('locked', ADMIN_PASSWORD)).body.success).toBe(true);
  });

  it('refuses a frozen user, and ends the sessions it holds', async () => {
    const id = await h.createUser({ username: 'frozen' });
    const token = await h.token('frozen', ADMIN_PASSWORD);
    await h.app.db.updateTable('users').set({ status: 'frozen' }).where('id', '=', id).execute();
    const { body } = await h.login('frozen', ADMIN_PASSWORD, { lang: 'en-GB' });
    expect(body).toMatchObject({ success: false, code: 500, message: 'This account is frozen' });
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(401);
  });
});

describe('tokens', () => {
  it('answers 401 without a token or with a forged one', async () => {
    expect((await h.call('GET', '/sys/user/getUserInfo')).body).toMatchObject({ success: false, code: 401 });
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwianRpIjoieSJ9.c2lnbmF0dXJl';
    expect((await h.call('GET', '/sys/user/getUserInfo', { token: forged })).status).toBe(401);
  });

  it('expires a token after 7 days', async () => {
    const token = await h.token('admin', ADMIN_PASSWORD);
    h.advance(TOKEN_TTL_MS - 1000);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(200);
    h.advance(2000);
    const { status, body } = await h.call('GET', '/sys/user/getUserInfo', { token, lang: 'en-GB' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 401 });
    expect(body.message).toMatch(/sign in again/);
  });

  it('revokes the token at once on logout', async () => {
    const token = await h.token('admin', ADMIN_PASSWORD);
    const other = await h.token('admin', ADMIN_PASSWORD);
    const out = await h.call('POST', '/sys/logout', { token });
    expect(out.body).toMatchObject({ success: true, code: 200 });
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(401);
    expect((await h.call('POST', '/sys/logout', { token })).status).toBe(401);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token: other })).status).toBe(200);
  });
});

describe('with CAPTCHA=off', () => {
  let noCaptcha: Harness;
  beforeAll(async () => {
    noCaptcha = await startHarness({ captcha: false });
  });
  afterAll(async () => noCaptcha?.close());

  it('signs in without a captcha', async () => {
    const { body } = await noCaptcha.login('admin', ADMIN_PASSWORD, { captcha: '' });
    expect(body.success).toBe(true);
  });

  it('refuses a password that does not decrypt', async () => {
    const { body } = await noCaptcha.call('POST', '/sys/loginEncrypt', {
      lang: 'en-GB',
      body: { username: 'admin', password: 'bm90IGEgYmxvY2s=' },
    });
    expect(body).toMatchObject({ success: false, code: 500, message: 'The password could not be decrypted; reload the page and try again' });
  });
});
