import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AgvInfoCard, Health, Language, PageResult, Transorder } from '@agvs/contract';
import { translate } from '../i18n/messages.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../test-support/harness.js';
import { cards, createTask, LAYOUT1, order, runUntil, setLoad, taskForm } from '../test-support/fleet.js';
import { StorageFault } from '../test-support/storage-fault.js';
import { RESUME_RETRY_MS } from './fleet-runtime.js';

let h: Harness;
let operator: string;
let admin: string;
const disk = new StorageFault();
beforeAll(async () => {
  h = await startHarness({}, { dbPlugins: [disk] });
  await h.createUser({ username: 'sh_operator', roles: ['operator'] });
  operator = await h.token('sh_operator', ADMIN_PASSWORD);
  admin = await h.token('admin', ADMIN_PASSWORD);
});
afterEach(() => {
  disk.full = false;
});
afterAll(async () => h?.close());

const health = async () => (await h.call<Health>('GET', '/sys/health', { token: admin })).body.result;
const positions = async () => (await cards(h, operator)).map((c: AgvInfoCard) => ({ id: c.agvVo.id, x: c.x, y: c.y, station: c.stationCode }));
const allOrders = async () =>
  (await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', { token: operator, query: { layoutId: LAYOUT1, pageSize: '100' } })).body.result.records;

describe('a database that refuses writes', () => {
  it('halts the fleet, refuses commands and tells administrators; the fleet resumes when space returns', async () => {
    await setLoad(h, 'A03N08');
    const acknowledged = await createTask(h, operator, { srcStationCode: 'A01N02', destStationCode: 'A06S14' });
    await runUntil(h, async () => (await order(h, operator, acknowledged)).agvId !== null, 60_000, 200, 200);
    await h.runFleet(2_000, 200);
    const carrier = (await order(h, operator, acknowledged)).agvId;
    expect((await health()).fleetHaltedSince).toBeNull();

    // The fleet halts at its first write that the database refuses (the next station a vehicle reaches).
    disk.full = true;
    await runUntil(h, async () => (await health()).fleetHaltedSince !== null, 30_000, 200, 200);
    const since = (await health()).fleetHaltedSince;
    expect(disk.refused).toBeGreaterThan(0);

    // Vehicles hold where they are while the fleet cannot store what they do.
    const held = await positions();
    await h.runFleet(RESUME_RETRY_MS * 3, 200);
    expect(await positions()).toEqual(held);

    // A new order is refused, with a message the caller can read, and nothing of it is stored.
    const refused = await h.call('POST', '/agvserver/task/createTask', { token: operator, lang: 'en-GB', body: taskForm({ srcStationCode: 'A03N08', destStationCode: 'A04S08' }) });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('database does not accept writes') });

    // Writes outside the fleet are refused as unavailable, in the caller's language.
    const other = await h.login('sh_operator', ADMIN_PASSWORD, { lang: 'en-GB' });
    expect(other.status).toBe(503);
    expect(other.body).toMatchObject({ success: false, code: 503, message: expect.stringContaining('does not accept writes') });

    disk.full = false;
    await h.runFleet(RESUME_RETRY_MS + 400, 200);
    expect((await health()).fleetHaltedSince).toBeNull();

    // The acknowledged order went on with its vehicle; the refused one never existed.
    const orders = await allOrders();
    expect(orders.map((o) => o.id)).toEqual([acknowledged]);
    await runUntil(h, async () => (await order(h, operator, acknowledged)).transorderStatus === 'Complete');
    expect((await order(h, operator, acknowledged)).agvId).toBe(carrier);
    expect(await createTask(h, operator, { srcStationCode: 'A03N08', destStationCode: 'A04S08' })).toEqual(expect.any(String));

    // Administrators got a Fatal SystemError record (closed at the resume) and a system message.
    const record = await h.app.db.selectFrom('error_records').selectAll().where('error_code', '=', 'STORAGE_HALT').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ tenant_id: 1000, error_level: 'Fatal', category: 'SystemError', create_time: since });
    expect(record.closed_time).toEqual(expect.any(Number));
    const { language } = await h.app.db.selectFrom('users').select('language').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const inbox = await h.call<{ sysMsgList: { titile: string; msgContent: string }[] }>('GET', '/sys/annountCement/listByUser', { token: admin });
    expect(inbox.body.result.sysMsgList).toEqual([expect.objectContaining({ titile: translate(language as Language, 'fleet.storageHaltTitle') })]);
    expect(inbox.body.result.sysMsgList[0]!.msgContent).toContain('Production floor');
  });

  it('an order whose own write is refused is not kept by the fleet either', async () => {
    await h.runFleet(1_000, 200);
    await setLoad(h, 'A02N04');
    const before = (await allOrders()).map((o) => o.id).sort();
    disk.full = true;
    const refused = await h.call('POST', '/agvserver/task/createTask', { token: operator, lang: 'en-GB', body: taskForm({ srcStationCode: 'A02N04', destStationCode: 'A05S12' }) });
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('database does not accept writes') });
    expect((await health()).fleetHaltedSince).toEqual(expect.any(Number));
    disk.full = false;
    await h.runFleet(RESUME_RETRY_MS + 400, 200);
    expect((await health()).fleetHaltedSince).toBeNull();
    // The fleet was built again from the tables: no vehicle goes to fetch the refused order's load.
    await h.runFleet(10_000, 200);
    expect((await allOrders()).map((o) => o.id).sort()).toEqual(before);
    const rt = h.app.fleets.get(1000, LAYOUT1)!;
    expect(rt.fleet.orders.filter((o) => o.source === 'A02N04')).toEqual([]);
  });

  it('a server started on a database that refuses writes holds its fleet until the database stores again', async () => {
    disk.full = true;
    await h.restart();
    expect((await health()).fleetHaltedSince).toEqual(expect.any(Number));
    const refused = await h.call('POST', '/agvserver/task/createTask', { token: operator, lang: 'en-GB', body: taskForm({ srcStationCode: 'A02N04', destStationCode: 'A05S12' }) });
    expect(refused.body).toMatchObject({ success: false, message: expect.stringContaining('database does not accept writes') });
    disk.full = false;
    await h.runFleet(RESUME_RETRY_MS + 400, 200);
    expect((await health()).fleetHaltedSince).toBeNull();
  });

  it.skipIf(process.env['DATABASE_URL'])('halts on a really read-only SQLite database and resumes when it takes writes again', async () => {
    const id = await createTask(h, operator, { srcStationCode: 'A06N01', destStationCode: 'A02S09' });
    await h.runFleet(2_000, 200);
    await sql`PRAGMA query_only = ON`.execute(h.app.db);
    try {
      await runUntil(h, async () => (await health()).fleetHaltedSince !== null, 30_000, 200, 200);
    } finally {
      await sql`PRAGMA query_only = OFF`.execute(h.app.db);
    }
    await h.runFleet(RESUME_RETRY_MS + 400, 200);
    expect((await health()).fleetHaltedSince).toBeNull();
    await runUntil(h, async () => (await order(h, operator, id)).transorderStatus === 'Complete');
  });
});
