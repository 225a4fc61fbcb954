import type { FleetStore } from './store.js';

/**
 * Warning code of an order that waits for its named vehicle while that vehicle is offline
 * (issue 14): the order's warning reads `VEHICLE_OFFLINE:<vehicle code>`, which the console
 * shows translated beside the order.
 */
export const VEHICLE_OFFLINE_WARNING = 'VEHICLE_OFFLINE';

/**
 * After dispatch: an Init order naming a vehicle that is not connected says why it waits; the
 * warning goes again once the vehicle is back or the order is under way. Only orders whose
 * warning changes are touched (and reported, orderWarning).
 */
export function markNamedVehicleWaits(store: FleetStore): void {
  for (const o of store.liveOrders()) {
    const named = o.constraints.vehicleId !== undefined ? store.vehicles.get(o.constraints.vehicleId) : undefined;
    const wanted = o.state === 'Init' && named && !named.connected ? `${VEHICLE_OFFLINE_WARNING}:${named.config.code}` : undefined;
    const ours = o.warning?.startsWith(`${VEHICLE_OFFLINE_WARNING}:`) ?? false;
    if (wanted === o.warning || (!wanted && !ours)) continue;
    const warning = wanted ?? '';
    store.orders.set(o.id, { ...o, warning });
    store.emit({ type: 'orderWarning', order: o.id, warning });
  }
}
