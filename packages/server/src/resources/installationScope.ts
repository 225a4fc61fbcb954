import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { assertInstallationAdmin, isInstallationAdmin } from '../modules/permissions/grants.js';
import type { AuthContext } from '../plugins/auth.js';
import { loose, type Row, type ServerResource } from './definition.js';

type Db = Kysely<Database>;

/**
 * The tenant column of a new row of a shared resource: installation-wide when an installation
 * administrator adds it, else the caller's tenant. Installation-wide resources take new rows from
 * installation administrators only.
 */
export async function tenantOfNewRow(db: Db, resource: ServerResource, auth: AuthContext): Promise<Row> {
  const scope = resource.tenant;
  if (scope?.kind === 'installation') await assertInstallationAdmin(db, auth);
  if (scope?.kind !== 'shared') return {};
  return { [scope.column]: (await isInstallationAdmin(db, auth.user.id)) ? null : auth.tenantId };
}

/** Refuses changing or deleting installation-wide rows (among `ids`) unless the caller administers the installation. */
export async function assertWritable(db: Db, resource: ServerResource, auth: AuthContext, ids: readonly string[]): Promise<void> {
  const scope = resource.tenant;
  if (!ids.length) return;
  if (scope?.kind === 'installation') return assertInstallationAdmin(db, auth);
  if (scope?.kind !== 'shared') return;
  const shared = await loose(db)
    .selectFrom(resource.table)
    .select(sql.ref('id').as('id'))
    .where(sql.ref('id'), 'in', [...ids])
    .where(sql.ref(scope.column), 'is', null)
    .executeTakeFirst();
  if (shared) await assertInstallationAdmin(db, auth);
}
