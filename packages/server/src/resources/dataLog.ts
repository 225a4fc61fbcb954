import { randomUUID } from 'node:crypto';
import type { LooseTrx, Row, ServerResource, WriteContext } from './definition.js';

/**
 * The data log of an edit: the row's shown fields before and after, as JSON. Shown fields never
 * include write-only ones, so password hashes stay out of the log.
 */
export async function recordDataLog(trx: LooseTrx, resource: ServerResource, id: string, before: Row, after: Row, ctx: WriteContext): Promise<void> {
  await trx
    .insertInto('sys_data_log')
    .values({
      id: randomUUID(),
      tenant_id: ctx.auth.tenantId,
      user_id: ctx.auth.user.id,
      username: ctx.auth.user.username,
      resource: resource.manifest.key,
      data_id: id,
      old_data: JSON.stringify(before),
      new_data: JSON.stringify(after),
      created_at: ctx.now,
    })
    .execute();
}
