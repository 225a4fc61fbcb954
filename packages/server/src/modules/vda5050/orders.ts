import { randomUUID } from 'node:crypto';
import type { DriveInstruction, LayoutGraph, Mission, OrderAction, TravelEdge } from '@agvs/core';
import type { VdaVersion } from '@agvs/contract';
import type { DeviationRange } from './deviation.js';
import { mapToSite, type SiteOrigin } from './frame.js';

/*
 * Transport orders as VDA 5050 orders (docs/vda5050.md "Orders"): what the core releases of a
 * vehicle's route becomes the base, the rest the horizon; later releases go out as order updates
 * (same orderId, higher orderUpdateId) that start at the last base node sent.
 */

/** Defaults a stock virtual vehicle accepts (vda-5050-lib). */
export const DEFAULT_STATION_TYPE = 'floor';
export const DEFAULT_LOAD_TYPE = 'EPAL';

export interface VdaAction {
  readonly actionId: string;
  readonly actionType: string;
  readonly blockingType: 'NONE' | 'SOFT' | 'HARD';
  readonly actionParameters?: readonly { readonly key: string; readonly value: string }[];
}

export interface VdaNode {
  readonly nodeId: string;
  readonly sequenceId: number;
  readonly released: boolean;
  readonly nodePosition?: NodePosition;
  readonly actions: readonly VdaAction[];
}

/** allowedDeviationXY is spelt allowedDeviationXy in the 2.0.0 schema (the one vehicles are built against). */
type NodeDeviation = { readonly allowedDeviationTheta: number } & ({ readonly allowedDeviationXY: number } | { readonly allowedDeviationXy: number });

type NodePosition = { readonly x: number; readonly y: number; readonly theta?: number; readonly mapId: string } & NodeDeviation;

export interface VdaEdge {
  readonly edgeId: string;
  readonly sequenceId: number;
  readonly released: boolean;
  readonly startNodeId: string;
  readonly endNodeId: string;
  readonly actions: readonly VdaAction[];
}

/** What AGVS has sent a vehicle of one mission (a transport order, a charge, a park). */
export interface SentOrder {
  readonly orderId: string;
  /** The mission it carries out (missionKey): a transport order id, or the charger / parking place. */
  readonly mission: string;
  readonly kind: Mission['kind'];
  /** The transport order id of a delivery. */
  readonly coreOrder?: string;
  updateId: number;
  /** Released nodes sent so far, in order; the last one is where an update stitches on. */
  readonly base: { station: string; seq: number }[];
  /** The horizon (and target actions) last sent, to tell when it changed. */
  horizonKey: string;
  /** Action id -> the node (sequence id) it runs at. */
  readonly actions: Map<string, number>;
  /** Sequence ids whose actions were reported to the core. */
  readonly actionsReported: Set<number>;
  /** Ids of the actions per mission leg and index, kept while the horizon is sent again. */
  readonly actionIds: Map<string, string>;
  /** The last node sequence id reported reached. */
  reachedSeq: number;
  /** The core's released route no longer passes the last base node sent (logged once). */
  stitchLost?: boolean;
  /** The last message reached the mission target with no horizon left (the vehicle's order ends there). */
  final?: boolean;
  /** Node (sequence id) whose actions the vehicle reported FAILED; a retry sends them again. */
  failedAt?: number;
  /** How many times failed actions were sent again (each time as a new order `<id>-retry<n>`). */
  retries: number;
  /** stopCharging was sent (the mission after a charge waits until the vehicle no longer charges). */
  stopChargingSent?: boolean;
}

/** Which mission a sent order belongs to: the same key, the same VDA order. */
export function missionKey(m: Mission): string {
  return m.kind === 'Delivery' ? `order:${m.order}` : `${m.kind}:${m.target}`;
}

export interface OrderContext {
  readonly graph: LayoutGraph;
  readonly origin: SiteOrigin;
  readonly mapId: string;
  readonly version: VdaVersion;
  /** How far (m) and how much turned (rad) the vehicle may pass a node (its model's deviation range, deviation.ts). */
  readonly deviation: DeviationRange;
  /** stationType and loadType of a station (its container type), or the defaults. */
  readonly loadOf: (station: string) => { readonly stationType: string; readonly loadType: string };
}

/** VDA theta (rad, counter-clockwise, y up) of a core heading (degrees, y down). */
export function headingToTheta(deg: number): number {
  let t = (-deg * Math.PI) / 180;
  while (t > Math.PI) t -= 2 * Math.PI;
  while (t <= -Math.PI) t += 2 * Math.PI;
  return t;
}

function actionOf(sent: SentOrder, ctx: OrderContext, key: string, a: OrderAction, station: string): VdaAction {
  let actionId = sent.actionIds.get(key);
  if (!actionId) sent.actionIds.set(key, (actionId = randomUUID()));
  if (a.kind === 'wait') return { actionId, actionType: 'waitForTrigger', blockingType: 'HARD' };
  const load = ctx.loadOf(station);
  return {
    actionId,
    actionType: a.kind,
    blockingType: 'HARD',
    actionParameters: [
      { key: 'stationType', value: load.stationType },
      { key: 'loadType', value: load.loadType },
    ],
  };
}

/**
 * The order message (body without header) for the instruction, or undefined when nothing new is
 * to be sent. `sent` is what was sent of this order before (undefined: a new order); it is
 * updated to what the message says.
 */
