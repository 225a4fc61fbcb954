import { generateWarehouse, warehouseOptionsFor, type DemoAgv, type SiteLayout } from '@agvs/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { demoIds } from './fleet-ids.js';
import { seedLayout } from './fleet-layout.js';
import { seedVehicles } from './fleet.js';
import { DEMO_TENANT_ID } from './tenants.js';

export interface GeneratedSiteOptions {
  /** Stations wanted; the warehouse generator gets as close as its grid allows. */
  readonly stations: number;
  /** Connected vehicles placed on the site. */
  readonly vehicles: number;
  /** Two-way cross aisles through the rack aisles (generateWarehouse crossAisles). Default 0. */
  readonly crossAisles?: number;
}

export interface GeneratedSite {
  readonly layoutId: string;
  readonly mapCode: string;
  readonly stations: number;
  readonly vehicles: number;
}

const MODEL = 'FL1500';

/**
 * Where `n` vehicles start: parking places first, then evenly over the other Public stations
 * outside Block zones. Throws when they do not fit.
 */
export function vehicleSpots(site: SiteLayout, n: number): string[] {
  const blocked = new Set([
    ...site.zones.filter((z) => z.type === 'Block').flatMap((z) => z.stations),
    ...site.stations.filter((s) => s.type === 'Block').map((s) => s.code),
  ]);
  const parking = site.zones.filter((z) => z.type === 'Parking').flatMap((z) => z.stations).filter((c) => !blocked.has(c));
  const taken = new Set(parking);
  const publics = site.stations.filter((s) => s.type === 'Public' && !blocked.has(s.code) && !taken.has(s.code)).map((s) => s.code);
  const spots = parking.slice(0, n);
  const rest = n - spots.length;
  if (rest > publics.length) throw new RangeError(`${n} vehicles do not fit on ${parking.length + publics.length} free stations`);
  for (let i = 0; i < rest; i++) spots.push(publics[Math.floor((i * publics.length) / rest)]!);
  return spots;
}

/**
 * A generated warehouse of about `stations` stations with `vehicles` connected forklifts, as an
 * extra map of the demo tenant (with 3D data), for load tests and the map benchmark. Codes
 * derive from the sizes, so generating the same sizes again adds nothing.
 */
export async function seedGeneratedSite(db: Kysely<Database>, options: GeneratedSiteOptions, now: number): Promise<GeneratedSite> {
  const cross = options.crossAisles ?? 0;
  const site = generateWarehouse({ ...warehouseOptionsFor(options.stations), crossAisles: cross });
  const tag = `${options.stations}-${options.vehicles}${cross ? `-X${cross}` : ''}`;
  const mapCode = `GEN-${tag}`;
  const layoutCode = `GENL-${tag}`;
  const group = `GENG-${tag}`;
  const spots = vehicleSpots(site, options.vehicles);
  await seedLayout(
    db,
    {
      code: mapCode,
      name: `Generated warehouse ${site.stations.length} / ${options.vehicles}`,
      layout: {
        code: layoutCode,
        name: `Generated floor ${site.stations.length} stations`,
        site,
        three: { boundary: { width: site.width, height: site.height }, wallHeight: 50, wallThickness: 2 },
      },
    },
    100,
    now,
  );
  await db
    .insertInto('agv_groups')
    .values({ id: demoIds.group(group), tenant_id: DEMO_TENANT_ID, map_id: demoIds.map(mapCode), group_code: group, group_name: `Fleet ${tag}`, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const width = String(options.vehicles).length;
  const agvs: DemoAgv[] = spots.map((station, i) => {
    const n = String(i + 1).padStart(width, '0');
    return {
      uid: `G${tag}-${n}`,
      code: `G${tag}-${n}`,
      name: `G${n}`,
      model: MODEL,
      group,
      map: mapCode,
      ip: `10.${100 + Math.floor(i / 65536)}.${Math.floor(i / 256) % 256}.${i % 256}`,
      station,
      rotation: 0,
    };
  });
  await seedVehicles(db, agvs, () => layoutCode, now);
  return { layoutId: demoIds.layout(layoutCode), mapCode, stations: site.stations.length, vehicles: agvs.length };
}
