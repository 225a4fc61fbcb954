import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agv, PageResult } from '@agvs/contract';
import { demoIds } from '../../db/seed/fleet-ids.js';
import { startWithCallers } from '../../test-support/callers.js';
import { download, upload } from '../../test-support/files.js';
import { agvForm, createTask, LAYOUT1 } from '../../test-support/fleet.js';
import type { Harness } from '../../test-support/harness.js';

/* The AGV list: add with a start station, delete rules, the running fleet, import and export. */

let h: Harness;
let admin: string;
let nobody: string;
let other: string;
beforeAll(async () => {
  ({ h, admin, nobody, other } = await startWithCallers('agvl'));
});
afterAll(async () => h?.close());

type Row = Record<string, unknown> & { id: string };
const BASE = '/agvserver/agv';
const list = (token: string, query: Record<string, string> = {}) => h.call<PageResult<Row>>('GET', `${BASE}/list`, { token, lang: 'en-GB', query: { pageSize: '200', ...query } });
const addAgv = (over: Record<string, unknown>) => h.call<Agv>('POST', `${BASE}/add`, { token: admin, lang: 'en-GB', body: agvForm(over) });
const inFleet = (id: string) => h.app.fleets.ofVehicle(1000, id)?.fleet.vehicles.find((v) => v.config.id === id);
const standsAt = (id: string) => {
  const p = inFleet(id)?.motion.position;
  return p?.kind === 'at' ? String(p.station) : undefined;
};

/** A station of LAYOUT1 no vehicle stands on or drives to. */
async function freeStation(type: 'Public' | 'Charging'): Promise<string> {
  const held = new Set((await h.app.db.selectFrom('agvs').select(['current_station_code', 'next_station_code']).where('current_layout_id', '=', LAYOUT1).execute()).flatMap((a) => [a.current_station_code, a.next_station_code]));
  const stations = await h.app.db.selectFrom('stations').select('station_code').where('layout_id', '=', LAYOUT1).where('station_type', '=', type).orderBy('station_code').execute();
  return stations.map((s) => s.station_code).find((c) => !held.has(c))!;
}

