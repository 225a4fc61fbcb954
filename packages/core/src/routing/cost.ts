import { angleDiffDeg, distance, type Point } from '../geometry/point.js';
import type { TravelEdge } from '../model/graph.js';
import type { Deg, DegPerS, Ms, MmPerS } from '../units.js';
import type { DriveDirection } from '../model/layout.js';

/** What a cost function needs to know about the vehicle. */
export interface VehicleProfile {
  /** Travel speed, mm/s (agvSpeed). */
  readonly speed: MmPerS;
  /** Rotation speed when turning on the spot, deg/s. Infinity: turns cost no time. */
  readonly rotationSpeed: DegPerS;
}

/** How the vehicle arrives at the start of an edge: its body heading and drive direction. */
export interface Arrival {
  readonly heading: Deg;
  readonly drive: DriveDirection;
}

/** Headings closer than this need no rotation, degrees. */
export const ROTATION_TOLERANCE_DEG = 0.5;

/** Time to turn on the spot from one heading to another, ms. */
export function rotationTimeMs(from: Deg, to: Deg, rotationSpeed: DegPerS): Ms {
  const d = angleDiffDeg(from, to);
  if (d <= ROTATION_TOLERANCE_DEG || !Number.isFinite(rotationSpeed)) return 0;
  return (d / rotationSpeed) * 1000;
}

/**
 * Pluggable edge cost (convention 4). `edge` prices travelling `e` after arriving as `prev`
 * (undefined when the vehicle's heading is unknown). `lowerBound`, when given, must never
 * exceed the true cost between two points; it turns Dijkstra into A*.
 */
export interface EdgeCost {
  readonly name: string;
  edge(e: TravelEdge, prev: Arrival | undefined, profile: VehicleProfile): number;
  lowerBound?(from: Point, to: Point, profile: VehicleProfile): number;
  /**
   * A factor f with edge(e, prev, profile) >= f * e.length for every edge and arrival, when the
   * cost grows with length. Lets the router bound the remaining cost by graph distance
   * (landmarks), which is much tighter than the straight line around one-way aisles.
   */
  minCostPerMm?(profile: VehicleProfile): number;
  /**
   * With minCostPerMm: a weight w(e) >= 1 with edge(e, prev, profile) >= minCostPerMm(profile) *
   * w(e) * e.length. Landmark distances are then taken on weighted lengths, a much tighter bound
   * where some lanes always cost more (against their preferred direction): on a 10,000-station
   * layout the plain length let A* search most of the graph for a trip that goes round the loop
   * the preferred way. The same function for the life of the cost: landmarks are cached by it.
   */
  readonly lengthWeight?: (e: TravelEdge) => number;
}

/** Cost = length in mm. */
export const distanceCost: EdgeCost = {
  name: 'distance',
  edge: (e) => e.length,
  lowerBound: (a, b) => distance(a, b),
  minCostPerMm: () => 1,
};

export interface TravelTimeOptions {
  /** Extra time when the drive direction changes (stop, shift from forward to backward), ms. Default 2000. */
  readonly reversePenaltyMs?: Ms;
  /** Extra time for any change of heading at a station (stop and start), ms. Default 0. */
  readonly turnPenaltyMs?: Ms;
}

/**
 * Cost = travel time in ms: length / speed * 1000, plus the time to rotate on the spot from the
 * arrival heading to the edge's start heading (angle / rotationSpeed * 1000), plus the
 * reverse penalty when the drive direction changes, plus the turn penalty for any rotation.
 */
export function travelTimeCost(options: TravelTimeOptions = {}): EdgeCost {
  const reversePenalty = options.reversePenaltyMs ?? 2000;
  const turnPenalty = options.turnPenaltyMs ?? 0;
  return {
    name: 'travelTime',
    edge(e, prev, profile) {
      let ms = (e.length / profile.speed) * 1000;
      if (prev) {
        const rot = rotationTimeMs(prev.heading, e.startHeading, profile.rotationSpeed);
        ms += rot;
        if (rot > 0) ms += turnPenalty;
        if (prev.drive !== e.drive) ms += reversePenalty;
      }
      return ms;
    },
    lowerBound: (a, b, profile) => (distance(a, b) / profile.speed) * 1000,
    minCostPerMm: (profile) => 1000 / profile.speed,
  };
}

/** Weighted sum of costs; A* only when every part has a lower bound. */
export function compositeCost(parts: readonly { readonly cost: EdgeCost; readonly weight: number }[]): EdgeCost {
  const bounded = parts.every((p) => p.cost.lowerBound !== undefined);
  return {
    name: `composite(${parts.map((p) => `${p.weight}*${p.cost.name}`).join('+')})`,
    edge: (e, prev, profile) => parts.reduce((sum, p) => sum + p.weight * p.cost.edge(e, prev, profile), 0),
    lowerBound: bounded
      ? (a, b, profile) => parts.reduce((sum, p) => sum + p.weight * p.cost.lowerBound!(a, b, profile), 0)
      : undefined,
    minCostPerMm: parts.every((p) => p.cost.minCostPerMm !== undefined)
      ? (profile) => parts.reduce((sum, p) => sum + p.weight * p.cost.minCostPerMm!(profile), 0)
      : undefined,
  };
}

/**
 * A cost that makes driving against a lane's preferred direction (preferred-directions.ts)
 * dearer by `factor` of the base cost: opposite flows keep to separate lanes whenever the detour
 * costs less than the factor, which is what keeps them from meeting head-on. Only adds cost, so
 * the base's lower bounds still hold.
 */
export function preferredDirectionCost(base: EdgeCost, against: ReadonlySet<string>, factor: number): EdgeCost {
  if (against.size === 0 || factor <= 0) return base;
  const baseWeight = base.lengthWeight;
  return {
    name: `${base.name}+against*${factor}`,
    edge: (e, prev, profile) => {
      const c = base.edge(e, prev, profile);
      return against.has(e.id) ? c * (1 + factor) : c;
    },
    lowerBound: base.lowerBound?.bind(base),
    minCostPerMm: base.minCostPerMm?.bind(base),
    lengthWeight: (e) => (baseWeight ? baseWeight(e) : 1) * (against.has(e.id) ? 1 + factor : 1),
  };
}
