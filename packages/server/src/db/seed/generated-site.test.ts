import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgvInfoCard, LayoutGraph, LayoutModel } from '@agvs/contract';
import { generateWarehouse, warehouseOptionsFor } from '@agvs/core';
import { startAsAdmin } from '../../test-support/callers.js';
import { ADMIN_PASSWORD, type Harness } from '../../test-support/harness.js';
import { seedGeneratedSite, vehicleSpots } from './generated-site.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  ({ h, admin: token } = await startAsAdmin());
});
afterAll(async () => h?.close());

describe('generated site (cli site:generate)', () => {
  it('adds a walled warehouse map whose connected vehicles the runtime drives after a restart, once', async () => {
    const site = await seedGeneratedSite(h.app.db, { stations: 400, vehicles: 30 }, Date.now());
    expect(site.vehicles).toBe(30);
    expect(Math.abs(site.stations - 400)).toBeLessThan(80);
    const again = await seedGeneratedSite(h.app.db, { stations: 400, vehicles: 30 }, Date.now());
    expect(again).toEqual(site);
    await h.restart();
    token = await h.token('admin', ADMIN_PASSWORD);

    const graph = await h.call<LayoutGraph>('POST', '/agvserver/layoutGraph/getGraphData', { token, body: { layoutId: site.layoutId } });
    expect(graph.body.result.stationList).toHaveLength(site.stations);
    const models = await h.call<LayoutModel[]>('GET', '/agvserver/layoutModel/queryByLayoutId', { token, query: { layoutId: site.layoutId } });
    expect(JSON.parse(models.body.result[0]!.threeData!)).toMatchObject({ wallHeight: 50, wallThickness: 2 });
    const cards = await h.call<AgvInfoCard[]>('GET', '/agvserver/layout/getLayoutSimpleAgvInfo', { token, query: { layoutId: site.layoutId } });
    expect(cards.body.result).toHaveLength(30);
    expect(new Set(cards.body.result.map((c) => c.stationCode)).size).toBe(30);
    expect(cards.body.result.every((c) => c.agvVo.isConnected === 1)).toBe(true);
  });

  it('lays out cross aisles when asked, as a map of its own', async () => {
    const plain = await seedGeneratedSite(h.app.db, { stations: 400, vehicles: 10 }, Date.now());
    const crossed = await seedGeneratedSite(h.app.db, { stations: 400, vehicles: 10, crossAisles: 2 }, Date.now());
    expect(crossed.layoutId).not.toBe(plain.layoutId);
    // Two rack columns fewer in every aisle: the cross aisles run where they stood.
    const aisles = warehouseOptionsFor(400).aisles;
    expect(crossed.stations).toBe(plain.stations - 2 * 2 * aisles);
    const graph = await h.call<LayoutGraph>('POST', '/agvserver/layoutGraph/getGraphData', { token, body: { layoutId: crossed.layoutId } });
    // A segment from one aisle's lane straight to the next aisle's: the cross aisle.
    const across = graph.body.result.segmentList.filter((g) => /^A01P/.test(g.srcStationCode) && /^A02P/.test(g.destStationCode));
    expect(across).toHaveLength(2);
    await expect(seedGeneratedSite(h.app.db, { stations: 400, vehicles: 10, crossAisles: 99 }, Date.now())).rejects.toThrow(RangeError);
  });

  it('puts vehicles on parking places first and refuses more vehicles than free stations', () => {
    const site = generateWarehouse(warehouseOptionsFor(300));
    const parking = site.zones.filter((z) => z.type === 'Parking').flatMap((z) => z.stations);
    expect(vehicleSpots(site, 2)).toEqual(parking.slice(0, 2));
    const many = vehicleSpots(site, parking.length + 10);
    expect(new Set(many).size).toBe(parking.length + 10);
    expect(() => vehicleSpots(site, site.stations.length)).toThrow(RangeError);
  });
});
