import { AimOutlined, NodeIndexOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Perm } from '@agvs/contract';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';
import { useLiveStore } from '../liveContext';
import { useOrdersUi } from './ordersUi';

/** Order buttons on an AGV card: a task for this vehicle, its order path and its guide line. */
export function AgvCardOrderActions({ agvUid, canCreateTask }: { readonly agvUid: string; readonly canCreateTask: boolean }) {
  const { t } = useTranslation('monitorOrders');
  const open = useOrdersUi((s) => s.open);
  const pathOn = useOrdersUi((s) => s.pathLineIds.includes(agvUid));
  const guideOn = useOrdersUi((s) => s.guideLineIds.includes(agvUid));
  const togglePath = useOrdersUi((s) => s.togglePathLine);
  const toggleGuide = useOrdersUi((s) => s.toggleGuideLine);
  const live = useLiveStore();

  const createTask = () => {
    const card = live.card(agvUid);
    if (!card) return;
    open('createTask', { agvId: card.agvVo.id, agvName: card.agvVo.agvName, stationCode: card.stationCode, loadedWithoutOrder: card.loadedWithoutOrder === true });
  };

  return (
    <span className="mmo-card-actions">
      {canCreateTask && (
        <Authorized code={Perm.monitorTaskAdd}>
          <Tooltip title={t('createTask')}>
            <Button size="small" type="text" icon={<PlusCircleOutlined />} onClick={createTask} data-testid="card-create-task" aria-label={t('createTask')} />
          </Tooltip>
        </Authorized>
      )}
      <Authorized code={Perm.monitorOrderList}>
        <Tooltip title={t(pathOn ? 'pathLineOff' : 'pathLineOn')}>
          <Button
            size="small"
            type={pathOn ? 'primary' : 'text'}
            icon={<NodeIndexOutlined />}
            onClick={() => togglePath(agvUid)}
            data-testid="card-path-line"
            aria-pressed={pathOn}
            aria-label={t(pathOn ? 'pathLineOff' : 'pathLineOn')}
          />
        </Tooltip>
      </Authorized>
      <Tooltip title={t(guideOn ? 'guideLineOff' : 'guideLineOn')}>
        <Button
          size="small"
          type={guideOn ? 'primary' : 'text'}
          icon={<AimOutlined />}
          onClick={() => toggleGuide(agvUid)}
          data-testid="card-guide-line"
          aria-pressed={guideOn}
          aria-label={t(guideOn ? 'guideLineOff' : 'guideLineOn')}
        />
      </Tooltip>
    </span>
  );
}
