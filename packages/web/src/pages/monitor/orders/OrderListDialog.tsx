import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CallOrderTable } from './CallOrderTable';
import { TransorderTable } from './TransorderTable';
import { useOrdersUi } from './ordersUi';

/** The transport-order list (SPEC §2): open transport orders and open call orders of the layout. */
export function OrderListDialog({ layoutId }: { readonly layoutId: string }) {
  const { t } = useTranslation('monitorOrders');
  const open = useOrdersUi((s) => s.dialog === 'orderList');
  const close = useOrdersUi((s) => s.close);
  return (
    <Modal open={open} width={1200} title={t('orderList')} onCancel={close} footer={null} destroyOnHidden>
      <div data-testid="order-list-dialog" className="mmo-order-list">
        <TransorderTable layoutId={layoutId} />
        <CallOrderTable layoutId={layoutId} />
      </div>
    </Modal>
  );
}
