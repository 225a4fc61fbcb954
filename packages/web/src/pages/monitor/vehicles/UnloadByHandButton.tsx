import { ExportOutlined } from '@ant-design/icons';
import { Perm } from '@agvs/contract';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { Authorized } from '../../../components/Authorized';
import { agvApi } from './agvApi';

/**
 * "Unloaded by hand" for a vehicle that carries a load without an order (monitor:agv:unload),
 * after a confirmation: the fleet then treats it as empty and gives it ordinary tasks again.
 */
export function UnloadByHandButton({ agvId, agvName, onDone }: { readonly agvId: string; readonly agvName: string; readonly onDone?: () => void }) {
  const { t } = useTranslation('monitorAgv');
  const [busy, setBusy] = useState(false);
  const unload = async () => {
    setBusy(true);
    try {
      await agvApi.unloadByHand(agvId);
      feedback.notification.success({ message: t('success'), description: t('unload.done', { name: agvName }) });
      onDone?.();
    } catch (error) {
      showFailure(error, t('actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Authorized code={Perm.monitorAgvUnload}>
      <Popconfirm title={t('unload.confirm', { name: agvName })} okText={t('yes')} cancelText={t('no')} onConfirm={() => void unload()}>
        <Tooltip title={t('unload.action')}>
          <Button type="text" size="small" className="mm-card-tool" icon={<ExportOutlined />} loading={busy} aria-label={t('unload.action')} data-testid="agv-unload-by-hand" />
        </Tooltip>
      </Popconfirm>
    </Authorized>
  );
}
