import type { StationId } from '../ids.js';
import { distance } from '../geometry/point.js';
import { orderStations, type Order } from '../orders/order.js';
import type { VehicleState } from '../vehicle/vehicle.js';
import { assignmentCosts, type Job } from './assignment-costs.js';
import { ascending, byText, chain, descending } from './comparators.js';
import type { DispatchPhase, DispatchRound } from './dispatcher.js';
import { canCarry, takesOrders } from './eligibility.js';
import { minCostAssignment } from './min-cost-assignment.js';

/** Open orders, most urgent first: higher priority, then earlier release time, then creation, then id. */
export const orderRanking = chain<Order>(
  descending((o) => o.priority),
  ascending((o) => o.releaseTimeMs),
  ascending((o) => o.createdMs),
  byText((o) => o.id),
);

/**
 * Default aging weight: ms of cost taken off an order per ms it has waited. At 0.5 an order that
 * has waited two minutes longer than another is preferred to it by any vehicle up to a minute
 * nearer the other one.
 */
export const DEFAULT_AGING_WEIGHT = 0.5;

export interface AssignOptions {
  /** Only assign when a load stands at the source and none at the destination. Default false. */
  readonly requireLoadAtSource?: boolean;
  /** Cost taken off an order per ms it has waited since its release time (aging). Default DEFAULT_AGING_WEIGHT. */
  readonly agingWeight?: number;
  /**
   * Most orders assigned in one round (one tick); the most urgent go first, the rest wait for
   * the next tick, 200 ms later. Keeps a tick short when hundreds of orders arrive at once with
   * hundreds of vehicles free (each pair costs route searches on the layout). Default
   * DEFAULT_MAX_ASSIGNED_PER_ROUND.
   */
  readonly maxPerRound?: number;
}

/** 64 orders per 200 ms tick: 320 orders a second, far above what any site completes. */
export const DEFAULT_MAX_ASSIGNED_PER_ROUND = 64;

const isCharging = (v: VehicleState) => v.activity?.kind === 'charging';

/**
 * Assigns open (Init) orders to free vehicles in batches by minimum total cost (travel time to
 * the pickup, less each order's aging credit), solved exactly with the Hungarian method
 * (min-cost-assignment.ts). The rules of who may carry what are those of canCarry and the task
 * locks; of when an order may start, the station checks below. Priorities stay strict: each
 * priority level, highest first, is assigned as one batch, first to vehicles that are not
 * charging and then, for what is left, to charging ones, before the next level gets the rest.
 * A station is used by one active order at a time; a destination zone resolves to its free
 * station nearest the source.
 */
export function assignOrders(options: AssignOptions = {}): DispatchPhase {
  const aging = options.agingWeight ?? DEFAULT_AGING_WEIGHT;
  const maxPerRound = options.maxPerRound ?? DEFAULT_MAX_ASSIGNED_PER_ROUND;
  return (round) => {
    let room = maxPerRound;
    const { view } = round;
    const busy = new Set<StationId>();
    for (const o of view.orders) if ((o.state === 'Release' || o.state === 'Running' || o.state === 'Pause') && o.vehicle) for (const s of orderStations(o)) busy.add(s);
    const open = view.orders.filter((o) => o.state === 'Init' && !round.held.has(o.id)).sort(orderRanking);
    for (const level of priorityLevels(open)) {
      for (const charging of [false, true]) {
        let pending = level.filter((o) => !round.decisions.some((d) => d.kind === 'assignOrder' && d.order === o.id));
        while (pending.length > 0) {
          if (room <= 0) return;
          const free = view.vehicles
            .filter((v) => !round.busyVehicles.has(v.config.id) && !view.taskLocks?.vehicles.has(v.config.id) && isCharging(v) === charging && takesOrders(v, view.charging))
            .sort(byText((v) => v.config.id));
          if (free.length === 0) break;
          const jobs = claimJobs(round, pending, busy, options.requireLoadAtSource ?? false, aging);
          // Only jobs and vehicles that can be paired at all enter the matrix: fewer searches.
          const allowed = (j: Job, v: VehicleState) => canCarry(v, j.order, view.charging);
          const servable = jobs.filter((j) => free.some((v) => allowed(j, v)));
          if (servable.length === 0) break;
          // Only when more pairs could be made than the round has room for are the jobs cut to the
          // most urgent (a burst of orders with many free vehicles): with few free vehicles every
          // job stays a candidate, so the vehicles still get the cheapest of all of them.
          const candidates = free.filter((v) => servable.some((j) => allowed(j, v)));
          const batch = Math.min(servable.length, candidates.length) > room ? servable.slice(0, room) : servable;
          const vehicles = batch === servable ? candidates : free.filter((v) => batch.some((j) => allowed(j, v)));
          const costs = assignmentCosts(view, batch, vehicles, allowed);
          const match = minCostAssignment(costs, vehicles.length);
          const cut = new Set(servable.slice(batch.length).map((j) => j.order));
          const done = new Set(jobs.map((j) => j.order).filter((o) => !cut.has(o)));
          batch.forEach((j, r) => {
            const c = match[r];
            if (c === undefined) return;
            round.decide({ kind: 'assignOrder', order: j.order.id, vehicle: vehicles[c].config.id, destination: j.destination });
            room--;
            if (!j.order.loadOnVehicle) busy.add(j.order.source);
            busy.add(j.destination);
          });
          // A job left out can use none of the vehicles still free (the batch assigns as many as
          // it can), so only the orders whose stations it held back get another pass.
          const assigned = match.some((c) => c !== undefined);
          pending = pending.filter((o) => !done.has(o));
          if (!assigned) break;
        }
      }
    }
  };
}

