import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lesFieldError, rowPath } from './fieldError.js';
import { REQUIRE_ORDER_SOURCES, type RequireOrderSource } from '@agvs/contract';

/**
 * A need for material at a workplace, as manual entry, a production plan (task P) or a pad makes
 * it. Quantity is in the part number's unit; needTime is when it must be at the workplace.
 */
export interface RequireOrderInput {
  workplaceId: string;
  partNumberId: string;
  quantity: number;
  needTime: string /* ISO */;
  source: 'manual' | 'plan' | 'pad';
  planId?: string;
  planDetailId?: string;
}

/** Upper bound of one require order's quantity: a typo of extra zeros must not send a thousand vehicles. */
export const MAX_REQUIRE_QUANTITY = 100_000;

const requireCode = (now: number, i: number) => `RO${now}${String(i).padStart(3, '0')}${randomBytes(2).toString('hex').toUpperCase()}`;

/** The ISO time as ms, or null when it is not one (a date alone counts as its UTC midnight). */
export function parseNeedTime(text: string): number | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return null;
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Validates every row (workplace and part number of the tenant, the part number valid, a whole
 * positive quantity, an ISO need time, a known source), then inserts the require orders in Init
 * with one log line each, in one transaction (the caller's, when `db` is one). Returns the new
 * ids in the order of `rows`. A bad row refuses the whole batch with a 400 naming its field.
 */
export async function createRequireOrders(
  db: Kysely<Database>,
  tenantId: string | number,
  rows: readonly RequireOrderInput[],
  actor: string,
  /** The request's clock (app.clock()); the wall clock when left out. */
  now = Date.now(),
): Promise<string[]> {
  const tenant = Number(tenantId);
  if (!rows.length) return [];
  const n = rows.length;
  const workplaceIds = [...new Set(rows.map((r) => r.workplaceId).filter((v) => typeof v === 'string'))];
  const partIds = [...new Set(rows.map((r) => r.partNumberId).filter((v) => typeof v === 'string'))];
  const workplaces = new Set(
    (await db.selectFrom('workplaces').select('id').where('tenant_id', '=', tenant).where('id', 'in', workplaceIds.length ? workplaceIds : ['']).execute()).map((w) => w.id),
  );
  const parts = new Map(
    (await db.selectFrom('les_part_number').select(['id', 'is_valid']).where('tenant_id', '=', tenant).where('id', 'in', partIds.length ? partIds : ['']).execute()).map((p) => [p.id, p.is_valid]),
  );
  const needTimes = rows.map((r, i) => {
    if (!workplaces.has(r.workplaceId)) throw lesFieldError(rowPath(n, i, 'workplaceId'), 'lineside.workplaceUnknown');
    if (!parts.has(r.partNumberId)) throw lesFieldError(rowPath(n, i, 'partNumberId'), 'lineside.partNumberUnknown');
    if (parts.get(r.partNumberId) !== 1) throw lesFieldError(rowPath(n, i, 'partNumberId'), 'lineside.partNumberInvalid');
    if (typeof r.quantity !== 'number' || !Number.isInteger(r.quantity) || r.quantity < 1 || r.quantity > MAX_REQUIRE_QUANTITY)
      throw lesFieldError(rowPath(n, i, 'quantity'), 'lineside.quantityRange');
    const need = parseNeedTime(r.needTime);
    if (need === null) throw lesFieldError(rowPath(n, i, 'needTime'), 'lineside.needTimeInvalid');
    if (!(REQUIRE_ORDER_SOURCES as readonly string[]).includes(r.source)) throw lesFieldError(rowPath(n, i, 'source'), 'lineside.sourceInvalid');
    for (const f of ['planId', 'planDetailId'] as const) {
      const v = r[f];
      if (v !== undefined && v !== null && (typeof v !== 'string' || v.length > 64)) throw lesFieldError(rowPath(n, i, f), 'lineside.idInvalid');
    }
    return need;
  });

  const write = async (trx: Kysely<Database>): Promise<string[]> => {
    const ids = rows.map(() => randomUUID());
    await trx
      .insertInto('les_require_order')
      .values(
        rows.map((r, i) => ({
          id: ids[i]!,
          tenant_id: tenant,
          code: requireCode(now, i),
          workplace_id: r.workplaceId,
          part_number_id: r.partNumberId,
          quantity: r.quantity,
          need_time: needTimes[i]!,
          status: 'Init',
          source: r.source as RequireOrderSource,
          plan_id: r.planId ?? null,
          plan_detail_id: r.planDetailId ?? null,
          create_by: actor,
          create_time: now,
          update_time: now,
        })),
      )
      .execute();
    await trx
      .insertInto('les_require_order_log')
      .values(ids.map((id, i) => ({ id: randomUUID(), tenant_id: tenant, require_order_id: id, from_status: null, to_status: 'Init', reason: `created:${rows[i]!.source}`, create_by: actor, create_time: now })))
      .execute();
    return ids;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
