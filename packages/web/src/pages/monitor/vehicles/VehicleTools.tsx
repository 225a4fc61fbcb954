import { AlertOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Perm } from '@agvs/contract';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';

/** Toolbar buttons of the vehicle dialogs: online AGV list (monitor:agv:close) and AGV error summary. */
export function VehicleTools({ onOnlineAgvs, onErrorSummary }: { readonly onOnlineAgvs: () => void; readonly onErrorSummary: () => void }) {
  const { t } = useTranslation('monitorAgv');
  return (
    <>
      <Authorized code={Perm.monitorAgvClose}>
        <Tooltip title={t('online.title')}>
          <Button type="text" className="mm-tool" icon={<UnorderedListOutlined />} onClick={onOnlineAgvs} aria-label={t('online.title')} data-testid="toolbar-online-agvs" />
        </Tooltip>
      </Authorized>
      <Tooltip title={t('errors.summaryTitle')}>
        <Button type="text" className="mm-tool" icon={<AlertOutlined />} onClick={onErrorSummary} aria-label={t('errors.summaryTitle')} data-testid="toolbar-error-summary" />
      </Tooltip>
    </>
  );
}
