import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Perm, SPEC_FIELDS, STATION_COLOURS, type DictItem, type MapStationWithVehicle, type MenuRoute, type NoticeListByUser, type UserPermissions } from '@agvs/contract';
import { demoIds } from './db/seed/fleet-ids.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from './test-support/harness.js';
import { cards, LAYOUT1 } from './test-support/fleet.js';

/** Fields SPEC §2/§3 name that issue 12 found missing from the answers. */
let h: Harness;
let admin: string;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'shape_op', roles: ['operator'] });
  admin = await h.token('admin', ADMIN_PASSWORD);
  operator = await h.token('shape_op', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const flatten = (menu: readonly MenuRoute[]): MenuRoute[] => menu.flatMap((m) => [m, ...flatten(m.children ?? [])]);

describe('menu routes carry meta.permissionList (SPEC §2 "Session start")', () => {
  it('lists the permission entries of the buttons under each entry that the user holds', async () => {
    const menuOf = async (token: string) =>
      flatten((await h.call<UserPermissions>('GET', '/sys/permission/getUserPermissionByToken', { token, lang: 'en-GB' })).body.result.menu);
    const adminUsers = (await menuOf(admin)).find((m) => m.path === '/system/user')!;
    expect(adminUsers.meta.permissionList).toContainEqual({ action: Perm.userAdd, describe: expect.any(String), type: '1', status: '1' });
    expect(adminUsers.meta.permissionList!.every((p) => p.action.startsWith('system:user:'))).toBe(true);

    const operatorMap = (await menuOf(operator)).find((m) => m.path === '/monitor/map')!;
    const mapActions = operatorMap.meta.permissionList!.map((p) => p.action);
    expect(mapActions).toContain(Perm.monitorTaskAdd);
    // monitor:public is switched off (status 0): everybody holds it. Operators do not hold the unload button.
    expect(mapActions).toContain(Perm.monitorPublic);
    expect(mapActions).not.toContain(Perm.monitorAgvUnload);

    // A role with the user page and only its list code: the add button is not the user's.
    await h.app.db.insertInto('roles').values({ id: 'role-user-viewer', role_code: 'user_viewer', role_name: 'User viewer', created_at: 0, tenant_id: null }).execute();
    await h.app.db
      .insertInto('role_permission')
      .values(['menu-system', 'menu-system-user', `perm-${Perm.userList}`].map((permission_id) => ({ role_id: 'role-user-viewer', permission_id })))
      .execute();
    await h.createUser({ username: 'shape_viewer', roles: ['user_viewer'] });
    const viewerUsers = (await menuOf(await h.token('shape_viewer', ADMIN_PASSWORD))).find((m) => m.path === '/system/user')!;
    expect(viewerUsers.meta.permissionList!.map((p) => p.action)).toEqual([Perm.userList]);
  });
});

describe('agvVo.agvSetLink (SPEC §3 "AGV info card")', () => {
  it('links to the vehicle’s own settings page on its address, and to nothing without a valid one', async () => {
    const id = demoIds.agv('FL01');
    const before = (await cards(h, operator)).find((c) => c.agvVo.id === id)!;
    const ip = (await h.app.db.selectFrom('agvs').select('agv_ip').where('id', '=', id).executeTakeFirstOrThrow()).agv_ip;
    expect(before.agvVo.agvSetLink).toBe(`http://${ip}/`);
    await h.app.db.updateTable('agvs').set({ agv_ip: 'not-an-ip"><script>' }).where('id', '=', id).execute();
    expect((await cards(h, operator)).find((c) => c.agvVo.id === id)!.agvVo.agvSetLink).toBeNull();
    await h.app.db.updateTable('agvs').set({ agv_ip: ip }).where('id', '=', id).execute();
  });
});

describe('stationColor of stations on the map (SPEC §3 "Station on map")', () => {
  it('is purple in a Block zone, the occupied colour with a load, else the colour of the type', async () => {
    const blocked = await h.app.db
      .selectFrom('zone_stations as zs')
      .innerJoin('zones as z', 'z.id', 'zs.zone_id')
      .innerJoin('stations as s', 's.id', 'zs.station_id')
      .select(['s.id', 's.layout_id'])
      .where('z.zone_type', '=', 'Block')
      .where('s.tenant_id', '=', 1000)
      .executeTakeFirstOrThrow();
    const stationsOf = async (layoutId: string) =>
      (await h.call<MapStationWithVehicle[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token: operator, query: { layoutId } })).body.result;
    const inBlock = (await stationsOf(blocked.layout_id)).find((s) => s.stationId === blocked.id)!;
    expect(inBlock.stationColor).toBe(STATION_COLOURS.blocked);

    const stations = await stationsOf(LAYOUT1);
    const free = stations.find((s) => s.type === 'Public' && s.isOccupied === 0 && s.isOccupiedStation === 0)!;
    expect(free.stationColor).toBe(STATION_COLOURS.Public);
    await h.app.db.updateTable('stations').set({ is_occupied: 1 }).where('id', '=', free.stationId).execute();
    expect((await stationsOf(LAYOUT1)).find((s) => s.stationId === free.stationId)!.stationColor).toBe(STATION_COLOURS.occupied);
    await h.app.db.updateTable('stations').set({ is_occupied: 0 }).where('id', '=', free.stationId).execute();
  });
});

