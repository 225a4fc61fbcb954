import { LOGIN_PATH } from '@agvs/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../session/sessionStore';

/** Every non-public route needs a token; without one, login with the full path to come back to. */
export function RequireAuth({ children }: { readonly children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  if (!token) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${LOGIN_PATH}?redirect=${redirect}`} replace />;
  }
  return <>{children}</>;
}
