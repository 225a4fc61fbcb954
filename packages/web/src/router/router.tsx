import { HOME_PATH } from '@agvs/contract';
import { Spin } from 'antd';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, createHashRouter } from 'react-router';
import { LoginLayout } from '../layouts/login/LoginLayout';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { RouteError } from '../pages/exception/RouteError';
import Login from '../pages/user/Login';
import { GuestOnly } from './GuestOnly';
import { lazyPage } from './lazyPage';
import { MenuRoutes } from './MenuRoutes';
import { KANBAN_PUBLIC_PATHS, LATER_PUBLIC_PATHS, MONITOR_PUBLIC_PATHS, SCREEN_PUBLIC_PATHS, STORE_PUBLIC_PATHS, WORKPLACE_PUBLIC_PATHS } from './publicPaths';
import { RequireAuth } from './RequireAuth';

/*
 * Only the sign-in pages load with the console; the signed-in shell (ProLayout) and the monitor
 * come on first use, so the first load stays light (issue 12; routerStructure.test.ts keeps it so).
 */
const SignedInShell = lazyPage(() => import('./SignedInShell'));
const PublicMonitor = lazyPage(() => import('../pages/monitor/PublicMonitor'));
const ArrivesLater = lazyPage(() => import('../pages/monitor/ArrivesLater'));
const KanbanBoard = lazyPage(() => import('../pages/kanban/KanbanBoard'));
const PublicScreen = lazyPage(() => import('../pages/publicScreens/PublicScreen'));
const WorkplacePad = lazyPage(() => import('../pages/workplace/WorkplacePad'));
const StoreClient = lazyPage(() => import('../pages/warehouse/StoreClient'));
const Register = lazyPage(() => import('../pages/user/Register'));
const RegisterResult = lazyPage(() => import('../pages/user/RegisterResult'));
const Alteration = lazyPage(() => import('../pages/user/Alteration'));

function onFirstUse(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <Page />
    </Suspense>
  );
}

/** Hash routing (SPEC §2): public pages, then everything else behind a token and the menu. */
export const router = createHashRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        path: '/user',
        element: (
          <GuestOnly>
            <LoginLayout />
          </GuestOnly>
        ),
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          { path: 'login', element: <Login /> },
          // Self-registration and recovery (docs/accounts.md); each says so when the installation does not offer it.
          { path: 'register', element: onFirstUse(Register) },
          { path: 'register-result', element: onFirstUse(RegisterResult) },
          { path: 'alteration', element: onFirstUse(Alteration) },
        ],
      },
      ...MONITOR_PUBLIC_PATHS.map((path) => ({ path, element: onFirstUse(PublicMonitor) })),
      ...KANBAN_PUBLIC_PATHS.map((path) => ({ path, element: onFirstUse(KanbanBoard) })),
      ...WORKPLACE_PUBLIC_PATHS.map((path) => ({ path, element: onFirstUse(WorkplacePad) })),
      ...STORE_PUBLIC_PATHS.map((path) => ({ path, element: onFirstUse(StoreClient) })),
      ...SCREEN_PUBLIC_PATHS.map((path) => ({ path, element: onFirstUse(PublicScreen) })),
      ...LATER_PUBLIC_PATHS.map((path) => ({ path, element: onFirstUse(ArrivesLater) })),
      {
        element: <RequireAuth>{onFirstUse(SignedInShell)}</RequireAuth>,
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          { path: '/403', element: <ExceptionPage status={403} /> },
          { path: '/404', element: <ExceptionPage status={404} /> },
          { path: '/500', element: <ExceptionPage status={500} /> },
          { path: '*', element: <MenuRoutes /> },
        ],
      },
    ],
  },
]);
