import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate.js';
import { databaseMigratedTo } from '../../test-support/migratedDatabase.js';

describe('migration 0016 on an existing installation', () => {
  it('gives the seeded operator role the order-history menu', async () => {
    const db = await databaseMigratedTo('0014_demo_switch');
    const raw = db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await raw.insertInto('roles').values({ id: 'role-operator', role_code: 'operator', role_name: 'Operator', created_at: 0 }).execute();
    await migrateToLatest(db);
    const granted = await db.kysely.selectFrom('role_permission').select('permission_id').where('role_id', '=', 'role-operator').orderBy('permission_id').execute();
    expect(granted.map((g) => g.permission_id)).toEqual(['menu-agv', 'menu-agv-call-order', 'menu-agv-transorder']);
  });
});
