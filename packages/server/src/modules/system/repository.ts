import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function countTenants(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('tenants').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return row.n;
}
