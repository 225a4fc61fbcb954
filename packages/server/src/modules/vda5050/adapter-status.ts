import type { Kysely } from 'kysely';
import { VDA5050_PROTOCOL, VDA_VERSIONS, type VdaAdapterStatus, type VdaVersion } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { factsheetsOf } from './factsheet.js';
import type { VdaMaster } from './master.js';

/**
 * Every VDA 5050 vehicle record of the tenant (valid or not, listened to or not) with what the
 * master has heard from it since the server started (VdaMaster.statusOf) and its stored
 * factsheet. Without MQTT (master null) every vehicle shows as never heard.
 */
export async function vdaAdapterStatus(db: Kysely<Database>, master: VdaMaster | null, tenantId: number): Promise<VdaAdapterStatus[]> {
  const rows = await db
    .selectFrom('agvs')
    .select(['id', 'agv_uid', 'agv_code', 'agv_name', 'vda_interface_name', 'vda_manufacturer', 'vda_serial_number', 'vda_version', 'is_communication_log'])
    .where('tenant_id', '=', tenantId)
    .where('agv_protocol', '=', VDA5050_PROTOCOL)
    .orderBy('agv_code')
    .execute();
  const factsheets = await factsheetsOf(db, tenantId);
  return rows.map((r) => {
    const live = master?.statusOf(r.id);
    const connection = live?.connection;
    return {
      agvId: r.id,
      agvUid: r.agv_uid,
      agvCode: r.agv_code,
      agvName: r.agv_name,
      interfaceName: r.vda_interface_name || 'uagv',
      manufacturer: r.vda_manufacturer ?? '',
      serialNumber: r.vda_serial_number ?? '',
      vdaVersion: (VDA_VERSIONS as readonly string[]).includes(r.vda_version) ? (r.vda_version as VdaVersion) : VDA_VERSIONS[0],
      listening: master?.listensTo(r.id) ?? false,
      connection: connection === 'ONLINE' || connection === 'OFFLINE' || connection === 'CONNECTIONBROKEN' ? connection : 'NEVER',
      lastMessageAt: live?.lastMessageAt ?? null,
      received: live?.received ?? 0,
      sent: live?.sent ?? 0,
      isCommunicationLog: r.is_communication_log,
      factsheet: factsheets.get(r.id) ?? null,
    };
  });
}
