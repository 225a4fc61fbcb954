import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { LAYOUT1 } from '../../test-support/fleet.js';
import { QueryCount, settle } from '../../test-support/query-count.js';

/*
 * The signed-in check of each request is answered from memory (access-cache.ts, tokens.ts). Each
 * test warms that memory first (and shows it is warm: the poll runs no query), then changes what
 * it holds and expects the very next request to see the change.
 */

const queries = new QueryCount();
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({}, { dbPlugins: [queries] });
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const poll = (token: string, tenant?: number) => h.call('GET', '/agvserver/layout/getLayoutSimpleAgvInfo', { token, tenant, query: { layoutId: LAYOUT1 } });

/** Polls until the caches hold the caller, and checks that a poll then runs no query at all. */
async function warm(token: string, tenant?: number): Promise<void> {
  await settle();
  expect((await poll(token, tenant)).status).toBe(200);
  expect(await queries.during(async () => expect((await poll(token, tenant)).status).toBe(200))).toBe(0);
}

async function userWithRole(username: string, perms: readonly string[]): Promise<{ id: string; roleId: string; token: string }> {
  const role = await h.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleCode: `${username}_role`, roleName: username } });
  const roleId = role.body.result.id;
  await h.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: perms.map((p) => `perm-${p}`).join(',') } });
  const id = await h.createUser({ username, roles: [`${username}_role`] });
  return { id, roleId, token: await h.token(username, ADMIN_PASSWORD) };
}

describe('signed-in check held in memory', () => {
  it('refuses a signed-out token at once', async () => {
    const token = await h.token('admin', ADMIN_PASSWORD);
    await warm(token);
    expect((await h.call('POST', '/sys/logout', { token })).status).toBe(200);
    expect((await poll(token)).status).toBe(401);
  });

  it('refuses a frozen user at once, and a deleted one', async () => {
    const frozenId = await h.createUser({ username: 'ac_frozen' });
    const frozen = await h.token('ac_frozen', ADMIN_PASSWORD);
    const deletedId = await h.createUser({ username: 'ac_deleted' });
    const deleted = await h.token('ac_deleted', ADMIN_PASSWORD);
    await warm(frozen);
    await warm(deleted);
    expect((await h.call('PUT', '/sys/user/frozenBatch', { token: admin, body: { ids: frozenId, status: 'frozen' } })).body.success).toBe(true);
    expect((await poll(frozen)).status).toBe(401);
    expect((await h.call('DELETE', '/sys/user/delete', { token: admin, query: { id: deletedId } })).body.success).toBe(true);
    expect((await poll(deleted)).status).toBe(401);
  });

  it('refuses at once when the role loses the permission, and when the user loses the role', async () => {
    // The card poll needs monitor:public, which everybody holds: the user list needs a grant.
    const userList = (token: string) => h.call('GET', '/sys/user/list', { token });
    const a = await userWithRole('ac_perm', ['system:user:list']);
    await settle();
    expect((await userList(a.token)).status).toBe(200);
    expect((await h.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId: a.roleId, permissionIds: '' } })).body.success).toBe(true);
    expect((await userList(a.token)).status).toBe(403);

    const b = await userWithRole('ac_member', ['system:user:list']);
    await settle();
    expect((await userList(b.token)).status).toBe(200);
    expect((await h.call('DELETE', '/sys/user/deleteUserRole', { token: admin, query: { roleId: b.roleId, userId: b.id } })).body.success).toBe(true);
    expect((await userList(b.token)).status).toBe(403);
  });

  it('refuses a tenant at once when the user is taken out of it', async () => {
    await h.addTenant(4100, 'Second site', [['B01', 'Hall B']]);
    const id = await h.createUser({ username: 'ac_tenant', tenants: [1000, 4100], departs: ['A01', 'B01'] });
    const token = await h.token('ac_tenant', ADMIN_PASSWORD);
    await settle();
    expect((await h.call('GET', '/sys/user/getUserInfo', { token, tenant: 4100 })).status).toBe(200);
    await warm(token);
    expect((await h.call('DELETE', '/sys/tenant/removeUser', { token: admin, query: { tenantId: '4100', userId: id } })).body.success).toBe(true);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token, tenant: 4100 })).status).toBe(403);
    expect((await poll(token)).status).toBe(200);
  });

  it("refuses the user's other sessions at once after a password change", async () => {
    await h.createUser({ username: 'ac_password' });
    const kept = await h.token('ac_password', ADMIN_PASSWORD);
    const other = await h.token('ac_password', ADMIN_PASSWORD);
    await warm(other);
    const next = 'Next#2026secret';
    const changed = await h.call('PUT', '/sys/user/updatePassword', {
      token: kept,
      body: { username: 'ac_password', oldpassword: ADMIN_PASSWORD, password: next, confirmpassword: next },
    });
    expect(changed.body.success).toBe(true);
    expect((await poll(other)).status).toBe(401);
  });

  it('refuses a token at once when its session expires', async () => {
    await h.createUser({ username: 'ac_expiry' });
    const token = await h.token('ac_expiry', ADMIN_PASSWORD);
    await warm(token);
    h.advance(TOKEN_TTL_MS + 1);
    expect((await poll(token)).status).toBe(401);
  });
});
