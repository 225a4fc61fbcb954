import type { AgvInfoCard, CreatedOrders, CreateTaskRequest, PageResult, Transorder } from '@agvs/contract';
import { stationId } from '@agvs/core';
import { demoIds } from '../db/seed/fleet-ids.js';
import type { Harness } from './harness.js';

export const LAYOUT1 = demoIds.layout('LAYOUT01');

/** Long trips across the demo hall of LAYOUT1: vehicles pass many stations and are often caught between two. */
export const LONG_TRIPS: readonly (readonly [source: string, destination: string])[] = [
  ['A01N02', 'A06S14'],
  ['A05N10', 'A01S01'],
  ['A03N08', 'A06S03'],
  ['A02N04', 'A05S12'],
  ['A06N01', 'A02S09'],
];

/** The create-task form as the console sends it (numbers as text, priority 1). */
export const taskForm = (over: Partial<CreateTaskRequest> = {}): CreateTaskRequest => ({
  srcLayoutId: `${demoIds.map('MAP01')},${LAYOUT1}`,
  destLayoutId: `${demoIds.map('MAP01')},${LAYOUT1}`,
  srcStationCode: 'A01N01',
  destStationCode: 'A03S05',
  taskType: 'Material',
  cycleTimes: 1,
  priority: 1,
  ...over,
});

/** The AGV dialog's form as the console sends it (add: no id; edit: with id). */
export const agvForm = (over: Record<string, unknown> = {}) => ({
  currentLayoutId: LAYOUT1,
  agvUid: 'TEST-0001',
  agvCode: 'TS01',
  agvName: 'TS01',
  groupId: demoIds.group('WH_FORKLIFTS'),
  modelId: demoIds.model('FL1500'),
  isValid: 1,
  agvType: 'Laser',
  agvHeadType: 'Forklift',
  agvProtocol: 'SIMULATION',
  agvSpeed: 1500,
  agvIp: '192.168.10.199',
  isCommunicationLog: 0,
  taskStrategy: 'Nearest',
  isLock: 0,
  isAutoAllocation: 1,
  controlTaskType: [{ taskType: 'Delivery' }, { taskType: 'Charge' }, { taskType: 'Park' }],
  batteryLowLevel: 20,
  runOrderBatteryLevel: 40,
  freeBatteryLevel: 60,
  batteryFullLevel: 95,
  batteryFullTime: 90,
  agvImageSize: 30,
  ...over,
});

/** A load is put on (or taken off) a station of LAYOUT1, as the station dialog's occupancy switch does. */
export async function setLoad(h: Harness, stationCode: string, occupied = true): Promise<void> {
  await h.app.fleets.get(1000, LAYOUT1)!.command({ type: 'setStationOccupied', station: stationId(stationCode), occupied });
}

/** Creates a task; a load is put on its source first (a pick at an empty station is refused). */
export async function createTask(h: Harness, token: string, over: Partial<CreateTaskRequest> = {}): Promise<string> {
  const source = taskForm(over).srcStationCode;
  if (source) await setLoad(h, source);
  const { body } = await h.call<CreatedOrders>('POST', '/agvserver/task/createTask', { token, body: taskForm(over) });
  if (!body.success) throw new Error(`createTask failed: ${body.message}`);
  return body.result.ids[0];
}

export async function order(h: Harness, token: string, id: string): Promise<Transorder> {
  return (await h.call<Transorder>('GET', '/agvserver/transorder/queryById', { token, query: { id } })).body.result;
}

export async function cards(h: Harness, token: string, layoutId = LAYOUT1): Promise<AgvInfoCard[]> {
  return (await h.call<AgvInfoCard[]>('GET', '/agvserver/layout/getLayoutSimpleAgvInfo', { token, query: { layoutId } })).body.result;
}

export async function openOrders(h: Harness, token: string): Promise<Transorder[]> {
  const { body } = await h.call<PageResult<Transorder>>('GET', '/agvserver/transorder/list', {
    token,
    query: { transorderStatus: 'Preset,Init,Release,Running', layoutId: LAYOUT1, pageSize: '100' },
  });
  return [...body.result.records];
}

/**
 * Runs simulated fleet time in steps until check holds (looked at every checkEveryMs), and
 * returns the simulated ms it took. Fails after maxMs.
 */
export async function runUntil(h: Harness, check: () => Promise<boolean>, maxMs = 900_000, stepMs = 500, checkEveryMs = 5_000): Promise<number> {
  for (let t = 0; t < maxMs; t += checkEveryMs) {
    if (await check()) return t;
    await h.runFleet(checkEveryMs, stepMs);
  }
  if (await check()) return maxMs;
  throw new Error(`condition not met within ${maxMs} ms of fleet time`);
}