describe('AGV list', () => {
  it('adds a simulated vehicle on the station asked for, and it joins the running fleet there', async () => {
    const station = await freeStation('Public');
    const r = await addAgv({ agvUid: 'SIM-0001', agvCode: 'SIM01', agvName: 'SIM01', agvProtocol: 'SIMULATION', currentStationCode: station });
    expect(r.body.success).toBe(true);
    expect(r.body.result).toMatchObject({ agvUid: 'SIM-0001', agvProtocol: 'SIMULATION', currentStationCode: station });
    expect(standsAt(r.body.result.id)).toBe(station);
  });

  it('refuses a start station that is taken or unknown, storing nothing', async () => {
    const taken = (await h.app.db.selectFrom('agvs').select(['agv_code', 'current_station_code']).where('agv_uid', '=', 'SIM-0001').executeTakeFirstOrThrow());
    const r = await addAgv({ agvUid: 'SIM-0002', agvCode: 'SIM02', currentStationCode: taken.current_station_code });
    expect(r.body).toMatchObject({ success: false, message: `Station ${taken.current_station_code} is taken by vehicle SIM01; choose a free station` });
    const unknown = await addAgv({ agvUid: 'SIM-0002', agvCode: 'SIM02', currentStationCode: 'NOPE' });
    expect(unknown.body).toMatchObject({ success: false, message: "Station NOPE is not on the vehicle's layout" });
    expect((await list(admin, { agvUid: 'SIM-0002' })).body.result.total).toBe(0);
  });

  it('starts a vehicle added without a station on a free parking or charging station', async () => {
    const r = await addAgv({ agvUid: 'SIM-0003', agvCode: 'SIM03' });
    const at = r.body.result.currentStationCode!;
    expect(at).toBeTruthy();
    const parking = await h.app.db
      .selectFrom('stations as s')
      .innerJoin('zone_stations as zs', 'zs.station_id', 's.id')
      .innerJoin('zones as z', 'z.id', 'zs.zone_id')
      .select('s.station_code')
      .where('s.layout_id', '=', LAYOUT1)
      .where('z.zone_type', '=', 'Parking')
      .execute();
    const charging = await h.app.db.selectFrom('stations').select('station_code').where('layout_id', '=', LAYOUT1).where('station_type', '=', 'Charging').execute();
    expect([...parking, ...charging].map((s) => s.station_code)).toContain(at);
    expect(standsAt(r.body.result.id)).toBe(at);
  });

  it('lists vehicles with a filter and the names of their model, group and layout; the demo vehicles are simulated', async () => {
    const page = (await list(admin, { agvCode: 'SIM0' })).body.result;
    expect(page.records.map((r) => r['agvCode'])).toEqual(['SIM01', 'SIM03']);
    expect(page.records[0]).toMatchObject({ modelName: 'Pallet forklift FL1500', groupName: expect.any(String), layoutName: expect.any(String) });
    const demo = (await list(admin, { agvProtocol: 'SIMULATION' })).body.result.total;
    expect(demo).toBe((await list(admin)).body.result.total);
  });

  it('refuses deleting a vehicle with an open order, naming the order, and keeps it in the fleet', async () => {
    const agv = demoIds.agv('FL01');
    const orderId = await createTask(h, admin, { agvId: agv } as never);
    await h.app.db.updateTable('transorders').set({ agv_id: agv }).where('id', '=', orderId).execute();
    const code = (await h.app.db.selectFrom('transorders').select('transorder_code').where('id', '=', orderId).executeTakeFirstOrThrow()).transorder_code;
    const r = await h.call('DELETE', `${BASE}/delete`, { token: admin, lang: 'en-GB', query: { id: agv } });
    expect(r.body).toMatchObject({ success: false, message: `The vehicle cannot be deleted while it has open orders: ${code}` });
    expect(inFleet(agv)).toBeDefined();
    expect((await list(admin, { agvCode: 'FL01' })).body.result.total).toBe(1);
  });

  it('deletes a vehicle and takes it out of the running fleet at once', async () => {
    const id = (await list(admin, { agvUid: 'SIM-0003' })).body.result.records[0]!.id;
    expect(inFleet(id)).toBeDefined();
    const r = await h.call<{ count: number }>('DELETE', `${BASE}/deleteBatch`, { token: admin, lang: 'en-GB', query: { ids: id } });
    expect(r.body.result).toEqual({ count: 1 });
    expect(inFleet(id)).toBeUndefined();
    expect((await list(admin, { agvUid: 'SIM-0003' })).body.result.total).toBe(0);
    // The fleet runs on without it.
    await h.runFleet(2_000);
  });

  it('exports vehicles and imports them back as new ones that join the fleet', async () => {
    const file = await download(h, `${BASE}/exportXls`, admin, { agvUid: 'SIM-0001' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const values = Object.fromEntries(headers.map((name, j) => [name, (sheet.getRow(2).values as unknown[])[j + 1] ?? null]));
    expect(values).toMatchObject({ agvUid: 'SIM-0001', modelId: demoIds.model('FL1500'), currentLayoutId: LAYOUT1 });
    Object.assign(values, { agvUid: 'SIM-0004', agvCode: 'SIM04', agvName: 'SIM04', agvIp: '192.168.10.204', currentStationCode: await freeStation('Public') });
    const out = new ExcelJS.Workbook();
    const ws = out.addWorksheet('in');
    ws.addRow(headers);
    ws.addRow(headers.map((name) => values[name]));
    const r = await upload(h, `${BASE}/importExcel`, admin, Buffer.from(await out.xlsx.writeBuffer()));
    expect(r.body).toMatchObject({ success: true, code: 200 });
    const row = (await list(admin, { agvUid: 'SIM-0004' })).body.result.records[0]!;
    expect(row).toMatchObject({ agvCode: 'SIM04', currentStationCode: values['currentStationCode'], agvProtocol: 'SIMULATION' });
    expect(standsAt(row.id)).toBe(values['currentStationCode']);
  });

  it('keeps vehicles from callers without the permission and from other tenants', async () => {
    expect((await list(nobody)).status).toBe(403);
    expect((await list(other)).body.result.total).toBe(0);
    const agv = demoIds.agv('FL02');
    expect((await h.call('DELETE', `${BASE}/delete`, { token: other, query: { id: agv } })).body.success).toBe(false);
    expect(inFleet(agv)).toBeDefined();
  });
});
