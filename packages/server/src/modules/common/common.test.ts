import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, type CascaderNode, type TableDictItem } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let nobody: string;
let other: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'dict_nobody', roles: [] });
  await h.addTenant(2000, 'Other', [['B01', 'Other Plant']]);
  await h.createUser({ username: 'dict_other', roles: ['admin'], tenants: [2000], departs: ['B01'] });
  [admin, nobody, other] = await Promise.all([
    h.token('admin', ADMIN_PASSWORD),
    h.token('dict_nobody', ADMIN_PASSWORD),
    h.token('dict_other', ADMIN_PASSWORD),
  ]);
});
afterAll(async () => h?.close());

const LAYOUT1 = demoIds.layout('LAYOUT01');

const items = async (code: string, query: Record<string, string> = {}, token = nobody) =>
  (await h.call<TableDictItem[]>('GET', `/agvserver/common/selectList/${code}`, { token, query })).body.result;

describe('GET /agvserver/common/selectList/{dictCode}', () => {
  it('answers every dictionary code of SPEC §7, plain dictionaries in the caller’s language', async () => {
    for (const code of ['taskType', 'stationContainerTrans', 'map_layout', 'groupByMapId', 'equipmentByStation', 'agvByLayoutId', 'zoneQuery', 'valid_status']) {
      const { status, body } = await h.call<TableDictItem[]>('GET', `/agvserver/common/selectList/${code}`, { token: nobody });
      expect(status, code).toBe(200);
      expect(body.result.length, code).toBeGreaterThan(0);
    }
    const en = await h.call<TableDictItem[]>('GET', '/agvserver/common/selectList/taskType', { token: nobody, lang: 'en-GB' });
    expect(en.body.result[0]).toEqual({ value: 'Material', text: 'Material', title: 'Material' });
    const zh = await h.call<TableDictItem[]>('GET', '/agvserver/common/selectList/valid_status', { token: nobody, lang: 'zh-CN' });
    expect(zh.body.result).toEqual([
      { value: '1', text: '有效', title: '有效' },
      { value: '0', text: '无效', title: '无效' },
    ]);
  });

  it('answers each whitelisted table dictionary', async () => {
    expect(await items('map_layout')).toEqual([
      { value: LAYOUT1, text: 'Central warehouse / Warehouse ground floor', title: 'Central warehouse / Warehouse ground floor' },
      { value: demoIds.layout('LAYOUT02'), text: 'Production hall / Production floor', title: 'Production hall / Production floor' },
    ]);
    expect((await items('map_layout', { mapId: demoIds.map('MAP02') })).map((i) => i.value)).toEqual([demoIds.layout('LAYOUT02')]);
    expect((await items('groupByMapId', { mapId: demoIds.map('MAP01') })).map((i) => i.text)).toEqual(['Warehouse forklifts']);
    expect(await items('groupByMapId')).toHaveLength(2);
    expect(await items('equipmentByStation', { layoutId: LAYOUT1, stationCode: 'DK01' })).toEqual([
      { value: demoIds.equipment('LAYOUT01', 'CV01'), text: 'Dock conveyor 1 (CV01)', title: 'Dock conveyor 1 (CV01)' },
    ]);
    expect(await items('agvByLayoutId', { layoutId: LAYOUT1 })).toHaveLength(9);
    expect((await items('agvByLayoutId', { layoutId: demoIds.layout('LAYOUT02') }))[0]).toMatchObject({ value: demoIds.agv('JK01'), text: 'JK01 (JK600-3101)' });
    expect((await items('zoneQuery', { layoutId: LAYOUT1, zoneType: 'Block' })).map((i) => i.value)).toEqual([demoIds.zone('LAYOUT01', 'ZBLOCK1')]);
  });

  it('refuses any other code, naming the field and the allowed codes', async () => {
    for (const code of ['sys_user', 'agvs', "zoneQuery' or '1'='1"]) {
      const { status, body } = await h.call('GET', `/agvserver/common/selectList/${encodeURIComponent(code)}`, { token: nobody, lang: 'en-GB' });
      expect(status).toBe(400);
      expect(body.message).toBe('dictCode must be one of map_layout, groupByMapId, equipmentByStation, agvByLayoutId, zoneQuery, taskType, stationContainerTrans, valid_status');
    }
    const badType = await h.call('GET', '/agvserver/common/selectList/zoneQuery', { token: nobody, lang: 'en-GB', query: { zoneType: 'x' } });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('zoneType');
  });
});

