import { Perm, SITE_RESOURCES, type PermCode } from '@agvs/contract';
import type { MenuSeed } from '../../db/seed/menu.js';

/** The site pages under the AGV menu (SPEC §2 order), with the console page of each. */
const PAGES = [
  { key: 'map', path: '/agv/map', component: 'agv/site/MapList' },
  { key: 'layout', path: '/agv/layout', component: 'agv/site/LayoutList' },
  { key: 'station', path: '/agv/station', component: 'agv/site/StationList' },
  { key: 'segment', path: '/agv/segment', component: 'agv/site/SegmentList' },
  { key: 'zone', path: '/agv/zone', component: 'agv/site/ZoneList' },
  { key: 'zoneStation', path: '/agv/zoneStation', component: 'agv/site/ZoneStationList' },
  { key: 'zoneRelationship', path: '/agv/zoneRelationship', component: 'agv/site/ZoneRelationshipList' },
  { key: 'equipment', path: '/agv/equipment', component: 'agv/site/EquipmentList' },
  { key: 'layoutLinkStation', path: '/agv/layoutLinkStation', component: 'agv/site/LayoutLinkStationList' },
] as const;

const menuId = (key: string) => `menu-agv-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const SITE_MENU: readonly MenuSeed[] = PAGES.map((p, i) => ({
  id: menuId(p.key),
  parentId: 'menu-agv',
  title: `menu.agv${p.key[0]!.toUpperCase()}${p.key.slice(1)}`,
  path: p.path,
  component: p.component,
  sort: 30 + i,
}));

/** Every permission code of a site page hangs under it; the map page also holds the LIF codes. */
export const SITE_BUTTON_PARENT: Partial<Record<PermCode, string>> = {
  ...Object.fromEntries(
    SITE_RESOURCES.flatMap((manifest, i) => Object.values(manifest.perms).map((code) => [code, SITE_MENU[i]!.id])),
  ),
  [Perm.mapImport]: menuId('map'),
  [Perm.mapExport]: menuId('map'),
};

/** The layout page, where publishing belongs. */
export const LAYOUT_MENU_ID = menuId('layout');

/** The layout editor (issue 13): draws a layout's draft, checks and publishes it. First of the site pages. */
export const LAYOUT_EDITOR_MENU: MenuSeed = {
  id: 'menu-agv-layout-editor',
  parentId: 'menu-agv',
  title: 'menu.agvLayoutEditor',
  path: '/agv/layoutEditor',
  component: 'agv/editor/LayoutEditor',
  sort: 29,
};
