import { Perm, SysconfigCalls, wmsWarehouseResource } from '@agvs/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { storeUrl } from './storeToken';
import { WmsList } from './WmsList';

/** Warehouses; one bound to a device user offers its store client's link (a new token, shown once). */
export default function WarehouseList() {
  const { t } = useTranslation(['warehouse', 'crud']);
  const can = usePermission();
  const storeLink = async (deviceUserId: string) => {
    try {
      const { token } = await callApi(SysconfigCalls.issueToken, { body: { id: deviceUserId } });
      const url = storeUrl(token);
      feedback.modal.info({
        title: t('warehouse.storeLink'),
        width: 720,
        content: (
          <>
            <Typography.Paragraph>{t('warehouse.storeLinkHint')}</Typography.Paragraph>
            <Typography.Paragraph copyable={{ text: url }} code data-testid="wms-store-link">
              {url}
            </Typography.Paragraph>
          </>
        ),
      });
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  return (
    <WmsList
      manifest={wmsWarehouseResource}
      entity="warehouse"
      rowActions={(row) =>
        row['deviceUserId'] && can(Perm.deviceUserEdit)
          ? [
              <a key="store" data-testid="wms-store-link-open" onClick={() => void storeLink(String(row['deviceUserId']))}>
                {t('warehouse.storeLink')}
              </a>,
            ]
          : []
      }
    />
  );
}
