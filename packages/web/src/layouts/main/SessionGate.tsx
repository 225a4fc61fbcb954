import { Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import { showFailure } from '../../api/request';
import { forgetSession } from '../../session/signOut';
import { useSessionStore } from '../../session/sessionStore';

/**
 * After a page load, loads the permission menu and user info afresh so routes follow permission
 * changes; if that fails the user is signed out (SPEC §2 "Session start").
 */
export function SessionGate({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation('layout');
  const fresh = useSessionStore((state) => state.fresh);

  useEffect(() => {
    if (fresh) return;
    let cancelled = false;
    Promise.all([authApi.permissions(), authApi.userInfo()])
      .then(([permissions, info]) => {
        if (!cancelled) useSessionStore.getState().refresh({ permissions, userInfo: info.userInfo });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        showFailure(error, t('permissionsFailed'));
        forgetSession();
      });
    return () => {
      cancelled = true;
    };
  }, [fresh, t]);

  return fresh ? <>{children}</> : <Spin fullscreen />;
}
