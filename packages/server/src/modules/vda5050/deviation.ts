import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { WriteCache } from '../../db/write-cache.js';
import type { WriteWatch } from '../../db/write-watch.js';

/*
 * A vehicle's deviation range (docs/vda5050.md "Deviation range"): how far from a node and how
 * much turned it may be and still count as on it. It is a setting of the vehicle's model
 * (deviationXy mm, deviationTheta °; migration 0037): VDA 5050 factsheets carry no such value.
 * AGVS sends it as allowedDeviationXY/Theta of every node, and a vehicle stopped farther than
 * deviationXy from the node a new order would start at gets no order (OUT_OF_DEVIATION).
 */

export interface DeviationRange {
  /** m; > 0 */
  readonly xyM: number;
  /** rad, 0..π; 0: the vehicle's own tolerance (the standard's meaning of 0). */
  readonly thetaRad: number;
}

/** What a model says when its row gives nothing usable: the 0.5 m AGVS used before models had a range. */
export const DEFAULT_DEVIATION: DeviationRange = { xyM: 0.5, thetaRad: 0 };

/** The model's columns (mm, °) as a range in the VDA 5050 units (m, rad). */
export function deviationOf(xyMm: number | null | undefined, thetaDeg: number | null | undefined): DeviationRange {
  const xy = Number(xyMm);
  const theta = Number(thetaDeg);
  return {
    xyM: Number.isFinite(xy) && xy > 0 ? xy / 1000 : DEFAULT_DEVIATION.xyM,
    thetaRad: Number.isFinite(theta) && theta > 0 ? (Math.min(theta, 180) * Math.PI) / 180 : DEFAULT_DEVIATION.thetaRad,
  };
}

/** The deviation range of each model, read once and kept until agv_models is written. */
export class ModelDeviations {
  private readonly cache: WriteCache<string, DeviationRange>;

  constructor(
    private readonly db: Kysely<Database>,
    writes: WriteWatch,
  ) {
    this.cache = new WriteCache(writes, [{ table: 'agv_models' }], 1000);
  }

  of(tenantId: number, modelId: string): Promise<DeviationRange> {
    return this.cache.get(`${tenantId}\n${modelId}`, async () => {
      const row = await this.db
        .selectFrom('agv_models')
        .select(['deviation_xy', 'deviation_theta'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', modelId)
        .executeTakeFirst();
      return deviationOf(row?.deviation_xy, row?.deviation_theta);
    });
  }
}
