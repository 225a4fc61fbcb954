import type { Ms } from '../units.js';
import { AGING_PER_S } from './precedence.js';

export interface TrafficOptions {
  /** Route steps a vehicle reserves ahead (corridors are reserved whole regardless). Default 2. */
  readonly lookahead?: number;
  /**
   * A vehicle standing blocked this long by a vehicle that cannot move (working, charging,
   * broken), directly or at the head of a queue, is re-routed around the blockage, ms. Default 10000.
   */
  readonly rerouteAfterMs?: Ms;
  /**
   * The same for a vehicle in a queue whose head is still moving (a jam, not a blockage), ms:
   * the queue will move, and a re-route with the blocked stations priced up sends it the long
   * way round. Default 30000 (and never less than rerouteAfterMs).
   */
  readonly rerouteQueueAfterMs?: Ms;
  /** Cost added to blocked stations when re-routing, ms. Default 60000. */
  readonly blockedPenaltyMs?: number;
  /** Longest a vehicle that made room keeps off the stations it gave up, ms. Default 60000. */
  readonly holdOffMs?: Ms;
  /** How far (edges) to look for a refuge. Default 12. */
  readonly refugeDepth?: number;
  /** How far (edges) a vehicle holding aside for a busy destination may go. Default: refugeDepth. */
  readonly holdAsideDepth?: number;
  /** How long having given way counts when choosing who gives way next, ms. Default 120000. */
  readonly victimMemoryMs?: Ms;
  /** Longest push chain (vehicles). Default 6. */
  readonly pushLength?: number;
  /** How long pushed vehicles go first, ms. Default 20000. */
  readonly pushBoostMs?: Ms;
  /** Precedence a waiting vehicle gains per second of waiting (aging, precedence.ts). Default 1. */
  readonly agingPerS?: number;
  /**
   * Look one station further before entering a two-way lane (as PIBT's one-step look-ahead): a
   * vehicle does not take the next station when the vehicle standing on (or arriving at) the
   * station after it wants to come the other way, which would only make a head-on pair. It
   * waits for that vehicle instead. Default true.
   */
  readonly avoidHeadOn?: boolean;
  /** A vehicle waiting for a busy destination with others behind it waits at a holding station (holding-aside.ts). Default true. */
  readonly holdAside?: boolean;
}

export type TrafficSettings = Required<TrafficOptions>;

export function trafficSettings(options: TrafficOptions): TrafficSettings {
  return {
    lookahead: Math.max(1, options.lookahead ?? 2),
    rerouteAfterMs: options.rerouteAfterMs ?? 10_000,
    rerouteQueueAfterMs: options.rerouteQueueAfterMs ?? Math.max(30_000, options.rerouteAfterMs ?? 10_000),
    blockedPenaltyMs: options.blockedPenaltyMs ?? 60_000,
    holdOffMs: options.holdOffMs ?? 60_000,
    refugeDepth: options.refugeDepth ?? 12,
    holdAsideDepth: options.holdAsideDepth ?? options.refugeDepth ?? 12,
    victimMemoryMs: options.victimMemoryMs ?? 120_000,
    pushLength: options.pushLength ?? 6,
    pushBoostMs: options.pushBoostMs ?? 20_000,
    agingPerS: options.agingPerS ?? AGING_PER_S,
    holdAside: options.holdAside ?? true,
    avoidHeadOn: options.avoidHeadOn ?? true,
  };
}
