import type { StationId } from '../ids.js';
import type { Availability } from '../model/availability.js';
import type { LayoutGraph, TravelEdge } from '../model/graph.js';
import type { Mm } from '../units.js';
import type { Arrival, EdgeCost, VehicleProfile } from './cost.js';

/** A planned way from one station to another: the edges in order. */
export interface Route {
  readonly steps: readonly TravelEdge[];
  /** Total cost in the cost function's unit (ms for travel time). */
  readonly cost: number;
  /** Total length, mm. */
  readonly length: Mm;
}

export interface RouteRequest {
  readonly from: StationId;
  readonly to: StationId;
  readonly profile: VehicleProfile;
  /** How the vehicle stands at `from` (heading, last drive direction); turns are priced from it. */
  readonly start?: Arrival;
  /** Default: travel time with default penalties. */
  readonly cost?: EdgeCost;
  /** Usable stations and edges (locks, blocks, invalid). Default: everything. The start station is always allowed. */
  readonly availability?: Availability;
  /** Stations the route must not enter (a route to one of them fails). */
  readonly avoid?: ReadonlySet<StationId>;
  /** Extra cost for entering a station (same unit as the cost), e.g. to steer around a blocker. */
  readonly penalties?: ReadonlyMap<StationId, number>;
}

/**
 * Finds routes (openTCS Router). Implementations must be deterministic: the same graph and
 * request give the same route.
 */
export interface Router {
  route(graph: LayoutGraph, request: RouteRequest): Route | undefined;
}
