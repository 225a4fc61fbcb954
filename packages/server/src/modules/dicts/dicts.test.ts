import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem } from '@agvs/contract';
import { startAsAdmin } from '../../test-support/callers.js';
import type { Harness } from '../../test-support/harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  ({ h, admin: token } = await startAsAdmin());
});
afterAll(async () => h?.close());

const texts = (items: readonly DictItem[]) => items.map((i) => i.text);

describe('dictionaries', () => {
  it('getDictItems answers in the caller’s language, in order', async () => {
    const en = await h.call<DictItem[]>('GET', '/sys/dict/getDictItems/taskType', { token, lang: 'en-GB' });
    expect(en.body.result.map((i) => i.value)).toEqual(['Material', 'EmptyContainer', 'Charge', 'Park']);
    expect(texts(en.body.result)).toEqual(['Material', 'Empty container', 'Charge', 'Park']);
    const zh = await h.call<DictItem[]>('GET', '/sys/dict/getDictItems/taskType', { token, lang: 'zh-CN' });
    expect(zh.body.result[0]).toEqual({ value: 'Material', text: '物料任务', title: '物料任务', itemValue: 'Material', itemText: '物料任务', color: null });
    const tw = await h.call<DictItem[]>('GET', '/sys/dict/getDictItems/valid_status', { token, lang: 'zh-TW' });
    expect(texts(tw.body.result)).toEqual(['有效', '無效']);
  });

  it('answers an unknown code with no items and refuses a code that is not a plain name', async () => {
    expect((await h.call<DictItem[]>('GET', '/sys/dict/getDictItems/nothing', { token })).body.result).toEqual([]);
    const sqlish = await h.call('GET', `/sys/dict/getDictItems/${encodeURIComponent('sys_user,username,id')}`, { token, lang: 'en-GB' });
    expect(sqlish.status).toBe(400);
    expect(sqlish.body.message).toBe('Dictionary code (code) has an invalid format');
  });

  it('queryAllDictItems holds every seeded dictionary', async () => {
    const { body } = await h.call<Record<string, DictItem[]>>('GET', '/sys/dict/queryAllDictItems', { token, lang: 'en-GB' });
    // Pages add their own dictionaries to the seed; these are the ones every page relies on.
    expect(Object.keys(body.result)).toEqual(expect.arrayContaining(['priority', 'sex', 'stationContainerTrans', 'taskType', 'user_status', 'valid_status']));
    expect(body.result['priority']!.find((i) => i.value === 'H')).toMatchObject({ text: 'Urgent', color: 'red' });
  });

  it('refleshCache succeeds', async () => {
    expect((await h.call('GET', '/sys/dict/refleshCache', { token })).body).toMatchObject({ success: true, code: 200 });
  });

  it('loadDictItem gives the texts of the values asked, in that order', async () => {
    const { body } = await h.call<string[]>('GET', '/sys/dict/loadDictItem/sex', { token, lang: 'en-GB', query: { key: '2,1,9' } });
    expect(body.result).toEqual(['Female', 'Male', '9']);
  });

  it('loadDict finds items by keyword in text or value', async () => {
    const { body } = await h.call<DictItem[]>('GET', '/sys/dict/loadDict/taskType', { token, lang: 'en-GB', query: { keyword: 'CHAR' } });
    expect(body.result.map((i) => i.value)).toEqual(['Charge']);
    const all = await h.call<DictItem[]>('GET', '/sys/dict/loadDict/taskType', { token, query: { keyword: '' } });
    expect(all.body.result).toHaveLength(4);
  });

  it('needs a token', async () => {
    expect((await h.call('GET', '/sys/dict/queryAllDictItems')).status).toBe(401);
  });
});
