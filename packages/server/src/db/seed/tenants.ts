import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

export const DEMO_TENANT_ID = 1000;

/** org code, parent org code, name: a small plant to sign in to. */
const DEMO_DEPARTMENTS: readonly (readonly [string, string | null, string])[] = [
  ['A01', null, 'Demo Company'],
  ['A01A01', 'A01', 'Production'],
  ['A01A01A01', 'A01A01', 'Assembly Line 1'],
  ['A01A01A02', 'A01A01', 'Assembly Line 2'],
  ['A01A02', 'A01', 'Logistics'],
  ['A01A02A01', 'A01A02', 'Warehouse'],
];

const demoDepartId = (orgCode: string) => `dep-${DEMO_TENANT_ID}-${orgCode}`;

export async function seedDemoTenant(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto('tenants')
    .values({ id: DEMO_TENANT_ID, name: 'Demo', status: 1, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('departments')
    .values(
      DEMO_DEPARTMENTS.map(([orgCode, parent, name], i) => ({
        id: demoDepartId(orgCode),
        tenant_id: DEMO_TENANT_ID,
        parent_id: parent ? demoDepartId(parent) : null,
        depart_name: name,
        org_code: orgCode,
        sort_no: i + 1,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
