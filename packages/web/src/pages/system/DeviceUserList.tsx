import { Perm, deviceUserResource } from '@agvs/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { SimpleList } from './sysconfig/SimpleList';
import { sysconfigApi } from './sysconfig/sysconfigApi';

/** Device accounts; "issue token" shows a new API token once, for the device's configuration. */
export default function DeviceUserList() {
  const { t } = useTranslation(['systemPages', 'crud']);
  const can = usePermission();
  const issue = async (id: string) => {
    try {
      const { token } = await sysconfigApi.issueDeviceToken(id);
      feedback.modal.info({ title: t('systemPages:deviceUser.tokenOnce'), width: 600, content: <Typography.Paragraph copyable code>{token}</Typography.Paragraph> });
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  return (
    <SimpleList
      manifest={deviceUserResource}
      titleKey="deviceUser.title"
      rowActions={(row) => [
        can(Perm.deviceUserEdit) && (
          <a key="token" onClick={() => void issue(row.id)}>
            {t('systemPages:deviceUser.issueToken')}
          </a>
        ),
      ]}
    />
  );
}
