import type { Depart } from '@agvs/contract';
import { ProCard } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { DepartSelectModal } from '../../components/DepartSelectModal';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useSessionStore } from '../../session/sessionStore';
import { useLayoutUi } from '../../layouts/main/layoutUiStore';
import { useUserInfo } from './useUserInfo';

/** Account settings: language, password, department of the current tenant. */
export default function Settings() {
  const { t } = useTranslation('pages');
  const queryClient = useQueryClient();
  const session = useSessionStore((state) => state.session);
  const setPasswordOpen = useLayoutUi((state) => state.setPasswordOpen);
  const [departs, setDeparts] = useState<Depart[] | null>(null);
  const info = useUserInfo();
  const departName = info.data?.departs.find((depart) => depart.orgCode === session?.userInfo.orgCode)?.departName;

  const openDepartSwitch = async () => {
    try {
      const { list } = await authApi.currentUserDeparts();
      if (list.length === 0) feedback.message.warning(t('settings.noDeparts'));
      else setDeparts(list);
    } catch (error) {
      showFailure(error, t('settings.departsFailed'));
    }
  };

  const switchDepart = async ({ orgCode }: { orgCode: string | null }) => {
    if (!orgCode || !session) return;
    try {
      const { userInfo } = await authApi.selectDepart(orgCode, session.userInfo.username);
      useSessionStore.getState().update({ userInfo });
      await queryClient.invalidateQueries({ queryKey: ['userInfo'] });
      feedback.message.success(t('settings.departChanged'));
      setDeparts(null);
    } catch (error) {
      showFailure(error, t('settings.departFailed'));
      throw error;
    }
  };

  const currentDepart = departs?.find((depart) => depart.orgCode === session?.userInfo.orgCode);

  return (
    <ProCard title={t('settings.title')} data-testid="account-settings">
      <List itemLayout="horizontal">
        <List.Item actions={[<LanguageSelect key="language" />]}>
          <List.Item.Meta title={t('settings.language')} description={t('settings.languageHint')} />
        </List.Item>
        <List.Item
          actions={[
            <Button key="password" onClick={() => setPasswordOpen(true)} data-testid="settings-change-password">
              {t('settings.changePassword')}
            </Button>,
          ]}
        >
          <List.Item.Meta title={t('settings.password')} description={t('settings.passwordHint')} />
        </List.Item>
        <List.Item
          actions={[
            <Button key="depart" onClick={() => void openDepartSwitch()} data-testid="settings-switch-depart">
              {t('settings.switchDepart')}
            </Button>,
          ]}
        >
          <List.Item.Meta title={t('settings.depart')} description={departName ?? t('settings.noDepartChosen')} />
        </List.Item>
      </List>
      {departs && (
        <DepartSelectModal
          open
          tenants={[]}
          departs={departs}
          initial={{ tenantId: session?.tenantId ?? null, orgCode: currentDepart?.orgCode ?? null }}
          onSubmit={switchDepart}
          onCancel={() => setDeparts(null)}
        />
      )}
    </ProCard>
  );
}
