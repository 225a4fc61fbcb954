import { sql } from 'kysely';
import { businessError } from '../../errors.js';
import type { MessageKey } from '../../i18n/messages.js';
import type { LooseDb } from '../../resources/definition.js';

/** How many holders a refusal names before it says "and N more". */
const NAMED = 5;

export interface Holding {
  /** The table whose rows would be left pointing at a deleted row. */
  readonly table: string;
  /** Its column naming the row being deleted. */
  readonly column: string;
  /** Its column that names a holder to the reader (a vehicle's code...). */
  readonly label: string;
  /** Only rows meeting this (e.g. open orders) hold. */
  readonly where?: ReturnType<typeof sql<boolean>>;
}

/**
 * Refuses a delete while rows of another table still name one of `ids`: the message names the
 * first holders and how many there are (`{holders}`, `{count}`), and nothing is deleted.
 */
export async function refuseWhileHeld(trx: LooseDb, ids: readonly string[], holding: Holding, message: MessageKey): Promise<void> {
  if (!ids.length) return;
  let query = trx.selectFrom(holding.table).select(sql.ref(holding.label).as('label')).where(sql.ref(holding.column), 'in', [...ids]);
  if (holding.where) query = query.where(holding.where);
  const rows = (await query.orderBy(sql.ref(holding.label)).execute()) as { label: unknown }[];
  if (!rows.length) return;
  const named = rows.slice(0, NAMED).map((r) => String(r.label));
  const holders = rows.length > NAMED ? `${named.join(', ')} … (+${rows.length - NAMED})` : named.join(', ');
  throw businessError(message, { holders, count: rows.length });
}

/** How many rows of `table` name each of `ids` in `column` (for the lists' count columns). */
export async function countsBy(db: LooseDb, table: string, column: string, tenantId: number, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = (await db
    .selectFrom(table)
    .select([sql.ref(column).as('k'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(sql.ref('tenant_id'), '=', tenantId)
    .where(sql.ref(column), 'in', [...ids])
    .groupBy(sql.ref(column))
    .execute()) as { k: string; n: number | string }[];
  return new Map(rows.map((r) => [String(r.k), Number(r.n)]));
}
