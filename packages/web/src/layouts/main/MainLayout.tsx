import { HOME_PATH, SIDER_WIDTH_PX } from '@agvs/contract';
import { ProLayout } from '@ant-design/pro-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LOGOS } from '../../assets/logos';
import { usePublicConfig } from '../../app/usePublicConfig';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useSessionStore } from '../../session/sessionStore';
import { LOGIN_THEME_LOOKS } from '../login/loginThemes';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { ForcedPasswordChange } from './ForcedPasswordChange';
import { GlobalHeader } from './header/GlobalHeader';
import { HeaderActions } from './header/HeaderActions';
import { layoutToken, MENU_PALETTES } from './menuThemes';
import { nextOpenKeys } from './openKeys';
import { toProMenu } from './proMenu';
import { SettingsDrawer } from './settings/SettingsDrawer';
import { effectiveMenuTheme } from './settings/layoutSettings';
import { useLayoutSettings } from './settings/useLayoutSettings';
import { MultiTabs } from './tabs/MultiTabs';
import { useTabsStore } from './tabs/tabsStore';
import { useHeaderHiddenOnScroll } from './useHeaderHiddenOnScroll';
import { usePageTitle } from './usePageTitle';
import { UserPasswordModal } from './UserPasswordModal';
import { LicenceDialog } from './licence/LicenceDialog';
import { LicenceWarning } from './licence/LicenceWarning';
import { useViewport } from './useViewport';
import './mainLayout.css';

/** Side or top menu, header, tabs, breadcrumb, content and footer (SPEC §2 "Main layout"). */
export function MainLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const menu = useSessionStore((state) => state.session?.permissions.menu);
  const { settings } = useLayoutSettings();
  const viewport = useViewport();
  const mobile = viewport === 'mobile';
  const top = settings.navMode === 'top';

  const [collapsed, setCollapsed] = useState(viewport === 'tablet');
  useEffect(() => setCollapsed(viewport === 'tablet'), [viewport]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  const headerHidden = useHeaderHiddenOnScroll(settings.autoHideHeader);
  const reloads = useTabsStore((state) => state.reloads[pathname] ?? 0);

  const palette = MENU_PALETTES[effectiveMenuTheme(settings.menuTheme, config?.menuThemes)];
  const menuData = useMemo(() => toProMenu(menu ?? []), [menu]);
  const pageTitle = usePageTitle();
  const homeBrand = config ? t(`brand.${LOGIN_THEME_LOOKS[config.loginTheme].logo}`) : undefined;
  useDocumentTitle(pathname === HOME_PATH ? homeBrand : pageTitle(pathname));

  const onLogoClick = () =>
    navigate(config?.logoLayoutId ? `/monitor/MapMonitor?layoutId=${encodeURIComponent(config.logoLayoutId)}` : HOME_PATH);
  // ProLayout draws its own header only for the top menu and on phones; elsewhere GlobalHeader does.
  const proHeader = top || mobile;

  return (
    <ProLayout
      className={['agvs-layout', headerHidden && 'agvs-layout-header-hidden', collapsed && 'agvs-layout-collapsed'].filter(Boolean).join(' ')}
      layout={top ? 'top' : 'side'}
      route={{ path: '/', children: menuData }}
      location={{ pathname }}
      menu={{ locale: false }}
      siderWidth={SIDER_WIDTH_PX}
      breakpoint={false}
      collapsed={collapsed}
      onCollapse={setCollapsed}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys((previous) => nextOpenKeys(previous, keys === false ? [] : keys))}
      fixSiderbar={settings.fixedSider}
      fixedHeader={settings.fixedHeader}
      contentWidth={top ? settings.contentWidth : 'Fluid'}
      token={layoutToken(palette, settings.primaryColor)}
      logo={<img src={LOGOS[palette.logo]} alt="" data-testid="layout-logo" />}
      title={t(`brand.${palette.logo}`)}
      onMenuHeaderClick={onLogoClick}
      pageTitleRender={false}
      menuItemRender={(item, dom) =>
        item.target ? (
          <a href={item.url} target="_blank" rel="noreferrer">
            {dom}
          </a>
        ) : (
          <Link to={item.path ?? HOME_PATH}>{dom}</Link>
        )
      }
      actionsRender={proHeader ? () => [<HeaderActions key="actions" mobile={mobile} clock={!top} />] : undefined}
      footerRender={() => <Footer />}
      contentStyle={{ padding: 0 }}
    >
      {!proHeader && <GlobalHeader palette={palette} fixed={settings.fixedHeader} hidden={headerHidden} />}
      <div className={top && settings.contentWidth === 'Fixed' ? 'agvs-body-fixed' : undefined}>
        <LicenceWarning />
        {settings.multiTab && <MultiTabs />}
        <div className="agvs-content">
          <Breadcrumbs />
          <div key={`${pathname}#${reloads}`} className="agvs-page">
            <Outlet />
          </div>
        </div>
      </div>
      <SettingsDrawer />
      <UserPasswordModal />
      <LicenceDialog />
      <ForcedPasswordChange />
    </ProLayout>
  );
}
