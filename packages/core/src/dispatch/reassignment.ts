import type { StationId, VehicleId } from '../ids.js';
import type { Order } from '../orders/order.js';
import type { Ms } from '../units.js';
import { externallyDriven, type VehicleState } from '../vehicle/vehicle.js';
import type { DispatchPhase, DispatchRound } from './dispatcher.js';
import { canCarry, takesOrders } from './eligibility.js';

export interface ReassignOptions {
  /** The new vehicle must reach the source at least this share sooner (0..1). Default 0.3. */
  readonly minSavingShare?: number;
  /** ...and at least this much sooner, ms. Default 20000. */
  readonly minSavingMs?: Ms;
  /** A first vehicle this close to the source (travel time, ms) keeps the order. Default 15000. */
  readonly nearMs?: Ms;
  /** Sources looked at per newly free vehicle, nearest first: each costs a route of the first vehicle. Default 8. */
  readonly maxSources?: number;
}

export const DEFAULT_REASSIGN: Required<ReassignOptions> = { minSavingShare: 0.3, minSavingMs: 20_000, nearMs: 15_000, maxSources: 8 };

interface Carried {
  readonly order: Order;
  readonly first: VehicleState;
  readonly destination: StationId;
}

/**
 * Re-assignment (docs/traffic-control.md "Re-assignment"): when a vehicle becomes free, an order
 * already given to another vehicle that is still driving empty to the source moves to it if it
 * gets there much sooner — by minSavingShare and by minSavingMs — and the first vehicle is still
 * more than nearMs away. Each order moves at most once; the first vehicle drops the mission and
 * the unclaimed rest of its route (reservations go with it) and is free again. Externally driven
 * first vehicles keep their orders: they were sent a VDA 5050 order already.
 *
 * Only vehicles that became free since the last round are offered (one search from each, over
 * the maxSources nearest sources of carried orders), so a standing fleet costs nothing and a
 * large one a few routes per freed vehicle. A moved order says so itself (Order.reassigned, kept
 * over a restart); the phase remembers only the free vehicles of the last round (one per
 * dispatcher, i.e. per fleet).
 */
export class Reassignment {
  private readonly o: Required<ReassignOptions>;
  private wasFree = new Set<VehicleId>();

  constructor(options: ReassignOptions = {}) {
    this.o = { ...DEFAULT_REASSIGN, ...options };
  }

  readonly phase: DispatchPhase = (round) => {
    const { view } = round;
    const free = view.vehicles.filter(
      (v) =>
        !round.busyVehicles.has(v.config.id) &&
        !view.taskLocks?.vehicles.has(v.config.id) &&
        v.activity?.kind !== 'charging' &&
        (!v.mission || v.mission.kind === 'Park') &&
        takesOrders(v, view.charging),
    );
    const fresh = free.filter((v) => !this.wasFree.has(v.config.id));
    this.wasFree = new Set(free.map((v) => v.config.id));
    if (fresh.length === 0) return;
    const carried = this.carried(round);
    if (carried.length === 0) return;
    for (const v of fresh.sort((a, b) => (a.config.id < b.config.id ? -1 : a.config.id > b.config.id ? 1 : 0))) {
      const best = this.bestMove(round, v, carried.filter((c) => !round.busyVehicles.has(c.first.config.id)));
      if (!best) continue;
      // Its first vehicle is busy from this decision on (round.decide), so the order is not offered twice.
      round.decide({ kind: 'reassignOrder', order: best.order.id, from: best.first.config.id, vehicle: v.config.id, destination: best.destination });
    }
  };

  /** Orders whose vehicle drives empty to the source and may give them up. */
  private carried(round: DispatchRound): Carried[] {
    const out: Carried[] = [];
    for (const o of round.view.orders) {
      if ((o.state !== 'Release' && o.state !== 'Running') || !o.vehicle || o.loadOnVehicle || o.reassigned) continue;
      const first = round.vehicle(o.vehicle);
      const m = first?.mission;
      if (!first || m?.kind !== 'Delivery' || m.order !== o.id || m.leg !== 'source' || first.loaded || first.activity || externallyDriven(first)) continue;
      const destination = o.resolvedDestination ?? o.destination;
      if (destination) out.push({ order: o, first, destination });
    }
    return out;
  }

  /** The carried order `v` would take over with the largest saving, if any saves enough. */
  private bestMove(round: DispatchRound, v: VehicleState, carried: readonly Carried[]): (Carried & { saving: number }) | undefined {
    const { view } = round;
    const open = carried.filter((c) => canCarry(v, c.order, view.charging));
    if (open.length === 0) return undefined;
    const sources = [...new Set(open.map((c) => c.order.source))];
    const reach = view.travelCostsFrom?.(v, sources) ?? sources.map((s) => ({ station: s, cost: view.travelCost(v, s) })).filter((r): r is { station: StationId; cost: number } => r.cost !== undefined);
    let best: (Carried & { saving: number }) | undefined;
    let looked = 0;
    for (const { station, cost: mine } of reach) {
      if (looked++ >= this.o.maxSources) break;
      for (const c of open) {
        if (c.order.source !== station) continue;
        const theirs = view.travelCost(c.first, station);
        if (theirs === undefined || theirs <= this.o.nearMs) continue;
        const saving = theirs - mine;
        if (saving < this.o.minSavingMs || mine > theirs * (1 - this.o.minSavingShare)) continue;
        if (!best || saving > best.saving || (saving === best.saving && c.order.id < best.order.id)) best = { ...c, saving };
      }
    }
    return best;
  }
}
