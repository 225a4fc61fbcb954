import { sql, type Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, languageResource } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { loose, type ServerResource } from '../../resources/definition.js';

/** The four languages (seeded, id = code); only `enabled` changes, and the fallback stays enabled. */
export const languageServerResource: ServerResource = {
  manifest: languageResource,
  table: 'languages',
  tenant: { kind: 'installation' },
  columns: { code: 'code', name: 'name', enabled: 'enabled', sortNo: 'sort_no' },
  afterWrite: async (_trx, id, body) => {
    if (id === DEFAULT_LANGUAGE && body['enabled'] !== '1') throw businessError('sysconfig.defaultLanguageRequired');
  },
};

/** Whether users may choose the language (a missing row counts as enabled: the flag only restricts). */
export async function languageEnabled(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await loose(db).selectFrom('languages').select(sql.ref<string>('enabled').as('enabled')).where(sql.ref('code'), '=', code).executeTakeFirst();
  return !row || row['enabled'] === '1';
}
