import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TemplateTable } from './TemplateTable';
import { useOrdersUi } from './ordersUi';

/** The order template list (SPEC §2): create orders from chosen templates; add, edit, delete by permission. */
export function TemplateListDialog() {
  const { t } = useTranslation('monitorOrders');
  const open = useOrdersUi((s) => s.dialog === 'templateList');
  const close = useOrdersUi((s) => s.close);
  return (
    <Modal open={open} width={1000} title={t('templateList')} onCancel={close} footer={null} destroyOnHidden>
      <TemplateTable manage onCreated={() => undefined} />
    </Modal>
  );
}
