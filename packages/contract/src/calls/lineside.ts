import { z } from 'zod';
import { CancelResult, CreatedIds, DeliveryCarriage, DeliveryIdQuery, LinesideCancel, LinesideOptions, ReleasedDeliveries, RequireOrderAdd, RequireOrderRelease } from '../api/lineside.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/**
 * The line-side flow (issue 16, docs/lineside.md): require orders are made, released into
 * delivery orders (which make call and transport orders) and cancelled here; the generic routes
 * of resources/lineside.ts only read them.
 */
export const LinesideCalls = defineCalls('lineside', {
  options: {
    method: 'GET',
    path: '/les/options',
    summary: 'Workplaces, part numbers, BOMs, lines, line zones, layouts and AGV groups to choose from',
    access: { signedIn: true },
    response: LinesideOptions,
  },
  addRequire: {
    method: 'POST',
    path: '/les/requireOrder/add',
    summary: 'A require order at a workplace, in Init',
    access: { perm: Perm.lesRequireOrderAdd },
    body: RequireOrderAdd,
    response: CreatedIds,
  },
  release: {
    method: 'POST',
    path: '/les/requireOrder/release',
    summary: 'Release require orders: delivery orders by routing and line zone within a time window, with their call and transport orders',
    access: { perm: Perm.lesRequireOrderRelease },
    body: RequireOrderRelease,
    response: ReleasedDeliveries,
  },
  cancelRequire: {
    method: 'POST',
    path: '/les/requireOrder/cancel',
    summary: 'Cancel require orders and the containers not yet on their way',
    access: { perm: Perm.lesRequireOrderCancel },
    body: LinesideCancel,
    response: CancelResult,
  },
  cancelDelivery: {
    method: 'POST',
    path: '/les/deliveryOrder/cancel',
    summary: 'Cancel delivery orders: the containers not yet on their way, and their require orders',
    access: { perm: Perm.lesDeliveryOrderCancel },
    body: LinesideCancel,
    response: CancelResult,
  },
  carriages: {
    method: 'GET',
    path: '/les/deliveryOrder/carriages',
    summary: "A delivery order's containers with their call and transport orders' state",
    access: { perm: Perm.lesDeliveryOrderList },
    query: DeliveryIdQuery,
    response: z.array(DeliveryCarriage),
  },
});
