import type { StationId } from '../ids.js';
import type { Order } from '../orders/order.js';
import type { VehicleState } from '../vehicle/vehicle.js';
import type { DispatchView } from './dispatcher.js';
import type { CostMatrix } from './min-cost-assignment.js';

/** An open order ready to be carried out: its stations are free and settled for this round. */
export interface Job {
  readonly order: Order;
  /** Where the vehicle goes first: the source, or the destination when the load is already on it. */
  readonly pickup: StationId;
  readonly destination: StationId;
  /** Taken off every cost of this order, ms: how long it has waited, weighted (aging). */
  readonly agingCredit: number;
}

/**
 * The cost matrix of one assignment batch: rows are jobs, columns vehicles, each entry the
 * vehicle's travel time to the pickup (ms) minus the job's aging credit; undefined where the
 * vehicle may not carry the order (`allowed`) or cannot reach the pickup.
 *
 * Only entries that can be part of an optimal assignment are priced; the rest stay undefined.
 * With R jobs and C vehicles, and k = min(R, C):
 * - R <= C: each job keeps its k cheapest allowed vehicles (one reverse search from the pickup).
 *   If an optimal assignment gave job j a vehicle outside them, one of those k is unused (the
 *   other k - 1 jobs hold at most k - 1 of them) and no dearer: swapping keeps it optimal.
 * - R > C: each vehicle keeps its k cheapest allowed jobs by cost after aging (one forward search
 *   that stops once no farther pickup can beat the k-th, given the largest aging credit). The
 *   same swap argument, by column.
 * Without the searches (a custom view) every allowed pair is priced with travelCost.
 */
export function assignmentCosts(view: DispatchView, jobs: readonly Job[], vehicles: readonly VehicleState[], allowed: (job: Job, v: VehicleState) => boolean): CostMatrix {
  const matrix: (number | undefined)[][] = jobs.map(() => new Array<number | undefined>(vehicles.length).fill(undefined));
  const ok = jobs.map((j) => vehicles.map((v) => allowed(j, v)));
  const k = Math.min(jobs.length, vehicles.length);
  if (jobs.length <= vehicles.length && view.travelCostsTo && byJob(view, jobs, vehicles, ok, k, matrix)) return matrix;
  if (jobs.length > vehicles.length && view.travelCostsFrom && byVehicle(view, jobs, vehicles, ok, k, matrix)) return matrix;
  jobs.forEach((j, r) =>
    vehicles.forEach((v, c) => {
      if (!ok[r][c]) return;
      const t = view.travelCost(v, j.pickup);
      if (t !== undefined) matrix[r][c] = t - j.agingCredit;
    }),
  );
  return matrix;
}

function byJob(view: DispatchView, jobs: readonly Job[], vehicles: readonly VehicleState[], ok: boolean[][], k: number, matrix: (number | undefined)[][]): boolean {
  const column = new Map(vehicles.map((v, c) => [v, c]));
  for (let r = 0; r < jobs.length; r++) {
    // The same list when every vehicle may take the job, so the searches share their starts (FleetStore.costsTo).
    const candidates = ok[r].every(Boolean) ? vehicles : vehicles.filter((_, c) => ok[r][c]);
    if (candidates.length === 0) continue;
    const costs = view.travelCostsTo!(jobs[r].pickup, candidates);
    if (!costs) return false;
    let taken = 0;
    for (const { vehicle, bound } of costs) {
      matrix[r][column.get(vehicle)!] = bound - jobs[r].agingCredit;
      if (++taken >= k) break;
    }
  }
  return true;
}

function byVehicle(view: DispatchView, jobs: readonly Job[], vehicles: readonly VehicleState[], ok: boolean[][], k: number, matrix: (number | undefined)[][]): boolean {
  const rowOf = new Map(jobs.map((j, r) => [j.pickup, r]));
  for (let c = 0; c < vehicles.length; c++) {
    const mine = jobs.filter((_, r) => ok[r][c]);
    if (mine.length === 0) continue;
    const maxCredit = Math.max(...mine.map((j) => j.agingCredit));
    const costs = view.travelCostsFrom!(vehicles[c], mine.map((j) => j.pickup));
    if (!costs) return false;
    // The k lowest costs after aging seen so far, ascending.
    const lowest: number[] = [];
    for (const { station, cost } of costs) {
      // Every job not yet seen costs at least cost - maxCredit: stop once that cannot beat the k-th.
      if (lowest.length >= k && lowest[k - 1] <= cost - maxCredit) break;
      const r = rowOf.get(station)!;
      const net = cost - jobs[r].agingCredit;
      matrix[r][c] = net;
      insertSorted(lowest, net, k);
    }
  }
  return true;
}

function insertSorted(list: number[], x: number, keep: number): void {
  let i = list.length;
  list.push(x);
  while (i > 0 && list[i - 1] > x) {
    list[i] = list[i - 1];
    i--;
  }
  list[i] = x;
  if (list.length > keep) list.length = keep;
}
