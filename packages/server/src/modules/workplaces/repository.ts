import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { WORKPLACE_ACTIONS, type Workplace, type WorkplaceAction, type WorkplaceOptions, type WorkplaceSave } from '@agvs/contract';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import type { WorkplacesTable } from '../../db/schema-workplaces.js';

export type SaveForm = z.output<typeof WorkplaceSave>;

const asAction = (a: string): WorkplaceAction => (WORKPLACE_ACTIONS as readonly string[]).includes(a) ? (a as WorkplaceAction) : 'callMaterial';

/** Workplaces of a tenant with their layout, device user and buttons (by code). */
export async function listWorkplaces(db: Kysely<Database>, tenantId: number, id?: string): Promise<Workplace[]> {
  let q = db
    .selectFrom('workplaces as w')
    .leftJoin('layouts as l', 'l.id', 'w.layout_id')
    // A deleted device user binds nothing any more: the workplace shows no pad until another is chosen.
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'w.device_user_id').on(sql.ref('u.del_flag'), '=', 0))
    .select(['w.id', 'w.workplace_code', 'w.workplace_name', 'w.layout_id', 'l.layout_name', 'w.station_codes', 'w.device_user_id', 'u.username', 'w.memo'])
    .where('w.tenant_id', '=', tenantId);
  if (id) q = q.where('w.id', '=', id);
  const rows = await q.orderBy('w.workplace_code').execute();
  if (!rows.length) return [];
  const buttons = await db.selectFrom('workplace_buttons').selectAll().where('workplace_id', 'in', rows.map((r) => r.id)).orderBy('seq').execute();
  return rows.map((r) => ({
    id: r.id,
    workplaceCode: r.workplace_code,
    workplaceName: r.workplace_name,
    layoutId: r.layout_id,
    layoutName: r.layout_name,
    stationCodes: JSON.parse(r.station_codes) as string[],
    deviceUserId: r.username ? r.device_user_id : null,
    deviceUsername: r.username,
    memo: r.memo,
    buttons: buttons
      .filter((b) => b.workplace_id === r.id)
      .map((b) => ({
        id: b.id, label: b.label, action: asAction(b.action), stationCode: b.station_code, srcStationCode: b.src_station_code,
        destStationCode: b.dest_station_code, destZoneId: b.dest_zone_id, priority: b.priority,
      })),
  }));
}

/**
 * Writes a workplace and replaces its buttons, in one transaction. Buttons get new ids on every
 * save: the calls a pad made keep the label and action they had when pressed (workplace_calls),
 * so nothing refers to an old button, and a pad pressing a removed button is told it is gone.
 */
export async function writeWorkplace(db: Kysely<Database>, tenantId: number, form: SaveForm, by: string, now: number): Promise<string> {
  const id = form.id ?? randomUUID();
  const row: Omit<WorkplacesTable, 'id' | 'tenant_id' | 'created_at'> = {
    workplace_code: form.workplaceCode, workplace_name: form.workplaceName, layout_id: form.layoutId,
    station_codes: JSON.stringify([...new Set(form.stationCodes)]), device_user_id: form.deviceUserId ?? null, memo: form.memo ?? null,
    update_by: by, updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    if (form.id) await trx.updateTable('workplaces').set(row).where('id', '=', id).where('tenant_id', '=', tenantId).execute();
    else await trx.insertInto('workplaces').values({ ...row, id, tenant_id: tenantId, created_at: now }).execute();
    await trx.deleteFrom('workplace_buttons').where('workplace_id', '=', id).execute();
    if (form.buttons.length)
      await trx
        .insertInto('workplace_buttons')
        .values(
          form.buttons.map((b, seq) => ({
            id: randomUUID(), workplace_id: id, seq, label: b.label, action: b.action, station_code: b.stationCode,
            src_station_code: b.action === 'callMaterial' ? (b.srcStationCode ?? null) : null,
            dest_station_code: b.action === 'sendEmpty' ? (b.destStationCode ?? null) : null,
            dest_zone_id: b.action === 'sendEmpty' ? (b.destZoneId ?? null) : null,
            priority: b.priority,
          })),
        )
        .execute();
  });
  return id;
}

/** The tenant's layouts and device users for the workplace form. */
export async function workplaceOptions(db: Kysely<Database>, tenantId: number): Promise<WorkplaceOptions> {
  const layouts = await db.selectFrom('layouts').select(['id', 'layout_name']).where('tenant_id', '=', tenantId).orderBy('layout_name').execute();
  const devices = await db
    .selectFrom('users')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
    .leftJoin('workplaces as w', 'w.device_user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.realname', 'w.id as workplaceId'])
    .where('user_tenant.tenant_id', '=', tenantId)
    .where(sql.ref('users.del_flag'), '=', 0)
    .where(sql.ref('users.user_kind'), '=', 'device')
    .orderBy('users.username')
    .execute();
  return { layouts: layouts.map((l) => ({ id: l.id, name: l.layout_name })), devices: devices.map((d) => ({ id: d.id, username: d.username, realname: d.realname ?? null, workplaceId: d.workplaceId })) };
}
