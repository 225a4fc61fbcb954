import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataRuleTarget } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

describe('data-rule targets', () => {
  it('offers list codes with their filterable fields, each of which a rule accepts', async () => {
    const { body } = await h.call<DataRuleTarget[]>('GET', '/sys/dataRule/targets', { token: admin });
    const users = body.result.find((t) => t.permissionCode === 'system:user:list')!;
    expect(users.fields.map((f) => f.name)).toContain('username');
    expect(users.fields.map((f) => f.name)).not.toContain('password');
    expect(new Set(body.result.map((t) => t.permissionCode)).size).toBe(body.result.length);

    for (const target of body.result) {
      const field = target.fields[0]!;
      const added = await h.call<{ id: string }>('POST', '/sys/dataRule/add', {
        token: admin,
        body: { permissionCode: target.permissionCode, ruleName: 'probe', ruleColumn: field.name, ruleConditions: 'eq', ruleValue: 'x', status: '0' },
      });
      expect(added.body, `${target.permissionCode}.${field.name}`).toMatchObject({ success: true });
      await h.call('DELETE', '/sys/dataRule/delete', { token: admin, query: { id: added.body.result.id } });
    }
  });

  it('is for those who edit data rules', async () => {
    await h.createUser({ username: 'ruleless', roles: ['operator'] });
    const token = await h.token('ruleless', ADMIN_PASSWORD);
    expect((await h.call('GET', '/sys/dataRule/targets', { token })).status).toBe(403);
  });
});
