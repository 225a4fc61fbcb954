import { agvTaskResource, Perm } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../session/usePermission';
import { RecordList } from './RecordList';

/** The order history of one task: its transport orders, whatever their state. */
const taskOrdersPath = (taskCode: string) => `/agv/transorder?taskCode=${encodeURIComponent(taskCode)}`;

/**
 * Tasks (docs/agv-pages.md "Tasks"): the orders of one create call, one row each, read-only.
 * "Orders" opens the order history on that task, where its orders are recovered, copied or closed.
 */
export default function TaskList() {
  const { t } = useTranslation('agvRecords');
  const can = usePermission();
  const navigate = useNavigate();
  return (
    <RecordList
      manifest={agvTaskResource}
      entity="task"
      rowActions={(row) =>
        // The order history lists with monitor:order:list: without it the link would open a refusal.
        can(Perm.monitorOrderList)
          ? [
              <a key="orders" data-testid="task-orders" onClick={() => void navigate(taskOrdersPath(String(row['taskCode'])))}>
                {t('task.orders')}
              </a>,
            ]
          : []
      }
    />
  );
}
