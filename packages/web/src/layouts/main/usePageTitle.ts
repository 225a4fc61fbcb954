import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { findMenuEntry } from '../../router/menuTree';
import { useSessionStore } from '../../session/sessionStore';

const EXCEPTION_PATHS = new Set(['/403', '/404', '/500']);

/** Title of a console page: its menu title (already in the user's language), or an exception page's. */
export function usePageTitle(): (path: string) => string {
  const { t } = useTranslation('pages');
  const menu = useSessionStore((state) => state.session?.permissions.menu);
  return useCallback(
    (path: string) => {
      if (EXCEPTION_PATHS.has(path)) return t(`exception.title${path.slice(1)}`);
      return findMenuEntry(menu ?? [], path)?.meta.title ?? path;
    },
    [menu, t],
  );
}
