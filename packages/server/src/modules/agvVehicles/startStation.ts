import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';

type Db = Kysely<Database>;

/** The vehicle standing on or driving onto a station of the layout (the rows follow the runtime's every tick). */
async function holderOf(db: Db, tenantId: number, layoutId: string, stationCode: string, exceptAgvId?: string): Promise<string | undefined> {
  let query = db
    .selectFrom('agvs')
    .select('agv_code')
    .where('tenant_id', '=', tenantId)
    .where('current_layout_id', '=', layoutId)
    .where('is_valid', '=', 1)
    .where((eb) => eb.or([eb('current_station_code', '=', stationCode), eb('next_station_code', '=', stationCode)]));
  if (exceptAgvId) query = query.where('id', '<>', exceptAgvId);
  return (await query.executeTakeFirst())?.agv_code;
}

/**
 * Where a simulated vehicle starts on its layout (agv/add `currentStationCode`): the station
 * asked for, refused when the layout has no such station or another vehicle holds it; when none
 * is asked for, the first free parking place, else the first free charging station (in code
 * order), else null and the fleet puts it on a free station of its own choosing.
 */
export async function startStation(db: Db, tenantId: number, layoutId: string, wanted: string | null | undefined, agvId?: string): Promise<string | null> {
  if (wanted) {
    const station = await db
      .selectFrom('stations')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('layout_id', '=', layoutId)
      .where('station_code', '=', wanted)
      .executeTakeFirst();
    if (!station) throw businessError('agvVehicles.startStationUnknown', { stationCode: wanted });
    const holder = await holderOf(db, tenantId, layoutId, wanted, agvId);
    if (holder) throw businessError('agvVehicles.startStationTaken', { stationCode: wanted, agvCode: holder });
    return wanted;
  }
  const parking = await db
    .selectFrom('stations as s')
    .innerJoin('zone_stations as zs', 'zs.station_id', 's.id')
    .innerJoin('zones as z', 'z.id', 'zs.zone_id')
    .select('s.station_code')
    .where('s.tenant_id', '=', tenantId)
    .where('s.layout_id', '=', layoutId)
    .where('z.zone_type', '=', 'Parking')
    .orderBy('s.station_code')
    .execute();
  const charging = await db
    .selectFrom('stations')
    .select('station_code')
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .where('station_type', '=', 'Charging')
    .orderBy('station_code')
    .execute();
  for (const { station_code } of [...parking, ...charging]) {
    if (!(await holderOf(db, tenantId, layoutId, station_code, agvId))) return station_code;
  }
  return null;
}