describe('GET /agvserver/common/selecCascadertList/map_layout', () => {
  it('nests layouts under their maps', async () => {
    const { body } = await h.call<CascaderNode[]>('GET', '/agvserver/common/selecCascadertList/map_layout', { token: nobody });
    expect(body.result).toEqual([
      { value: demoIds.map('MAP01'), label: 'Central warehouse', children: [{ value: LAYOUT1, label: 'Warehouse ground floor' }] },
      { value: demoIds.map('MAP02'), label: 'Production hall', children: [{ value: demoIds.layout('LAYOUT02'), label: 'Production floor' }] },
    ]);
    expect((await h.call('GET', '/agvserver/common/selecCascadertList/users', { token: nobody })).status).toBe(400);
  });
});

describe('access', () => {
  it("shows another tenant none of tenant 1000's data", async () => {
    for (const code of ['map_layout', 'groupByMapId', 'equipmentByStation', 'agvByLayoutId', 'zoneQuery']) {
      expect(await items(code, {}, other)).toEqual([]);
    }
    const cascader = await h.call<CascaderNode[]>('GET', '/agvserver/common/selecCascadertList/map_layout', { token: other });
    expect(cascader.body.result).toEqual([]);
  });

  it('refuses a user without monitor:public once an administrator enforces it', async () => {
    const rule = h.app.db.updateTable('permissions').where('perms', '=', Perm.monitorPublic);
    await rule.set({ status: '1' }).execute();
    try {
      const calls: [string, string, object?][] = [
        ['GET', '/agvserver/common/selectList/map_layout'],
        ['GET', '/agvserver/common/selecCascadertList/map_layout'],
        ['GET', '/agvserver/agv/queryByUid?agvUid=FL1500-2401'],
        ['GET', '/agvserver/agv/queryByAgvCodeOrName'],
        ['GET', `/agvserver/layoutModel/queryByLayoutId?layoutId=${LAYOUT1}`],
        ['POST', '/agvserver/layoutGraph/getGraphData', { layoutId: LAYOUT1 }],
        ['GET', `/agvserver/zoneStation/querySimpleByLayoutId?layoutId=${LAYOUT1}`],
        ['GET', `/agvserver/station/queryProbableStationListByStationCodeAndLayoutId?layoutId=${LAYOUT1}&stationCode=A`],
        ['GET', '/agvserver/zone/queryList'],
        ['GET', `/agvserver/zoneStation/queryByZoneId?zoneId=z`],
        ['GET', `/agvserver/equipment/queryByLayoutIdAndEquipmentCode?layoutId=${LAYOUT1}&equipmentCode=CV01`],
      ];
      for (const [method, path, body] of calls) {
        const refused = await h.call(method as 'GET' | 'POST', path, { token: nobody, body });
        expect(refused.status, path).toBe(403);
        const allowed = await h.call(method as 'GET' | 'POST', path, { token: admin, body });
        expect(allowed.status, path).toBe(200);
      }
    } finally {
      await rule.set({ status: '0' }).execute();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every fleet read call', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/agvs/docs/json' });
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/agvs/agvserver/agv/queryByUid',
        '/agvs/agvserver/agv/queryByAgvCodeOrName',
        '/agvs/agvserver/agv/add',
        '/agvs/agvserver/agv/edit',
        '/agvs/agvserver/layoutModel/queryByLayoutId',
        '/agvs/agvserver/layoutGraph/getGraphData',
        '/agvs/agvserver/zoneStation/querySimpleByLayoutId',
        '/agvs/agvserver/station/queryProbableStationListByStationCodeAndLayoutId',
        '/agvs/agvserver/zone/queryList',
        '/agvs/agvserver/zoneStation/queryByZoneId',
        '/agvs/agvserver/equipment/queryByLayoutIdAndEquipmentCode',
        '/agvs/agvserver/common/selectList/{dictCode}',
        '/agvs/agvserver/common/selecCascadertList/{code}',
      ]),
    );
  });
});
