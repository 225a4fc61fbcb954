import { HOME_PATH } from '@agvs/contract';
import { Navigate, createHashRouter } from 'react-router';
import { LoginLayout } from '../layouts/login/LoginLayout';
import { MainLayout } from '../layouts/main/MainLayout';
import { SessionGate } from '../layouts/main/SessionGate';
import { ExceptionPage } from '../pages/exception/ExceptionPage';
import { RouteError } from '../pages/exception/RouteError';
import ArrivesLater from '../pages/monitor/ArrivesLater';
import PublicMonitor from '../pages/monitor/PublicMonitor';
import Login from '../pages/user/Login';
import NotAvailable from '../pages/user/NotAvailable';
import { GuestOnly } from './GuestOnly';
import { MenuRoutes } from './MenuRoutes';
import { LATER_PUBLIC_PATHS, MONITOR_PUBLIC_PATHS, USER_PLACEHOLDER_PATHS } from './publicPaths';
import { RequireAuth } from './RequireAuth';

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
          ...USER_PLACEHOLDER_PATHS.map((path) => ({ path, element: <NotAvailable /> })),
        ],
      },
      ...MONITOR_PUBLIC_PATHS.map((path) => ({ path, element: <PublicMonitor /> })),
      ...LATER_PUBLIC_PATHS.map((path) => ({ path, element: <ArrivesLater /> })),
      {
        element: (
          <RequireAuth>
            <SessionGate>
              <MainLayout />
            </SessionGate>
          </RequireAuth>
        ),
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
