import type { RunStatus } from '@agvs/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isStorageRefusal } from '../../db/storage-refusal.js';

export const HOUR_MS = 3_600_000;

/** What the dashboard splits a vehicle's time into (docs/dashboard.md "Run time"). */
export const ACTIVITIES = ['driving', 'working', 'charging', 'idle', 'waiting', 'other'] as const;
export type ActivityKind = (typeof ACTIVITIES)[number];

/** The core's run status as a dashboard activity; the bench (bench/scenario.ts) counts its time shares the same way. */
export const ACTIVITY_OF: Readonly<Record<RunStatus, ActivityKind>> = {
  Moving: 'driving',
  Working: 'working',
  Charging: 'charging',
  Idle: 'idle',
  Parked: 'idle',
  Waiting: 'waiting',
  Paused: 'other',
  Error: 'other',
  Stopped: 'other',
  Offline: 'other',
};

/** One vehicle of a fleet as the recorder reads it. */
export interface VehicleReading {
  readonly agvId: string;
  readonly status: RunStatus;
  /** Distance driven in total, mm (the core's odometer). */
  readonly odometerMm: number;
}

/** One running fleet at one moment: its fleet time (ms since epoch) and vehicles. */
export interface FleetReading {
  readonly tenantId: number;
  readonly layoutId: string;
  readonly nowMs: number;
  readonly vehicles: readonly VehicleReading[];
}

interface Seen {
  readonly kind: ActivityKind;
  readonly atMs: number;
  readonly odometerMm: number;
}

interface Bucket {
  readonly tenantId: number;
  readonly agvId: string;
  readonly layoutId: string;
  readonly hourStart: number;
  readonly ms: Record<ActivityKind, number>;
  distanceMm: number;
}

const emptyMs = (): Record<ActivityKind, number> => ({ driving: 0, working: 0, charging: 0, idle: 0, waiting: 0, other: 0 });

/**
 * Accumulates each vehicle's time by activity and distance driven per clock hour, and writes the
 * sums to vehicle_activity. It is told readings of the fleets (after each tick or command that
 * changed something, and before the dashboard reads): the time since the previous reading goes
 * to the activity the vehicle had then. The core reports every status change as an event, so a
 * fleet that is not heard from has not changed status and the attribution is exact to one tick.
 */
export class ActivityRecorder {
  private readonly seen = new Map<string, Seen>();
  private pending = new Map<string, Bucket>();

  observe(reading: FleetReading): void {
    for (const v of reading.vehicles) {
      const key = `${reading.layoutId}|${v.agvId}`;
      const before = this.seen.get(key);
      const kind = ACTIVITY_OF[v.status];
      this.seen.set(key, { kind, atMs: Math.max(reading.nowMs, before?.atMs ?? 0), odometerMm: v.odometerMm });
      if (!before) continue;
      this.addTime(reading, v.agvId, before.kind, before.atMs, reading.nowMs);
      // A fleet rebuilt from the tables (restart, storage halt) starts its odometers at 0 again.
      const driven = v.odometerMm >= before.odometerMm ? v.odometerMm - before.odometerMm : v.odometerMm;
      if (driven > 0) this.bucket(reading, v.agvId, Math.floor(reading.nowMs / HOUR_MS) * HOUR_MS).distanceMm += driven;
    }
  }

  /** Forgets a fleet's vehicles that left it, so a return starts afresh instead of claiming the time away. */
  forget(layoutId: string, present: ReadonlySet<string>): void {
    for (const key of this.seen.keys()) {
      const [layout, agvId] = key.split('|') as [string, string];
      if (layout === layoutId && !present.has(agvId)) this.seen.delete(key);
    }
  }

  /** Writes what was accumulated; on a database that refuses writes the sums wait for the next flush. */
  async flush(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
    const buckets = [...this.pending.values()];
    this.pending = new Map();
    for (const [i, b] of buckets.entries()) {
      try {
        await upsert(db, b);
      } catch (err) {
        if (isStorageRefusal(err)) {
          for (const rest of buckets.slice(i)) this.merge(rest);
          throw err;
        }
        // The vehicle or layout was deleted meanwhile (foreign key): its figures go with it.
        log(`vehicle activity of ${b.agvId} not stored: ${String(err)}`);
      }
    }
  }

  /** Splits [from, to) at clock hours. */
  private addTime(reading: FleetReading, agvId: string, kind: ActivityKind, fromMs: number, toMs: number): void {
    for (let t = fromMs; t < toMs; ) {
      const hour = Math.floor(t / HOUR_MS) * HOUR_MS;
      const end = Math.min(toMs, hour + HOUR_MS);
      this.bucket(reading, agvId, hour).ms[kind] += end - t;
      t = end;
    }
  }

  private bucket(reading: FleetReading, agvId: string, hourStart: number): Bucket {
    const key = `${agvId}|${reading.layoutId}|${hourStart}`;
    let b = this.pending.get(key);
    if (!b) {
      b = { tenantId: reading.tenantId, agvId, layoutId: reading.layoutId, hourStart, ms: emptyMs(), distanceMm: 0 };
      this.pending.set(key, b);
    }
    return b;
  }

  private merge(b: Bucket): void {
    const into = this.bucket({ tenantId: b.tenantId, layoutId: b.layoutId, nowMs: 0, vehicles: [] }, b.agvId, b.hourStart);
    for (const k of ACTIVITIES) into.ms[k] += b.ms[k];
    into.distanceMm += b.distanceMm;
  }
}

/** Adds a bucket to its row (one statement, so two flushes never lose each other's sums). */
async function upsert(db: Kysely<Database>, b: Bucket): Promise<void> {
  await db
    .insertInto('vehicle_activity')
    .values({
      tenant_id: b.tenantId,
      agv_id: b.agvId,
      layout_id: b.layoutId,
      hour_start: b.hourStart,
      driving_ms: b.ms.driving,
      working_ms: b.ms.working,
      charging_ms: b.ms.charging,
      idle_ms: b.ms.idle,
      waiting_ms: b.ms.waiting,
      other_ms: b.ms.other,
      distance_mm: b.distanceMm,
    })
    .onConflict((oc) =>
      oc.columns(['agv_id', 'layout_id', 'hour_start']).doUpdateSet((eb) => ({
        driving_ms: eb('vehicle_activity.driving_ms', '+', eb.ref('excluded.driving_ms')),
        working_ms: eb('vehicle_activity.working_ms', '+', eb.ref('excluded.working_ms')),
        charging_ms: eb('vehicle_activity.charging_ms', '+', eb.ref('excluded.charging_ms')),
        idle_ms: eb('vehicle_activity.idle_ms', '+', eb.ref('excluded.idle_ms')),
        waiting_ms: eb('vehicle_activity.waiting_ms', '+', eb.ref('excluded.waiting_ms')),
        other_ms: eb('vehicle_activity.other_ms', '+', eb.ref('excluded.other_ms')),
        distance_mm: eb('vehicle_activity.distance_mm', '+', eb.ref('excluded.distance_mm')),
      })),
    )
    .execute();
}
