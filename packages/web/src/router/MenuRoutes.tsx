import type { MenuRoute } from '@agvs/contract';
import { Spin } from 'antd';
import { Suspense, useMemo } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useSessionStore } from '../session/sessionStore';
import { containerTarget, isContainer, routableEntries } from './menuTree';
import { PAGE_REGISTRY } from './pageRegistry';

const toNotFound = <Navigate to="/404" replace />;

function toRoute(entry: MenuRoute): RouteObject {
  const Page = PAGE_REGISTRY[entry.component];
  if (Page) {
    return {
      path: entry.path,
      element: (
        <Suspense fallback={<Spin className="agvs-page-loading" />}>
          <Page />
        </Suspense>
      ),
    };
  }
  const target = isContainer(entry) ? containerTarget(entry) : undefined;
  return { path: entry.path, element: target ? <Navigate to={target} replace /> : toNotFound };
}

/** The signed-in routes, built from the permission menu (SPEC §2 "Session start"); the rest is 404. */
export function MenuRoutes() {
  const menu = useSessionStore((state) => state.session?.permissions.menu);
  const routes = useMemo(
    () => [...routableEntries(menu ?? []).map(toRoute), { path: '*', element: toNotFound }],
    [menu],
  );
  return useRoutes(routes);
}