describe('dictionary items carry itemValue and itemText (SPEC §3)', () => {
  it('gives the text in the caller’s language', async () => {
    const items = async (lang: string) => (await h.call<DictItem[]>('GET', '/sys/dict/getDictItems/valid_status', { token: operator, lang })).body.result;
    const en = await items('en-GB');
    expect(en.length).toBeGreaterThan(0);
    for (const item of en) expect(item).toMatchObject({ itemValue: item.value, itemText: item.text });
    expect((await items('zh-CN')).map((i) => i.itemText)).not.toEqual(en.map((i) => i.itemText));
  });
});

describe('announcements carry busId and msgId (SPEC §3 "Announcement")', () => {
  it('names the sent message a system message came from, and its own id as msgId', async () => {
    await h.call('POST', '/sys/message/sysMessageTemplate/add', {
      token: admin,
      body: { templateCode: 'shape_note', templateName: 'Note', templateType: '1', templateContent: 'Hello ${name}' },
    });
    const sent = await h.call<{ id: string }>('POST', '/sys/message/sysMessageTemplate/sendMsg', {
      token: admin,
      body: { templateCode: 'shape_note', receiver: 'shape_op', testData: '{"name":"Op"}' },
    });
    const { sysMsgList } = (await h.call<NoticeListByUser>('GET', '/sys/annountCement/listByUser', { token: operator })).body.result;
    expect(sysMsgList[0]).toMatchObject({ busId: sent.body.result.id, msgId: sysMsgList[0]!.id });
  });
});

describe('answers carry every field SPEC_FIELDS lists', () => {
  const hasAll = (value: object, fields: readonly string[]) => expect(Object.keys(value)).toEqual(expect.arrayContaining([...fields]));

  it('menu routes and their meta, cards, map stations, dictionary items, announcements', async () => {
    const perms = (await h.call<UserPermissions>('GET', '/sys/permission/getUserPermissionByToken', { token: operator })).body.result;
    for (const route of flatten(perms.menu)) {
      hasAll(route, SPEC_FIELDS.menuRoute);
      hasAll(route.meta, SPEC_FIELDS.menuMeta);
      for (const entry of route.meta.permissionList!) hasAll(entry, SPEC_FIELDS.permissionEntry);
    }
    for (const card of await cards(h, operator)) hasAll(card.agvVo, SPEC_FIELDS.agvVo);
    const stations = (await h.call<MapStationWithVehicle[]>('GET', '/agvserver/zoneStation/querySimpleByLayoutId', { token: operator, query: { layoutId: LAYOUT1 } })).body.result;
    for (const station of stations) hasAll(station, SPEC_FIELDS.stationOnMap);
    for (const item of (await h.call<DictItem[]>('GET', '/sys/dict/getDictItems/taskType', { token: operator })).body.result) hasAll(item, SPEC_FIELDS.dictItem);
    const bell = (await h.call<NoticeListByUser>('GET', '/sys/annountCement/listByUser', { token: operator })).body.result;
    hasAll(bell, SPEC_FIELDS.notification);
    expect(bell.sysMsgList.length).toBeGreaterThan(0);
    for (const notice of bell.sysMsgList) hasAll(notice, SPEC_FIELDS.announcement);
  });
});
