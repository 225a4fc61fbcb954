import type { MenuRoute } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import { containerTarget, menuTrail, opensNewWindow, routableEntries, searchableEntries } from './menuTree';

function entry(path: string, component: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  return { id: path, path, name: path, component, route: '1', meta: { title: path }, ...extra };
}

const menu: MenuRoute[] = [
  entry('/dashboard', 'layouts/RouteView', {
    redirect: '/dashboard/analysis',
    children: [entry('/dashboard/analysis', 'dashboard/Analysis')],
  }),
  entry('/system', 'layouts/RouteView', {
    children: [
      entry('/system/user', 'system/UserList', { hidden: true }),
      entry('/system/depart', 'system/DepartTree'),
      entry('/system/legacy', 'system/Legacy', { route: '0' }),
    ],
  }),
  entry('/docs', 'layouts/IframePageView', { meta: { title: 'Docs', url: 'https://example.org', internalOrExternal: true } }),
];

describe('menu tree', () => {
  it('finds the trail from the root to an entry', () => {
    expect(menuTrail(menu, '/system/depart').map((e) => e.path)).toEqual(['/system', '/system/depart']);
    expect(menuTrail(menu, '/nowhere')).toEqual([]);
  });
  it('routes every entry except those flagged route 0', () => {
    expect(routableEntries(menu).map((e) => e.path)).toEqual([
      '/dashboard',
      '/dashboard/analysis',
      '/system',
      '/system/user',
      '/system/depart',
      '/docs',
    ]);
  });
  it('searches visible pages only, skipping pure containers but not embedded pages', () => {
    expect(searchableEntries(menu).map((e) => e.path)).toEqual([
      '/dashboard/analysis',
      '/system/depart',
      '/system/legacy',
      '/docs',
    ]);
  });
  it('sends a container to its redirect or its first visible routed child', () => {
    expect(containerTarget(menu[0]!)).toBe('/dashboard/analysis');
    expect(containerTarget(menu[1]!)).toBe('/system/depart');
  });
  it('opens external entries in a new window', () => {
    expect(opensNewWindow(menu[2]!)).toBe(true);
    expect(opensNewWindow(menu[0]!)).toBe(false);
  });
});
