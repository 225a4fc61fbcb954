import { BOARD_TOKEN_PARAM, LOGIN_PATH } from '@agvs/contract';
import { Spin } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SessionGate } from '../../layouts/main/SessionGate';
import { useToken } from '../../session/sessionStore';
import { useSignIn } from '../user/useSignIn';
import { lazyPage } from '../../router/lazyPage';
import { PasswordUrlWarning } from '../publicScreens/PasswordUrlWarning';
import '../publicScreens/publicScreens.css';
import { withoutCredentials } from './params';

/** The monitor's code loads only when a monitor route opens. */
const FullMonitor = lazyPage(() => import('./FullMonitor'));
/** A monitor opened with a board link: read-only, no session (docs/public-screens.md). */
const PublicScreen = lazyPage(() => import('../publicScreens/PublicScreen'));

/** Carried in the history entry after a sign-in from the query, so the monitor can warn about it. */
const PASSWORD_IN_URL = { passwordInUrl: true } as const;

/** Login with the way back to this monitor (without the credentials in it). */
function LoginRedirect() {
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + withoutCredentials(location.search));
  return <Navigate to={`${LOGIN_PATH}?redirect=${redirect}`} replace />;
}

/**
 * Signs in with the username and password of the query (SPEC §2), through the console's own
 * sign-in. Steps a person must take (first password, department choice) or a failure fall back to
 * the login page.
 */
function AutoSignIn({ username, password }: { readonly username: string; readonly password: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const { step, submit } = useSignIn(() => navigate(location.pathname + withoutCredentials(location.search), { replace: true, state: PASSWORD_IN_URL }));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void submit({ username, password }, '').then((ok) => {
      if (!ok) setFailed(true);
    });
  }, [password, submit, username]);

  if (failed || step.kind !== 'form') return <LoginRedirect />;
  return <Spin fullscreen />;
}

/**
 * The public map monitor routes (/monitor/MapMonitor, MapMonitorNew, MapMonitorForRouting): with a
 * board link the board's layout read-only; with a token the full-window monitor; without one,
 * automatic sign-in when the query carries username and password (then a warning suggests a board
 * link), else login with a redirect back here.
 */
export default function PublicMonitor() {
  const token = useToken();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const username = query.get('username');
  const password = query.get('password');
  // Latched once seen: the monitor rewrites its query (the first layout chosen), and the history
  // state that carries the flag goes with the old entry.
  const cameWithPassword = (location.state as { passwordInUrl?: boolean } | null)?.passwordInUrl === true;
  const [passwordInUrl, setPasswordInUrl] = useState(cameWithPassword);
  if (cameWithPassword && !passwordInUrl) setPasswordInUrl(true);
  if (query.get(BOARD_TOKEN_PARAM) !== null) {
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <PublicScreen />
      </Suspense>
    );
  }
  if (!token) {
    if (username && password) return <AutoSignIn username={username} password={password} />;
    return <LoginRedirect />;
  }
  if (username !== null || password !== null) {
    // Already signed in: the credentials are not needed, and should not stay in the address bar.
    return <Navigate to={location.pathname + withoutCredentials(location.search)} replace state={password ? PASSWORD_IN_URL : undefined} />;
  }
  return (
    <SessionGate>
      <Suspense fallback={<Spin fullscreen />}>
        <FullMonitor />
      </Suspense>
      {passwordInUrl && <PasswordUrlWarning />}
    </SessionGate>
  );
}
