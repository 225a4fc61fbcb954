import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, VDA_ESTOP_CODE } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { translate } from '../../i18n/messages.js';

/**
 * The error dictionary entry an emergency stop of a VDA 5050 vehicle shows with (safetyState.eStop
 * other than NONE): name, description and solution from the server's
 * messages in the installation's default language, for every tenant. Written once per tenant
 * and never overwritten, so an operator's edit on the error dictionary page stays.
 */
export async function seedVdaErrorDict(db: Kysely<Database>, now: number): Promise<void> {
  const tenants = await db.selectFrom('tenants').select('id').execute();
  if (!tenants.length) return;
  await db
    .insertInto('error_dict')
    .values(
      tenants.map((t) => ({
        id: `vda-estop-${t.id}`,
        tenant_id: t.id,
        error_code: VDA_ESTOP_CODE,
        error_level: 'Fatal' as const,
        category: 'AgvError' as const,
        error_name: translate(DEFAULT_LANGUAGE, 'vda5050.estopName'),
        description: translate(DEFAULT_LANGUAGE, 'vda5050.estopDescription'),
        solution: translate(DEFAULT_LANGUAGE, 'vda5050.estopSolution'),
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'error_code']).doNothing())
    .execute();
}
