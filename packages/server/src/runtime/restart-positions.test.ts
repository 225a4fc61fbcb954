import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgvInfoCard } from '@agvs/contract';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../test-support/harness.js';
import { cards, createTask, LAYOUT1, LONG_TRIPS } from '../test-support/fleet.js';

let h: Harness;
let operator: string;
beforeAll(async () => {
  h = await startHarness();
  await h.createUser({ username: 'rp_operator', roles: ['operator'] });
  operator = await h.token('rp_operator', ADMIN_PASSWORD);
});
afterAll(async () => h?.close());

const place = (c: AgvInfoCard) => ({ id: c.agvVo.id, station: c.stationCode, next: c.stationMoveDistance > 0 ? c.nextStationCode : null });


describe('vehicle positions across restarts', () => {
  it('the rows name the station each vehicle stands on or the segment it drives, tick by tick', async () => {
    for (const [src, dest] of LONG_TRIPS) {
      await createTask(h, operator, { srcStationCode: src, destStationCode: dest });
    }
    const rt = h.app.fleets.get(1000, LAYOUT1)!;
    let driving = 0;
    for (let tick = 0; tick < 300; tick++) {
      await h.runFleet(200, 200);
      const rows = await h.app.db.selectFrom('agvs').select(['id', 'current_station_code', 'next_station_code']).where('current_layout_id', '=', LAYOUT1).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const v of rt.fleet.vehicles) {
        const p = v.motion.position;
        const row = byId.get(v.config.id)!;
        if (p.kind === 'on') driving++;
        // A crash (kill -9) restarts from these rows: never further back than the segment driven now.
        expect({ vehicle: v.config.code, at: row.current_station_code, next: row.next_station_code }).toEqual({
          vehicle: v.config.code,
          at: p.kind === 'at' ? p.station : p.edge.from,
          next: p.kind === 'on' ? p.edge.to : null,
        });
      }
    }
    expect(driving).toBeGreaterThan(100);
  });

  it('after a graceful restart every vehicle is exactly where it stopped, one per station, with its load', async () => {
    const rt = h.app.fleets.get(1000, LAYOUT1)!;
    // Stop while vehicles are mid-segment.
    for (let i = 0; i < 50 && !rt.fleet.vehicles.some((v) => v.motion.position.kind === 'on' && v.motion.position.progress > 500); i++) await h.runFleet(200, 200);
    const before = await cards(h, operator);
    expect(before.some((c) => c.stationMoveDistance > 0)).toBe(true);

    await h.restart();

    const after = await cards(h, operator);
    expect(after.map(place)).toEqual(before.map(place));
    for (const b of before) {
      const a = after.find((c) => c.agvVo.id === b.agvVo.id)!;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThan(0.01);
      expect(a.stationMoveDistance).toBeCloseTo(b.stationMoveDistance, 0);
      expect(a.agvStatus.Main.LoadStatus).toBe(b.agvStatus.Main.LoadStatus);
      expect(a.battery).toBeCloseTo(b.battery, 0);
      expect(a.transorderVo?.id ?? null).toBe(b.transorderVo?.id ?? null);
    }
    const standing = after.filter((c) => c.stationMoveDistance === 0).map((c) => c.stationCode);
    expect(new Set(standing).size).toBe(standing.length);
  });
});
