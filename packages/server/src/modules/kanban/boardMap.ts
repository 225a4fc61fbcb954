import type { BoardMap } from '@agvs/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { layoutGraph, listZones, mapStations, zoneStationsOf } from '../layouts/repository.js';

/**
 * The static map of a board's layout, as the console's map calls answer it (the published
 * version), in one answer: a wall screen loads it once and then only listens to the socket.
 */
export async function boardMap(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<BoardMap> {
  const [graph, zones, blocked] = await Promise.all([layoutGraph(db, tenantId, layoutId), listZones(db, tenantId, { layoutId }), mapStations(db, tenantId, layoutId, 'Block')]);
  const members = await Promise.all(zones.map(async (z) => ({ zoneId: z.id, stationCodes: (await zoneStationsOf(db, tenantId, z.id)).map((s) => s.stationCode) })));
  return { layoutId, graph: graph ?? null, zones, members, blocked: blocked.map((s) => s.stationCode) };
}
