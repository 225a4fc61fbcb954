import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface DepartRecord {
  readonly id: string;
  readonly parentId: string | null;
  readonly departName: string;
  readonly orgCode: string;
}

export async function departsOfTenant(db: Kysely<Database>, tenantId: number): Promise<DepartRecord[]> {
  return db
    .selectFrom('departments')
    .select(['id', 'parent_id as parentId', 'depart_name as departName', 'org_code as orgCode'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort_no')
    .orderBy('org_code')
    .execute();
}
