import { DownloadOutlined } from '@ant-design/icons';
import { Perm, TRANSORDER_STATUSES, type Transorder } from '@agvs/contract';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { LIST_PAGINATION } from '../../crud/listPagination';
import type { SortOrder } from '../../crud/listParams';
import { useColumnSettings } from '../../crud/useColumnSettings';
import { usePermission } from '../../session/usePermission';
import { ordersApi } from '../monitor/orders/api';
import { formatTime, orDash } from '../monitor/orders/format';
import { isOpenTransorder, statusColour } from '../monitor/orders/logic/orderRules';
import { orderWarningText } from '../monitor/orders/logic/orderWarning';
import { OrderDetailDialog } from '../monitor/orders/OrderDetailDialog';
import { historyApi } from './historyApi';
import { transorderHistoryQuery } from './historyQuery';

/** Statuses a copy is made from (SPEC §4: only finished or closed orders). */
const COPYABLE = new Set(['Complete', 'Close']);

/** Transport orders in every SPEC §4 state: search, recover, copy, close and their steps. */
export default function TransorderHistory() {
  const { t } = useTranslation(['orderHistory', 'monitorOrders']);
  const can = usePermission();
  const action = useRef<ActionType>(undefined);
  const lastQuery = useRef<Record<string, string | number>>({});
  const [detailOf, setDetailOf] = useState<Transorder | null>(null);
  const columnsState = useColumnSettings('transorders');
  // The task page opens this list on one task (?taskCode=...): it starts as the search form's value.
  const [search] = useSearchParams();
  const taskCode = search.get('taskCode') ?? undefined;

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      feedback.message.success(t(done));
      action.current?.reload();
    } catch (err) {
      showFailure(err, t('orderHistory:actionFailed'));
    }
  };

  const options = async (code: 'map_layout' | 'agvByLayoutId') => (await ordersApi.tableDict(code, {})).map((i) => ({ label: i.text, value: i.value }));
  const statusEnum = Object.fromEntries(TRANSORDER_STATUSES.map((s) => [s, { text: t(`monitorOrders:status.${s}`) }]));

  const columns: ProColumns<Transorder>[] = [
    { title: t('monitorOrders:order.code'), dataIndex: 'transorderCode', sorter: true, search: false, render: (_, row) => <a onClick={() => setDetailOf(row)}>{row.transorderCode}</a> },
    {
      title: t('monitorOrders:order.status'),
      dataIndex: 'transorderStatus',
      sorter: true,
      valueType: 'select',
      valueEnum: statusEnum,
      fieldProps: { mode: 'multiple' },
      render: (_, row) => (
        <Tag color={statusColour(row.transorderStatus)} data-testid="history-order-status">
          {t(`monitorOrders:status.${row.transorderStatus}`, { defaultValue: row.transorderStatus })}
        </Tag>
      ),
    },
    { title: t('orderHistory:layout'), dataIndex: 'layoutId', valueType: 'select', request: () => options('map_layout'), render: (_, row) => orDash(row.layoutName) },
    { title: t('monitorOrders:order.agv'), dataIndex: 'agvId', valueType: 'select', request: () => options('agvByLayoutId'), render: (_, row) => orDash(row.agvName) },
    { title: t('monitorOrders:field.srcStationCode'), dataIndex: 'srcStationCode', render: (_, row) => orDash(row.srcStationCode ?? row.srcZoneName) },
    { title: t('monitorOrders:field.destStationCode'), dataIndex: 'destStationCode', render: (_, row) => orDash(row.destStationCode ?? row.destZoneName) },
    { title: t('monitorOrders:field.taskType'), dataIndex: 'transorderType', search: false },
    { title: t('orderHistory:taskCode'), dataIndex: 'taskCode' },
    { title: t('monitorOrders:order.releaseTime'), dataIndex: 'releaseTime', sorter: true, valueType: 'dateTimeRange', render: (_, row) => formatTime(row.releaseTime) },
    { title: t('orderHistory:startTime'), dataIndex: 'startTime', sorter: true, search: false, render: (_, row) => formatTime(row.startTime) },
    { title: t('orderHistory:endTime'), dataIndex: 'endTime', sorter: true, search: false, render: (_, row) => formatTime(row.endTime) },
    { title: t('orderHistory:warningInfo'), dataIndex: 'warningInfo', search: false, ellipsis: true, render: (_, row) => orDash(orderWarningText(t, row.warningInfo)) },
    {
      title: t('monitorOrders:actions'),
      valueType: 'option',
      key: 'action',
      render: (_, row) => [
        <a key="detail" data-testid="history-detail" onClick={() => setDetailOf(row)}>
          {t('monitorOrders:detail')}
        </a>,
        row.transorderStatus === 'Close' && can(Perm.transorderRecover) && (
          <Popconfirm key="recover" title={t('orderHistory:confirmRecover')} onConfirm={() => run(() => historyApi.recover(row.id), 'orderHistory:recovered')}>
            <a data-testid="history-recover">{t('orderHistory:recover')}</a>
          </Popconfirm>
        ),
        COPYABLE.has(row.transorderStatus) && can(Perm.transorderCopy) && (
          <Popconfirm key="copy" title={t('orderHistory:confirmCopy')} onConfirm={() => run(() => historyApi.copy(row.id), 'orderHistory:copied')}>
            <a data-testid="history-copy">{t('orderHistory:copy')}</a>
          </Popconfirm>
        ),
        isOpenTransorder(row.transorderStatus) && can(Perm.monitorTransorderDelete) && (
          <Popconfirm key="close" title={t('monitorOrders:confirmCloseOrder')} onConfirm={() => run(() => ordersApi.closeTransorder(row.id), 'monitorOrders:orderClosed')}>
            <a data-testid="history-close">{t('monitorOrders:close')}</a>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <>
      <ProTable<Transorder>
        // A new task code (another task's link) starts a new form and list.
        key={taskCode ?? ''}
        form={{ initialValues: { taskCode } }}
        rowKey="id"
        headerTitle={t('orderHistory:transorders')}
        actionRef={action}
        columns={columns}
        data-testid="transorder-history"
        pagination={LIST_PAGINATION}
        columnsState={columnsState}
        toolBarRender={() => [
          <Button
            key="export"
            icon={<DownloadOutlined />}
            data-testid="history-export"
            onClick={() => void historyApi.exportTransorders(lastQuery.current).catch((err) => showFailure(err, t('orderHistory:exportFailed')))}
          >
            {t('orderHistory:export')}
          </Button>,
        ]}
        request={async (params, sort) => {
          const query = transorderHistoryQuery(params, sort as Record<string, SortOrder>);
          lastQuery.current = query;
          const page = await ordersApi.transorders(query, { pageNo: Number(query['pageNo']), pageSize: Number(query['pageSize']) });
          return { data: [...page.records], total: page.total, success: true };
        }}
      />
      <OrderDetailDialog order={detailOf} onClose={() => setDetailOf(null)} />
    </>
  );
}
