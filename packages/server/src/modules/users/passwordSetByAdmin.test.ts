import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfoResult } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { resetPassword } from './accounts.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const GIVEN = 'Given#2026pass';
const OWN = 'Own#2026secret';

const changePassword = (token: string, username: string, oldpassword: string, password: string) =>
  h.call('PUT', '/sys/user/updatePassword', { token, lang: 'en-GB', body: { username, oldpassword, password, confirmpassword: password } });

describe('a password set by an administrator', () => {
  it('of a new user must be changed at the first sign-in, and not to the same password', async () => {
    const added = await h.call('POST', '/sys/user/add', {
      token: admin,
      body: { username: 'newbie', realname: 'New Clerk', password: GIVEN, selectedroles: 'role-operator' },
    });
    expect(added.body.success).toBe(true);
    const login = await h.login('newbie', GIVEN);
    expect(login.body.result.userInfo.mustChangePassword).toBe(true);
    const token = login.body.result.token;
    expect((await h.call('GET', '/sys/dict/queryAllDictItems', { token })).status).toBe(403);

    const same = await changePassword(token, 'newbie', GIVEN, GIVEN);
    expect(same.status).toBe(400);
    expect(same.body.message).toMatch(/\(password\) must differ from the old password$/);
    expect((await h.call<UserInfoResult>('GET', '/sys/user/getUserInfo', { token })).body.result.userInfo.mustChangePassword).toBe(true);

    expect((await changePassword(token, 'newbie', GIVEN, OWN)).body.success).toBe(true);
    expect((await h.call('GET', '/sys/dict/queryAllDictItems', { token })).status).toBe(200);
    expect((await h.login('newbie', OWN)).body.result.userInfo.mustChangePassword).toBe(false);
  });

  it('by a reset in the console must be changed at the next sign-in', async () => {
    await h.createUser({ username: 'forgetful' });
    expect((await h.login('forgetful', ADMIN_PASSWORD)).body.result.userInfo.mustChangePassword).toBe(false);
    const reset = await h.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'forgetful', password: GIVEN, confirmpassword: GIVEN } });
    expect(reset.body.success).toBe(true);
    const login = await h.login('forgetful', GIVEN);
    expect(login.body.result.userInfo.mustChangePassword).toBe(true);
    expect((await changePassword(login.body.result.token, 'forgetful', GIVEN, GIVEN)).status).toBe(400);
  });

  it('by a reset from the shell must be changed too, unless the operator keeps it', async () => {
    await h.createUser({ username: 'shellreset' });
    await resetPassword(h.app.db, { username: 'shellreset', password: GIVEN }, Date.now());
    expect((await h.login('shellreset', GIVEN)).body.result.userInfo.mustChangePassword).toBe(true);
    await resetPassword(h.app.db, { username: 'shellreset', password: OWN, keep: true }, Date.now());
    expect((await h.login('shellreset', OWN)).body.result.userInfo.mustChangePassword).toBe(false);
  });
});
