import type { Kysely } from 'kysely';
import { stationId, vehicleId, type DriveInstruction, type FleetCommand } from '@agvs/core';
import type { Database } from '../../db/schema.js';
import type { WriteWatch } from '../../db/write-watch.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import type { FleetRuntimes } from '../../runtime/registry.js';
import { ModelDeviations, type DeviationRange } from './deviation.js';
import { mapToSite } from './frame.js';
import { DEFAULT_LOAD_TYPE, DEFAULT_STATION_TYPE, instantActionBody, missionKey, newSentOrder, orderMessage, type SentOrder, type VdaAction } from './orders.js';
import type { ReadState, ReportedPosition } from './read-state.js';
import type { VdaTopic } from './schemas.js';
import { SentOrderStore } from './sent-store.js';
import type { VdaVehicle } from './vehicles.js';

export interface OrderSyncDeps {
  readonly db: Kysely<Database>;
  readonly writes: WriteWatch;
  readonly fleets: FleetRuntimes;
  readonly clock: () => number;
  readonly warn: (msg: string) => void;
  readonly publish: (vehicle: VdaVehicle, topic: VdaTopic, body: Record<string, unknown>) => boolean;
  /** Applies a fleet command for the vehicle; false when the fleet refused it. */
  readonly report: (vehicle: VdaVehicle, cmd: FleetCommand) => Promise<boolean>;
  /** What the vehicle last said of itself: charging, position (site frame). */
  readonly said: (agvId: string) => { readonly charging?: boolean; readonly position?: ReportedPosition } | undefined;
}

/**
 * The order side of VDA 5050 master control (docs/vda5050.md "Orders"): after every fleet step
 * and every message of a vehicle, sends it what changed for it (a new order, an order update,
 * pause, resume, cancel, stopCharging, failed actions again) and reports the progress its state
 * shows to the fleet. What was sent is stored (sent-store.ts), so a restart goes on with it.
 * The master calls it for one vehicle at a time (its per-vehicle queue).
 */
export class OrderSync {
  /** What was sent of each vehicle's running order, by record id (read from the store once per vehicle). */
  private readonly sentOrders = new Map<string, SentOrder>();
  private readonly loaded = new Set<string>();
  /** The lock state last told a vehicle (startPause / stopPause), by record id. */
  private readonly pauseSent = new Map<string, boolean>();
  /** Container type of each station code, per layout (loadType of pick and drop). */
  private readonly containerTypes = new Map<string, Promise<Map<string, string | null>>>();
  private readonly store: SentOrderStore;
  private readonly deviations: ModelDeviations;

  constructor(private readonly deps: OrderSyncDeps) {
    this.store = new SentOrderStore(deps.db, deps.clock);
    this.deviations = new ModelDeviations(deps.db, deps.writes);
  }

  /** Station data may have changed (vehicles or layouts were read again). */
  forgetStations(): void {
    this.containerTypes.clear();
  }

  private async sentOf(vehicle: VdaVehicle): Promise<SentOrder | undefined> {
    if (!this.loaded.has(vehicle.agvId)) {
      const stored = await this.store.load(vehicle.tenantId, vehicle.agvId);
      this.loaded.add(vehicle.agvId);
      if (stored && !this.sentOrders.has(vehicle.agvId)) {
        this.sentOrders.set(vehicle.agvId, stored);
        await this.restoreReleased(vehicle, stored);
      }
    }
    return this.sentOrders.get(vehicle.agvId);
  }

  /**
   * Read back after a restart: the vehicle still drives the nodes it was released and has not
   * reached, so the fleet (restored without routes) reserves them again as the start of its route
   * and plans on from their end; updates then stitch on as before.
   */
  private async restoreReleased(vehicle: VdaVehicle, sent: SentOrder): Promise<void> {
    const ahead = sent.base.filter((n) => n.seq > sent.reachedSeq).map((n) => stationId(n.station));
    if (ahead.length) await this.deps.report(vehicle, { type: 'restoreReleasedRoute', vehicle: vehicleId(vehicle.agvId), stations: ahead });
  }

  private async keep(vehicle: VdaVehicle, sent: SentOrder): Promise<void> {
    this.sentOrders.set(vehicle.agvId, sent);
    await this.store.save(vehicle.tenantId, vehicle.agvId, sent);
  }

