import type { DeliveryStatus } from '@agvs/contract';

/*
 * The line-side flow's rules without IO (docs/lineside.md "The flow"): how many containers, which
 * require orders travel together, where they go, and what a detail's or delivery's state is.
 */

/** Containers a quantity takes: a part-filled container still travels. */
export function containersFor(quantity: number, perContainer: number): number {
  return Math.ceil(quantity / Math.max(1, perContainer));
}

/** A require order ready to release, with the routing and line zone it takes. */
export interface Releasable {
  readonly id: string;
  readonly needTime: number;
  readonly routingId: string;
  readonly lineZoneId: string;
}

/**
 * Delivery orders of a release: require orders of one routing and line zone whose need times lie
 * within `windowMs` of the group's earliest travel together; a later one starts the next group.
 * Groups come out by earliest need time, their orders by need time (then id, for a stable order).
 */
export function groupIntoDeliveries<T extends Releasable>(rows: readonly T[], windowMs: number): T[][] {
  const byRoute = new Map<string, T[]>();
  for (const r of [...rows].sort((a, b) => a.needTime - b.needTime || a.id.localeCompare(b.id))) {
    const key = `${r.routingId}\u0000${r.lineZoneId}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), r]);
  }
  const groups: T[][] = [];
  for (const sorted of byRoute.values()) {
    let current: T[] = [];
    for (const r of sorted) {
      if (current.length && r.needTime - current[0]!.needTime > windowMs) {
        groups.push(current);
        current = [];
      }
      current.push(r);
    }
    if (current.length) groups.push(current);
  }
  return groups.sort((a, b) => a[0]!.needTime - b[0]!.needTime);
}

/** A routing a require order could take, as the release sees it. */
export interface RoutingChoice {
  readonly id: string;
  readonly code: string;
  readonly priority: number;
  /** The layout of the routing's line zone's line. */
  readonly layoutId: string;
  readonly zoneStations: readonly string[];
}

/**
 * The routing for a workplace: one on the workplace's layout, preferring a line zone that holds
 * one of the workplace's stations, then the higher priority, then the code. None: not routable.
 */
export function pickRouting<R extends RoutingChoice>(routings: readonly R[], workplaceLayoutId: string, workplaceStations: readonly string[]): R | undefined {
  const atWorkplace = (r: R) => (r.zoneStations.some((s) => workplaceStations.includes(s)) ? 0 : 1);
  return routings
    .filter((r) => r.layoutId === workplaceLayoutId)
    .sort((a, b) => atWorkplace(a) - atWorkplace(b) || b.priority - a.priority || a.code.localeCompare(b.code))[0];
}

/** Where the containers go: the workplace's first station in the line zone, else the zone's first station. */
export function pickDestination(workplaceStations: readonly string[], zoneStations: readonly string[]): string | undefined {
  return workplaceStations.find((s) => zoneStations.includes(s)) ?? zoneStations[0];
}

/** Has a vehicle taken the transport order on? Then cancelling leaves it to finish. */
export function isStarted(transorderStatus: string | null, agvId: string | null): boolean {
  if (transorderStatus === 'Preset' || transorderStatus === 'Init') return false;
  if (transorderStatus === 'Release') return agvId !== null;
  return true;
}

/** A detail from its containers: delivering while one is open; complete when all arrived; else cancelled. */
export function detailStatusOf(carriages: readonly DeliveryStatus[]): DeliveryStatus {
  if (!carriages.length || carriages.includes('Delivering')) return carriages.length ? 'Delivering' : 'Cancelled';
  return carriages.every((c) => c === 'Complete') ? 'Complete' : 'Cancelled';
}

/** A delivery order from its details: delivering while one is; complete when any arrived; else cancelled. */
export function deliveryStatusOf(details: readonly DeliveryStatus[]): DeliveryStatus {
  if (details.includes('Delivering')) return 'Delivering';
  return details.includes('Complete') ? 'Complete' : 'Cancelled';
}
