import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, PlanDetail, PlanProgress, PlanWarning, Sampling, Transorder, Workplace } from '@agvs/contract';
import { LAYOUT1, order, runUntil, setLoad } from '../../test-support/fleet.js';
import { startWithCallers } from '../../test-support/callers.js';
import type { Harness } from '../../test-support/harness.js';

let h: Harness;
let admin: string;
let operator: string;
let other: string;
let workplace: Workplace;

const MIN = 60_000;
const TENANT = 1000;
const en = { lang: 'en-GB' } as const;
const ids = { line: 'line-a', bom: 'bom-gearbox', bracket: 'pn-bracket', screw: 'pn-screw', zone: 'lz-a' } as const;

/**
 * Line-side master data as the line-side pages keep it (docs/lineside.md): line A on the demo
 * layout, a gearbox BOM of two brackets and one cover screw per product, and a routing for the
 * bracket only, so the screw cannot be delivered.
 */
async function lineSideData(): Promise<void> {
  const db = h.app.db;
  const now = h.app.clock();
  const stamp = { tenant_id: TENANT, update_by: 'test', create_time: now, update_time: now };
  await db.insertInto('les_line').values({ ...stamp, id: ids.line, code: 'LINE-A', name: 'Gearbox line', layout_id: LAYOUT1, memo: null }).execute();
  await db
    .insertInto('les_part_number')
    .values([
      { ...stamp, id: ids.bracket, code: 'P-BRACKET', name: 'Bracket', unit: 'pcs', container_type: 'KLT', qty_per_container: 20, is_valid: 1 },
      { ...stamp, id: ids.screw, code: 'P-SCREW', name: 'Cover screw', unit: 'pcs', container_type: 'KLT', qty_per_container: 100, is_valid: 1 },
    ])
    .execute();
  await db.insertInto('les_bom').values({ ...stamp, id: ids.bom, code: 'BOM-GB', name: 'Gearbox', product: 'GB-200', version: '1', is_valid: 1 }).execute();
  await db
    .insertInto('les_bom_item')
    .values([
      { ...stamp, id: 'bi-1', bom_id: ids.bom, part_number_id: ids.bracket, quantity: 2 },
      { ...stamp, id: 'bi-2', bom_id: ids.bom, part_number_id: ids.screw, quantity: 1 },
    ])
    .execute();
  await db.insertInto('les_line_zone').values({ ...stamp, id: ids.zone, code: 'LZ-A', name: 'Line A supermarket', line_id: ids.line, station_codes: 'A03N02' }).execute();
  await addRouting(ids.bracket, 'rt-bracket');
}

async function addRouting(partId: string, id: string): Promise<void> {
  const now = h.app.clock();
  await h.app.db
    .insertInto('les_part_routing')
    .values({ id, tenant_id: TENANT, update_by: 'test', create_time: now, update_time: now, code: id, part_number_id: partId, src_location_code: null, src_station_code: 'A03N01', line_zone_id: ids.zone, group_id: null, task_type: 'Material', priority: 1, is_valid: 1 })
    .execute();
}

/** Parts booked into a full container in the warehouse (docs/warehouse.md), as an inbound booking leaves them. */
async function bookStock(partCode: string, quantity: number): Promise<void> {
  const now = h.app.clock();
  const key = `${partCode}-${now}`;
  await sql`insert into wms_containers (id, tenant_id, container_code, container_type, container_state, bin_id, layout_id, station_code, created_at, updated_at)
    values (${`c-${key}`}, ${TENANT}, ${`C-${key}`}, 'KLT', 'full', null, null, null, ${now}, ${now})`.execute(h.app.db);
  await sql`insert into wms_lots (id, tenant_id, lot_no, part_no, quantity, production_date, expiry_date, supplier, quality_state, created_at)
    values (${`l-${key}`}, ${TENANT}, ${`LOT-${key}`}, ${partCode}, ${quantity}, null, null, null, 'released', ${now})`.execute(h.app.db);
  await sql`insert into wms_stock (id, tenant_id, container_id, lot_id, part_no, quantity, updated_at)
    values (${`s-${key}`}, ${TENANT}, ${`c-${key}`}, ${`l-${key}`}, ${partCode}, ${quantity}, ${now})`.execute(h.app.db);
}

const planForm = (over: Record<string, unknown> = {}) => ({
  planCode: 'PL-001',
  planName: 'Gearbox early shift',
  lineId: ids.line,
  bomId: ids.bom,
  quantity: 60,
  // Starts in 40 minutes, one gearbox a minute for an hour.
  startTime: h.app.clock() + 40 * MIN,
  endTime: h.app.clock() + 100 * MIN,
  taktSeconds: 60,
  ...over,
});

