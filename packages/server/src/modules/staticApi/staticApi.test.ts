import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, StaticPermissionList, StaticPermissionPage, StaticRolePage, StaticServiceList, StaticUserPage } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'static_op', roles: ['operator'], realname: 'Static Operator' });
  await h.addTenant(2000, 'Other works', [['B01', 'Branch']]);
  await h.createUser({ username: 'static_other', roles: ['operator'], tenants: [2000], departs: ['B01'] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  operator = await h.token('static_op', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

describe('static calls of SPEC §7 (/api/...)', () => {
  it('/api/user lists the tenant’s users with the SPEC’s fields, paged', async () => {
    const page = StaticUserPage.parse((await h.call('GET', '/api/user', { token: admin, query: { pageSize: '100' } })).body.result);
    const names = page.records.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'static_op']));
    expect(names).not.toContain('static_other');
    expect(page.records.find((u) => u.username === 'static_op')).toMatchObject({ realname: 'Static Operator', phone: null, birthday: null });
    const first = StaticUserPage.parse((await h.call('GET', '/api/user', { token: admin, query: { pageSize: '1' } })).body.result);
    expect(first).toMatchObject({ total: page.total, size: 1, pages: page.total });
    expect(first.records).toHaveLength(1);
  });

  it('/api/role lists the roles, /api/service the server’s parts with their state', async () => {
    const roles = StaticRolePage.parse((await h.call('GET', '/api/role', { token: admin })).body.result);
    expect(roles.records.map((r) => r.roleCode)).toEqual(expect.arrayContaining(['admin', 'operator']));
    const services = StaticServiceList.parse((await h.call('GET', '/api/service', { token: admin, lang: 'en-GB' })).body.result);
    expect(services).toEqual([
      { name: 'database', status: 'UP', detail: `Database (${h.app.dialect}) answers` },
      { name: 'fleet', status: 'UP', detail: expect.stringMatching(/^Scheduling \d+ layouts$/) },
    ]);
  });

  it('/api/permission pages the permission entries (action, type, status), /no-pager gives them all', async () => {
    const all = StaticPermissionList.parse((await h.call('GET', '/api/permission/no-pager', { token: admin })).body.result);
    expect(all.map((p) => p.action).sort()).toEqual(Object.values(Perm).sort());
    expect(all.find((p) => p.action === Perm.monitorPublic)).toMatchObject({ type: '1', status: '0' });
    const page = StaticPermissionPage.parse((await h.call('GET', '/api/permission', { token: admin, query: { pageNo: '2', pageSize: '5' } })).body.result);
    expect(page).toMatchObject({ total: all.length, current: 2, size: 5 });
    expect(page.records).toEqual(all.slice(5, 10));
  });

  it('refuses callers without the list codes and bad paging', async () => {
    for (const path of ['/api/user', '/api/role', '/api/service', '/api/permission', '/api/permission/no-pager']) {
      expect((await h.call('GET', path, { token: operator })).status, path).toBe(403);
    }
    const bad = await h.call('GET', '/api/user', { token: admin, query: { pageNo: '0' }, lang: 'en-GB' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('pageNo');
  });
});

describe('POST /cas/client/validateLogin', () => {
  it('refuses every ticket: single sign-on is not configured', async () => {
    const res = await h.call('POST', '/cas/client/validateLogin', { body: { ticket: 'ST-1-abc', service: 'http://127.0.0.1:8080/' }, lang: 'en-GB' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 500, result: null });
    expect(res.body.message).toMatch(/^Single sign-on is not configured/);
    expect((await h.call('POST', '/cas/client/validateLogin', { body: { service: 'x' }, lang: 'en-GB' })).status).toBe(400);
  });
});
