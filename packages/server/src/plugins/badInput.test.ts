import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { startAsAdmin } from '../test-support/callers.js';
import type { Harness } from '../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  ({ h, admin } = await startAsAdmin());
});
afterAll(async () => h?.close());

describe('strings no field takes', () => {
  it('refuses NUL in the anonymous sign-in with 400, naming the field in the caller’s language', async () => {
    const body = { username: 'ad\u0000min', password: 'x', captcha: 'x', checkKey: 'k123' };
    const en = await h.call('POST', '/sys/loginEncrypt', { lang: 'en-GB', body });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Username (username) contains characters that are not allowed (NUL or an incomplete Unicode character)');
    const zh = await h.call('POST', '/sys/loginEncrypt', { lang: 'zh-CN', body });
    expect(zh.body.message).toBe('用户名(username)包含不允许的字符（NUL 或不完整的 Unicode 字符）');
  });

  it('refuses lone surrogates in a body and NUL in a query, path or nested value', async () => {
    const surrogate = await h.call('POST', '/sys/role/add', { token: admin, lang: 'ko-KR', body: { roleCode: 'surrogate', roleName: 'Half \ud83d' } });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.message).toContain('roleName');
    expect(surrogate.body.message).toContain('허용되지 않는 문자');
    const query = await h.call('GET', '/sys/role/list', { token: admin, query: { roleName: 'a\u0000' } });
    expect(query.status).toBe(400);
    const path = await h.app.inject({ method: 'GET', url: '/agvs/sys/dict/getDictItems/sex%00', headers: { 'x-access-token': admin } });
    expect(path.statusCode).toBe(400);
    const nested = await h.call('POST', '/agvserver/layoutGraph/getGraphData', { token: admin, lang: 'en-GB', body: { layoutId: ['a\u0000'] } });
    expect(nested.status).toBe(400);
    // A whole emoji is a surrogate pair, not a lone surrogate.
    const emoji = await h.call('POST', '/sys/role/add', { token: admin, body: { roleCode: 'emoji', roleName: 'Forklift🚜' } });
    expect(emoji.body.success).toBe(true);
  });
});

describe('list filters of number columns', () => {
  it('refuses text for a number field and finds nothing for a dictionary code no row has', async () => {
    const tenants = await h.call('GET', '/sys/tenant/list', { token: admin, lang: 'en-GB', query: { tenantId: 'abc' } });
    expect(tenants.status).toBe(400);
    expect(tenants.body.message).toContain('tenantId');
    const huge = await h.call('GET', '/sys/tenant/queryById', { token: admin, lang: 'en-GB', query: { id: '99999999999' } });
    expect(huge.body).toMatchObject({ success: false, message: 'The record does not exist' });
    const users = await h.call<PageResult<unknown>>('GET', '/sys/user/list', { token: admin, query: { sex: 'abc' } });
    expect(users.body).toMatchObject({ success: true, result: { total: 0 } });
    const superQuery = encodeURIComponent(JSON.stringify([{ field: 'createTime', rule: 'gt', val: 'yesterday' }]));
    const logs = await h.call('GET', '/sys/log/login/list', { token: admin, lang: 'en-GB', query: { superQueryParams: superQuery } });
    expect(logs.status).toBe(400);
  });
});

describe('references by id', () => {
  it('refuses a dictionary item of a dictionary that does not exist, naming the field', async () => {
    const item = { dictId: 'no-such-dict', itemValue: 'x1', textZhCn: '甲', textZhTw: '甲', textEnGb: 'A', textKoKr: '가', status: '1' };
    const { status, body } = await h.call('POST', '/sys/dictItem/add', { token: admin, lang: 'en-GB', body: item });
    expect(status).toBe(400);
    expect(body.message).toContain('dictId names a record that does not exist');
  });
});

describe('dictionary codes stored as numbers', () => {
  it('refuses a code that is not one, instead of storing nothing or failing in the database', async () => {
    const item = { dictId: 'dict-sex', itemValue: 'x2', textZhCn: '甲', textZhTw: '甲', textEnGb: 'A', textKoKr: '가', status: 'on' };
    const status = await h.call('POST', '/sys/dictItem/add', { token: admin, lang: 'en-GB', body: item });
    expect(status.status).toBe(400);
    expect(status.body.message).toContain('status has an invalid format');
    const id = await h.createUser({ username: 'coded' });
    const sex = await h.call('PUT', '/sys/user/edit', { token: admin, lang: 'en-GB', body: { id, realname: 'Coded User', sex: 'abc' } });
    expect(sex.status).toBe(400);
    expect(sex.body.message).toContain('sex has an invalid format');
  });
});
