import { Perm, type CallOrder } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Popconfirm, Space, Table, Tag, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { showFailure } from '../../../api/request';
import { Authorized } from '../../../components/Authorized';
import { ordersApi } from './api';
import { CallOrderDetailDialog } from './CallOrderDetailDialog';
import { formatTime, orDash } from './format';
import { needsPaging, ORDER_PAGE_SIZE, statusColour } from './logic/orderRules';
import { OrderTableBar } from './OrderTableBar';

/** Open call orders of the layout (SPEC §7: Init, srcLayoutId, latest update first). */
export function CallOrderTable({ layoutId }: { readonly layoutId: string }) {
  const { t } = useTranslation('monitorOrders');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [detailOf, setDetailOf] = useState<CallOrder | null>(null);
  const list = useQuery({
    queryKey: ['monitor', 'callOrders', layoutId, pageNo],
    queryFn: () => ordersApi.callOrders({ callOrderStatus: 'Init', srcLayoutId: layoutId }, { pageNo, pageSize: ORDER_PAGE_SIZE, column: 'updateTime', order: 'desc' }),
  });
  const total = list.data?.total ?? 0;
  // Closing the last rows of a later page falls back to the first page.
  useEffect(() => {
    if (pageNo > 1 && list.data && list.data.records.length === 0) setPageNo(1);
  }, [pageNo, list.data]);

  const close = async (ids: readonly string[]) => {
    if (ids.length === 0) {
      feedback.message.warning(t('plsSelectRecord'));
      return;
    }
    try {
      await (ids.length === 1 ? ordersApi.closeCallOrder(ids[0]!) : ordersApi.closeCallOrders(ids));
      feedback.message.success(t('callOrderClosed'));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      await list.refetch();
    } catch (error) {
      showFailure(error, t('closeFailed'));
    }
  };

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
            <Popconfirm title={t('confirmCloseCallOrder')} onConfirm={() => void close([row.id])}>
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
        selected={selected}
        onRefresh={() => void list.refetch()}
        onClose={(ids) => void close(ids)}
      />
      <Table<CallOrder>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={[...(list.data?.records ?? [])]}
        onChange={(pagination: TablePaginationConfig) => setPageNo(pagination.current ?? 1)}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={needsPaging(total) ? { current: pageNo, pageSize: ORDER_PAGE_SIZE, total, showSizeChanger: false } : false}
      />
      <CallOrderDetailDialog order={detailOf} onClose={() => setDetailOf(null)} />
    </div>
  );
}
