import { BookAdjust, BookedContainer, BookInbound, BookOutbound, BookTransfer, StockAnswer, StockQuery, StoreView, WmsOptions } from '../api/warehouse.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/*
 * Stock bookings, stock by location and the store client (issue 16, docs/warehouse.md). The
 * console's bookings are behind wms:book:*; the store client's are for any signed-in caller and
 * reach only the warehouse bound to the caller (a device user with its issued token).
 */
export const WarehouseCalls = defineCalls('warehouse', {
  options: {
    method: 'GET',
    path: '/wms/options',
    summary: "The tenant's layouts, device users, warehouses, locations, bins, containers and lots for the warehouse forms",
    access: { perm: Perm.wmsStockList },
    response: WmsOptions,
  },
  stock: {
    method: 'GET',
    path: '/wms/stock/list',
    summary: 'Stock by warehouse, location, bin, part and lot',
    access: { perm: Perm.wmsStockList },
    query: StockQuery,
    response: StockAnswer,
  },
  inbound: {
    method: 'POST',
    path: '/wms/book/inbound',
    summary: 'Book a lot quantity in a container into a bin',
    access: { perm: Perm.wmsBookInbound },
    body: BookInbound,
    response: BookedContainer,
  },
  outbound: {
    method: 'POST',
    path: '/wms/book/outbound',
    summary: 'Book a quantity out of a container',
    access: { perm: Perm.wmsBookOutbound },
    body: BookOutbound,
    response: BookedContainer,
  },
  transfer: {
    method: 'POST',
    path: '/wms/book/transfer',
    summary: 'Move a container with its contents to another bin',
    access: { perm: Perm.wmsBookTransfer },
    body: BookTransfer,
    response: BookedContainer,
  },
  adjust: {
    method: 'POST',
    path: '/wms/book/adjust',
    summary: 'Set a counted quantity of a lot in a container',
    access: { perm: Perm.wmsBookAdjust },
    body: BookAdjust,
    response: BookedContainer,
  },
  storeView: {
    method: 'GET',
    path: '/wms/store/view',
    summary: "The calling store client's warehouse: bins, containers and stock",
    access: { signedIn: true },
    response: StoreView,
  },
  storeInbound: {
    method: 'POST',
    path: '/wms/store/inbound',
    summary: 'Book in at the store client (bins of its warehouse only)',
    access: { signedIn: true },
    body: BookInbound,
    response: BookedContainer,
  },
  storeOutbound: {
    method: 'POST',
    path: '/wms/store/outbound',
    summary: 'Book out at the store client (containers of its warehouse only)',
    access: { signedIn: true },
    body: BookOutbound,
    response: BookedContainer,
  },
  storeTransfer: {
    method: 'POST',
    path: '/wms/store/transfer',
    summary: "Move a container between bins of the store client's warehouse",
    access: { signedIn: true },
    body: BookTransfer,
    response: BookedContainer,
  },
});
