import { Perm, type Transorder } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Popconfirm, Space, Table, Tag, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { showFailure } from '../../../api/request';
import { Authorized } from '../../../components/Authorized';
import { ordersApi } from './api';
import { formatTime, orDash } from './format';
import { needsPaging, OPEN_STATUS_FILTER, ORDER_PAGE_SIZE, statusColour } from './logic/orderRules';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderTableBar } from './OrderTableBar';

type Sort = { readonly column: string; readonly order: 'asc' | 'desc' };
const DEFAULT_SORT: Sort = { column: 'releaseTime', order: 'desc' };

/** Open transport orders of the layout (SPEC §7: 'Preset,Init,Release,Running', newest release first). */
export function TransorderTable({ layoutId }: { readonly layoutId: string }) {
  const { t } = useTranslation('monitorOrders');
  const [pageNo, setPageNo] = useState(1);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [selected, setSelected] = useState<string[]>([]);
  const [detailOf, setDetailOf] = useState<Transorder | null>(null);
  const list = useQuery({
    queryKey: ['monitor', 'transorders', layoutId, pageNo, sort],
    queryFn: () => ordersApi.transorders({ transorderStatus: OPEN_STATUS_FILTER, layoutId }, { pageNo, pageSize: ORDER_PAGE_SIZE, ...sort }),
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
      await (ids.length === 1 ? ordersApi.closeTransorder(ids[0]!) : ordersApi.closeTransorders(ids));
      feedback.message.success(t('orderClosed'));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      await list.refetch();
    } catch (error) {
      showFailure(error, t('closeFailed'));
    }
  };

  const onTableChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<Transorder> | SorterResult<Transorder>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(one?.order && typeof one.field === 'string' ? { column: one.field, order: one.order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORT);
    setPageNo(pagination.current ?? 1);
  };
  const sortOrder = (column: string) => (sort.column === column ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);

  const columns: TableColumnsType<Transorder> = [
    { title: t('order.code'), dataIndex: 'transorderCode', render: (code: string, row) => <a onClick={() => setDetailOf(row)}>{code}</a> },
    {
      title: t('order.status'),
      dataIndex: 'transorderStatus',
      render: (status: string) => (
        <Tag color={statusColour(status)} data-testid="order-status">
          {t(`status.${status}`, { defaultValue: status })}
        </Tag>
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
            <Popconfirm title={t('confirmCloseOrder')} onConfirm={() => void close([row.id])}>
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
        selected={selected}
        onRefresh={() => void list.refetch()}
        onClose={(ids) => void close(ids)}
      />
      <Table<Transorder>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={[...(list.data?.records ?? [])]}
        onChange={onTableChange}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={needsPaging(total) ? { current: pageNo, pageSize: ORDER_PAGE_SIZE, total, showSizeChanger: false } : false}
      />
      <OrderDetailDialog order={detailOf} onClose={() => setDetailOf(null)} />
    </div>
  );
}
