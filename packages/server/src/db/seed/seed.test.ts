import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test-support/harness.js';
import { seed } from './index.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ adminPassword: null });
});
afterAll(async () => h?.close());

const count = async (table: 'permissions' | 'roles' | 'dict_items' | 'departments' | 'role_permission') =>
  (await h.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('seed', () => {
  it('is idempotent: a second run adds nothing and reveals no password', async () => {
    const before = await Promise.all([count('permissions'), count('roles'), count('dict_items'), count('departments'), count('role_permission')]);
    expect(await seed(h.app.db, { adminPassword: null, now: Date.now() })).toEqual({});
    const after = await Promise.all([count('permissions'), count('roles'), count('dict_items'), count('departments'), count('role_permission')]);
    expect(after).toEqual(before);
  });

  it('creates a missing admin with a generated complex password that must be changed', async () => {
    await h.app.db.deleteFrom('users').where('username', '=', 'admin').execute();
    const { generatedAdminPassword } = await seed(h.app.db, { adminPassword: null, now: Date.now() });
    expect(generatedAdminPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16}$/);

    const login = await h.login('admin', generatedAdminPassword!);
    expect(login.body.result.userInfo.mustChangePassword).toBe(true);
    expect((await h.call('GET', '/sys/user/list', { token: login.body.result.token })).status).toBe(403);
    expect(await seed(h.app.db, { adminPassword: null, now: Date.now() })).toEqual({});
  });
});
