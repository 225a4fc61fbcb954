import { Perm, type PermCode } from '@agvs/contract';
import type { MenuSeed } from '../../db/seed/menu.js';

const GROUP = 'menu-les';
const page = (key: string, path: string, component: string, sort: number): MenuSeed => ({ id: `menu-les-${key}`, parentId: GROUP, title: `menu.les${key[0]!.toUpperCase()}${key.slice(1)}`, path: `/les/${path}`, component: `lineside/${component}`, sort });

/** The line-side material pages of SPEC §2 (docs/lineside.md): the flow first, then master data. */
export const LES_MENU: readonly MenuSeed[] = [
  { id: GROUP, parentId: null, title: 'menu.les', path: '/les', component: 'layouts/RouteView', redirect: '/les/requireOrder', icon: 'cluster', sort: 7 },
  page('requireOrder', 'requireOrder', 'RequireOrderList', 1),
  page('deliveryOrder', 'deliveryOrder', 'DeliveryOrderList', 2),
  page('routingLog', 'routingLog', 'RoutingLogList', 3),
  page('partNumber', 'partNumber', 'PartNumberList', 4),
  page('bom', 'bom', 'BomList', 5),
  page('partRouting', 'partRouting', 'PartRoutingList', 6),
  page('line', 'line', 'LineList', 7),
  page('lineZone', 'lineZone', 'LineZoneList', 8),
  page('lineAgvGroup', 'lineAgvGroup', 'LineAgvGroupList', 9),
  page('workplaceBom', 'workplaceBom', 'WorkplaceBomList', 10),
  // The workplaces with their stations, as System → Workplaces edits them: one page, two ways in.
  { id: 'menu-les-workplace', parentId: GROUP, title: 'menu.lesWorkplace', path: '/les/workplace', component: 'workplace/WorkplaceList', sort: 11 },
];

const crud = (e: string) => ['List', 'Add', 'Edit', 'Delete', 'Export'].map((op) => `les${e}${op}`);

/** Each page's codes hang under it; release and cancel under the require orders page. */
export const LES_BUTTON_PARENT: Partial<Record<PermCode, string>> = Object.fromEntries(
  Object.entries({
    'menu-les-requireOrder': ['lesRequireOrderList', 'lesRequireOrderAdd', 'lesRequireOrderRelease', 'lesRequireOrderCancel'],
    'menu-les-deliveryOrder': ['lesDeliveryOrderList', 'lesDeliveryOrderCancel'],
    'menu-les-routingLog': ['lesRoutingLogList'],
    'menu-les-partNumber': crud('PartNumber'),
    'menu-les-bom': crud('Bom'),
    'menu-les-partRouting': crud('PartRouting'),
    'menu-les-line': crud('Line'),
    'menu-les-lineZone': crud('LineZone'),
    'menu-les-lineAgvGroup': crud('LineAgvGroup'),
    'menu-les-workplaceBom': crud('WorkplaceBom'),
  }).flatMap(([menu, names]) => names.map((n) => [Perm[n as keyof typeof Perm], menu])),
);
