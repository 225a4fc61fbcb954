import type { Kysely } from 'kysely';
import type { AgvErrorInfo } from '@agvs/contract';
import type { Database } from '../../db/schema.js';

function openErrorsQuery(db: Kysely<Database>, tenantId: number, agvIds: readonly string[]) {
  return db
    .selectFrom('error_records as e')
    .leftJoin('agvs as a', (j) => j.onRef('a.id', '=', 'e.agv_id').on('a.tenant_id', '=', tenantId))
    .leftJoin('error_dict as d', (j) => j.onRef('d.error_code', '=', 'e.error_code').on('d.tenant_id', '=', tenantId))
    .select([
      'e.id', 'e.agv_id as agvId', 'a.agv_name as agvName', 'e.error_level as errorLevel', 'e.error_code as errorCode', 'e.error_data as errorData',
      'e.error_desc as errorDesc', 'e.create_time as createTime', 'e.category', 'e.error_type as errorType', 'd.error_name as errorName', 'd.solution',
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.agv_id', 'in', [...agvIds])
    .where('e.closed_time', 'is', null)
    .orderBy('e.create_time', 'desc')
    .orderBy('e.id');
}

/**
 * SPEC §3 error entries of a vehicle: its open error records (not yet closed), newest first,
 * with name and solution from the tenant's error dictionary. category: AgvError or SystemError
 * (the dialog's errorType filter); none given: both.
 */
export async function openErrorsOf(db: Kysely<Database>, tenantId: number, agvId: string, category?: string): Promise<AgvErrorInfo[]> {
  let q = openErrorsQuery(db, tenantId, [agvId]);
  if (category) q = q.where('e.category', '=', category as never);
  return (await q.execute()).map(({ agvId: _agv, ...r }) => ({ ...r, createTime: Number(r.createTime) }));
}

/** The open error entries of several vehicles at once (the info cards), by vehicle id, newest first. */
export async function openErrorsByVehicle(db: Kysely<Database>, tenantId: number, agvIds: readonly string[]): Promise<Map<string, AgvErrorInfo[]>> {
  const byVehicle = new Map<string, AgvErrorInfo[]>();
  if (agvIds.length === 0) return byVehicle;
  for (const { agvId, ...r } of await openErrorsQuery(db, tenantId, agvIds).execute()) {
    if (agvId === null) continue;
    const list = byVehicle.get(agvId) ?? [];
    list.push({ ...r, createTime: Number(r.createTime) });
    byVehicle.set(agvId, list);
  }
  return byVehicle;
}
