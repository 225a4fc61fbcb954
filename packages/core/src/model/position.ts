import type { StationId } from '../ids.js';
import type { Mm } from '../units.js';
import type { TravelEdge } from './graph.js';

/** Where a vehicle is: standing on a station, or on an edge having covered `progress` mm of it. */
export type Position =
  | { readonly kind: 'at'; readonly station: StationId }
  | { readonly kind: 'on'; readonly edge: TravelEdge; readonly progress: Mm };

export const at = (station: StationId): Position => ({ kind: 'at', station });

/** The station where the vehicle is or will next stand (end of the edge it drives). */
export function stopStation(p: Position): StationId {
  return p.kind === 'at' ? p.station : p.edge.to;
}

/** Route steps that are already being driven: 1 on an edge (the edge itself), 0 on a station. */
export function baseSteps(p: Position): number {
  return p.kind === 'on' ? 1 : 0;
}
