import { sql } from 'kysely';
import type { LooseDb, LooseTrx } from '../../resources/definition.js';
import { fieldError } from '../sysconfig/fieldError.js';

/**
 * Refuses a field naming a row (by id) that is not one of the tenant's rows of `table`: another
 * tenant's brand or group class is as unknown as one that never existed. Runs in the write's
 * transaction, so the refusal stores nothing.
 */
export async function refuseUnknown(trx: LooseTrx, tenantId: number, table: string, value: unknown, field: string): Promise<void> {
  if (value === undefined || value === null || value === '') return;
  const row = await trx
    .selectFrom(table)
    .select(sql.ref('id').as('id'))
    .where(sql.ref('id'), '=', String(value))
    .where(sql.ref('tenant_id'), '=', tenantId)
    .executeTakeFirst();
  if (!row) throw fieldError(field, 'validation.unknownReference');
}

/** The tenant's rows of `table` among `ids`, id -> the `name` column (for names beside ids in lists). */
export async function namesOf(db: LooseDb, table: string, name: string, tenantId: number, ids: readonly unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (!wanted.length) return new Map();
  const rows = (await db
    .selectFrom(table)
    .select([sql.ref('id').as('id'), sql.ref(name).as('name')])
    .where(sql.ref('tenant_id'), '=', tenantId)
    .where(sql.ref('id'), 'in', wanted)
    .execute()) as { id: string; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A field of the body that names a row (by id) of another table of the tenant. */
export interface Link {
  readonly field: string;
  readonly target: string;
}

/** The links as the generic layer's `references` (field -> table), checked before the foreign key sees them. */
export const referencesOf = (links: readonly Link[]) => Object.fromEntries(links.map((l) => [l.field, l.target]));

/**
 * The links the body sends must name rows of the caller's tenant: `references` checked they
 * exist at all, this that they are the tenant's, with the same words, so nothing tells another
 * tenant's ids apart. Runs in the write's transaction, so the refusal stores nothing.
 */
export async function checkLinks(trx: LooseTrx, tenantId: number, body: Record<string, unknown>, links: readonly Link[]): Promise<void> {
  for (const link of links) await refuseUnknown(trx, tenantId, link.target, body[link.field], link.field);
}
