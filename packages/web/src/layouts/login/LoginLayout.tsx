import { ConfigProvider, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LOGOS } from '../../assets/logos';
import { usePublicConfig } from '../../app/usePublicConfig';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Copyright } from './Copyright';
import { LOGIN_THEME_LOOKS } from './loginThemes';
import './login.css';

/** Sign-in pages: theme by installation, language selector top right, nested form (SPEC §2). */
export function LoginLayout() {
  const { t } = useTranslation('login');
  const config = usePublicConfig();
  if (!config) return <Spin fullscreen />;
  const theme = config.loginTheme;
  const look = LOGIN_THEME_LOOKS[theme];
  return (
    <ConfigProvider theme={{ token: { colorPrimary: look.accent } }}>
      <div className={`agvs-login agvs-login-${theme}`} style={{ background: look.background }} data-login-theme={theme}>
        <div className="agvs-login-top">
          <LanguageSelect className="agvs-login-lang" />
        </div>
        <main className="agvs-login-box">
          <header className="agvs-login-header">
            <img className="agvs-login-logo" src={LOGOS[look.logo]} alt="" />
            <div>
              <h1 className="agvs-login-title" style={{ color: look.accent }}>
                {t(`title.${theme}`)}
              </h1>
              <p className="agvs-login-subtitle">{t('subtitle')}</p>
            </div>
          </header>
          <Outlet />
        </main>
        {theme === 'default' && config.copyright.show && (
          <Copyright company={config.copyright.company} url={config.copyright.url} />
        )}
      </div>
    </ConfigProvider>
  );
}
