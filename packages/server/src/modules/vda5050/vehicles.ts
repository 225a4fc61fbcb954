import type { Kysely } from 'kysely';
import { VDA5050_PROTOCOL, VDA_VERSIONS, type VdaVersion } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { FleetRuntimes } from '../../runtime/registry.js';
import type { SiteOrigin } from './frame.js';
import { topicPrefix, type VdaAddress } from './topics.js';

/** A VDA 5050 vehicle AGVS listens to: its record's names and the running layout it is in. */
export interface VdaVehicle extends VdaAddress {
  readonly tenantId: number;
  readonly agvId: string;
  readonly agvCode: string;
  /** Its model (the deviation range of its orders, deviation.ts). */
  readonly modelId: string;
  readonly layoutId: string;
  readonly version: VdaVersion;
  /** The layout's originX / originY (mm): site frame <-> map frame. */
  readonly origin: SiteOrigin;
  /** isCommunicationLog: every message in and out goes to the interface log (comm-log.ts). */
  readonly commLog: boolean;
}

/**
 * Every VDA 5050 vehicle with its topics that is in a running fleet, keyed by topic prefix. Two
 * records with the same topics: the first (by code) is heard, the other logged.
 */
export async function loadVdaVehicles(db: Kysely<Database>, fleets: FleetRuntimes, warn: (msg: string) => void): Promise<Map<string, VdaVehicle>> {
  const rows = await db
    .selectFrom('agvs')
    .innerJoin('layouts', 'layouts.id', 'agvs.current_layout_id')
    .select([
      'agvs.id', 'agvs.tenant_id', 'agvs.agv_code', 'agvs.model_id', 'agvs.current_layout_id', 'agvs.vda_manufacturer', 'agvs.vda_serial_number',
      'agvs.vda_interface_name', 'agvs.vda_version', 'agvs.is_communication_log', 'layouts.origin_x', 'layouts.origin_y',
    ])
    .where('agvs.agv_protocol', '=', VDA5050_PROTOCOL)
    .where('agvs.is_valid', '=', 1)
    .orderBy('agvs.agv_code')
    .execute();
  const found = new Map<string, VdaVehicle>();
  for (const r of rows) {
    if (!r.vda_manufacturer || !r.vda_serial_number || !r.current_layout_id) continue;
    if (!fleets.ofVehicle(r.tenant_id, r.id)) continue;
    const version = (VDA_VERSIONS as readonly string[]).includes(r.vda_version) ? (r.vda_version as VdaVersion) : VDA_VERSIONS[0];
    const v: VdaVehicle = {
      tenantId: r.tenant_id,
      agvId: r.id,
      agvCode: r.agv_code,
      modelId: r.model_id,
      layoutId: r.current_layout_id,
      interfaceName: r.vda_interface_name || 'uagv',
      manufacturer: r.vda_manufacturer,
      serialNumber: r.vda_serial_number,
      version,
      origin: { x: Number(r.origin_x) || 0, y: Number(r.origin_y) || 0 },
      commLog: r.is_communication_log === 1,
    };
    const prefix = topicPrefix(v);
    if (found.has(prefix)) warn(`VDA 5050: vehicle ${v.agvCode} has the same topics as ${found.get(prefix)!.agvCode} (${prefix}); not heard`);
    else found.set(prefix, v);
  }
  return found;
}
