import { CloseOutlined } from '@ant-design/icons';
import { Perm, type CallOrder, type Equipment, type Transorder } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Popconfirm, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { showFailure } from '../../../api/request';
import { Authorized } from '../../../components/Authorized';
import { usePermission } from '../../../session/usePermission';
import { usePlacement } from '../map/FloatingCards';
import { ordersApi } from './api';
import { OPEN_STATUS_FILTER, statusColour } from './logic/orderRules';
import { openCallOrdersAt, openOrdersAt } from './logic/stationOrders';
import { useOrdersUi } from './ordersUi';

/** Most open orders of each kind the tooltip lists. */
const LISTED = 100;

/** The open transport and call orders at a station (SPEC §7 "Equipment tooltip"). */
function useStationOrders(layoutId: string, stationCode: string | null, canList: boolean) {
  return useQuery({
    queryKey: ['monitor', 'stationOrders', layoutId, stationCode],
    enabled: !!stationCode && canList,
    queryFn: async () => {
      const page = { pageNo: 1, pageSize: LISTED, column: 'releaseTime', order: 'desc' } as const;
      const [bySrc, byDest, calls] = await Promise.all([
        ordersApi.transorders({ transorderStatus: OPEN_STATUS_FILTER, layoutId, srcStationCode: stationCode }, page),
        ordersApi.transorders({ transorderStatus: OPEN_STATUS_FILTER, layoutId, destStationCode: stationCode }, page),
        ordersApi.callOrders({ callOrderStatus: 'Init', srcLayoutId: layoutId }, { pageNo: 1, pageSize: LISTED, column: 'updateTime', order: 'desc' }),
      ]);
      return {
        orders: openOrdersAt([...bySrc.records, ...byDest.records]),
        calls: openCallOrdersAt(calls.records, stationCode!),
      };
    },
  });
}

/** The equipment tooltip (SPEC §2, max width 360): the equipment, its custom info and the open orders at its station. */
export function EquipmentTooltip({ layoutId }: { readonly layoutId: string }) {
  const tip = useOrdersUi((s) => s.equipmentTip);
  const hide = useOrdersUi((s) => s.showEquipment);
  useEffect(() => {
    if (!tip) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tip, hide]);
  useEffect(() => () => hide(null), [layoutId, hide]);
  if (!tip) return null;
  return <TooltipCard key={tip.equipment.id} layoutId={layoutId} equipment={tip.equipment} at={tip.at} onClose={() => hide(null)} />;
}

function TooltipCard({ layoutId, equipment, at, onClose }: { readonly layoutId: string; readonly equipment: Equipment; readonly at: { x: number; y: number }; readonly onClose: () => void }) {
  const { t } = useTranslation('monitorOrders');
  const allowed = usePermission();
  const ref = usePlacement(at);
  const orders = useStationOrders(layoutId, equipment.stationCode, allowed(Perm.monitorOrderList));

  const closeOrder = async (kind: 'order' | 'call', id: string) => {
    try {
      await (kind === 'order' ? ordersApi.closeTransorder(id) : ordersApi.closeCallOrder(id));
      feedback.message.success(t(kind === 'order' ? 'orderClosed' : 'callOrderClosed'));
      await orders.refetch();
    } catch (error) {
      showFailure(error, t('closeFailed'));
    }
  };

  const info = Object.entries(equipment.customInfo);
  return (
    <div className="mm-float mmo-equipment-tip" ref={ref} style={{ visibility: 'hidden', left: 0, top: 0 }} data-testid="equipment-tooltip" role="tooltip">
      <div className="mm-float-head">
        <span>{t('equipment.title', { code: equipment.equipmentCode })}</span>
        <CloseOutlined className="mm-float-close" onClick={onClose} aria-label={t('close')} />
      </div>
      <dl className="mm-float-body">
        <dt>{t('equipment.code')}</dt>
        <dd data-testid="equipment-code">{equipment.equipmentCode}</dd>
        <dt>{t('equipment.name')}</dt>
        <dd>{equipment.equipmentName}</dd>
        <dt>{t('equipment.brand')}</dt>
        <dd>{equipment.brandName ?? '-'}</dd>
        <dt>{t('equipment.model')}</dt>
        <dd>{equipment.modelName ?? '-'}</dd>
        {info.map(([key, value]) => (
          <InfoPair key={key} name={key} value={value} />
        ))}
      </dl>
      {orders.data && (
        <div className="mmo-tip-orders">
          <div className="mmo-tip-caption">{t('equipment.openOrders')}</div>
          {orders.data.orders.length === 0 && <div className="mmo-tip-none">{t('none')}</div>}
          {orders.data.orders.map((order: Transorder) => (
            <div key={order.id} className="mmo-tip-row" data-testid="equipment-order">
              <Tag color={statusColour(order.transorderStatus)}>{t(`status.${order.transorderStatus}`, { defaultValue: order.transorderStatus })}</Tag>
              <span className="mmo-tip-text">{`${order.transorderCode} ${order.srcStationCode ?? '-'} → ${order.destStationCode ?? '-'}`}</span>
              <Authorized code={Perm.monitorTransorderDelete}>
                <Popconfirm title={t('confirmCloseOrder')} onConfirm={() => void closeOrder('order', order.id)}>
                  <a>{t('close')}</a>
                </Popconfirm>
              </Authorized>
            </div>
          ))}
          <div className="mmo-tip-caption">{t('equipment.openCallOrders')}</div>
          {orders.data.calls.length === 0 && <div className="mmo-tip-none">{t('none')}</div>}
          {orders.data.calls.map((call: CallOrder) => (
            <div key={call.id} className="mmo-tip-row" data-testid="equipment-call-order">
              <span className="mmo-tip-text">{`${call.callOrderCode} ${call.srcStationCode ?? '-'} → ${call.destStationCode ?? '-'}`}</span>
              <Authorized code={Perm.monitorCallOrderDelete}>
                <Popconfirm title={t('confirmCloseCallOrder')} onConfirm={() => void closeOrder('call', call.id)}>
                  <a>{t('close')}</a>
                </Popconfirm>
              </Authorized>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function InfoPair({ name, value }: { readonly name: string; readonly value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
