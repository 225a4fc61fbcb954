import type { CallOrder, CallOrderDetailLine } from '@agvs/contract';
import { Alert, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi } from './api';
import { callDetailState } from './logic/orderRules';

/** The lines of a call order's transport order (SPEC §3, §4); a failed load clears the list (§8). */
export function CallOrderDetailDialog({ order, onClose }: { readonly order: CallOrder | null; readonly onClose: () => void }) {
  const { t } = useTranslation('monitorOrders');
  const [lines, setLines] = useState<readonly CallOrderDetailLine[]>([]);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!order?.taskId) return;
    let current = true;
    setLoading(true);
    setFailed(false);
    ordersApi
      .callOrderDetail(order.taskId)
      .then((found) => current && setLines(found))
      .catch(() => {
        if (!current) return;
        setLines([]);
        setFailed(true);
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [order]);

  const columns: TableColumnsType<CallOrderDetailLine> = [
    { title: t('station'), dataIndex: 'stationName' },
    { title: t('callOrder.action'), dataIndex: 'actionName' },
    {
      title: t('callOrder.state'),
      dataIndex: 'isSend',
      render: (v: number) => {
        const state = callDetailState(v);
        return state ? <Tag color={state === 'completed' ? 'green' : 'default'}>{t(`callOrder.${state}`)}</Tag> : '-';
      },
    },
  ];
  return (
    <Modal open={!!order} width={800} title={order ? t('callOrderDetailTitle', { code: order.callOrderCode }) : ''} onCancel={onClose} footer={null} destroyOnHidden>
      <div data-testid="call-order-detail-dialog">
        {failed && <Alert type="error" showIcon message={t('loadFailedRetry')} data-testid="call-order-detail-failed" />}
        <Table<CallOrderDetailLine> rowKey="id" size="small" loading={loading} columns={columns} dataSource={[...lines]} pagination={false} />
      </div>
    </Modal>
  );
}
