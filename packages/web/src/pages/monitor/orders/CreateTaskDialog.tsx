import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskForm } from './TaskForm';
import { TemplateTable } from './TemplateTable';
import { useOrdersUi } from './ordersUi';

/** The create-task dialog (SPEC §2, width 800): tab 1 to a destination station, tab 2 from order templates. */
export function CreateTaskDialog({ mapId, layoutId }: { readonly mapId: string | null; readonly layoutId: string }) {
  const { t } = useTranslation('monitorOrders');
  const open = useOrdersUi((s) => s.dialog === 'createTask');
  const vehicle = useOrdersUi((s) => s.vehicle);
  const close = useOrdersUi((s) => s.close);
  return (
    <Modal
      open={open}
      width={800}
      title={vehicle ? t('createTaskFor', { name: vehicle.agvName }) : t('createTask')}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      <div data-testid="create-task-dialog">
        <Tabs
          items={[
            {
              key: 'station',
              label: t('tabStation'),
              children: <TaskForm mapId={mapId} layoutId={layoutId} vehicle={vehicle} onCreated={close} />,
            },
            { key: 'template', label: t('tabTemplate'), children: <TemplateTable manage={false} onCreated={close} /> },
          ]}
        />
      </div>
    </Modal>
  );
}
