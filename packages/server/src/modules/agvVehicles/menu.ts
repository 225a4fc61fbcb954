import { VEHICLE_SIDE_RESOURCES, type PermCode } from '@agvs/contract';
import type { MenuSeed } from '../../db/seed/menu.js';

/** The vehicle-side pages under the AGV menu, in VEHICLE_SIDE_RESOURCES order, with the console page of each. */
const PAGES = [
  { id: 'menu-agv-agv-model', title: 'menu.agvModel', path: '/agv/agvModel', component: 'agv/vehicles/AgvModelList' },
  { id: 'menu-agv-agv-brand', title: 'menu.agvBrand', path: '/agv/agvBrand', component: 'agv/vehicles/AgvBrandList' },
  { id: 'menu-agv-agv-group', title: 'menu.agvGroup', path: '/agv/agvGroup', component: 'agv/vehicles/AgvGroupList' },
  { id: 'menu-agv-agv-group-class', title: 'menu.agvGroupClass', path: '/agv/agvGroupClass', component: 'agv/vehicles/AgvGroupClassList' },
  { id: 'menu-agv-agv-list', title: 'menu.agvList', path: '/agv/agv', component: 'agv/vehicles/AgvList' },
  { id: 'menu-agv-agv-error-dict', title: 'menu.agvErrorDict', path: '/agv/agvErrorDict', component: 'agv/vehicles/AgvErrorDictList' },
  { id: 'menu-agv-agv-error-info', title: 'menu.agvErrorInfo', path: '/agv/agvErrorInfo', component: 'agv/vehicles/AgvErrorInfoList' },
] as const;

export const VEHICLE_MENU: readonly MenuSeed[] = PAGES.map((p, i) => ({ ...p, parentId: 'menu-agv', sort: 10 + i }));

/** Every permission code of a vehicle-side page hangs under that page. */
export const VEHICLE_BUTTON_PARENT: Partial<Record<PermCode, string>> = Object.fromEntries(
  VEHICLE_SIDE_RESOURCES.flatMap((manifest, i) => Object.values(manifest.perms).map((code) => [code, PAGES[i]!.id])),
);
