import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { agvApi } from './agvApi';
import { agvErrorRows, errorLevelColour, taskErrorRows, type AgvErrorRow, type TaskErrorRow } from './errorRows';

/** SPEC §9: the error dialog refreshes every 10 s while open. */
export const ERROR_SUMMARY_REFRESH_MS = 10_000;

/** The AGV error summary (SPEC §2): AGV errors and task errors of the map, from getMapSimpleAgvInfo. */
export function AgvErrorSummaryDialog({ mapId, open, onClose }: { readonly mapId: string | null; readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation('monitorAgv');
  const cards = useQuery({
    queryKey: ['monitorAgv', 'mapCards', mapId],
    queryFn: () => agvApi.mapCards(mapId!),
    enabled: open && !!mapId,
    refetchInterval: open ? ERROR_SUMMARY_REFRESH_MS : false,
  });
  const list = cards.data ?? [];
  const tableProps = { size: 'small', loading: cards.isLoading, pagination: { pageSize: 10, hideOnSinglePage: true } } as const;
  return (
    <Modal open={open} width={900} title={t('errors.summaryTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Tabs
        items={[
          {
            key: 'agv',
            label: t('errors.agvErrors'),
            children: (
              <Table<AgvErrorRow>
                {...tableProps}
                dataSource={agvErrorRows(list)}
                data-testid="error-summary-agv"
                columns={[
                  { title: t('field.agvName'), dataIndex: 'agvName' },
                  { title: t('errors.errorLevel'), dataIndex: 'errorLevel', render: (v: string) => <Tag color={errorLevelColour(v)}>{v}</Tag> },
                  { title: t('errors.errorCode'), dataIndex: 'errorCode' },
                  { title: t('errors.errorDesc'), dataIndex: 'errorDesc' },
                ]}
              />
            ),
          },
          {
            key: 'task',
            label: t('errors.taskErrors'),
            children: (
              <Table<TaskErrorRow>
                {...tableProps}
                dataSource={taskErrorRows(list)}
                data-testid="error-summary-task"
                columns={[
                  { title: t('errors.transorderCode'), dataIndex: 'transorderCode' },
                  { title: t('errors.transorderStatus'), dataIndex: 'transorderStatus' },
                  { title: t('field.agvName'), dataIndex: 'agvName' },
                  { title: t('errors.runStatus'), dataIndex: 'runStatus' },
                  { title: t('errors.errorCode'), dataIndex: 'errorCodes' },
                  { title: t('errors.blockedBy'), dataIndex: 'blockedBy', render: (v: string | null) => v ?? '-' },
                ]}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
