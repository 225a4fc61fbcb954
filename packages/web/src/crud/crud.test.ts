import { describe, expect, it } from 'vitest';
import { COLUMN_SETTINGS_CACHE_MS, roleResource, userResource } from '@agvs/contract';
import { loadColumnSettings, saveColumnSettings } from './columnSettings';
import { fieldRules } from './formRules';
import { importOutcome } from './importResult';
import { joinIds, toListQuery } from './listParams';
import { memoryStorage } from '../testing/memoryStorage';

describe('toListQuery', () => {
  it('maps paging, a sortable column and filterable fields only', () => {
    const query = toListQuery(userResource, { current: 2, pageSize: 50, username: ' ann ', email: 'x@y.z', keyword: 'x' }, { realname: 'ascend' });
    expect(query).toMatchObject({ pageNo: 2, pageSize: 50, column: 'realname', order: 'asc', username: 'ann' });
    expect(query).not.toHaveProperty('email');
    expect(query).not.toHaveProperty('keyword');
    expect(String(query['field']).split(',')).not.toContain('password');
  });

  it('ignores sorting on a column the manifest does not sort and keeps fixed filters', () => {
    const query = toListQuery(roleResource, {}, { roleName: 'descend', nope: 'ascend' }, { roleCode: 'ops' });
    expect(query).toMatchObject({ pageNo: 1, pageSize: 10, column: 'roleName', order: 'desc', roleCode: 'ops' });
    expect(toListQuery(roleResource, {}, { nope: 'ascend' })).not.toHaveProperty('column');
  });

  it('joins ids with commas', () => {
    expect(joinIds(['a', 2, 'c'])).toBe('a,2,c');
  });
});

describe('column settings', () => {
  it('are kept per route for 10 days', () => {
    const storage = memoryStorage();
    saveColumnSettings(storage, '/system/user', { phone: { show: false } }, 1000);
    expect(loadColumnSettings(storage, '/system/user', 1000 + COLUMN_SETTINGS_CACHE_MS - 1)).toEqual({ phone: { show: false } });
    expect(loadColumnSettings(storage, '/system/role', 1000)).toBeUndefined();
    expect(loadColumnSettings(storage, '/system/user', 1000 + COLUMN_SETTINGS_CACHE_MS)).toBeUndefined();
    expect(storage.length).toBe(0);
  });
});

describe('fieldRules', () => {
  const field = (name: string) => userResource.fields.find((f) => f.name === name)!;
  it('turns SPEC §5 rules into form rules', () => {
    expect(fieldRules(field('username'), 'add').map((r) => r.messageKey)).toEqual(['rule.required', 'rule.pattern.username']);
    expect(fieldRules(field('realname'), 'add')).toContainEqual({ min: 2, messageKey: 'rule.min', values: { min: 2 } });
    expect(fieldRules(field('password'), 'edit').some((r) => r.required)).toBe(false);
    const phone = fieldRules(field('phone'), 'add')[0]!;
    expect(phone.pattern!.test('13800000000')).toBe(true);
    expect(phone.pattern!.test('1234')).toBe(false);
  });
});

describe('importOutcome', () => {
  it('reads a 201 answer as a partial import with a report link', () => {
    const outcome = importOutcome({ success: true, code: 201, message: 'with errors', result: { msg: '3 rows, 1 failed', fileUrl: '/sys/common/importErrors/a.txt', fileName: 'a.txt' } });
    expect(outcome).toEqual({ kind: 'partial', message: 'with errors', detail: '3 rows, 1 failed', href: '/agvs/sys/common/importErrors/a.txt', fileName: 'a.txt' });
    expect(importOutcome({ success: true, code: 200, message: 'done' })).toEqual({ kind: 'ok', message: 'done' });
    expect(importOutcome({ success: false, code: 500, message: 'bad' })).toEqual({ kind: 'failed', message: 'bad' });
  });

  it('never links outside the API', () => {
    const outcome = importOutcome({ code: 201, result: { fileUrl: 'https://evil.example/x' } });
    expect(outcome.kind === 'partial' && outcome.href).toBe('');
  });
});

describe('rule texts', () => {
  it('word every SPEC §5 pattern in every language', async () => {
    const { Patterns } = await import('@agvs/contract');
    for (const lang of ['zh_CN', 'zh_TW', 'en_GB', 'ko_KR']) {
      const crud = (await import(`../locales/${lang}/crud.json`)).default as { rule: { pattern: Record<string, string> } };
      expect(Object.keys(Patterns).filter((name) => !crud.rule.pattern[name]), lang).toEqual([]);
    }
  });
});
