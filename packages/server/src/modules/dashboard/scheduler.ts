import { DASHBOARD_WAITING_LIST_MAX, FLEET_ACTIVITIES, WAIT_REASON_CODES, type DashboardScheduler, type TrafficHeatmap, type WaitingOrder } from '@agvs/contract';
import type { OrderWaitReason } from '@agvs/core';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';

// The contract cannot import the core, so it lists the reasons again; these fail to compile when the two lists differ.
type ContractReason = (typeof WAIT_REASON_CODES)[number];
const _coreReasonsInContract: ContractReason = '' as OrderWaitReason;
const _contractReasonsInCore: OrderWaitReason = '' as ContractReason;
void _coreReasonsInContract;
void _contractReasonsInCore;

/**
 * The scheduler as it is now, from the running fleets (nothing stored): each open order without
 * a vehicle and the reason the dispatcher gives for it (core wait-reasons.ts), and the vehicles
 * by run status (docs/dashboard.md "Waiting orders").
 */
export function schedulerNow(runtimes: readonly FleetRuntime[]): DashboardScheduler {
  const waiting: WaitingOrder[] = [];
  const saturated: string[] = [];
  const activity = new Map<string, number>();
  for (const rt of runtimes) {
    const fleet = rt.fleet;
    const reasons = fleet.orderWaitReasons();
    let held = false;
    for (const o of fleet.orders) {
      const reason = reasons.get(o.id);
      if (!reason || (o.state !== 'Init' && o.state !== 'Preset')) continue;
      held ||= reason === 'HELD_SATURATED';
      waiting.push({
        transorderId: o.id,
        layoutId: rt.layoutId,
        srcStationCode: o.source,
        destination: o.destination ?? o.destinationZone ?? '',
        priority: o.priority,
        reason,
        waitingMs: Math.max(0, fleet.nowMs - Math.max(o.releaseTimeMs, o.createdMs)),
      });
    }
    if (held) saturated.push(rt.layoutId);
    for (const v of fleet.vehicles) {
      const s = fleet.status(v.config.id);
      activity.set(s, (activity.get(s) ?? 0) + 1);
    }
  }
  const count = new Map<string, number>();
  for (const w of waiting) count.set(w.reason, (count.get(w.reason) ?? 0) + 1);
  waiting.sort((a, b) => b.waitingMs - a.waitingMs || (a.transorderId < b.transorderId ? -1 : 1));
  return {
    saturatedLayouts: saturated,
    waitingTotal: waiting.length,
    byReason: WAIT_REASON_CODES.filter((r) => count.has(r)).map((reason) => ({ reason, count: count.get(reason)! })),
    orders: waiting.slice(0, DASHBOARD_WAITING_LIST_MAX),
    vehiclesByActivity: FLEET_ACTIVITIES.map((a) => ({ activity: a, count: activity.get(a) ?? 0 })),
  };
}

/** Where the layout's vehicles waited in traffic over the last `minutes` (core waiting-stats.ts). */
export function trafficHeatmap(rt: FleetRuntime, minutes: number): TrafficHeatmap {
  const fleet = rt.fleet;
  const cells = fleet.waitingStats.totals(fleet.nowMs, minutes * 60_000).map((t) => ({ kind: t.place.kind, id: t.place.id as string, waitedMs: Math.round(t.waitedMs) }));
  return { layoutId: rt.layoutId, minutes, cells };
}
