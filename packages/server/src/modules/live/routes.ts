import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availability, DefaultRouter, loadedWithoutOrder, stationId, vehicleId, type FleetCommand } from '@agvs/core';
import { LiveCalls } from '@agvs/contract';
import type { z } from 'zod';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { CommandRejected, type FleetRuntime } from '../../runtime/fleet-runtime.js';
import { runtimeOf } from '../orders/service.js';
import { infoCards, occupiedStations } from './cards.js';
import { EncodedAnswers, runtimeVersion } from './encoded-answers.js';
import { layoutCards } from './layout-cards.js';
import { attachLiveCaches, liveCachesVersion } from './live-caches.js';

/** Runs a fleet command, turning the core's refusal into a translated business error. */
async function send(rt: FleetRuntime, cmd: FleetCommand): Promise<void> {
  try {
    await rt.command(cmd);
  } catch (err) {
    if (err instanceof CommandRejected) throw businessError('fleet.commandRejected', { reason: err.reason });
    throw err;
  }
}

/** SPEC §7 live calls on vehicles and stations: info cards, occupancy, locks, immediate charge and park, paths. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  // The polls below read the database through these caches (the socket feed shares them).
  attachLiveCaches(app.db, app.dbWrites);
  const vehicleRuntime = (tenantId: number, agvId: string) => {
    const rt = app.fleets.ofVehicle(tenantId, agvId);
    if (!rt) throw businessError('fleet.agvNotRunning', { agvId });
    return rt;
  };

  // Built once per change of the fleet or of the rows they show, whatever the number of screens.
  const strict = (schema: z.ZodType) => (app.config.strictAnswers ? schema : null);
  // Both card calls answer the cards of a set of runtimes: a map of one layout shares its answer.
  const cardAnswers = new EncodedAnswers(strict(LiveCalls.getLayoutSimpleAgvInfo.response));
  const occupied = new EncodedAnswers(strict(LiveCalls.getOccupiedStationSimpleList.response));
  const versionOf = (runtimes: readonly FleetRuntime[]) => `${runtimes.map((rt) => `${rt.layoutId}:${runtimeVersion(rt)}`).join(',')}|${liveCachesVersion(app.db)}`;

  route(app, LiveCalls.getLayoutSimpleAgvInfo, async (request, reply) => {
    const { tenantId } = signedIn(request);
    const rt = runtimeOf(app, tenantId, request.query.layoutId);
    return cardAnswers.send(request, reply, `${tenantId}|${rt.layoutId}`, versionOf([rt]), () => layoutCards(app.db, rt));
  });

  route(app, LiveCalls.getMapSimpleAgvInfo, async (request, reply) => {
    const { tenantId } = signedIn(request);
    const runtimes = app.fleets.ofTenant(tenantId, request.query.mapId);
    const key = `${tenantId}|${runtimes.map((rt) => rt.layoutId).join(',')}`;
    return cardAnswers.send(request, reply, key, versionOf(runtimes), () => infoCards(app.db, tenantId, runtimes));
  });

  route(app, LiveCalls.getOccupiedStationSimpleList, async (request, reply) => {
    const { tenantId } = signedIn(request);
    const rt = runtimeOf(app, tenantId, request.query.layoutId);
    return occupied.send(request, reply, `${tenantId}|${rt.layoutId}`, versionOf([rt]), () => occupiedStations(app.db, rt));
  });

  route(app, LiveCalls.setIsLockByAgvUid, async (request) => {
    const { tenantId } = signedIn(request);
    const agv = await app.db.selectFrom('agvs').select('id').where('tenant_id', '=', tenantId).where('agv_uid', '=', request.body.agvUid).executeTakeFirst();
    if (!agv) throw businessError('fleet.agvNotFound', { agvUid: request.body.agvUid });
    const locked = request.body.isLock === 1;
    const rt = app.fleets.ofVehicle(tenantId, agv.id);
    if (rt) await send(rt, { type: 'setVehicleLocked', vehicle: vehicleId(agv.id), locked });
    else await app.db.updateTable('agvs').set({ is_lock: locked ? 1 : 0, updated_at: app.clock() }).where('id', '=', agv.id).execute();
    return ok(null, request.t(locked ? 'fleet.agvLocked' : 'fleet.agvUnlocked'));
  });

  route(app, LiveCalls.lockAgv, async (request) => {
    const { tenantId } = signedIn(request);
    for (const row of request.body) await send(vehicleRuntime(tenantId, row.id), { type: 'setVehicleLocked', vehicle: vehicleId(row.id), locked: true });
    return ok(null, request.t('fleet.agvLocked'));
  });

  route(app, LiveCalls.shutdownAgv, async (request) => {
    const { tenantId } = signedIn(request);
    for (const row of request.body) await send(vehicleRuntime(tenantId, row.id), { type: 'setConnected', vehicle: vehicleId(row.id), connected: false });
    return ok(null, request.t('fleet.agvShutdown'));
  });

  route(app, LiveCalls.createChargeTaskImmediately, async (request) => {
    const { tenantId } = signedIn(request);
    await send(vehicleRuntime(tenantId, request.query.agvId), { type: 'chargeNow', vehicle: vehicleId(request.query.agvId) });
    return ok(null, request.t('fleet.chargeTaskCreated'));
  });

  route(app, LiveCalls.createParkTaskImmediately, async (request) => {
    const { tenantId } = signedIn(request);
    await send(vehicleRuntime(tenantId, request.query.agvId), { type: 'parkNow', vehicle: vehicleId(request.query.agvId) });
    return ok(null, request.t('fleet.parkTaskCreated'));
  });

  route(app, LiveCalls.unloadByHand, async (request) => {
    const { tenantId } = signedIn(request);
    const rt = vehicleRuntime(tenantId, request.body.agvId);
    const v = rt.fleet.vehicle(vehicleId(request.body.agvId));
    if (!loadedWithoutOrder(v)) throw businessError('fleet.agvNotLoadedWithoutOrder', { agvCode: v.config.code });
    await send(rt, { type: 'unloadByHand', vehicle: v.config.id });
    return ok(null, request.t('fleet.agvUnloaded'));
  });

  route(app, LiveCalls.updateStationOccupiedStatus, async (request) => {
    const { tenantId } = signedIn(request);
    const b = request.body;
    // The id is the station's, or (the call lives under zoneStation) one of its zone links'.
    const st = await app.db
      .selectFrom('stations')
      .select(['id', 'layout_id', 'station_code'])
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([eb('id', '=', b.id), eb('id', 'in', eb.selectFrom('zone_stations').select('station_id').where('tenant_id', '=', tenantId).where('id', '=', b.id))]),
      )
      .executeTakeFirst();
    if (!st) throw businessError('fleet.stationIdNotFound', { id: b.id });
    // Container type and external info are plain record fields; the load itself is live state.
    await app.db
      .updateTable('stations')
      .set({ station_container_type: b.stationContainerType ?? null, external_info: b.externalInfo ?? null, updated_at: app.clock() })
      .where('id', '=', st.id)
      .execute();
    const rt = app.fleets.get(tenantId, st.layout_id);
    if (rt) await send(rt, { type: 'setStationOccupied', station: stationId(st.station_code), occupied: b.isOccupied === 1 });
    else await app.db.updateTable('stations').set({ is_occupied: b.isOccupied }).where('id', '=', st.id).execute();
    return ok(null, request.t('fleet.stationSaved'));
  });

  route(app, LiveCalls.setOccupiedStation, async (request) => {
    const { tenantId } = signedIn(request);
    const b = request.body;
    const rt = runtimeOf(app, tenantId, b.layoutId);
    const st = rt.site.stations.get(b.stationCode);
    if (!st) throw businessError('fleet.stationNotFound', { stationCode: b.stationCode });
    if (b.agvId && !(await app.db.selectFrom('agvs').select('id').where('tenant_id', '=', tenantId).where('id', '=', b.agvId).executeTakeFirst())) {
      throw businessError('fleet.agvNotRunning', { agvId: b.agvId });
    }
    const taken = await app.db.selectFrom('occupied_stations').select('id').where('station_id', '=', st.id).executeTakeFirst();
    if (taken) throw businessError('fleet.stationHeld', { stationCode: b.stationCode });
    await rt.run(async () => {
      await app.db.insertInto('occupied_stations').values({ id: randomUUID(), tenant_id: tenantId, layout_id: rt.layoutId, station_id: st.id, agv_id: b.agvId ?? null, created_at: app.clock() }).execute();
    });
    await send(rt, { type: 'setStationLocked', station: stationId(b.stationCode), locked: true });
    return ok(null, request.t('fleet.stationSaved'));
  });

  route(app, LiveCalls.removeOccupiedStation, async (request) => {
    const { tenantId } = signedIn(request);
    const held = await app.db
      .selectFrom('occupied_stations as o')
      .innerJoin('stations as s', 's.id', 'o.station_id')
      .select(['o.id', 'o.layout_id', 's.station_code'])
      .where('o.tenant_id', '=', tenantId)
      .where('o.id', '=', request.body.id)
      .executeTakeFirst();
    if (!held) throw businessError('fleet.occupiedNotFound');
    await app.db.deleteFrom('occupied_stations').where('id', '=', held.id).execute();
    const rt = app.fleets.get(tenantId, held.layout_id);
    if (rt) await send(rt, { type: 'setStationLocked', station: stationId(held.station_code), locked: false });
    return ok(null, request.t('fleet.stationSaved'));
  });

  // The heading a console drew at a move end goes through the runtime like every command; the
  // runtime's event follower stores it (current_rotation) as it stores every other move.
  route(app, LiveCalls.updateCurrentRotationById, async (request) => {
    const { tenantId } = signedIn(request);
    const { id, currentRotation } = request.body;
    await send(vehicleRuntime(tenantId, id), { type: 'setHeading', vehicle: vehicleId(id), heading: currentRotation });
    return ok(null, request.t('fleet.rotationSaved'));
  });

  route(app, LiveCalls.queryPath, async (request) => {
    const { tenantId } = signedIn(request);
    const q = request.query;
    const rt = runtimeOf(app, tenantId, q.layoutId);
    for (const code of [q.srcStationCode, q.destStationCode]) if (!rt.site.stations.has(code)) throw businessError('fleet.stationNotFound', { stationCode: code });
    const found = new DefaultRouter().route(rt.fleet.graph, {
      from: stationId(q.srcStationCode),
      to: stationId(q.destStationCode),
      profile: { speed: 1000, rotationSpeed: 90 },
      availability: availability(rt.fleet.graph, rt.fleet.mapState),
    });
    if (!found) throw businessError('fleet.noPath', { src: q.srcStationCode, dest: q.destStationCode });
    const codes = [q.srcStationCode, ...found.steps.map((s) => s.to as string)];
    return ok({
      stationList: codes.map((c) => {
        const st = rt.site.stations.get(c)!;
        return { id: st.id, stationCode: c, graphId: st.graphId };
      }),
      segmentIds: found.steps.map((s) => s.segment as string),
      length: found.length,
    });
  });
};
