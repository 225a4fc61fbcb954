import { LinesideCalls, lesDeliveryDetailResource, lesDeliveryOrderResource, Perm } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import type { ResourceRow } from '../../crud/resourceApi';
import { usePermission } from '../../session/usePermission';
import { LinesideList } from './LinesideList';
import { StatusTag } from './StatusTag';

/** How often an open delivery's containers are asked for again: a vehicle's progress shows within seconds. */
const CARRIAGE_POLL_MS = 3_000;

/**
 * A delivery order's details and each container with its call order, transport order and vehicle,
 * as they stand; the details are read again whenever a container's state changes.
 */
function DeliveryDetails({ deliveryOrderId }: { readonly deliveryOrderId: string }) {
  const { t } = useTranslation('lineside');
  const rows = useQuery({ queryKey: ['les-carriages', deliveryOrderId], queryFn: () => callApi(LinesideCalls.carriages, { query: { id: deliveryOrderId } }), refetchInterval: CARRIAGE_POLL_MS });
  const states = (rows.data ?? []).map((c) => c.status).join();
  return (
    <>
      <LinesideList key={states} manifest={lesDeliveryDetailResource} entity="deliveryDetail" fixed={{ deliveryOrderId }} />
      <Typography.Title level={5}>{t('deliveryOrder.carriages')}</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        data-testid="les-carriages"
        pagination={false}
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        columns={[
          { title: t('carriage.requireOrderCode'), dataIndex: 'requireOrderCode' },
          { title: t('carriage.seq'), dataIndex: 'seq' },
          { title: t('carriage.status'), dataIndex: 'status', render: (v: unknown) => <StatusTag dict="les_delivery_status" value={v} /> },
          { title: t('carriage.callOrderCode'), dataIndex: 'callOrderCode' },
          { title: t('carriage.transorderCode'), dataIndex: 'transorderCode' },
          { title: t('carriage.transorderStatus'), dataIndex: 'transorderStatus', render: (v: unknown) => (v ? t(`monitorOrders:status.${String(v)}`, { defaultValue: String(v) }) : '') },
          { title: t('carriage.agvName'), dataIndex: 'agvName' },
          { title: t('carriage.route'), key: 'route', render: (_: unknown, r) => `${r.srcStationCode ?? ''} → ${r.destStationCode ?? ''}` },
        ]}
      />
    </>
  );
}

/** Delivery orders: their details (one per require order) and containers, and cancel of what has not set off. */
export default function DeliveryOrderList() {
  const { t } = useTranslation(['lineside', 'crud']);
  const can = usePermission();
  const [shown, setShown] = useState<ResourceRow | null>(null);
  const cancel = (ids: readonly string[], reload: () => void) => {
    if (!ids.length) return void feedback.message.warning(t('crud:plsSelectRecord'));
    feedback.modal.confirm({
      title: t('deliveryOrder.cancelTitle', { count: ids.length }),
      content: t('requireOrder.cancelHint'),
      onOk: async () => {
        try {
          const r = await callApi(LinesideCalls.cancelDelivery, { body: { ids: [...ids] } });
          feedback.message.success(t('cancelled', { count: r.cancelled, started: r.alreadyStarted }));
          reload();
        } catch (err) {
          showFailure(err, t('crud:requestFailed'));
        }
      },
    });
  };
  return (
    <>
      <LinesideList
        manifest={lesDeliveryOrderResource}
        entity="deliveryOrder"
        toolbar={(selected, reload) => [
          can(Perm.lesDeliveryOrderCancel) && (
            <Button key="cancel" danger data-testid="les-delivery-cancel" onClick={() => cancel(selected, reload)}>
              {t('deliveryOrder.cancel')}
            </Button>
          ),
        ]}
        rowActions={(row) => [
          <a key="details" data-testid="les-delivery-details" onClick={() => setShown(row)}>
            {t('deliveryOrder.details')}
          </a>,
        ]}
      />
      {shown && (
        <Modal open width={1200} footer={null} title={t('deliveryOrder.detailsOf', { code: String(shown['code']) })} onCancel={() => setShown(null)} destroyOnHidden>
          <DeliveryDetails deliveryOrderId={shown.id} />
        </Modal>
      )}
    </>
  );
}
