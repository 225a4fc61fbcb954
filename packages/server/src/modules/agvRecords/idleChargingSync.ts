import type { FastifyInstance } from 'fastify';
import { groupId, modelId, type IdleChargeRule } from '@agvs/core';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import type { FleetRuntimes, Scheduler } from '../../runtime/registry.js';

/** How often open windows are looked at: periods are whole minutes. */
export const IDLE_CHARGING_CHECK_MS = 30_000;

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether minute-of-day `m` lies in [start, end); an end before the start runs past midnight. */
export function inWindow(m: number, start: string, end: string): boolean {
  const s = minuteOf(start);
  const e = minuteOf(end);
  return s < e ? m >= s && m < e : m >= s || m < e;
}

/** The tenant's valid idle-charging settings whose period is open at `now` (the server's local time is the site's). */
export async function openRules(app: FastifyInstance, tenantId: number, now: number): Promise<IdleChargeRule[]> {
  const rows = await app.db
    .selectFrom('free_charge_configs as c')
    .innerJoin('periods as p', 'p.id', 'c.period_id')
    .select(['c.group_id', 'c.model_id', 'c.battery_below', 'c.charge_until', 'p.start_time', 'p.end_time'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.is_valid', '=', 1)
    .orderBy('c.config_code')
    .execute();
  const date = new Date(now);
  const minute = date.getHours() * 60 + date.getMinutes();
  return rows
    .filter((r) => inWindow(minute, r.start_time, r.end_time))
    .map((r) => ({
      ...(r.group_id ? { groupId: groupId(r.group_id) } : {}),
      ...(r.model_id ? { modelId: modelId(r.model_id) } : {}),
      below: r.battery_below,
      until: r.charge_until,
    }));
}

/**
 * Keeps each fleet's idle-charging rules in step with the table and the clock: sent when a fleet
 * starts or resumes, when a setting or period changes, and when a window opens or closes.
 */
export class IdleChargingFollower {
  /** What each layout's fleet was last given, so an unchanged set is not sent again. */
  private readonly sent = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async send(rt: FleetRuntime, force = false): Promise<void> {
    const rules = await openRules(this.app, rt.tenantId, this.app.clock());
    const key = JSON.stringify(rules);
    if (!force && this.sent.get(rt.layoutId) === key) return;
    await rt.command({ type: 'setIdleCharging', rules });
    this.sent.set(rt.layoutId, key);
  }

  /** Every running fleet, e.g. after a setting changed or on the timer. */
  async refresh(): Promise<void> {
    const tenants = await this.app.db.selectFrom('tenants').select('id').execute();
    for (const t of tenants) for (const rt of this.app.fleets.ofTenant(t.id)) await this.quietly(rt);
  }

  quietly(rt: FleetRuntime, force = false): Promise<void> {
    return this.send(rt, force).catch((err: unknown) => this.app.log.warn({ err, layoutId: rt.layoutId }, 'idle charging not applied'));
  }

  follow(scheduler: Scheduler | null): void {
    const stopStarts = this.app.fleets.eachRuntime((rt) => void this.quietly(rt, true));
    const stopHalts = this.app.fleets.onStorageHalt((rt, change) => {
      if (!change.halted) void this.quietly(rt, true);
    });
    const stopTimer = scheduler?.(IDLE_CHARGING_CHECK_MS, () => void this.refresh());
    this.app.addHook('onClose', async () => {
      stopStarts();
      stopHalts();
      stopTimer?.();
    });
  }
}

/** One follower per app, found from any of its plugin instances through the shared fleets. */
const followers = new WeakMap<FleetRuntimes, IdleChargingFollower>();
export const idleChargingOf = (app: FastifyInstance): IdleChargingFollower | undefined => followers.get(app.fleets);

export function startIdleCharging(app: FastifyInstance, scheduler: Scheduler | null): IdleChargingFollower {
  const follower = new IdleChargingFollower(app);
  followers.set(app.fleets, follower);
  follower.follow(scheduler);
  return follower;
}
