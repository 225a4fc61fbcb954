import { ClearOutlined, LockOutlined, SafetyCertificateOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Perm } from '@agvs/contract';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictApi } from '../../../api/dict';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { useSessionStore } from '../../../session/sessionStore';
import { usePermission } from '../../../session/usePermission';
import { useLayoutUi } from '../layoutUiStore';

/** Rebuilds the server's dictionary cache, then reloads all dictionaries into the session. */
async function cleanCache(done: string, failed: string): Promise<void> {
  try {
    await dictApi.refreshCache();
    useSessionStore.getState().update({ dicts: await dictApi.all() });
    feedback.message.success(done);
  } catch (error) {
    showFailure(error, failed);
  }
}

/** User dropdown (SPEC §2): settings drawer, password change, clean cache, certificate settings (the licence). */
export function UserMenu({ compact }: { readonly compact: boolean }) {
  const { t } = useTranslation('layout');
  const user = useSessionStore((state) => state.session?.userInfo);
  const { setSettingsOpen, setPasswordOpen, setLicenceOpen } = useLayoutUi();
  const can = usePermission();
  const name = user?.realname || user?.username;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'settings', icon: <SettingOutlined />, label: <span data-testid="user-menu-settings">{t('userMenu.settings')}</span> },
          { key: 'password', icon: <LockOutlined />, label: <span data-testid="user-menu-password">{t('userMenu.password')}</span> },
          { key: 'cache', icon: <ClearOutlined />, label: <span data-testid="user-menu-clean-cache">{t('userMenu.cleanCache')}</span> },
          ...(can(Perm.licenseView)
            ? [{ key: 'licence', icon: <SafetyCertificateOutlined />, label: <span data-testid="user-menu-licence">{t('userMenu.licence')}</span> }]
            : []),
        ],
        onClick: ({ key }) => {
          if (key === 'settings') setSettingsOpen(true);
          if (key === 'password') setPasswordOpen(true);
          if (key === 'licence') setLicenceOpen(true);
          if (key === 'cache') void cleanCache(t('userMenu.cleanCacheDone'), t('userMenu.cleanCacheFailed'));
        },
      }}
    >
      <Button type="text" className="agvs-user-menu" data-testid="user-menu">
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        {compact ? null : <span className="agvs-user-name">{name}</span>}
      </Button>
    </Dropdown>
  );
}
