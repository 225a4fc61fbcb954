import { Perm, wmsWarehouseResource } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../session/usePermission';
import { showDeviceLink } from '../system/deviceLink';
import { storeUrl } from './storeToken';
import { WmsList } from './WmsList';

/** Warehouses; one bound to a device user offers its store client's link (a new token, shown once). */
export default function WarehouseList() {
  const { t } = useTranslation(['warehouse', 'crud']);
  const can = usePermission();
  const storeLink = (deviceUserId: string) =>
    showDeviceLink(deviceUserId, storeUrl, { title: t('warehouse.storeLink'), hint: t('warehouse.storeLinkHint'), failed: t('crud:requestFailed') }, 'wms-store-link');
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
