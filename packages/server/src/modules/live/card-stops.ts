import type { Kysely } from 'kysely';
import type { AgvInfoCard, TransorderDetail } from '@agvs/contract';
import type { Database } from '../../db/schema.js';

/** A vehicle's current stop: the first stop of its order not yet done, and the action steps there. */
export interface CurrentStop {
  readonly detail: TransorderDetail;
  readonly steps: AgvInfoCard['curStationActionStepVoList'];
}

/**
 * The current stop of each order (SPEC §3 curTransorderDetail, curStationActionStepVoList), by
 * order id. The details' isSend follows the fleet (1 once the stop is done), so the lowest
 * pending seq is where the vehicle is heading or working. Two queries for all the cards.
 */
export async function currentStops(db: Kysely<Database>, tenantId: number, orderIds: readonly string[]): Promise<Map<string, CurrentStop>> {
  const stops = new Map<string, CurrentStop>();
  if (orderIds.length === 0) return stops;
  const pending = await db
    .selectFrom('transorder_details')
    .select(['id', 'transorder_id as transorderId', 'seq', 'station_code as stationCode', 'station_graph_id as stationGraphId', 'is_send as isSend', 'update_time as updateTime'])
    .where('tenant_id', '=', tenantId)
    .where('transorder_id', 'in', [...orderIds])
    .where('is_send', '=', 0)
    .orderBy('transorder_id')
    .orderBy('seq')
    .execute();
  const firstOf = new Map<string, TransorderDetail>();
  for (const d of pending) if (!firstOf.has(d.transorderId)) firstOf.set(d.transorderId, { ...d, updateTime: Number(d.updateTime) });
  if (firstOf.size === 0) return stops;
  const steps = await db
    .selectFrom('transorder_detail_steps')
    .select(['transorder_detail_id as detailId', 'seq', 'action_step_name as actionStepName', 'is_send as isSend', 'warning_info as warningInfo'])
    .where('tenant_id', '=', tenantId)
    .where('transorder_detail_id', 'in', [...firstOf.values()].map((d) => d.id))
    .orderBy('seq')
    .execute();
  for (const [orderId, detail] of firstOf) {
    stops.set(orderId, { detail, steps: steps.filter((s) => s.detailId === detail.id).map(({ detailId: _d, ...s }) => s) });
  }
  return stops;
}
