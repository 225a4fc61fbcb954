import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@agvs/contract';
import { startWithCallers } from '../../test-support/callers.js';
import type { Harness } from '../../test-support/harness.js';
import { LAYOUT1 } from '../../test-support/fleet.js';
import { add, buildPlant, en, FEEDERS, FORKLIFTS, type Plant } from '../../test-support/lineside.js';

let h: Harness;
let admin: string;
let operator: string;
let other: string;
let plant: Plant;

const list = async <T = Record<string, unknown>>(entity: string, token = admin, query: Record<string, string> = {}) =>
  (await h.call<PageResult<T>>('GET', `/les/${entity}/list`, { token, query: { pageSize: '100', ...query } })).body.result.records;
const tryAdd = (entity: string, body: Record<string, unknown>, token = admin) => h.call('POST', `/les/${entity}/add`, { token, ...en, body });

beforeAll(async () => {
  ({ h, admin, operator, other } = await startWithCallers('les'));
  plant = await buildPlant(h, admin);
});
afterAll(async () => h?.close());

describe('line-side master data', () => {
  it('lists rows with the names of what they refer to, for their own tenant only', async () => {
    expect(await list('partNumber')).toEqual([expect.objectContaining({ code: 'BOLT-M8', name: 'Bolt M8', qtyPerContainer: 10 })]);
    expect(await list('lineZone')).toEqual([expect.objectContaining({ code: 'L3-Z1', lineCode: 'L3', stationCodes: 'A03N02,A03N04' })]);
    expect(await list('partRouting')).toEqual([expect.objectContaining({ code: 'R-BOLT', partNumberCode: 'BOLT-M8', lineZoneCode: 'L3-Z1', srcStationCode: 'A03N01', priority: 5 })]);
    expect(await list('lineAgvGroup')).toEqual([expect.objectContaining({ lineCode: 'L3', groupName: 'Warehouse forklifts' })]);
    expect(await list('partNumber', other)).toEqual([]);
    // The other tenant may use the same codes.
    await add(h, other, 'partNumber', { code: 'BOLT-M8', name: 'Their bolt', unit: 'pcs', qtyPerContainer: 5, isValid: '1' });
    expect((await list('partNumber')).map((p) => p['name'])).toEqual(['Bolt M8']);
  });

  it('keeps the pages to holders of les codes', async () => {
    expect((await h.call('GET', '/les/partNumber/list', { token: operator })).status).toBe(403);
    expect((await tryAdd('partNumber', { code: 'X', name: 'X', unit: 'pcs', qtyPerContainer: 1, isValid: '1' }, operator)).status).toBe(403);
    expect((await h.call('GET', '/les/requireOrder/list', { token: operator })).status).toBe(403);
    expect((await h.call('POST', '/les/requireOrder/release', { token: operator, body: { ids: ['x'] } })).status).toBe(403);
  });

  it('gives an AGV group to one line only (SPEC §5 "line AGV group unique")', async () => {
    const l4 = await add(h, admin, 'line', { code: 'L4', name: 'Line 4', layoutId: LAYOUT1 });
    const taken = await tryAdd('lineAgvGroup', { lineId: l4, groupId: FORKLIFTS });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('AGV group (groupId) is an AGV group that already serves a line');
    expect((await list('lineAgvGroup')).length).toBe(1);
    await add(h, admin, 'lineAgvGroup', { lineId: l4, groupId: FEEDERS });
    expect((await list('lineAgvGroup')).map((g) => g['lineCode']).sort()).toEqual(['L3', 'L4']);
    // Another tenant's line or group cannot be named.
    const foreign = await tryAdd('lineAgvGroup', { lineId: l4, groupId: FEEDERS }, other);
    expect(foreign.status).toBe(400);
  });

  it('refuses bad master data naming the field, and stores nothing', async () => {
    const zero = await tryAdd('partNumber', { code: 'NUT', name: 'Nut', unit: 'pcs', qtyPerContainer: 0, isValid: '1' });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('qtyPerContainer');
    const dup = await tryAdd('partNumber', { code: 'BOLT-M8', name: 'Again', unit: 'pcs', qtyPerContainer: 1, isValid: '1' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toContain('(code)');
    const offLayout = await tryAdd('lineZone', { code: 'L3-Z9', name: 'Nowhere', lineId: plant.line, stationCodes: 'A03N02,NOPE' });
    expect(offLayout.status).toBe(400);
    expect(offLayout.body.message).toContain("stationCodes) names a station that is not on the line's layout");
    const noStations = await tryAdd('lineZone', { code: 'L3-Z9', name: 'Nowhere', lineId: plant.line, stationCodes: ' , ' });
    expect(noStations.status).toBe(400);
    const badSource = await tryAdd('partRouting', { code: 'R-X', partNumberId: plant.bolts, srcStationCode: 'NOPE', lineZoneId: plant.zone, taskType: 'Material', priority: 5, isValid: '1' });
    expect(badSource.status).toBe(400);
    expect(badSource.body.message).toContain('srcStationCode');
    const badPriority = await tryAdd('partRouting', { code: 'R-X', partNumberId: plant.bolts, srcStationCode: 'A03N01', lineZoneId: plant.zone, taskType: 'Material', priority: 99, isValid: '1' });
    expect(badPriority.status).toBe(400);
    const foreignPart = await tryAdd('partRouting', { code: 'R-X', partNumberId: plant.bolts, srcStationCode: 'A03N01', lineZoneId: plant.zone, taskType: 'Material', priority: 5, isValid: '1' }, other);
    expect(foreignPart.status).toBe(400);
    expect((await list('lineZone')).length).toBe(1);
    expect((await list('partRouting')).length).toBe(1);
    expect((await list('partNumber')).length).toBe(1);
  });

  it('builds a BOM of part numbers and gives it to a workplace', async () => {
    const bom = await add(h, admin, 'bom', { code: 'GEARBOX', name: 'Gearbox', product: 'GB-200', version: 'A', isValid: '1' });
    await add(h, admin, 'bomItem', { bomId: bom, partNumberId: plant.bolts, quantity: 12 });
    const twice = await tryAdd('bomItem', { bomId: bom, partNumberId: plant.bolts, quantity: 1 });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('partNumberId');
    expect(await list('bomItem', admin, { bomId: bom })).toEqual([expect.objectContaining({ bomCode: 'GEARBOX', partNumberCode: 'BOLT-M8', partNumberName: 'Bolt M8', quantity: 12 })]);
    await add(h, admin, 'workplaceBom', { workplaceId: plant.workplace.id, bomId: bom, consumption: 30 });
    expect(await list('workplaceBom')).toEqual([expect.objectContaining({ workplaceCode: 'WP-L3', bomCode: 'GEARBOX', consumption: 30 })]);
    // A new version of the same BOM is another row; the same version again is refused.
    await add(h, admin, 'bom', { code: 'GEARBOX', name: 'Gearbox', product: 'GB-200', version: 'B', isValid: '1' });
    expect((await tryAdd('bom', { code: 'GEARBOX', name: 'Gearbox', product: 'GB-200', version: 'A', isValid: '1' })).status).toBe(400);
  });

  it('keeps a zone its routings use, and a line its zones use', async () => {
    const zone = await h.call('DELETE', '/les/lineZone/delete', { token: admin, ...en, query: { id: plant.zone } });
    expect(zone.status).toBe(409);
    const line = await h.call('DELETE', '/les/line/delete', { token: admin, ...en, query: { id: plant.line } });
    expect(line.status).toBe(409);
    expect((await list('lineZone')).length).toBe(1);
    expect((await list('partRouting')).length).toBe(1);
  });

  it('offers the tenant’s rows to choose from', async () => {
    const options = (await h.call<{ workplaces: { label: string }[]; partNumbers: { label: string }[]; groups: unknown[] }>('GET', '/les/options', { token: admin })).body.result;
    expect(options.workplaces.map((w) => w.label)).toEqual(['WP-L3 - Line 3 assembly']);
    expect(options.partNumbers.map((p) => p.label)).toEqual(['BOLT-M8 - Bolt M8']);
    expect(options.groups.length).toBeGreaterThan(0);
    const theirs = (await h.call<{ workplaces: unknown[]; partNumbers: { label: string }[] }>('GET', '/les/options', { token: other })).body.result;
    expect(theirs.workplaces).toEqual([]);
    expect(theirs.partNumbers.map((p) => p.label)).toEqual(['BOLT-M8 - Their bolt']);
  });
});