const plans = async (token = admin) => (await h.call<Plan[]>('GET', '/plan/plan/list', { token })).body.result;
const details = async (planId: string) => (await h.call<PlanDetail[]>('GET', '/plan/detail/list', { token: admin, query: { planId } })).body.result;
const warnings = async (planId: string, open = '1') => (await h.call<PlanWarning[]>('GET', '/plan/warning/list', { token: admin, query: { planId, open } })).body.result;
const requireOrders = (planId: string) =>
  h.app.db.selectFrom('les_require_order').select(['id', 'part_number_id', 'quantity', 'need_time', 'status', 'source', 'plan_detail_id']).where('plan_id', '=', planId).orderBy('need_time').orderBy('part_number_id').execute();
/** The server's plan timer, driven by hand: time passes in whole minutes and the schedule runs after each. */
async function minutesPass(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    h.advance(MIN);
    await h.app.planSchedule.runDue();
  }
}

beforeAll(async () => {
  ({ h, admin, operator, other } = await startWithCallers('plan'));
  await lineSideData();
  const saved = await h.call<Workplace>('POST', '/agvserver/workplace/save', {
    token: admin,
    body: { workplaceCode: 'WP-GB1', workplaceName: 'Gearbox assembly 1', layoutId: LAYOUT1, stationCodes: ['A03N02'], buttons: [] },
  });
  expect(saved.body.success, saved.body.message).toBe(true);
  workplace = saved.body.result;
});
afterAll(async () => h?.close());