export function orderMessage(d: DriveInstruction, sent: SentOrder, ctx: OrderContext, isNew: boolean): { orderId: string; orderUpdateId: number; nodes: VdaNode[]; edges: VdaEdge[] } | undefined {
  const stations = [d.from as string, ...d.released.map((e) => e.to as string)];
  const leg = d.mission.kind === 'Delivery' ? d.mission.leg : d.mission.kind;
  let start: { station: string; seq: number };
  let newBase: string[];
  let stitchEdges: readonly TravelEdge[];
  if (isNew) {
    start = { station: stations[0], seq: 0 };
    newBase = stations.slice(1);
    stitchEdges = d.released;
  } else {
    const last = sent.base[sent.base.length - 1];
    const k = stations.indexOf(last.station);
    if (k < 0) return undefined;
    start = last;
    newBase = stations.slice(k + 1);
    stitchEdges = d.released.slice(k);
  }
  const horizon = d.horizon;
  const all = [...stitchEdges, ...horizon];
  const targetLast = (all.length ? all[all.length - 1].to : start.station) === d.target;
  const horizonKey = `${leg}|${d.target}|${targetLast}|${horizon.map((e) => e.id).join(',')}`;
  if (!isNew && newBase.length === 0 && horizonKey === sent.horizonKey) return undefined;

  const nodes: VdaNode[] = [];
  const edges: VdaEdge[] = [];
  const node = (station: string, seq: number, released: boolean, leaving: TravelEdge | undefined, arriving: TravelEdge | undefined, last: boolean): VdaNode => {
    const s = ctx.graph.stations.get(station as never);
    // The first node of a new order is where the vehicle stands, as it stands (it turns there to leave).
    const first = isNew && seq === start.seq;
    const heading = first ? d.heading : (leaving?.startHeading ?? arriving?.endHeading);
    const p = s ? mapToSite(ctx.origin, s.x, s.y) : undefined;
    // The target's actions run at the route's last node; a stitching node keeps what it had.
    const actions = last && targetLast && !(seq === start.seq && !isNew) ? targetActions(d, sent, ctx, leg, station) : [];
    for (const a of actions) sent.actions.set(a.actionId, seq);
    return {
      nodeId: station,
      sequenceId: seq,
      released,
      ...(p ? { nodePosition: { x: p.x, y: p.y, ...(heading !== undefined ? { theta: headingToTheta(heading) } : {}), mapId: ctx.mapId, ...deviationOf(ctx) } } : {}),
      actions,
    };
  };
  nodes.push(node(start.station, start.seq, true, all[0], undefined, all.length === 0));
  let seq = start.seq;
  all.forEach((e, i) => {
    const released = i < newBase.length;
    edges.push({ edgeId: String(e.segment), sequenceId: seq + 1, released, startNodeId: e.from, endNodeId: e.to, actions: [] });
    seq += 2;
    nodes.push(node(e.to, seq, released, all[i + 1], e, i === all.length - 1));
  });
  if (isNew) sent.base.push(start);
  for (const n of nodes.slice(1, 1 + newBase.length)) sent.base.push({ station: n.nodeId, seq: n.sequenceId });
  if (!isNew) sent.updateId += 1;
  sent.horizonKey = horizonKey;
  sent.final = targetLast && horizon.length === 0;
  return { orderId: sent.orderId, orderUpdateId: sent.updateId, nodes, edges };
}

function deviationOf(ctx: OrderContext): NodeDeviation {
  const { xyM, thetaRad } = ctx.deviation;
  return ctx.version === '2.0.0' ? { allowedDeviationXy: xyM, allowedDeviationTheta: thetaRad } : { allowedDeviationXY: xyM, allowedDeviationTheta: thetaRad };
}

/** The actions at the mission target: pick or drop of a delivery, startCharging at a charger, none at a parking place. */
function targetActions(d: DriveInstruction, sent: SentOrder, ctx: OrderContext, leg: string, station: string): VdaAction[] {
  if (d.mission.kind === 'Charge') {
    let actionId = sent.actionIds.get('charge');
    if (!actionId) sent.actionIds.set('charge', (actionId = randomUUID()));
    return [{ actionId, actionType: 'startCharging', blockingType: 'HARD' }];
  }
  return d.actions.map((a, i) => actionOf(sent, ctx, `${leg}:${i}`, a, station));
}

/**
 * A new sent order for the mission. A delivery's orderId is the transport order's id (a retry
 * after failed actions adds `-retry<n>`, as the vehicle takes a new order only under a new id);
 * a charge or park gets an id of its own.
 */
export function newSentOrder(mission: Mission, retries = 0): SentOrder {
  const coreOrder = mission.kind === 'Delivery' ? (mission.order as string) : undefined;
  const base = coreOrder ?? `${mission.kind.toLowerCase()}-${randomUUID()}`;
  return {
    orderId: retries > 0 ? `${base}-retry${retries}` : base,
    mission: missionKey(mission),
    kind: mission.kind,
    ...(coreOrder ? { coreOrder } : {}),
    updateId: 0,
    base: [],
    horizonKey: '',
    actions: new Map(),
    actionsReported: new Set(),
    actionIds: new Map(),
    reachedSeq: 0,
    retries,
  };
}

/** An instantActions body of one action with a fresh id: 2.0.0 lists it under `instantActions`, 2.1.0 under `actions`. */
export function instantActionBody(version: VdaVersion, actionType: string, blockingType: VdaAction['blockingType']): Record<string, unknown> {
  const actions: VdaAction[] = [{ actionId: randomUUID(), actionType, blockingType }];
  return version === '2.0.0' ? { instantActions: actions } : { actions };
}
