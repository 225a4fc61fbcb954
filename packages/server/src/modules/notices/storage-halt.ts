import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '@agvs/contract';
import { translate } from '../../i18n/messages.js';
import { ADMIN_ROLE_CODE } from '../permissions/grants.js';
import { insertSystemMessage } from './repository.js';
import { escapeHtml } from './sanitize.js';

/** error_records.error_code of a fleet halted because the database refused its writes. */
export const STORAGE_HALT_CODE = 'STORAGE_HALT';

/** One halt of a tenant's fleets as its administrators learn of it; each part is written once. */
interface Incident {
  readonly id: string;
  readonly since: number;
  /** Layouts halted now; the incident ends when none is left. */
  readonly layouts: Set<string>;
  /** Every layout that halted during the incident, as the notice names them. */
  readonly named: Set<string>;
  recorded: boolean;
  closed: boolean;
  told: boolean;
}

const stamp = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

async function tenantAdmins(app: FastifyInstance, tenantId: number) {
  return app.db
    .selectFrom('users')
    .innerJoin('user_role', 'user_role.user_id', 'users.id')
    .innerJoin('roles', 'roles.id', 'user_role.role_id')
    .innerJoin('user_tenant', 'user_tenant.user_id', 'users.id')
    .select(['users.id', 'users.language'])
    .where('roles.role_code', '=', ADMIN_ROLE_CODE)
    .where('user_tenant.tenant_id', '=', tenantId)
    .where('users.status', '=', 'normal')
    .distinct()
    .execute();
}

/** Writes what is still missing of the incident: the Fatal SystemError record, its end, the administrators' messages. */
async function report(app: FastifyInstance, tenantId: number, incident: Incident): Promise<void> {
  const now = app.clock();
  const layouts = await app.db.selectFrom('layouts').select('layout_name').where('tenant_id', '=', tenantId).where('id', 'in', [...incident.named]).orderBy('layout_name').execute();
  const layoutNames = layouts.map((l) => l.layout_name).join(', ');
  const ended = incident.layouts.size === 0;
  if (!incident.recorded) {
    await app.db
      .insertInto('error_records')
      .values({
        id: incident.id,
        tenant_id: tenantId,
        agv_id: null,
        transorder_id: null,
        error_code: STORAGE_HALT_CODE,
        error_level: 'Fatal',
        category: 'SystemError',
        error_type: 'system',
        error_data: JSON.stringify({ layouts: layoutNames }),
        error_desc: translate('en_GB', 'fleet.storageHaltTitle'),
        create_time: incident.since,
        closed_time: ended ? now : null,
      })
      .execute();
    incident.recorded = true;
    incident.closed = ended;
  } else if (ended && !incident.closed) {
    await app.db.updateTable('error_records').set({ closed_time: now }).where('tenant_id', '=', tenantId).where('id', '=', incident.id).execute();
    incident.closed = true;
  }
  if (incident.told) return;
  for (const admin of await tenantAdmins(app, tenantId)) {
    const lang: Language = (LANGUAGES as readonly string[]).includes(admin.language) ? (admin.language as Language) : 'en_GB';
    const title = translate(lang, 'fleet.storageHaltTitle');
    const body = translate(lang, 'fleet.storageHaltBody', { since: stamp(incident.since), layout: layoutNames });
    const id = randomUUID();
    await insertSystemMessage(app.db, { id, tenantId, title, html: escapeHtml(body), sender: 'system', userId: admin.id, now });
    app.noticeHub.toUsers([admin.id], { msgId: id, msgTxt: title });
  }
  incident.told = true;
}

/**
 * Tells each tenant's administrators when its fleet halts because the database refuses writes:
 * a Fatal SystemError record (closed when the fleet resumes) and a system message. While the
 * database refuses, these writes fail too; they are tried again on every change of the halt, and
 * the resume (the database storing again) always gets them through.
 */
export function noticeStorageHalts(app: FastifyInstance): void {
  const incidents = new Map<number, Incident>();
  const pending = new Set<Promise<void>>();
  app.fleets.onStorageHalt((rt, change) => {
    const tenantId = rt.tenantId;
    let incident = incidents.get(tenantId);
    if (change.halted) {
      incident ??= { id: randomUUID(), since: change.since, layouts: new Set(), named: new Set(), recorded: false, closed: false, told: false };
      incident.layouts.add(rt.layoutId);
      incident.named.add(rt.layoutId);
      incidents.set(tenantId, incident);
    } else if (incident) {
      incident.layouts.delete(rt.layoutId);
      if (incident.layouts.size === 0) incidents.delete(tenantId);
    }
    if (!incident) return;
    const write = report(app, tenantId, incident)
      .catch((err: unknown) => app.log.warn({ err }, 'storage halt notice not stored yet'))
      .finally(() => pending.delete(write));
    pending.add(write);
  });
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });
}
