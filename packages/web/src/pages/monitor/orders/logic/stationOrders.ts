import type { CallOrder, Transorder } from '@agvs/contract';

/**
 * The open orders the equipment tooltip lists (SPEC §7): transport orders found by source or by
 * destination station, each once, newest release first; call orders from or to the station.
 */
export function openOrdersAt(found: readonly Transorder[]): Transorder[] {
  const byId = new Map(found.map((order) => [order.id, order]));
  return [...byId.values()].sort((a, b) => (b.releaseTime ?? 0) - (a.releaseTime ?? 0));
}

export function openCallOrdersAt(calls: readonly CallOrder[], stationCode: string): CallOrder[] {
  return calls.filter((call) => call.srcStationCode === stationCode || call.destStationCode === stationCode);
}
