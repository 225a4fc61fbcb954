import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const PASSWORD = 'Clerk#2026pass';

describe('usernames are unique regardless of case and compatibility forms', () => {
  it('refuses to add a user or device whose name differs from an existing one only in case', async () => {
    const add = (path: string, body: object) => h.call('POST', path, { token: admin, lang: 'en-GB', body });
    expect((await add('/sys/user/add', { username: 'Admin', realname: 'Impostor', password: PASSWORD })).body).toMatchObject({
      success: false,
      message: 'The value Admin of username already exists',
    });
    expect((await add('/sys/deviceUser/add', { username: 'ADMIN', realname: 'Impostor board', deviceType: 'board' })).body.success).toBe(false);
    expect((await add('/sys/user/add', { username: 'Clerk.One', realname: 'Clerk', password: PASSWORD })).body.success).toBe(true);
    expect((await add('/sys/user/add', { username: 'clerk.one', realname: 'Clerk again', password: PASSWORD })).body.success).toBe(false);
  });

  it('answers the duplicate check for case and full-width variants as taken', async () => {
    const check = (fieldVal: string) =>
      h.call('GET', '/sys/duplicate/check', { token: admin, lang: 'en-GB', query: { tableName: 'sys_user', fieldName: 'username', fieldVal } });
    for (const name of ['ADMIN', 'Admin', 'ａｄｍｉｎ']) {
      expect((await check(name)).body).toMatchObject({ success: false, message: 'This value is not available: it already exists' });
    }
    expect((await check('admin2')).body.success).toBe(true);
  });

  it('signs the one account in under any of its forms', async () => {
    for (const name of ['ADMIN', 'ａｄｍｉｎ']) {
      const { body } = await h.login(name, ADMIN_PASSWORD);
      expect(body.success).toBe(true);
      expect(body.result.userInfo.username).toBe('admin');
    }
  });
});
