import type { Order } from '../orders/order.js';
import { operable, type VehicleState } from '../vehicle/vehicle.js';
import type { ChargingPolicy } from './charging-policy.js';

/** Its current task may be dropped for an order: none, or an automatic charge or park. */
export function interruptible(v: VehicleState): boolean {
  if (v.activity?.kind === 'action') return false;
  return !v.mission || (v.mission.kind !== 'Delivery' && !v.mission.immediate);
}

/** The order's group / model / named-vehicle constraints hold for the vehicle. */
export function meetsConstraints(v: VehicleState, o: Order): boolean {
  const c = o.constraints;
  return (
    (c.vehicleId === undefined || c.vehicleId === v.config.id) &&
    (c.groupId === undefined || c.groupId === v.config.groupId) &&
    (c.modelId === undefined || c.modelId === v.config.modelId)
  );
}

/**
 * May the vehicle be given any order now? Connected and error-free, not locked, accepts
 * Delivery, has the battery the charging policy asks for, and is free or doing an automatic
 * charge or park.
 */
export function takesOrders(v: VehicleState, charging: ChargingPolicy): boolean {
  return operable(v) && !v.locked && v.config.taskTypes.includes('Delivery') && charging.canTakeOrder(v) && interruptible(v);
}

/**
 * May the vehicle be given this order now? It takes orders (takesOrders), is empty (loaded
 * when the order's load is already on it), takes automatic allocation (or is the named
 * vehicle) and meets the constraints.
 */
export function canCarry(v: VehicleState, o: Order, charging: ChargingPolicy): boolean {
  return (
    v.loaded === (o.loadOnVehicle ?? false) &&
    (v.config.autoAllocation || o.constraints.vehicleId === v.config.id) &&
    meetsConstraints(v, o) &&
    takesOrders(v, charging)
  );
}

/** May the dispatcher send it charging or parking on its own? (An externally driven vehicle too: it gets an order to the charger or parking place.) */
export function dispatchable(v: VehicleState, task: 'Charge' | 'Park'): boolean {
  return operable(v) && !v.locked && v.config.taskTypes.includes(task);
}