describe('plans', () => {
  let plan: Plan;

  it('refuses bad input naming the field, and callers without plan:* or of another tenant', async () => {
    const save = (body: unknown, token = admin) => h.call<Plan>('POST', '/plan/plan/save', { token, ...en, body });
    const backwards = await save(planForm({ endTime: h.app.clock() }));
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('endTime');
    expect(backwards.body.message).toContain('must be after the start time');
    const noBom = await save(planForm({ bomId: 'nope' }));
    expect(noBom.status).toBe(400);
    expect(noBom.body.message).toMatch(/bomId.*is not a valid BOM of this tenant/);
    // Tenant 2000 does not see tenant 1000's line.
    expect((await save(planForm(), other)).body.message).toContain('lineId');
    expect((await h.call('GET', '/plan/plan/list', { token: operator })).status).toBe(403);
    expect((await h.call('POST', '/plan/sampling/add', { token: operator, body: {} })).status).toBe(403);
    expect(await plans()).toEqual([]);
  });

  it('creates a draft and derives its details from the BOM times the quantity', async () => {
    const saved = await h.call<Plan>('POST', '/plan/plan/save', { token: admin, ...en, body: planForm() });
    expect(saved.body).toMatchObject({ success: true, message: 'Plan saved' });
    plan = saved.body.result;
    expect(plan).toMatchObject({ status: 'Draft', lineName: 'Gearbox line', product: 'GB-200', effectiveTaktSeconds: 60 });
    expect((await h.call('POST', '/plan/plan/save', { token: admin, ...en, body: planForm() })).body.message).toContain('planCode');
    expect((await h.call('POST', '/plan/plan/release', { token: admin, ...en, body: { id: plan.id } })).body.message).toContain('no details');

    const generated = await h.call<PlanDetail[]>('POST', '/plan/detail/generate', { token: admin, body: { planId: plan.id, workplaceId: workplace.id, leadMinutes: 30 } });
    expect(generated.body.success, generated.body.message).toBe(true);
    expect(generated.body.result.map((d) => [d.partCode, d.workplaceCode, d.totalQuantity, d.batchQuantity, d.leadMinutes])).toEqual([
      ['P-BRACKET', 'WP-GB1', 120, 20, 30],
      ['P-SCREW', 'WP-GB1', 60, 60, 30],
    ]);
    // Another tenant neither sees the plan nor releases it.
    expect((await plans(other))).toEqual([]);
    expect((await h.call('POST', '/plan/plan/release', { token: other, ...en, body: { id: plan.id } })).status).toBe(400);
  });

  it('shows why a draft cannot be met: the screw has no routing, a slower takt misses the end', async () => {
    expect((await warnings(plan.id)).map((w) => [w.kind, w.level, w.params])).toEqual([['noRouting', 'error', { part: 'P-SCREW', workplace: 'WP-GB1' }]]);
    const slow = await h.call<Plan>('POST', '/plan/plan/save', { token: admin, body: planForm({ id: plan.id, taktSeconds: 75 }) });
    expect(slow.body.result.warningCount).toBe(2);
    expect((await warnings(plan.id)).find((w) => w.kind === 'endUnreachable')?.params).toEqual({ lateMinutes: 15 });
    // At 60 s a quarter-hour break costs a quarter hour at the end.
    const pause = { start: plan.startTime + 30 * MIN, end: plan.startTime + 45 * MIN };
    const withBreak = await h.call<Plan>('POST', '/plan/plan/save', { token: admin, body: planForm({ id: plan.id, breaks: [pause] }) });
    expect(withBreak.body.result).toMatchObject({ breaks: [pause], effectiveTaktSeconds: 60 });
    expect((await warnings(plan.id)).find((w) => w.kind === 'endUnreachable')?.params).toEqual({ lateMinutes: 15 });
    const outside = await h.call('POST', '/plan/plan/save', { token: admin, ...en, body: planForm({ id: plan.id, breaks: [{ start: plan.endTime - MIN, end: plan.endTime + MIN }] }) });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toContain('breaks.0.start');
    await h.call<Plan>('POST', '/plan/plan/save', { token: admin, body: planForm({ id: plan.id }) });
    expect((await warnings(plan.id)).map((w) => w.kind)).toEqual(['noRouting']);
    expect((await warnings(plan.id, '0')).find((w) => w.kind === 'endUnreachable')?.clearedAt).toEqual(expect.any(Number));
    expect((await plans())[0]!.warningCount).toBe(1);
  });

  it('once released, makes require orders on schedule, lead time ahead of need', async () => {
    const released = await h.call<Plan>('POST', '/plan/plan/release', { token: admin, ...en, body: { id: plan.id } });
    expect(released.body).toMatchObject({ success: true, message: 'Plan released', result: { status: 'Released' } });
    // First need at the start (40 min away), ordered 30 min ahead: nothing yet.
    expect(await requireOrders(plan.id)).toEqual([]);
    const [bracket] = await details(plan.id);
    expect(bracket!.nextDueTime).toBe(plan.startTime - 30 * MIN);

    await minutesPass(9);
    expect(await requireOrders(plan.id)).toEqual([]);
    await minutesPass(1);
    const first = await requireOrders(plan.id);
    expect(first.map((r) => [r.part_number_id, r.quantity, Number(r.need_time) - plan.startTime, r.status, r.source])).toEqual([
      [ids.bracket, 20, 0, 'Init', 'plan'],
      [ids.screw, 60, 0, 'Init', 'plan'],
    ]);

    // Through the shift: a bracket delivery of 20 every 10 minutes (10 gearboxes), each made 30 min ahead.
    await minutesPass(60);
    const all = await requireOrders(plan.id);
    const brackets = all.filter((r) => r.part_number_id === ids.bracket);
    expect(brackets.map((r) => (Number(r.need_time) - plan.startTime) / MIN)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(brackets.reduce((s, r) => s + r.quantity, 0)).toBe(120);
    expect(all.filter((r) => r.part_number_id === ids.screw)).toHaveLength(1);
    expect((await details(plan.id)).map((d) => [d.requiredQuantity, d.nextDueTime])).toEqual([[120, null], [60, null]]);
    expect((await plans())[0]).toMatchObject({ status: 'Running', requiredQuantity: 180, totalQuantity: 180 });
  });

  it('warns of late require orders and clears warnings once resolved, then the plan is done', async () => {
    // 30 minutes into the shift no delivery has been completed: brackets needed at 0, 10 and 20 min are late.
    const late = (await warnings(plan.id)).filter((w) => w.kind === 'lateRequire').sort((a, b) => String(a.params['part']).localeCompare(String(b.params['part'])));
    expect(late.map((w) => w.params)).toEqual([
      { part: 'P-BRACKET', workplace: 'WP-GB1', count: 3 },
      { part: 'P-SCREW', workplace: 'WP-GB1', count: 1 },
    ]);
    // The line-side flow delivers every require order (docs/lineside.md) and the screw gets a routing.
    await h.app.db.updateTable('les_require_order').set({ status: 'Complete' }).where('plan_id', '=', plan.id).execute();
    await addRouting(ids.screw, 'rt-screw');
    const progress = (await h.call<PlanProgress>('GET', '/plan/plan/progress', { token: admin, query: { id: plan.id } })).body.result;
    expect(progress.hours.reduce((s, x) => s + x.required, 0)).toBe(180);
    expect(progress.hours.reduce((s, x) => s + x.delivered, 0)).toBe(180);
    await minutesPass(1);
    expect(await warnings(plan.id)).toEqual([]);
    expect((await plans())[0]).toMatchObject({ status: 'Done', warningCount: 0 });
    expect((await warnings(plan.id, '0')).map((w) => w.kind).sort()).toEqual(['endUnreachable', 'lateRequire', 'lateRequire', 'noDetails', 'noRouting']);
    // A done plan is kept: only drafts and cancelled plans are deleted.
    expect((await h.call('DELETE', '/plan/plan/delete', { token: admin, ...en, query: { id: plan.id } })).body.message).toBe('Only a draft or cancelled plan can be deleted');
  });

  it('a cancelled plan cancels its waiting require orders and makes no more', async () => {
    // Starts in 20 minutes, 30 min lead: brackets needed at the start and 10 min later and the screws are required at release.
    const saved = await h.call<Plan>('POST', '/plan/plan/save', { token: admin, body: planForm({ planCode: 'PL-002', startTime: h.app.clock() + 20 * MIN, endTime: h.app.clock() + 80 * MIN }) });
    const id = saved.body.result.id;
    await h.call('POST', '/plan/detail/generate', { token: admin, body: { planId: id, workplaceId: workplace.id } });
    await h.call('POST', '/plan/plan/release', { token: admin, body: { id } });
    expect((await requireOrders(id)).map((r) => r.status)).toEqual(['Init', 'Init', 'Init']);
    const cancelled = await h.call<Plan>('POST', '/plan/plan/cancel', { token: admin, ...en, body: { id } });
    expect(cancelled.body).toMatchObject({ message: 'Plan cancelled', result: { status: 'Cancelled', warningCount: 0 } });
    await minutesPass(90);
    expect((await requireOrders(id)).map((r) => r.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled']);
    expect((await h.call('POST', '/plan/plan/cancel', { token: admin, ...en, body: { id } })).body.message).toBe('The plan is already done or cancelled');
    expect((await h.call('DELETE', '/plan/plan/delete', { token: admin, query: { id } })).body.success).toBe(true);
  });
});

describe('stock warnings', () => {
  it('warns of a part without stock once the warehouse books stock, and clears it when stock arrives', async () => {
    const saved = await h.call<Plan>('POST', '/plan/plan/save', { token: admin, body: planForm({ planCode: 'PL-003' }) });
    const id = saved.body.result.id;
    await h.call('POST', '/plan/detail/generate', { token: admin, body: { planId: id, workplaceId: workplace.id } });
    // No stock booked at all: the plant does not run the warehouse, nothing to say.
    expect((await warnings(id)).map((w) => w.kind)).toEqual([]);
    await bookStock('P-BRACKET', 400);
    await h.app.planSchedule.runDue();
    expect((await warnings(id)).map((w) => [w.kind, w.level, w.params['part']])).toEqual([['noStock', 'warning', 'P-SCREW']]);
    await bookStock('P-SCREW', 500);
    await h.app.planSchedule.runDue();
    expect(await warnings(id)).toEqual([]);
  });
});

describe('special sampling', () => {
  const form = (over: Record<string, unknown> = {}) => ({ layoutId: LAYOUT1, srcStationCode: 'A03N02', destStationCode: 'A05S10', workplaceId: workplace.id, partNumberId: ids.bracket, quantity: 2, reason: 'First-off check', ...over });

  it('refuses a sample without part or product, to its own station, or from another tenant', async () => {
    const add = (body: unknown, token = admin) => h.call<Sampling>('POST', '/plan/sampling/add', { token, ...en, body });
    expect((await add(form({ partNumberId: null }))).body.message).toContain('needs a part number or a product');
    expect((await add(form({ destStationCode: 'A03N02' }))).body.message).toContain('destStationCode');
    expect((await add(form(), other)).body.message).toContain('layoutId');
    expect((await h.call<Sampling[]>('GET', '/plan/sampling/list', { token: admin })).body.result).toEqual([]);
  });

  it('makes exactly one transport order, and shows SamplingComplete once a vehicle has brought the sample', async () => {
    const before = await h.app.db.selectFrom('transorders').select('id').execute();
    await setLoad(h, 'A03N02');
    const added = await h.call<Sampling>('POST', '/plan/sampling/add', { token: admin, ...en, body: form() });
    expect(added.body, added.body.message).toMatchObject({ success: true, message: 'Sample requested: its transport order is created', result: { status: 'Init', partCode: 'P-BRACKET', workplaceCode: 'WP-GB1' } });
    const sampling = added.body.result;
    const after = await h.app.db.selectFrom('transorders').select('id').execute();
    expect(after.length - before.length).toBe(1);
    const transorder: Transorder = await order(h, admin, sampling.transorderId);
    expect(transorder).toMatchObject({ transorderCode: sampling.transorderCode, srcStationCode: 'A03N02', destStationCode: 'A05S10' });

    const list = async () => (await h.call<Sampling[]>('GET', '/plan/sampling/list', { token: admin })).body.result.find((s) => s.id === sampling.id)!;
    await runUntil(h, async () => (await list()).status === 'SamplingComplete');
    expect((await list()).completedAt).toEqual(expect.any(Number));
    expect((await order(h, admin, sampling.transorderId)).transorderStatus).toBe('SamplingComplete');
    expect((await h.call<Sampling[]>('GET', '/plan/sampling/list', { token: other })).body.result).toEqual([]);
  });
});
