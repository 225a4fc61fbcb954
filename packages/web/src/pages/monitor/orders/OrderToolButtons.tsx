import { PlusCircleOutlined, ProfileOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Perm } from '@agvs/contract';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';
import { useOrdersUi } from './ordersUi';

/** The toolbar's order entries: create task, transport-order list, order templates (SPEC §2, §6). */
export function OrderToolButtons({ canCreateTask }: { readonly canCreateTask: boolean }) {
  const { t } = useTranslation('monitorOrders');
  const open = useOrdersUi((s) => s.open);
  return (
    <>
      {canCreateTask && (
        <Authorized code={Perm.monitorTaskAdd}>
          <Tooltip title={t('createTask')}>
            <Button type="text" className="mm-tool" icon={<PlusCircleOutlined />} onClick={() => open('createTask')} data-testid="toolbar-create-task" aria-label={t('createTask')} />
          </Tooltip>
          <Tooltip title={t('templateList')}>
            <Button type="text" className="mm-tool" icon={<ProfileOutlined />} onClick={() => open('templateList')} data-testid="toolbar-templates" aria-label={t('templateList')} />
          </Tooltip>
        </Authorized>
      )}
      <Authorized code={Perm.monitorOrderList}>
        <Tooltip title={t('orderList')}>
          <Button type="text" className="mm-tool" icon={<UnorderedListOutlined />} onClick={() => open('orderList')} data-testid="toolbar-order-list" aria-label={t('orderList')} />
        </Tooltip>
      </Authorized>
    </>
  );
}
