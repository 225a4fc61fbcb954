import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStats, DictItem, PageResult } from '@agvs/contract';
import { startAsAdmin } from '../../test-support/callers.js';
import type { Harness } from '../../test-support/harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  ({ h, admin: token } = await startAsAdmin());
});
afterAll(async () => h?.close());

async function dictStats(): Promise<CacheStats> {
  const { body } = await h.call<CacheStats[]>('GET', '/actuator/caches', { token });
  return body.result.find((s) => s.name === 'dictItems')!;
}
const taskTypes = async () => (await h.call<DictItem[]>('GET', '/sys/dict/getDictItems/taskType', { token, lang: 'en-GB' })).body.result;

describe('dictionary cache', () => {
  it('serves repeated reads from memory and counts them', async () => {
    await taskTypes();
    const before = await dictStats();
    expect(before.size).toBeGreaterThan(0);
    await taskTypes();
    await h.call('GET', '/sys/dict/queryAllDictItems', { token, lang: 'en-GB' });
    const after = await dictStats();
    expect(after.hits).toBe(before.hits! + 2);
    expect(after.misses).toBe(before.misses);
  });

  it('drops the cache when an item is edited, so the next read shows the edit', async () => {
    await taskTypes();
    // Other dictionaries have a Park item too: take the one of taskType.
    const dicts = await h.call<PageResult<Record<string, unknown>>>('GET', '/sys/dict/list', { token, query: { dictCode: 'taskType' } });
    const dictId = String(dicts.body.result.records.find((d) => d['dictCode'] === 'taskType')!['id']);
    const { body } = await h.call<PageResult<Record<string, unknown>>>('GET', '/sys/dictItem/list', { token, query: { dictId, itemValue: 'Park', pageSize: '50' } });
    const park = body.result.records.find((r) => r['itemValue'] === 'Park')!;
    const edited = await h.call('PUT', '/sys/dictItem/edit', { token, body: { ...park, status: String(park['status']), textEnGb: 'Parking' } });
    expect(edited.body.success).toBe(true);
    expect((await dictStats()).size).toBe(0);
    const misses = (await dictStats()).misses!;
    expect((await taskTypes()).find((i) => i.value === 'Park')!.text).toBe('Parking');
    expect((await dictStats()).misses).toBe(misses + 1);
  });

  it('refleshCache empties it', async () => {
    await taskTypes();
    expect((await dictStats()).size).toBeGreaterThan(0);
    expect((await h.call('GET', '/sys/dict/refleshCache', { token })).body.success).toBe(true);
    expect((await dictStats()).size).toBe(0);
  });
});
