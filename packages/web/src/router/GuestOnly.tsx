import { HOME_PATH } from '@agvs/contract';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { getSession } from '../session/sessionStore';

/**
 * A signed-in user opening the sign-in pages goes home (SPEC §2). Checked on each arrival (a new
 * location) rather than on every session change: signing in stores the session and then goes to
 * its redirect target, which must win. Location keys cannot tell arrivals apart: a hash typed into
 * the address bar always comes with the key "default".
 */
export function GuestOnly({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  const [arrival, setArrival] = useState<{ location: Location; signedIn: boolean }>(() => ({
    location,
    signedIn: getSession() !== null,
  }));
  if (arrival.location !== location) {
    setArrival({ location, signedIn: getSession() !== null });
    return null;
  }
  return arrival.signedIn ? <Navigate to={HOME_PATH} replace /> : <>{children}</>;
}
