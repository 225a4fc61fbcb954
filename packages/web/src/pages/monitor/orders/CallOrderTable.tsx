import { Perm, type CallOrder } from '@agvs/contract';
import { Popconfirm, Space, Table, Tag, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';
import { ordersApi } from './api';
import { CallOrderDetailDialog } from './CallOrderDetailDialog';
import { formatTime, orDash } from './format';
import { ORDER_PAGE_SIZE, statusColour } from './logic/orderRules';
import { OrderTableBar } from './OrderTableBar';
import { useClosableOrderPage } from './useClosableOrderPage';

/** Open call orders of the layout (SPEC §7: Init, srcLayoutId, latest update first). */
export function CallOrderTable({ layoutId }: { readonly layoutId: string }) {
  const { t } = useTranslation('monitorOrders');
  const [detailOf, setDetailOf] = useState<CallOrder | null>(null);
  const page = useClosableOrderPage<CallOrder>({
    queryKey: ['monitor', 'callOrders', layoutId],
    fetchPage: (pageNo) => ordersApi.callOrders({ callOrderStatus: 'Init', srcLayoutId: layoutId }, { pageNo, pageSize: ORDER_PAGE_SIZE, column: 'updateTime', order: 'desc' }),
    closeOne: ordersApi.closeCallOrder,
    closeMany: ordersApi.closeCallOrders,
    closedMessage: 'callOrderClosed',
  });

  const columns: TableColumnsType<CallOrder> = [
    { title: t('callOrder.code'), dataIndex: 'callOrderCode' },
    {
      title: t('order.status'),
      dataIndex: 'callOrderStatus',
      render: (status: string) => <Tag color={statusColour(status)}>{t(`status.${status}`, { defaultValue: status })}</Tag>,
    },
    { title: t('field.srcStationCode'), dataIndex: 'srcStationCode', render: orDash },
    { title: t('field.destStationCode'), dataIndex: 'destStationCode', render: orDash },
    { title: t('field.taskType'), dataIndex: 'taskType', render: orDash },
    { title: t('callOrder.updateTime'), dataIndex: 'updateTime', render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Space>
          {row.taskId && (
            <a onClick={() => setDetailOf(row)} data-testid="call-order-detail">
              {t('detail')}
            </a>
          )}
          <Authorized code={Perm.monitorCallOrderDelete}>
            <Popconfirm title={t('confirmCloseCallOrder')} onConfirm={() => void page.close([row.id])}>
              <a data-testid="call-order-close">{t('close')}</a>
            </Popconfirm>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="call-order-table">
      <OrderTableBar
        title={t('callOrders')}
        testId="call-order"
        closePerm={Perm.monitorCallOrderDelete}
        {...page.tableBar}
      />
      <Table<CallOrder>
        rowKey="id"
        size="small"
        loading={page.list.isFetching}
        columns={columns}
        dataSource={page.rows}
        onChange={(pagination: TablePaginationConfig) => page.setPageNo(pagination.current ?? 1)}
        rowSelection={page.rowSelection}
        pagination={page.pagination}
      />
      <CallOrderDetailDialog order={detailOf} onClose={() => setDetailOf(null)} />
    </div>
  );
}
