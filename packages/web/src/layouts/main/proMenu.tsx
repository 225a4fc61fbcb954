import type { MenuRoute } from '@agvs/contract';
import type { MenuDataItem } from '@ant-design/pro-components';
import { opensNewWindow } from '../../router/menuTree';
import { menuIcon } from './menuIcons';

/** The permission menu in ProLayout's shape; keys are paths so open keys nest by prefix. */
export function toProMenu(menu: readonly MenuRoute[]): MenuDataItem[] {
  return menu.map((entry) => ({
    key: entry.path,
    path: entry.path,
    name: entry.meta.title,
    icon: menuIcon(entry.meta.icon),
    hideInMenu: Boolean(entry.hidden),
    target: opensNewWindow(entry) ? '_blank' : undefined,
    url: opensNewWindow(entry) ? entry.meta.url : undefined,
    children: entry.children?.length ? toProMenu(entry.children) : undefined,
  }));
}
