import { expect } from 'vitest';
import type { Workplace } from '@agvs/contract';
import { demoIds } from '../db/seed/fleet-ids.js';
import { LAYOUT1 } from './fleet.js';
import type { Harness } from './harness.js';

/** The demo warehouse's forklifts: the group that drives on LAYOUT1. */
export const FORKLIFTS = demoIds.group('WH_FORKLIFTS');
export const FEEDERS = demoIds.group('LINE_FEEDERS');
export const en = { lang: 'en-GB' } as const;

/** Adds a row through the generic route and answers its id, failing the test on a refusal. */
export async function add(h: Harness, token: string, entity: string, body: Record<string, unknown>): Promise<string> {
  const res = await h.call<{ id: string }>('POST', `/les/${entity}/add`, { token, ...en, body });
  expect(res.body.success, `${entity}: ${res.body.message}`).toBe(true);
  return res.body.result.id;
}

export interface Plant {
  readonly workplace: Workplace;
  readonly bolts: string;
  readonly line: string;
  readonly zone: string;
  readonly routing: string;
}

/**
 * A small plant on the demo layout: workplace WP-L3 at A03N02, part BOLT-M8 (10 a container),
 * line L3 with zone L3-Z1 (A03N02, A03N04) served by the forklifts, and a routing from A03N01.
 */
export async function buildPlant(h: Harness, admin: string): Promise<Plant> {
  const saved = await h.call<Workplace>('POST', '/agvserver/workplace/save', {
    token: admin,
    body: { workplaceCode: 'WP-L3', workplaceName: 'Line 3 assembly', layoutId: LAYOUT1, stationCodes: ['A03N02'], buttons: [] },
  });
  expect(saved.body.success, saved.body.message).toBe(true);
  const bolts = await add(h, admin, 'partNumber', { code: 'BOLT-M8', name: 'Bolt M8', unit: 'pcs', containerType: 'KLT', qtyPerContainer: 10, isValid: '1' });
  const line = await add(h, admin, 'line', { code: 'L3', name: 'Line 3', layoutId: LAYOUT1 });
  const zone = await add(h, admin, 'lineZone', { code: 'L3-Z1', name: 'Line 3 zone 1', lineId: line, stationCodes: 'A03N02, A03N04' });
  await add(h, admin, 'lineAgvGroup', { lineId: line, groupId: FORKLIFTS });
  const routing = await add(h, admin, 'partRouting', { code: 'R-BOLT', partNumberId: bolts, srcLocationCode: 'SM-01', srcStationCode: 'A03N01', lineZoneId: zone, taskType: 'Material', priority: 5, isValid: '1' });
  return { workplace: saved.body.result, bolts, line, zone, routing };
}
