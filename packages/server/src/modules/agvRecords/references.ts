import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LooseTrx, Row } from '../../resources/definition.js';
import { fieldError } from '../sysconfig/fieldError.js';

/** A field naming a row of another tenant table, and the column of that row shown beside it. */
export interface Link {
  /** Field holding the id (e.g. layoutId). */
  readonly field: string;
  readonly table: string;
  /** Column of the linked row shown as `as` (e.g. layout_name -> layoutName). */
  readonly column: string;
  readonly as: string;
  /** The linked table also has installation-wide rows (tenant null), which every tenant sees. */
  readonly shared?: boolean;
}

/**
 * Refuses a body whose linked ids are not rows of the caller's tenant. Runs in the write's
 * transaction (afterWrite), so a refusal rolls the write back; the foreign keys alone would let a
 * caller name another tenant's layout.
 */
export async function assertLinks(trx: LooseTrx, links: readonly Link[], body: Row, tenantId: number): Promise<void> {
  for (const link of links) {
    const id = body[link.field];
    if (id === undefined || id === null || id === '') continue;
    const row = await trx
      .selectFrom(link.table)
      .select(sql.ref('id').as('id'))
      .where(sql.ref('id'), '=', String(id))
      .where(sql.ref('tenant_id'), '=', tenantId)
      .executeTakeFirst();
    if (!row) throw fieldError(link.field, 'validation.unknownReference');
  }
}

/** Adds the shown column of each link to listed rows (one query per link, the tenant's rows only). */
export function withLinks(links: readonly Link[]) {
  return async (db: Kysely<Database>, tenantId: number, rows: readonly Row[]): Promise<Row[]> => {
    const out = rows.map((r) => ({ ...r }));
    for (const link of links) {
      const ids = [...new Set(out.map((r) => r[link.field]).filter((v): v is string => typeof v === 'string' && v !== ''))];
      const names = new Map<string, unknown>();
      if (ids.length) {
        const found = (await (db as unknown as Kysely<Record<string, Row>>)
          .selectFrom(link.table)
          .select([sql.ref('id').as('id'), sql.ref(link.column).as('shown')])
          .where((eb) => (link.shared ? eb.or([eb(sql.ref('tenant_id'), '=', tenantId), eb(sql.ref('tenant_id'), 'is', null)]) : eb(sql.ref('tenant_id'), '=', tenantId)))
          .where(sql.ref('id'), 'in', ids)
          .execute()) as Row[];
        for (const f of found) names.set(String(f['id']), f['shown']);
      }
      for (const r of out) r[link.as] = names.get(String(r[link.field])) ?? null;
    }
    return out;
  };
}

/** At most this many holders are named in a refusal; the rest are counted. */
const NAMED = 5;
/** "A, B, C (+4)": what holds a row, for a delete refusal. */
export function holders(names: readonly string[]): string {
  const shown = names.slice(0, NAMED).join(', ');
  return names.length > NAMED ? `${shown} (+${names.length - NAMED})` : shown;
}

/**
 * The links as the generic layer's `references`: their rows must exist before the write (so the
 * foreign key never refuses it); assertLinks then keeps them to the caller's tenant.
 */
export const referencesOf = (links: readonly Link[]): Record<string, string> => Object.fromEntries(links.map((l) => [l.field, l.table]));
