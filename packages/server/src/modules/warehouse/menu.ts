import { Perm, type PermCode } from '@agvs/contract';
import type { MenuSeed } from '../../db/seed/menu.js';

const GROUP = 'menu-wms';

/** The warehouse pages of SPEC §2 (docs/warehouse.md), a menu group of their own. */
export const WMS_MENU: readonly MenuSeed[] = [
  { id: GROUP, parentId: null, title: 'menu.wms', path: '/wms', component: 'layouts/RouteView', redirect: '/wms/stock', icon: 'appstore', sort: 6 },
  { id: 'menu-wms-stock', parentId: GROUP, title: 'menu.wmsStock', path: '/wms/stock', component: 'warehouse/StockPage', sort: 1 },
  { id: 'menu-wms-warehouse', parentId: GROUP, title: 'menu.wmsWarehouse', path: '/wms/warehouse', component: 'warehouse/WarehouseList', sort: 2 },
  { id: 'menu-wms-location', parentId: GROUP, title: 'menu.wmsLocation', path: '/wms/location', component: 'warehouse/LocationList', sort: 3 },
  { id: 'menu-wms-bin', parentId: GROUP, title: 'menu.wmsBin', path: '/wms/bin', component: 'warehouse/BinList', sort: 4 },
  { id: 'menu-wms-bin-detail', parentId: GROUP, title: 'menu.wmsBinDetail', path: '/wms/binDetail', component: 'warehouse/BinDetailList', sort: 5 },
  { id: 'menu-wms-container', parentId: GROUP, title: 'menu.wmsContainer', path: '/wms/container', component: 'warehouse/ContainerList', sort: 6 },
  { id: 'menu-wms-lot', parentId: GROUP, title: 'menu.wmsLot', path: '/wms/lotInfo', component: 'warehouse/LotList', sort: 7 },
  { id: 'menu-wms-transaction', parentId: GROUP, title: 'menu.wmsTransaction', path: '/wms/transaction', component: 'warehouse/TransactionList', sort: 8 },
];

/** Each page's codes hang under it; the bookings under the stock page, where they are made. */
export const WMS_BUTTON_PARENT: Partial<Record<PermCode, string>> = Object.fromEntries(
  Object.entries({
    'menu-wms-warehouse': ['wmsWarehouseList', 'wmsWarehouseAdd', 'wmsWarehouseEdit', 'wmsWarehouseDelete', 'wmsWarehouseExport'],
    'menu-wms-location': ['wmsLocationList', 'wmsLocationAdd', 'wmsLocationEdit', 'wmsLocationDelete', 'wmsLocationExport'],
    'menu-wms-bin': ['wmsBinList', 'wmsBinAdd', 'wmsBinEdit', 'wmsBinDelete', 'wmsBinExport'],
    'menu-wms-bin-detail': ['wmsBinDetailList', 'wmsBinDetailExport'],
    'menu-wms-container': ['wmsContainerList', 'wmsContainerAdd', 'wmsContainerEdit', 'wmsContainerDelete', 'wmsContainerExport'],
    'menu-wms-lot': ['wmsLotList', 'wmsLotAdd', 'wmsLotEdit', 'wmsLotDelete', 'wmsLotExport'],
    'menu-wms-transaction': ['wmsTransactionList', 'wmsTransactionExport'],
    'menu-wms-stock': ['wmsStockList', 'wmsBookInbound', 'wmsBookOutbound', 'wmsBookTransfer', 'wmsBookAdjust'],
  } satisfies Record<string, (keyof typeof Perm)[]>).flatMap(([menu, names]) => names.map((n) => [Perm[n], menu])),
);
