import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availability, DefaultRouter, loadedWithoutOrder, stationId, vehicleId, type FleetCommand } from '@agvs/core';
import {
  AgvIdBody,
  AgvIdQuery,
  AgvRowsRequest,
  IdBody,
  LayoutIdQuery,
  MapIdQuery,
  Perm,
  QueryPathQuery,
  RotationRequest,
  SetLockRequest,
  SetOccupiedStationRequest,
  UpdateStationOccupiedRequest,
  type AgvInfoCard,
  type OccupiedStation,
  type PathResult,
} from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { signedIn } from '../../plugins/auth.js';
import { CommandRejected, type FleetRuntime } from '../../runtime/fleet-runtime.js';
import { runtimeOf } from '../orders/service.js';
import { infoCards, occupiedStations } from './cards.js';

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
  const tags = ['live'];
  const vehicleRuntime = (tenantId: number, agvId: string) => {
    const rt = app.fleets.ofVehicle(tenantId, agvId);
    if (!rt) throw businessError('fleet.agvNotRunning', { agvId });
    return rt;
  };

  app.get(
    '/agvserver/layout/getLayoutSimpleAgvInfo',
    { schema: { tags, summary: 'AGV info cards of a layout', querystring: LayoutIdQuery }, config: { perm: Perm.monitorPublic } },
    async (request) => {
      const { tenantId } = signedIn(request);
      return ok<AgvInfoCard[]>(await infoCards(app.db, tenantId, [runtimeOf(app, tenantId, request.query.layoutId)]));
    },
  );

  app.get(
    '/agvserver/map/getMapSimpleAgvInfo',
    { schema: { tags, summary: 'AGV info cards of every layout of a map', querystring: MapIdQuery }, config: { perm: Perm.monitorPublic } },
    async (request) => {
      const { tenantId } = signedIn(request);
      return ok<AgvInfoCard[]>(await infoCards(app.db, tenantId, app.fleets.ofTenant(tenantId, request.query.mapId)));
    },
  );

  app.get(
    '/agvserver/station/getOccupiedStationSimpleList',
    { schema: { tags, summary: 'Stations held by vehicles or operators', querystring: LayoutIdQuery }, config: { perm: Perm.monitorPublic } },
    async (request) => {
      const { tenantId } = signedIn(request);
      return ok<OccupiedStation[]>(await occupiedStations(app.db, runtimeOf(app, tenantId, request.query.layoutId)));
    },
  );

  app.post(
    '/agvserver/agv/setIsLockByAgvUid',
    { schema: { tags, summary: 'Lock a vehicle out of automatic dispatching, or unlock it', body: SetLockRequest }, config: { perm: Perm.monitorAgvClose } },
    async (request) => {
      const { tenantId } = signedIn(request);
      const agv = await app.db.selectFrom('agvs').select('id').where('tenant_id', '=', tenantId).where('agv_uid', '=', request.body.agvUid).executeTakeFirst();
      if (!agv) throw businessError('fleet.agvNotFound', { agvUid: request.body.agvUid });
      const locked = request.body.isLock === 1;
      const rt = app.fleets.ofVehicle(tenantId, agv.id);
      if (rt) await send(rt, { type: 'setVehicleLocked', vehicle: vehicleId(agv.id), locked });
      else await app.db.updateTable('agvs').set({ is_lock: locked ? 1 : 0, updated_at: app.clock() }).where('id', '=', agv.id).execute();
      return ok(null, request.t(locked ? 'fleet.agvLocked' : 'fleet.agvUnlocked'));
    },
  );

  app.post(
    '/agvserver/agv/lockAgv',
    { schema: { tags, summary: 'Lock the selected vehicles', body: AgvRowsRequest }, config: { perm: Perm.monitorAgvClose } },
    async (request) => {
      const { tenantId } = signedIn(request);
      for (const row of request.body) await send(vehicleRuntime(tenantId, row.id), { type: 'setVehicleLocked', vehicle: vehicleId(row.id), locked: true });
      return ok(null, request.t('fleet.agvLocked'));
    },
  );

  app.post(
    '/agvserver/agv/shutdownAgv',
    { schema: { tags, summary: 'Shut the selected vehicles down (offline)', body: AgvRowsRequest }, config: { perm: Perm.monitorAgvClose } },
    async (request) => {
      const { tenantId } = signedIn(request);
      for (const row of request.body) await send(vehicleRuntime(tenantId, row.id), { type: 'setConnected', vehicle: vehicleId(row.id), connected: false });
      return ok(null, request.t('fleet.agvShutdown'));
    },
  );

  app.get(
    '/agvserver/task/createChargeTaskImmediately',
    { schema: { tags, summary: 'Send a vehicle to the nearest free charger now', querystring: AgvIdQuery }, config: { perm: Perm.monitorTaskAdd } },
    async (request) => {
      const { tenantId } = signedIn(request);
      await send(vehicleRuntime(tenantId, request.query.agvId), { type: 'chargeNow', vehicle: vehicleId(request.query.agvId) });
      return ok(null, request.t('fleet.chargeTaskCreated'));
    },
  );

  app.get(
    '/agvserver/task/createParkTaskImmediately',
    { schema: { tags, summary: 'Send a vehicle to the nearest free parking place now', querystring: AgvIdQuery }, config: { perm: Perm.monitorTaskAdd } },
    async (request) => {
      const { tenantId } = signedIn(request);
      await send(vehicleRuntime(tenantId, request.query.agvId), { type: 'parkNow', vehicle: vehicleId(request.query.agvId) });
      return ok(null, request.t('fleet.parkTaskCreated'));
    },
  );

  app.post(
    '/agvserver/agv/unloadByHand',
    { schema: { tags, summary: 'The load a vehicle carries without an order was taken off by hand', body: AgvIdBody }, config: { perm: Perm.monitorAgvUnload } },
    async (request) => {
      const { tenantId } = signedIn(request);
      const rt = vehicleRuntime(tenantId, request.body.agvId);
      const v = rt.fleet.vehicle(vehicleId(request.body.agvId));
      if (!loadedWithoutOrder(v)) throw businessError('fleet.agvNotLoadedWithoutOrder', { agvCode: v.config.code });
      await send(rt, { type: 'unloadByHand', vehicle: v.config.id });
      return ok(null, request.t('fleet.agvUnloaded'));
    },
  );

  app.put(
    '/agvserver/zoneStation/updateStationOccupiedStatus',
    { schema: { tags, summary: 'Set whether a load stands on a station', body: UpdateStationOccupiedRequest }, config: { perm: Perm.monitorStationEdit } },
    async (request) => {
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
    },
  );

  app.post(
    '/agvserver/station/setOccupiedStation',
    { schema: { tags, summary: 'Hold a station for a vehicle (routes avoid it)', body: SetOccupiedStationRequest }, config: { perm: Perm.monitorStationEdit } },
    async (request) => {
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
    },
  );

  app.post(
    '/agvserver/station/removeOccupiedStation',
    { schema: { tags, summary: 'Release a station an operator held', body: IdBody }, config: { perm: Perm.monitorStationEdit } },
    async (request) => {
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
    },
  );

  app.post(
    '/agvserver/agv/updateCurrentRotationById',
    { schema: { tags, summary: 'The map reports a vehicle rotation at move end', body: RotationRequest }, config: { perm: Perm.monitorPublic } },
    async (request) => {
      const { tenantId } = signedIn(request);
      const r = await app.db
        .updateTable('agvs')
        .set({ current_rotation: request.body.currentRotation, updated_at: app.clock() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', request.body.id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw businessError('fleet.agvNotRunning', { agvId: request.body.id });
      return ok(null, request.t('fleet.rotationSaved'));
    },
  );

  app.get(
    '/agvserver/transorder/queryPath',
    { schema: { tags, summary: 'The route between two stations (path highlight)', querystring: QueryPathQuery }, config: { perm: Perm.monitorPublic } },
    async (request) => {
      const { tenantId } = signedIn(request);
      const q = request.query;
      const rt = runtimeOf(app, tenantId, q.layoutId);
      for (const code of [q.srcStationCode, q.destStationCode]) if (!rt.site.stations.has(code)) throw businessError('fleet.stationNotFound', { stationCode: code });
      const route = new DefaultRouter().route(rt.fleet.graph, {
        from: stationId(q.srcStationCode),
        to: stationId(q.destStationCode),
        profile: { speed: 1000, rotationSpeed: 90 },
        availability: availability(rt.fleet.graph, rt.fleet.mapState),
      });
      if (!route) throw businessError('fleet.noPath', { src: q.srcStationCode, dest: q.destStationCode });
      const codes = [q.srcStationCode, ...route.steps.map((s) => s.to as string)];
      return ok<PathResult>({
        stationList: codes.map((c) => {
          const st = rt.site.stations.get(c)!;
          return { id: st.id, stationCode: c, graphId: st.graphId };
        }),
        segmentIds: route.steps.map((s) => s.segment as string),
        length: route.length,
      });
    },
  );
};