  private instant(vehicle: VdaVehicle, actionType: string, blockingType: VdaAction['blockingType']): boolean {
    return this.deps.publish(vehicle, 'instantActions', instantActionBody(vehicle.version, actionType, blockingType));
  }

  async sync(vehicle: VdaVehicle): Promise<void> {
    const rt = this.deps.fleets.get(vehicle.tenantId, vehicle.layoutId);
    const v = rt?.fleet.vehicles.find((x) => x.config.id === vehicle.agvId);
    if (!rt || !v) return;
    const id = vehicle.agvId;
    if (v.connected && v.locked !== (this.pauseSent.get(id) ?? false)) {
      if (this.instant(vehicle, v.locked ? 'startPause' : 'stopPause', 'HARD')) this.pauseSent.set(id, v.locked);
    }
    const d = rt.fleet.driveInstruction(v.config.id);
    const key = d ? missionKey(d.mission) : undefined;
    let sent = await this.sentOf(vehicle);
    if (sent && sent.mission !== key) {
      // An offline vehicle would not hear the cancel: it is told once it is back.
      if (!v.connected) return;
      // The next mission waits until the vehicle has let go of the last one (stopped charging).
      if (!(await this.end(vehicle, rt, sent))) return;
      sent = undefined;
    }
    if (!d || !v.connected) return;
    if (d.mission.kind === 'Delivery' && rt.fleet.order(d.mission.order).state === 'Pause') return;
    let target = sent;
    // Retried after failed actions: the fleet runs them again, the vehicle gets them in a new order (its last one is done).
    if (sent?.failedAt !== undefined && d.working) target = newSentOrder(d.mission, sent.retries + 1);
    const isNew = target === undefined || target !== sent;
    if (!isNew && !this.stitches(vehicle, d, target!)) return;
    const deviation = await this.deviations.of(vehicle.tenantId, vehicle.modelId);
    if (isNew && !(await this.startsInRange(vehicle, rt, d, deviation))) return;
    const types = await this.containerTypesOf(vehicle);
    target ??= newSentOrder(d.mission);
    const body = orderMessage(
      d,
      target,
      {
        graph: rt.fleet.graph,
        origin: vehicle.origin,
        mapId: vehicle.layoutId,
        version: vehicle.version,
        deviation,
        loadOf: (station) => ({ stationType: DEFAULT_STATION_TYPE, loadType: types.get(station) || DEFAULT_LOAD_TYPE }),
      },
      isNew,
    );
    if (!body) return;
    if (!this.deps.publish(vehicle, 'order', body)) return;
    // Driving on from the failed node (the step marked done): a later action is no retry.
    if (!isNew) target.failedAt = undefined;
    await this.keep(vehicle, target);
  }

  /** An update starts at the last base node sent: the route the fleet releases has to pass it. */
  private stitches(vehicle: VdaVehicle, d: DriveInstruction, sent: SentOrder): boolean {
    const last = sent.base[sent.base.length - 1];
    if (d.from === last.station || d.released.some((e) => e.to === last.station)) return true;
    // Still ahead, not yet released again (after a restart traffic control reserves afresh): wait for it.
    if (d.horizon.some((e) => e.to === last.station)) return false;
    if (!sent.stitchLost) this.deps.warn(`VDA 5050: the route of ${vehicle.agvCode} was planned again past what it was sent (node ${last.station}); no order update`);
    sent.stitchLost = true;
    return false;
  }

  /**
   * A new order starts at the node the vehicle stands on or last passed; a vehicle standing
   * beyond its deviation range (deviationXy of its model) of it, stopped between stations, would
   * refuse it. Its delivery then stops with the task error OUT_OF_DEVIATION (the operator moves
   * or re-positions it).
   */
  private async startsInRange(vehicle: VdaVehicle, rt: FleetRuntime, d: DriveInstruction, range: DeviationRange): Promise<boolean> {
    const at = this.deps.said(vehicle.agvId)?.position;
    const node = rt.fleet.graph.stations.get(d.from);
    if (!at || !node) return true;
    const p = mapToSite(vehicle.origin, node.x, node.y);
    const off = Math.hypot(at.x - p.x, at.y - p.y);
    if (off <= range.xyM) return true;
    if (d.mission.kind === 'Delivery') await this.deps.report(vehicle, { type: 'reportStartRefused', vehicle: vehicleId(vehicle.agvId), station: d.from });
    this.deps.warn(`VDA 5050: ${vehicle.agvCode} stands ${off.toFixed(2)} m from ${d.from}, beyond its deviation range (${range.xyM} m); no order sent`);
    return false;
  }

