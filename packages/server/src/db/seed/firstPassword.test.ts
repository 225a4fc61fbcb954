import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../test-support/harness.js';
import { FIRST_PASSWORD_FILE } from './firstPassword.js';

let h: Harness;
let file: string;
beforeAll(async () => {
  // The box goes to the terminal; keep the test output clean.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  h = await startHarness({ adminPassword: null });
  vi.restoreAllMocks();
  file = join(h.app.config.dataDir, FIRST_PASSWORD_FILE);
});
afterAll(async () => h?.close());

describe('the generated first password', () => {
  it('is kept in the data folder until the administrator has chosen their own', async () => {
    const given = readFileSync(file, 'utf8').trim();
    const login = await h.login('admin', given);
    expect(login.body.result.userInfo.mustChangePassword).toBe(true);

    const own = 'Mine#2026choice';
    const changed = await h.call('PUT', '/sys/user/updatePassword', {
      token: login.body.result.token,
      body: { username: 'admin', oldpassword: given, password: own, confirmpassword: own },
    });
    expect(changed.body.success).toBe(true);
    expect(existsSync(file)).toBe(false);
    expect((await h.login('admin', own)).body.success).toBe(true);
  });
});
