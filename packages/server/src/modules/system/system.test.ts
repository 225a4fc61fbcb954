import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health, PublicConfig } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';
import { serverTimeZone } from '../sysconfig/siteTimeZone.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ loginTheme: 'kuka', menuThemes: ['dark', 'jd'], helpUrl: 'https://example.com/help.pdf' });
});
afterAll(async () => h?.close());

describe('system', () => {
  it('publicConfig is public and reflects the configuration', async () => {
    const { status, body } = await h.call<PublicConfig>('GET', '/sys/publicConfig');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result).toEqual({
      loginTheme: 'kuka',
      menuThemes: ['dark', 'jd'],
      captcha: true,
      passwordComplexity: true,
      logoLayoutId: null,
      helpUrl: 'https://example.com/help.pdf',
      copyright: { show: false, company: 'AGVS', url: '' },
      licenseDisplay: false,
      // site.timeZone is empty as seeded: the server's own zone.
      siteTimeZone: serverTimeZone(),
    });
    expect(typeof body.timestamp).toBe('number');
  });

  it('health reports the dialect and counts as numbers on both databases', async () => {
    const token = await h.token('admin', ADMIN_PASSWORD);
    const { body } = await h.call<Health>('GET', '/sys/health', { token });
    expect(body.result).toMatchObject({ dialect: process.env['DATABASE_URL'] ? 'postgres' : 'sqlite', users: 1, tenants: 1 });
    expect(typeof body.result.uptimeMs).toBe('number');
    expect(body.result.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const { status, body } = await h.call('GET', '/sys/nothing-here', { lang: 'en-GB' });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, code: 404, message: 'Resource not found', result: null, timestamp: expect.any(Number) });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/agvs/sys/loginEncrypt',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 400 });
  });

  it('publishes the OpenAPI document with every route, publicly', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/agvs/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    // Every area adds its own routes; each area's test names them (see resources/*.test.ts).
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/agvs/sys/dict/getDictItems/{code}',
        '/agvs/sys/dict/loadDict/{dict}',
        '/agvs/sys/dict/loadDictItem/{dict}',
        '/agvs/sys/dict/queryAllDictItems',
        '/agvs/sys/dict/refleshCache',
        '/agvs/sys/getEncryptedString',
        '/agvs/sys/health',
        '/agvs/sys/loginEncrypt',
        '/agvs/sys/logout',
        '/agvs/sys/permission/getUserPermissionByToken',
        '/agvs/sys/publicConfig',
        '/agvs/sys/randomImage/{key}',
        '/agvs/sys/selectDepart',
        '/agvs/sys/sysDepart/queryTreeList',
        '/agvs/sys/user/getCurrentUserDeparts',
        '/agvs/sys/user/getUserInfo',
        '/agvs/sys/user/list',
        '/agvs/sys/user/updatePassword',
        '/agvs/system/mlang/selectLanguage',
      ]),
    );
    const ui = await h.app.inject({ method: 'GET', url: '/agvs/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });
});
