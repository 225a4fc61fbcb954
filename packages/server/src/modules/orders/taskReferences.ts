import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';

/** The ids of a create-task form that the stored order keeps as foreign keys. */
export interface TaskReferences {
  readonly srcEquipmentId?: string | null;
  readonly destEquipmentId?: string | null;
  readonly groupId?: string | null;
  readonly modelId?: string | null;
}

/**
 * Refuses equipment outside the order's layout and a vehicle group or model of another tenant (or
 * none), before any order is created: the stored order would otherwise fail its foreign keys.
 */
export async function checkTaskReferences(db: Kysely<Database>, tenantId: number, layoutId: string, form: TaskReferences): Promise<void> {
  for (const id of [form.srcEquipmentId, form.destEquipmentId]) {
    if (!id) continue;
    const row = await db.selectFrom('equipment').select('id').where('tenant_id', '=', tenantId).where('layout_id', '=', layoutId).where('id', '=', id).executeTakeFirst();
    if (!row) throw businessError('fleet.equipmentNotFound', { equipmentCode: id });
  }
  if (form.groupId) {
    const row = await db.selectFrom('agv_groups').select('id').where('tenant_id', '=', tenantId).where('id', '=', form.groupId).executeTakeFirst();
    if (!row) throw businessError('fleet.groupNotFound', { groupId: form.groupId });
  }
  if (form.modelId) {
    const row = await db.selectFrom('agv_models').select('id').where('tenant_id', '=', tenantId).where('id', '=', form.modelId).executeTakeFirst();
    if (!row) throw businessError('fleet.modelNotFound', { modelId: form.modelId });
  }
}
