import { z } from 'zod';
import { Id } from './fields.js';

/** GET /agvserver/map/exportLif: the map to write as a LIF document. */
export const LifExportQuery = z.object({ mapId: Id });

/** POST /agvserver/map/importLif: the new map, one layout per LIF layout (in the file's order). */
export interface LifImportResult {
  readonly mapId: string;
  readonly layoutIds: readonly string[];
  /** What the file holds that AGVS could not keep, in the caller's language. */
  readonly warnings: readonly string[];
}
