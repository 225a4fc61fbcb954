import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

interface Depart {
  id: string;
  departName: string;
  orgCode: string;
}
interface Member {
  id: string;
  username: string;
  orgCode: string | null;
}

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const addDepart = (body: Record<string, unknown>, token = admin) => h.call<{ id: string }>('POST', '/sys/sysDepart/add', { token, lang: 'en-GB', body });
const departs = (query: Record<string, string>, token = admin) => h.call<PageResult<Depart>>('GET', '/sys/sysDepart/list', { token, lang: 'en-GB', query });
const members = (depId: string) => h.call<PageResult<Member>>('GET', '/sys/user/departUserList', { token: admin, query: { depId } });

describe('departments', () => {
  it('numbers new departments with the org-code fill rule, skipping seeded codes', async () => {
    const root = await addDepart({ departName: 'Quality' });
    expect(root.body.success).toBe(true);
    const child = await addDepart({ departName: 'Inspection', parentId: root.body.result.id });
    const rows = (await departs({ departName: 'Qual' })).body.result.records;
    // A01 is the seeded demo company, so the first new root gets A02.
    expect(rows.map((r) => r.orgCode)).toEqual(['A02']);
    const sub = (await departs({ parentId: root.body.result.id })).body.result.records;
    expect(sub).toEqual([expect.objectContaining({ id: child.body.result.id, departName: 'Inspection', orgCode: 'A02A01' })]);
    const second = await addDepart({ departName: 'Testing', parentId: root.body.result.id });
    expect((await departs({ parentId: root.body.result.id, column: 'orgCode', order: 'asc' })).body.result.records.map((r) => r.orgCode)).toEqual(['A02A01', 'A02A02']);
    expect(second.body.success).toBe(true);
  });

  it('refuses a short name and an unknown parent, and changes nothing', async () => {
    const before = (await departs({})).body.result.total;
    const short = await addDepart({ departName: 'Q' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('departName');
    const orphan = await addDepart({ departName: 'Nowhere', parentId: 'no-such-depart' });
    expect(orphan.body).toMatchObject({ success: false, message: 'The parent department does not exist' });
    expect((await departs({})).body.result.total).toBe(before);
  });

  it('edits the name but never the org code', async () => {
    const { id } = (await addDepart({ departName: 'Painting' })).body.result;
    const code = (await departs({ departName: 'Painting' })).body.result.records[0]!.orgCode;
    const edit = await h.call('PUT', '/sys/sysDepart/edit', { token: admin, body: { id, departName: 'Paint shop', orgCode: 'ZZZ', sortNo: 3 } });
    expect(edit.body.success).toBe(true);
    expect((await departs({ departName: 'Paint shop' })).body.result.records[0]).toMatchObject({ id, orgCode: code });
  });

  it('assigns users, keeps their login department and deletes only empty departments', async () => {
    const { id: parent } = (await addDepart({ departName: 'Maintenance' })).body.result;
    const { id: child } = (await addDepart({ departName: 'Electrics', parentId: parent })).body.result;
    const userId = await h.createUser({ username: 'dep_worker', departs: [] });
    const add = await h.call('POST', '/sys/user/editSysDepartWithUser', { token: admin, body: { depId: child, userIdList: [userId] } });
    expect(add.body.success).toBe(true);
    const childCode = (await departs({ departName: 'Electrics' })).body.result.records[0]!.orgCode;
    expect((await members(child)).body.result.records).toEqual([expect.objectContaining({ id: userId, username: 'dep_worker', orgCode: childCode })]);

    const withChildren = await h.call('DELETE', '/sys/sysDepart/delete', { token: admin, lang: 'en-GB', query: { id: parent } });
    expect(withChildren.body).toMatchObject({ success: false, message: 'This department has sub-departments and cannot be deleted' });
    const withUsers = await h.call('DELETE', '/sys/sysDepart/delete', { token: admin, lang: 'en-GB', query: { id: child } });
    expect(withUsers.body).toMatchObject({ success: false, message: 'This department still has users and cannot be deleted' });

    const remove = await h.call('DELETE', '/sys/user/deleteUserInDepart', { token: admin, query: { depId: child, userId } });
    expect(remove.body.success).toBe(true);
    expect((await members(child)).body.result.total).toBe(0);
    const user = await h.app.db.selectFrom('users').select('org_code').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.org_code).toBeNull();
    expect((await h.call('DELETE', '/sys/sysDepart/delete', { token: admin, query: { id: child } })).body.success).toBe(true);
    expect((await h.call('DELETE', '/sys/sysDepart/delete', { token: admin, query: { id: parent } })).body.success).toBe(true);
  });

  it('keeps departments and their users inside the tenant', async () => {
    await h.addTenant(2000, 'Other plant', [['B01', 'Other HQ']]);
    await h.createUser({ username: 'other_admin', roles: ['admin'], tenants: [2000], departs: ['B01'] });
    const other = await h.token('other_admin', ADMIN_PASSWORD);
    const seen = (await departs({}, other)).body.result.records;
    expect(seen.map((d) => d.orgCode)).toEqual(['B01']);
    const demo = (await departs({ orgCode: 'A01A02' })).body.result.records[0]!;
    const peek = await h.call('GET', '/sys/user/departUserList', { token: other, query: { depId: demo.id } });
    expect(peek.body.success).toBe(false);
    const foreign = await h.call('DELETE', '/sys/sysDepart/delete', { token: other, query: { id: demo.id } });
    expect(foreign.body.success).toBe(false);
    // A user of another tenant cannot be put into this tenant's department.
    const otherUser = await h.createUser({ username: 'other_worker', tenants: [2000], departs: ['B01'] });
    const cross = await h.call('POST', '/sys/user/editSysDepartWithUser', { token: admin, lang: 'en-GB', body: { depId: demo.id, userIdList: [otherUser] } });
    expect(cross.body.message).toBe('A chosen user does not exist in the current tenant');
  });

  it('refuses every department call without its permission', async () => {
    await h.createUser({ username: 'dep_operator', roles: ['operator'] });
    const token = await h.token('dep_operator', ADMIN_PASSWORD);
    const calls = [
      h.call('GET', '/sys/sysDepart/list', { token }),
      h.call('POST', '/sys/sysDepart/add', { token, body: { departName: 'Sneaky' } }),
      h.call('GET', '/sys/user/departUserList', { token, query: { depId: 'x' } }),
      h.call('POST', '/sys/user/editSysDepartWithUser', { token, body: { depId: 'x', userIdList: ['y'] } }),
    ];
    for (const { status } of await Promise.all(calls)) expect(status).toBe(403);
  });
});