  /**
   * The vehicle's mission changed or ended: a charge it still charges for is stopped
   * (stopCharging; false until its state says it no longer charges), an order it has not
   * finished is cancelled. True when the sent order is done with.
   */
  private async end(vehicle: VdaVehicle, rt: FleetRuntime, sent: SentOrder): Promise<boolean> {
    if (sent.kind === 'Charge' && this.deps.said(vehicle.agvId)?.charging) {
      if (!sent.stopChargingSent && this.instant(vehicle, 'stopCharging', 'HARD')) {
        sent.stopChargingSent = true;
        await this.keep(vehicle, sent);
      }
      return false;
    }
    const last = sent.base[sent.base.length - 1];
    const finished =
      sent.kind === 'Delivery' ? rt.fleet.orders.find((o) => o.id === sent.coreOrder)?.state === 'Complete' : sent.stopChargingSent === true || (sent.final === true && sent.reachedSeq === last.seq);
    // Closed (or taken away) before it was done: the vehicle drops it. A cancel not sent (the broker away) is tried again at the next sync.
    if (!finished && !this.instant(vehicle, 'cancelOrder', 'NONE')) return false;
    this.sentOrders.delete(vehicle.agvId);
    await this.store.remove(vehicle.tenantId, vehicle.agvId);
    return true;
  }

  private containerTypesOf(vehicle: VdaVehicle): Promise<Map<string, string | null>> {
    let types = this.containerTypes.get(vehicle.layoutId);
    if (!types) {
      types = this.deps.db
        .selectFrom('stations')
        .select(['station_code', 'station_container_type'])
        .where('tenant_id', '=', vehicle.tenantId)
        .where('layout_id', '=', vehicle.layoutId)
        .execute()
        .then((rows) => new Map(rows.map((r) => [r.station_code, r.station_container_type])));
      this.containerTypes.set(vehicle.layoutId, types);
    }
    return types;
  }

  /**
   * Progress the state shows on the order AGVS sent: nodes reached, then the actions of a node
   * finished or failed (a delivery's; a charge is told by batteryState.charging).
   */
  async progress(vehicle: VdaVehicle, s: ReadState): Promise<void> {
    const sent = await this.sentOf(vehicle);
    if (!sent || s.orderId !== sent.orderId) return;
    const id = vehicleId(vehicle.agvId);
    let changed = false;
    if (s.lastNodeSequenceId !== undefined && s.lastNodeSequenceId > sent.reachedSeq) {
      const node = sent.base.find((n) => n.seq === s.lastNodeSequenceId);
      // Counted only once the fleet took it (right after a restart it may not have reserved the route yet).
      if (node && (await this.deps.report(vehicle, { type: 'reportNodeReached', vehicle: id, station: stationId(node.station) }))) {
        sent.reachedSeq = node.seq;
        changed = true;
      }
    }
    if (s.actionStates && sent.kind === 'Delivery') {
      const status = new Map(s.actionStates.map((a) => [a.actionId, a.status]));
      for (const seq of new Set(sent.actions.values())) {
        if (sent.actionsReported.has(seq) || seq > sent.reachedSeq) continue;
        const states = [...sent.actions].filter(([, at]) => at === seq).map(([actionId]) => status.get(actionId));
        const result = states.includes('FAILED') ? 'failed' : states.every((x) => x === 'FINISHED') ? 'finished' : undefined;
        if (!result) continue;
        sent.actionsReported.add(seq);
        if (result === 'failed') sent.failedAt = seq;
        changed = true;
        const station = sent.base.find((n) => n.seq === seq)?.station;
        if (station) await this.deps.report(vehicle, { type: 'reportNodeActions', vehicle: id, station: stationId(station), result });
      }
    }
    if (changed && this.sentOrders.get(vehicle.agvId) === sent) await this.keep(vehicle, sent);
  }
}
