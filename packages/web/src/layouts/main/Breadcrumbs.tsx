import { HOME_PATH } from '@agvs/contract';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuTrail } from '../../router/menuTree';
import { useSessionStore } from '../../session/sessionStore';
import { usePageTitle } from './usePageTitle';

/** Home first, then the menu entries leading to the current page (SPEC §2). */
export function Breadcrumbs() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const menu = useSessionStore((state) => state.session?.permissions.menu);
  const title = usePageTitle();
  // The home entry already stands for the container that only leads to it.
  const trail = menuTrail(menu ?? [], pathname).filter((entry) => entry.redirect !== HOME_PATH);
  const items = [
    { key: 'home', title: <Link to={HOME_PATH}>{t('home')}</Link> },
    ...(trail.length > 0
      ? trail.map((entry) => ({ key: entry.path, title: entry.meta.title }))
      : [{ key: pathname, title: title(pathname) }]),
  ];
  return <Breadcrumb className="agvs-breadcrumb" items={items} data-testid="breadcrumb" />;
}
