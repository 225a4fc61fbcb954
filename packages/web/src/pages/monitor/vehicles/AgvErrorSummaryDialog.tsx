import { Perm } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { Authorized } from '../../../components/Authorized';
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
  const [busy, setBusy] = useState<string | null>(null);
  // A task error is resolved by retrying the step it stopped at, or by closing the order.
  const resolve = async (orderId: string, how: 'retry' | 'close') => {
    setBusy(orderId);
    try {
      await (how === 'retry' ? agvApi.retryOrder(orderId) : agvApi.closeOrder(orderId));
      feedback.notification.success({ message: t('success'), description: t(how === 'retry' ? 'errors.retried' : 'errors.closed') });
      await cards.refetch();
    } catch (error) {
      showFailure(error, t('actionFailed'));
    } finally {
      setBusy(null);
    }
  };
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
                  {
                    title: t('errors.reason'),
                    key: 'reason',
                    render: (_: unknown, row: TaskErrorRow) =>
                      row.taskError ? (
                        <span data-testid="task-error-reason">{t(`errors.task.${row.taskError.code}`, { station: row.taskError.station, defaultValue: row.taskError.code })}</span>
                      ) : (
                        '-'
                      ),
                  },
                  {
                    title: t('errors.resolve'),
                    key: 'resolve',
                    render: (_: unknown, row: TaskErrorRow) =>
                      row.taskError && (
                        <Authorized code={Perm.monitorTransorderDelete}>
                          <Space size={4}>
                            <Button size="small" loading={busy === row.key} onClick={() => void resolve(row.key, 'retry')} data-testid="task-error-retry">
                              {t('errors.retry')}
                            </Button>
                            <Popconfirm title={t('errors.closeConfirm', { code: row.transorderCode })} okText={t('yes')} cancelText={t('no')} onConfirm={() => void resolve(row.key, 'close')}>
                              <Button size="small" danger disabled={busy === row.key} data-testid="task-error-close">
                                {t('errors.closeOrder')}
                              </Button>
                            </Popconfirm>
                          </Space>
                        </Authorized>
                      ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
