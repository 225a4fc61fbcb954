import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CurrentUserDeparts,
  DepartTreeNode,
  PageResult,
  SelectDepartResult,
  UserInfoResult,
  UserRow,
} from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const flatten = (nodes: readonly DepartTreeNode[]): string[] => nodes.flatMap((n) => [n.orgCode, ...flatten(n.children)]);

describe('validation at the edge', () => {
  it('names the field and the reason in en_GB', async () => {
    const { status, body } = await h.call('POST', '/sys/loginEncrypt', { lang: 'en-GB', body: { password: 'x' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 400, message: 'Username (username) is required' });
  });

  it('names the field and the reason in zh_CN', async () => {
    const { status, body } = await h.call('POST', '/sys/loginEncrypt', {
      lang: 'zh-CN',
      body: { username: 'admin', password: 'x'.repeat(1025) },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('密码(password)长度不能超过 1024 个字符');
  });

  it('refuses a sort column outside the whitelist, naming the allowed ones', async () => {
    const { status, body } = await h.call('GET', '/sys/user/list', {
      token: admin,
      lang: 'en-GB',
      query: { column: 'password_hash; drop table users' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Sort column (column) must be one of createTime, username, realname');
  });

  it('speaks Korean and Traditional Chinese too', async () => {
    const ko = await h.call('PUT', '/system/mlang/selectLanguage', { token: admin, lang: 'ko-KR', body: { language: 'fr_FR', username: 'admin' } });
    expect(ko.body.message).toContain('언어(language)');
    const tw = await h.call('PUT', '/system/mlang/selectLanguage', { token: admin, lang: 'zh-TW', body: { username: 'admin' } });
    expect(tw.body.message).toBe('語言(language)不能為空');
  });
});

describe('permissions', () => {
  it('answers 403 to a user lacking system:user:list', async () => {
    await h.createUser({ username: 'operator1', roles: ['operator'] });
    const token = await h.token('operator1', ADMIN_PASSWORD);
    const list = await h.call('GET', '/sys/user/list', { token, lang: 'en-GB' });
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ success: false, code: 403, message: 'Access denied' });
    expect((await h.call('GET', '/sys/sysDepart/queryTreeList', { token })).status).toBe(403);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  let alice: string;
  let bob: string;
  let carol: string;
  beforeAll(async () => {
    await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
    await h.createUser({ username: 'alice', roles: ['admin'], tenants: [1000], departs: ['A01'] });
    await h.createUser({ username: 'bob', roles: ['admin'], tenants: [2000], departs: ['B01'] });
    await h.createUser({ username: 'carol', roles: ['admin'], tenants: [1000, 2000], departs: ['A01', 'B01'] });
    [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((u) => h.token(u, ADMIN_PASSWORD)));
  });

  const usernames = async (token: string, tenant?: number) => {
    const { body } = await h.call<PageResult<UserRow>>('GET', '/sys/user/list', { token, tenant, query: { pageSize: '100' } });
    return body.result.records.map((r) => r.username);
  };

  it("a user of tenant A reads no users of tenant B, whatever tenant_id it sends", async () => {
    const own = await usernames(alice);
    expect(own).toEqual(expect.arrayContaining(['admin', 'alice', 'carol']));
    expect(own).not.toContain('bob');
    expect(await usernames(alice, 1000)).toEqual(own);

    const refused = await h.call('GET', '/sys/user/list', { token: alice, tenant: 2000, lang: 'en-GB' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 403, message: 'You do not belong to tenant 2000' });
    expect((await h.call('GET', '/sys/user/list', { token: alice, tenant: 'x' })).status).toBe(403);
  });

  it('a user of tenant B reads no departments of tenant A', async () => {
    const tree = await h.call<DepartTreeNode[]>('GET', '/sys/sysDepart/queryTreeList', { token: bob });
    expect(flatten(tree.body.result)).toEqual(['B01']);
    expect((await h.call('GET', '/sys/sysDepart/queryTreeList', { token: bob, tenant: 1000 })).status).toBe(403);
    expect((await usernames(bob)).sort()).toEqual(['bob', 'carol']);
  });

  it('a user of both tenants sees the one named in tenant_id', async () => {
    const inB = await usernames(carol, 2000);
    expect(inB.sort()).toEqual(['bob', 'carol']);
    const treeA = await h.call<DepartTreeNode[]>('GET', '/sys/sysDepart/queryTreeList', { token: carol, tenant: 1000 });
    expect(flatten(treeA.body.result)).toEqual(['A01', 'A01A01', 'A01A01A01', 'A01A01A02', 'A01A02', 'A01A02A01']);
    const departsB = await h.call<CurrentUserDeparts>('GET', '/sys/user/getCurrentUserDeparts', { token: carol, tenant: 2000 });
    expect(departsB.body.result.list.map((d) => d.orgCode)).toEqual(['B01']);
  });
});

describe('user list', () => {
  it('pages, sorts by a whitelisted column and filters ignoring case', async () => {
    for (const name of ['list_a', 'list_b', 'list_c']) await h.createUser({ username: name, realname: `Lister ${name}` });
    const { body } = await h.call<PageResult<UserRow>>('GET', '/sys/user/list', {
      token: admin,
      query: { realname: 'LISTER', column: 'username', order: 'asc', pageNo: '2', pageSize: '2' },
    });
    expect(body.result).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(body.result.records.map((r) => r.username)).toEqual(['list_c']);
    expect(body.result.records[0]).not.toHaveProperty('passwordHash');
  });

  it('treats LIKE wildcards in a filter as plain text', async () => {
    const { body } = await h.call<PageResult<UserRow>>('GET', '/sys/user/list', { token: admin, query: { username: '%' } });
    expect(body.result.total).toBe(0);
  });
});

describe('must-change-password gate', () => {
  it('allows only the password change and session calls until the password is changed', async () => {
    await h.createUser({ username: 'fresh', roles: ['admin'], mustChangePassword: true });
    const login = await h.login('fresh', ADMIN_PASSWORD);
    expect(login.body.result.userInfo.mustChangePassword).toBe(true);
    const token = login.body.result.token;

    const blocked = await h.call('GET', '/sys/user/list', { token, lang: 'en-GB' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe('Please change your password first');
    expect((await h.call('GET', '/sys/dict/queryAllDictItems', { token })).status).toBe(403);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(200);
    expect((await h.call('GET', '/sys/permission/getUserPermissionByToken', { token })).status).toBe(200);

    const changed = await h.call('PUT', '/sys/user/updatePassword', {
      token,
      body: { username: 'fresh', oldpassword: ADMIN_PASSWORD, password: 'Changed#2024', confirmpassword: 'Changed#2024' },
    });
    expect(changed.body).toMatchObject({ success: true, code: 200 });
    expect((await h.call('GET', '/sys/user/list', { token })).status).toBe(200);
    const info = await h.call<UserInfoResult>('GET', '/sys/user/getUserInfo', { token });
    expect(info.body.result.userInfo.mustChangePassword).toBe(false);
  });
});

describe('updatePassword', () => {
  let token: string;
  beforeAll(async () => {
    await h.createUser({ username: 'changer' });
    token = await h.token('changer', ADMIN_PASSWORD);
  });
  const change = (body: object, lang = 'en-GB') => h.call('PUT', '/sys/user/updatePassword', { token, lang, body });

  it('refuses a password without a letter, digit and special character', async () => {
    const { status, body } = await change({ username: 'changer', oldpassword: ADMIN_PASSWORD, password: 'abcdefgh', confirmpassword: 'abcdefgh' });
    expect(status).toBe(400);
    expect(body.message).toBe('Password (password) must have at least 8 characters with a letter, a digit and a special character');
  });

  it('refuses a confirmation that differs', async () => {
    const { status, body } = await change(
      { username: 'changer', oldpassword: ADMIN_PASSWORD, password: 'Good#2024x', confirmpassword: 'Good#2024y' },
      'zh-CN',
    );
    expect(status).toBe(400);
    expect(body.message).toBe('确认密码(confirmpassword)两次输入的密码不一致');
  });

  it('refuses a wrong old password as a business failure', async () => {
    const { status, body } = await change({ username: 'changer', oldpassword: 'Wrong#2024', password: 'Good#2024x', confirmpassword: 'Good#2024x' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: 'The old password is wrong' });
  });

  it("refuses to change someone else's password", async () => {
    const { status } = await change({ username: 'admin', oldpassword: ADMIN_PASSWORD, password: 'Good#2024x', confirmpassword: 'Good#2024x' });
    expect(status).toBe(403);
  });

  it('changes it: the new password signs in, other sessions end', async () => {
    const other = await h.token('changer', ADMIN_PASSWORD);
    const { body } = await change({ username: 'changer', oldpassword: ADMIN_PASSWORD, password: 'Good#2024x', confirmpassword: 'Good#2024x' });
    expect(body).toMatchObject({ success: true, message: 'Password changed' });
    expect((await h.call('GET', '/sys/user/getUserInfo', { token })).status).toBe(200);
    expect((await h.call('GET', '/sys/user/getUserInfo', { token: other })).status).toBe(401);
    expect((await h.login('changer', 'Good#2024x')).body.success).toBe(true);
    expect((await h.login('changer', ADMIN_PASSWORD)).body.success).toBe(false);
  });

  it('accepts any non-empty password when complexity is off', async () => {
    const simple = await startHarness({ passwordComplexity: false });
    try {
      const adminToken = await simple.token('admin', ADMIN_PASSWORD);
      const { body } = await simple.call('PUT', '/sys/user/updatePassword', {
        token: adminToken,
        body: { username: 'admin', oldpassword: ADMIN_PASSWORD, password: 'abc', confirmpassword: 'abc' },
      });
      expect(body.success).toBe(true);
    } finally {
      await simple.close();
    }
  });
});

describe('selectLanguage', () => {
  it("stores the language, which then words answers sent without Accept-Language", async () => {
    await h.createUser({ username: 'polyglot' });
    const token = await h.token('polyglot', ADMIN_PASSWORD);
    const set = await h.call('PUT', '/system/mlang/selectLanguage', { token, body: { language: 'ko_KR', username: 'polyglot' } });
    expect(set.body).toMatchObject({ success: true, message: '언어가 변경되었습니다' });

    const info = await h.call<UserInfoResult>('GET', '/sys/user/getUserInfo', { token });
    expect(info.body.result.userInfo.language).toBe('ko_KR');
    expect((await h.call('GET', '/sys/user/list', { token })).body.message).toBe('접근 권한이 없습니다');
    expect((await h.call('GET', '/sys/user/list', { token, lang: 'en-GB' })).body.message).toBe('Access denied');
    const dict = await h.call<{ text: string }[]>('GET', '/sys/dict/getDictItems/valid_status', { token });
    expect(dict.body.result.map((i) => i.text)).toEqual(['유효', '무효']);
  });

  it("refuses to set another user's language", async () => {
    const { status } = await h.call('PUT', '/system/mlang/selectLanguage', { token: admin, body: { language: 'en_GB', username: 'polyglot' } });
    expect(status).toBe(403);
  });
});

describe('selectDepart', () => {
  it('switches to one of my departments of the current tenant', async () => {
    await h.createUser({ username: 'mover', departs: ['A01A01', 'A01A02'] });
    const token = await h.token('mover', ADMIN_PASSWORD);
    const departs = await h.call<CurrentUserDeparts>('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(departs.body.result).toMatchObject({ orgCode: 'A01A01' });
    expect(departs.body.result.list.map((d) => d.orgCode)).toEqual(['A01A01', 'A01A02']);

    const chosen = await h.call<SelectDepartResult>('PUT', '/sys/selectDepart', { token, body: { orgCode: 'A01A02', username: 'mover' } });
    expect(chosen.body.result.userInfo.orgCode).toBe('A01A02');
    const after = await h.call<CurrentUserDeparts>('GET', '/sys/user/getCurrentUserDeparts', { token });
    expect(after.body.result.orgCode).toBe('A01A02');
  });

  it('refuses a department that is not mine', async () => {
    const token = await h.token('mover', ADMIN_PASSWORD);
    const { status, body } = await h.call('PUT', '/sys/selectDepart', { token, lang: 'en-GB', body: { orgCode: 'A01A01A01', username: 'mover' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: 'Department A01A01A01 is not one of yours' });
  });
});
