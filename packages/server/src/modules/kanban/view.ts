import { OPEN_ORDER_STATES, type RunStatus, type VehicleState } from '@agvs/core';
import type { BoardVehicleState, BoardView, KanbanPage } from '@agvs/contract';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';

/** What a board shows when the fleet is running; the colour follows the fleet's run status. */
export function boardState(v: VehicleState, status: RunStatus): BoardVehicleState {
  // Any raised error is what the hall must see first, whatever its level made the status.
  if (v.error) return 'error';
  switch (status) {
    case 'Offline':
    case 'Stopped':
      return 'offline';
    case 'Error':
      return 'error';
    case 'Charging':
      return 'charging';
    case 'Moving':
    case 'Working':
    case 'Waiting':
      return 'running';
    default:
      return 'idle';
  }
}

export interface BoardHead {
  readonly name: string;
  readonly page: KanbanPage;
  readonly layoutName: string | null;
}

/**
 * A board's view, read from the layout's running fleet in memory only (the one writer of live
 * state; the tables merely follow it), so a hall full of screens costs no database queries.
 */
export function buildBoardView(head: BoardHead, rt: FleetRuntime | undefined, now: number): BoardView {
  if (!rt) return { ...head, running: false, vehicles: [], zones: [], orders: [], errors: [], at: now };
  const fleet = rt.fleet;
  const codeOf = new Map(fleet.vehicles.map((v) => [v.config.id as string, v.config.code]));
  const vehicles = [...fleet.vehicles]
    .sort((a, b) => a.config.code.localeCompare(b.config.code))
    .map((v) => {
      const m = v.mission;
      return {
        code: v.config.code,
        state: boardState(v, fleet.status(v.config.id)),
        battery: Math.round(v.battery),
        orderCode: m?.kind === 'Delivery' ? fleet.order(m.order).code : null,
        errorCode: v.error?.code ?? null,
      };
    });
  const zones = (rt.site.layout.zones ?? [])
    .filter((z) => z.type === 'Working')
    .map((z) => ({
      code: z.code,
      stations: z.stations.map((s) => ({ code: s, name: rt.site.stations.get(s)?.name ?? s, occupied: fleet.stationOccupied(s) })),
    }));
  const orders = fleet.orders
    .filter((o) => OPEN_ORDER_STATES.includes(o.state))
    .map((o) => ({
      code: o.code,
      state: o.state,
      source: o.source as string,
      destination: (o.resolvedDestination ?? o.destination ?? null) as string | null,
      vehicleCode: o.vehicle ? (codeOf.get(o.vehicle) ?? null) : null,
    }));
  const errors = fleet.vehicles.flatMap((v) => (v.error ? [{ vehicleCode: v.config.code, errorCode: v.error.code, level: v.error.level ?? 'Error' }] : []));
  return { ...head, running: true, vehicles, zones, orders, errors, at: now };
}
