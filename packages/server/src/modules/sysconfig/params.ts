import { sql, type Kysely } from 'kysely';
import { paramResource } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { loose, type ServerResource } from '../../resources/definition.js';
import { seededText } from '../../resources/seededText.js';

/** Parameters the server reads, with their seeded values (SYSTEM_PARAMS in db/seed). */
export const ParamKey = {
  /** How long the data-source "test connection" waits for the database, in ms. */
  dataSourceTestTimeoutMs: 'dataSource.testTimeoutMs',
  /** Code of the fill rule that numbers departments; not editable (departments depend on it). */
  departOrgCodeRule: 'depart.orgCodeRule',
} as const;
export type ParamKey = (typeof ParamKey)[keyof typeof ParamKey];

/** The one accessor of system parameters: the stored text, or `fallback` when the row is missing. */
export async function readParam(db: Kysely<Database> | ReturnType<typeof loose>, key: ParamKey, fallback: string): Promise<string> {
  const row = await (db as ReturnType<typeof loose>)
    .selectFrom('sys_params')
    .select(sql.ref<string>('param_value').as('value'))
    .where(sql.ref('param_key'), '=', key)
    .executeTakeFirst();
  return row ? String(row['value']) : fallback;
}

/** Parameters are seeded, never added or deleted here; a non-editable one refuses edits; seeded descriptions are shown translated. */
export const paramServerResource: ServerResource = {
  manifest: paramResource,
  table: 'sys_params',
  tenant: { kind: 'installation' },
  columns: { paramKey: 'param_key', paramValue: 'param_value', description: 'description', editable: 'editable' },
  decorate: seededText('description'),
  afterWrite: async (trx, id) => {
    const row = await trx.selectFrom('sys_params').select(sql.ref<string>('editable').as('editable')).where(sql.ref('id'), '=', id).executeTakeFirstOrThrow();
    if (row['editable'] !== '1') throw businessError('sysconfig.paramNotEditable');
  },
};