/** Open orders split by priority, highest first, each level in ranking order. */
function priorityLevels(ranked: readonly Order[]): Order[][] {
  const levels: Order[][] = [];
  for (const o of ranked) {
    const last = levels[levels.length - 1];
    if (last && last[0].priority === o.priority) last.push(o);
    else levels.push([o]);
  }
  return levels;
}

/**
 * The orders that can start now, in ranking order, each claiming its stations so that no two
 * jobs of the batch share one: the source must be free, usable, not task-locked (and hold a load
 * with requireLoadAtSource), and a usable destination must be found.
 */
function claimJobs(round: DispatchRound, orders: readonly Order[], busy: ReadonlySet<StationId>, requireLoad: boolean, aging: number): Job[] {
  const { view } = round;
  const claimed = new Set(busy);
  const jobs: Job[] = [];
  for (const o of orders) {
    // A load already on the vehicle needs nothing at the source.
    const atSource = !o.loadOnVehicle;
    if (atSource && (claimed.has(o.source) || !view.availability.station(o.source))) continue;
    if (atSource && view.taskLocks?.stations.has(o.source)) continue;
    if (atSource && requireLoad && !view.stationLoaded(o.source)) continue;
    const destination = resolveDestination(round, o, claimed, requireLoad);
    if (!destination || view.taskLocks?.stations.has(destination)) continue;
    jobs.push({ order: o, pickup: atSource ? o.source : destination, destination, agingCredit: aging * Math.max(0, view.nowMs - o.releaseTimeMs) });
    if (atSource) claimed.add(o.source);
    claimed.add(destination);
  }
  return jobs;
}

function resolveDestination(round: DispatchRound, o: Order, busy: ReadonlySet<StationId>, needEmpty: boolean): StationId | undefined {
  const { view } = round;
  const ok = (s: StationId) => view.availability.station(s) && !busy.has(s) && s !== o.source && !(needEmpty && view.stationLoaded(s));
  if (o.destination) return ok(o.destination) ? o.destination : undefined;
  // A zone offers several stations: one a drop can be done at, not one already holding a load.
  const drops = o.destinationActions.some((a) => a.kind === 'drop');
  const zone = o.destinationZone ? view.graph.zones.get(o.destinationZone) : undefined;
  if (!zone) return undefined;
  const src = view.graph.stations.get(o.source)!;
  return zone.stations
    .filter((s) => ok(s) && !round.takenStations.has(s) && !(drops && view.stationLoaded(s)))
    .sort(chain(ascending((s) => distance(src, view.graph.stations.get(s)!)), byText((s) => s)))[0];
}
