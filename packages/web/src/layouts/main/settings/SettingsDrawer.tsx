import { MENU_THEMES } from '@agvs/contract';
import { CheckOutlined } from '@ant-design/icons';
import { Divider, Drawer, List, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../app/usePublicConfig';
import { MENU_PALETTES } from '../menuThemes';
import { useLayoutUi } from '../layoutUiStore';
import { effectiveMenuTheme, THEME_COLORS } from './layoutSettings';
import { useLayoutSettings } from './useLayoutSettings';

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return <List.Item actions={[children]}>{label}</List.Item>;
}

/** System settings drawer (SPEC §2); every change applies at once and is kept for the user. */
export function SettingsDrawer() {
  const { t } = useTranslation('settings');
  const { settingsOpen, setSettingsOpen } = useLayoutUi();
  const { settings, change } = useLayoutSettings();
  const offered = usePublicConfig()?.menuThemes ?? [...MENU_THEMES];
  const menuTheme = effectiveMenuTheme(settings.menuTheme, offered);
  const top = settings.navMode === 'top';

  return (
    <Drawer
      open={settingsOpen}
      onClose={() => setSettingsOpen(false)}
      title={t('drawer.title')}
      width={320}
      data-testid="settings-drawer"
      rootClassName="agvs-settings-drawer"
    >
      <h4>{t('drawer.menuTheme')}</h4>
      <div className="agvs-theme-swatches" data-testid="settings-menu-theme">
        {offered.map((theme) => {
          const palette = MENU_PALETTES[theme];
          return (
            <Tooltip key={theme} title={t(`menuThemes.${theme}`)}>
              <button
                type="button"
                className="agvs-theme-swatch"
                style={{ background: `linear-gradient(90deg, ${palette.siderBg} 35%, ${palette.headerBg} 35%)` }}
                onClick={() => change({ menuTheme: theme })}
                aria-label={t(`menuThemes.${theme}`)}
                aria-pressed={theme === menuTheme}
                data-testid={`settings-menu-theme-${theme}`}
              >
                {theme === menuTheme && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </div>

      <h4>{t('drawer.themeColor')}</h4>
      <div className="agvs-color-swatches" data-testid="settings-theme-color">
        {THEME_COLORS.map(({ key, color }) => (
          <Tooltip key={key} title={t(`colors.${key}`)}>
            <button
              type="button"
              className="agvs-color-swatch"
              style={{ background: color }}
              onClick={() => change({ primaryColor: color })}
              aria-label={t(`colors.${key}`)}
              aria-pressed={color.toLowerCase() === settings.primaryColor.toLowerCase()}
            >
              {color.toLowerCase() === settings.primaryColor.toLowerCase() && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <List split={false} size="small">
        <Row label={t('drawer.navMode')}>
          <Select
            size="small"
            style={{ width: 110 }}
            value={settings.navMode}
            onChange={(navMode) => change({ navMode })}
            options={[
              { value: 'side', label: t('drawer.navSide') },
              { value: 'top', label: t('drawer.navTop') },
            ]}
            data-testid="settings-nav-mode"
          />
        </Row>
        <Row label={t('drawer.contentWidth')}>
          <Select
            size="small"
            style={{ width: 110 }}
            value={settings.contentWidth}
            onChange={(contentWidth) => change({ contentWidth })}
            options={[
              { value: 'Fixed', label: t('drawer.widthFixed') },
              { value: 'Fluid', label: t('drawer.widthFluid'), disabled: !top },
            ]}
            data-testid="settings-content-width"
          />
        </Row>
        <Row label={t('drawer.fixedHeader')}>
          <Switch size="small" checked={settings.fixedHeader} onChange={(fixedHeader) => change({ fixedHeader })} data-testid="settings-fixed-header" />
        </Row>
        <Row label={t('drawer.autoHideHeader')}>
          <Switch
            size="small"
            checked={settings.autoHideHeader}
            disabled={!settings.fixedHeader}
            onChange={(autoHideHeader) => change({ autoHideHeader })}
            data-testid="settings-auto-hide-header"
          />
        </Row>
        <Row label={t('drawer.fixedSider')}>
          <Switch
            size="small"
            checked={settings.fixedSider}
            disabled={top}
            onChange={(fixedSider) => change({ fixedSider })}
            data-testid="settings-fixed-sider"
          />
        </Row>
        <Row label={t('drawer.colorWeak')}>
          <Switch size="small" checked={settings.colorWeak} onChange={(colorWeak) => change({ colorWeak })} data-testid="settings-color-weak" />
        </Row>
        <Row label={t('drawer.multiTab')}>
          <Switch size="small" checked={settings.multiTab} onChange={(multiTab) => change({ multiTab })} data-testid="settings-multitab" />
        </Row>
      </List>
    </Drawer>
  );
}
