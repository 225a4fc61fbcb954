import { Perm, type Transorder } from '@agvs/contract';
import { Popconfirm, Space, Table, Tag, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';
import { ordersApi } from './api';
import { formatTime, orDash } from './format';
import { OPEN_STATUS_FILTER, ORDER_PAGE_SIZE, statusColour } from './logic/orderRules';
import { orderWarningText } from './logic/orderWarning';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderTableBar } from './OrderTableBar';
import { useClosableOrderPage } from './useClosableOrderPage';

type Sort = { readonly column: string; readonly order: 'asc' | 'desc' };
const DEFAULT_SORT: Sort = { column: 'releaseTime', order: 'desc' };

/** Open transport orders of the layout (SPEC §7: 'Preset,Init,Release,Running', newest release first). */
export function TransorderTable({ layoutId }: { readonly layoutId: string }) {
  const { t } = useTranslation('monitorOrders');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [detailOf, setDetailOf] = useState<Transorder | null>(null);
  const page = useClosableOrderPage<Transorder>({
    queryKey: ['monitor', 'transorders', layoutId, sort],
    fetchPage: (pageNo) => ordersApi.transorders({ transorderStatus: OPEN_STATUS_FILTER, layoutId }, { pageNo, pageSize: ORDER_PAGE_SIZE, ...sort }),
    closeOne: ordersApi.closeTransorder,
    closeMany: ordersApi.closeTransorders,
    closedMessage: 'orderClosed',
  });

  const onTableChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Transorder> | SorterResult<Transorder>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(one?.order && typeof one.field === 'string' ? { column: one.field, order: one.order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORT);
    page.setPageNo(pagination.current ?? 1);
  };
  const sortOrder = (column: string) => (sort.column === column ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);

  const columns: TableColumnsType<Transorder> = [
    { title: t('order.code'), dataIndex: 'transorderCode', render: (code: string, row) => <a onClick={() => setDetailOf(row)}>{code}</a> },
    {
      title: t('order.status'),
      dataIndex: 'transorderStatus',
      // Why an order waits (its warning, e.g. its named vehicle is offline) beside its status.
      render: (status: string, row) => (
        <Space size={4} wrap>
          <Tag color={statusColour(status)} data-testid="order-status">
            {t(`status.${status}`, { defaultValue: status })}
          </Tag>
          {orderWarningText(t, row.warningInfo) && (
            <Typography.Text type="warning" data-testid="order-warning">
              {orderWarningText(t, row.warningInfo)}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('order.agv'), dataIndex: 'agvName', render: orDash },
    { title: t('field.srcStationCode'), dataIndex: 'srcStationCode', render: orDash },
    { title: t('field.destStationCode'), dataIndex: 'destStationCode', render: (v: string | null, row) => orDash(v ?? row.destZoneName) },
    { title: t('field.taskType'), dataIndex: 'transorderType' },
    { title: t('order.releaseTime'), dataIndex: 'releaseTime', sorter: true, sortOrder: sortOrder('releaseTime'), render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Space>
          <a onClick={() => setDetailOf(row)} data-testid="order-detail">
            {t('detail')}
          </a>
          <Authorized code={Perm.monitorTransorderDelete}>
            <Popconfirm title={t('confirmCloseOrder')} onConfirm={() => void page.close([row.id])}>
              <a data-testid="order-close">{t('close')}</a>
            </Popconfirm>
          </Authorized>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="transorder-table">
      <OrderTableBar
        title={t('transorders')}
        testId="transorder"
        closePerm={Perm.monitorTransorderDelete}
        {...page.tableBar}
      />
      <Table<Transorder>
        rowKey="id"
        size="small"
        loading={page.list.isFetching}
        columns={columns}
        dataSource={page.rows}
        onChange={onTableChange}
        rowSelection={page.rowSelection}
        pagination={page.pagination}
      />
      <OrderDetailDialog order={detailOf} onClose={() => setDetailOf(null)} />
    </div>
  );
}
