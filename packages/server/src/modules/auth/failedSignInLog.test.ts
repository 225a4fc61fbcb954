import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.addTenant(2000, 'Second plant', [['A01', 'Second company']]);
  await h.createUser({ username: 'admin2', roles: ['admin'], tenants: [2000], departs: [] });
});
afterAll(async () => h?.close());

async function failedRowsOf(admin: string, username: string): Promise<readonly Record<string, unknown>[]> {
  const token = await h.token(admin, ADMIN_PASSWORD);
  const { body } = await h.call<PageResult<Record<string, unknown>>>('GET', '/sys/log/login/list', { token, query: { username, action: 'loginFailed' } });
  return body.result.records;
}

const badSignIn = (username: string, tenant?: number) =>
  h.call('POST', '/sys/loginEncrypt', { tenant, body: { username, password: 'not-encrypted', captcha: 'zzzz', checkKey: 'knotissued' } });

describe('failed sign-in of a name that is no account', () => {
  it('is logged under the first tenant when no tenant is named', async () => {
    const refused = await h.login('ghost', 'Wrong#pass123', { lang: 'en-GB' });
    expect(refused.body.success).toBe(false);
    const rows = await failedRowsOf('admin', 'ghost');
    expect(rows).toHaveLength(1);
    expect(rows[0]!['message']).toMatch(/^Wrong username or password\. After \d+ failed attempts/);
    expect(await failedRowsOf('admin2', 'ghost')).toHaveLength(0);
  });

  it('is logged under the tenant named in the header when it exists', async () => {
    expect((await badSignIn('ghost2', 2000)).body.success).toBe(false);
    expect(await failedRowsOf('admin2', 'ghost2')).toHaveLength(1);
    expect(await failedRowsOf('admin', 'ghost2')).toHaveLength(0);

    expect((await badSignIn('ghost3', 4242)).body.success).toBe(false);
    expect(await failedRowsOf('admin', 'ghost3')).toHaveLength(1);
  });
});
