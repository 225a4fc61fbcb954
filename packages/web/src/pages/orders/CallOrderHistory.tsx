import { CALL_ORDER_STATUSES, Perm, type CallOrder } from '@agvs/contract';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Popconfirm, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { LIST_PAGINATION } from '../../crud/listPagination';
import type { SortOrder } from '../../crud/listParams';
import { useColumnSettings } from '../../crud/useColumnSettings';
import { usePermission } from '../../session/usePermission';
import { ordersApi } from '../monitor/orders/api';
import { CallOrderDetailDialog } from '../monitor/orders/CallOrderDetailDialog';
import { formatTime, orDash } from '../monitor/orders/format';
import { statusColour } from '../monitor/orders/logic/orderRules';
import { callOrderHistoryQuery } from './historyQuery';

/** Call orders in every state with their detail lines (SPEC §2 "call order (history)"). */
export default function CallOrderHistory() {
  const { t } = useTranslation(['orderHistory', 'monitorOrders']);
  const can = usePermission();
  const action = useRef<ActionType>(undefined);
  const [detailOf, setDetailOf] = useState<CallOrder | null>(null);
  const columnsState = useColumnSettings('callOrders');

  const close = async (id: string) => {
    try {
      await ordersApi.closeCallOrder(id);
      feedback.message.success(t('monitorOrders:callOrderClosed'));
      action.current?.reload();
    } catch (err) {
      showFailure(err, t('monitorOrders:closeFailed'));
    }
  };

  const layouts = async () => (await ordersApi.tableDict('map_layout', {})).map((i) => ({ label: i.text, value: i.value }));
  const statusEnum = Object.fromEntries(CALL_ORDER_STATUSES.map((s) => [s, { text: t(`monitorOrders:status.${s}`) }]));

  const columns: ProColumns<CallOrder>[] = [
    { title: t('monitorOrders:callOrder.code'), dataIndex: 'callOrderCode', sorter: true, search: false },
    {
      title: t('monitorOrders:order.status'),
      dataIndex: 'callOrderStatus',
      valueType: 'select',
      valueEnum: statusEnum,
      render: (_, row) => (
        <Tag color={statusColour(row.callOrderStatus)} data-testid="history-call-order-status">
          {t(`monitorOrders:status.${row.callOrderStatus}`, { defaultValue: row.callOrderStatus })}
        </Tag>
      ),
    },
    { title: t('orderHistory:srcLayout'), dataIndex: 'srcLayoutId', valueType: 'select', request: layouts, render: (_, row) => orDash(row.srcLayoutName) },
    { title: t('monitorOrders:field.srcStationCode'), dataIndex: 'srcStationCode', search: false, render: (_, row) => orDash(row.srcStationCode) },
    { title: t('monitorOrders:field.destStationCode'), dataIndex: 'destStationCode', search: false, render: (_, row) => orDash(row.destStationCode ?? row.destZoneName) },
    { title: t('orderHistory:taskCode'), dataIndex: 'taskCode', search: false, render: (_, row) => orDash(row.taskCode) },
    { title: t('monitorOrders:order.agv'), dataIndex: 'agvName', search: false, render: (_, row) => orDash(row.agvName) },
    { title: t('monitorOrders:field.taskType'), dataIndex: 'taskType', search: false, render: (_, row) => orDash(row.taskType) },
    { title: t('orderHistory:externalCode'), dataIndex: 'externalCode', search: false, render: (_, row) => orDash(row.externalCode) },
    { title: t('monitorOrders:callOrder.updateTime'), dataIndex: 'updateTime', sorter: true, search: false, render: (_, row) => formatTime(row.updateTime) },
    {
      title: t('monitorOrders:actions'),
      valueType: 'option',
      key: 'action',
      render: (_, row) => [
        row.taskId && (
          <a key="detail" data-testid="history-call-order-detail" onClick={() => setDetailOf(row)}>
            {t('monitorOrders:detail')}
          </a>
        ),
        row.callOrderStatus === 'Init' && can(Perm.monitorCallOrderDelete) && (
          <Popconfirm key="close" title={t('monitorOrders:confirmCloseCallOrder')} onConfirm={() => close(row.id)}>
            <a data-testid="history-call-order-close">{t('monitorOrders:close')}</a>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <>
      <ProTable<CallOrder>
        rowKey="id"
        headerTitle={t('orderHistory:callOrders')}
        actionRef={action}
        columns={columns}
        data-testid="call-order-history"
        pagination={LIST_PAGINATION}
        columnsState={columnsState}
        request={async (params, sort) => {
          const query = callOrderHistoryQuery(params, sort as Record<string, SortOrder>);
          const page = await ordersApi.callOrders(query, { pageNo: Number(query['pageNo']), pageSize: Number(query['pageSize']) });
          return { data: [...page.records], total: page.total, success: true };
        }}
      />
      <CallOrderDetailDialog order={detailOf} onClose={() => setDetailOf(null)} />
    </>
  );
}
