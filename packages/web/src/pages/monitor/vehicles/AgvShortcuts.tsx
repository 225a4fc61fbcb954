import {
  CarOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  HomeOutlined,
  LockOutlined,
  ShrinkOutlined,
  ThunderboltOutlined,
  UnlockOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { CONTROL_TASK_TYPES, Perm, type ControlTaskType } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { Authorized } from '../../../components/Authorized';
import type { CardViews } from '../logic/liveStore';
import { agvApi } from './agvApi';
import { agvImageUrl, CARD_IMAGE_SIZE } from './agvImages';
import type { AgvLiveView } from './agvLiveView';
import { parseControlTaskTypes } from './controlTaskTypes';
import type { HideTimer } from './hideTimer';
import { UnloadByHandButton } from './UnloadByHandButton';

const TASK_ICONS: Record<ControlTaskType, ReactNode> = {
  Delivery: <CarOutlined />,
  Charge: <ThunderboltOutlined />,
  Park: <HomeOutlined />,
};

export interface AgvShortcutsProps {
  readonly uid: string;
  readonly live: CardViews<AgvLiveView>;
  /** The layout whose vehicle records give the task types (one call for every card). */
  readonly layoutId: string | null;
  readonly hide: HideTimer;
  readonly onEdit: (agvUid: string) => void;
  readonly onErrors: (agv: { agvId: string; agvName: string }) => void;
}

/**
 * The AGV tag icons and shortcut buttons of a card (SPEC §2): hide the vehicle or the card's
 * details for 5 s, lock toggle (SPEC §4 "AGV lock"), charge and park now, errors, edit.
 */
export function AgvShortcuts({ uid, live, layoutId, hide, onEdit, onErrors }: AgvShortcutsProps) {
  const { t } = useTranslation('monitorAgv');
  const subscribe = useCallback((listener: () => void) => live.subscribe(uid, listener), [live, uid]);
  const view = useSyncExternalStore(subscribe, () => live.get(uid));
  // The card does not carry the task types: the layout's records are read once for all cards
  // (shared query), not once per card; the AGV dialog reads its own record when it opens.
  const records = useQuery({
    queryKey: ['monitorAgv', 'records', layoutId],
    queryFn: () => agvApi.search({ currentLayoutId: layoutId ?? undefined }),
    enabled: !!layoutId,
    staleTime: 60_000,
    retry: false,
  });
  const allowed = parseControlTaskTypes(records.data?.find((agv) => agv.agvUid === uid)?.controlTaskType);

  // SPEC §4: the toggle flips locally on success; the next poll then carries the server's value.
  const [lockOverride, setLockOverride] = useState<number | null>(null);
  const polledLock = view?.isLock;
  useEffect(() => setLockOverride(null), [polledLock]);
  const [busy, setBusy] = useState<'lock' | 'charge' | 'park' | null>(null);
  if (!view) return null;
  const isLock = lockOverride ?? view.isLock;

  const toggleLock = async () => {
    const next = isLock === 1 ? 0 : 1;
    setBusy('lock');
    try {
      await agvApi.setLock(uid, next);
      setLockOverride(next);
      feedback.notification.success({ message: t('success'), description: t(next === 1 ? 'lock.lockedSuccess' : 'lock.unlockedSuccess') });
    } catch (error) {
      // SPEC §8: a failed lock change is a warning.
      if (error instanceof ApiError && !error.handled) feedback.message.warning(error.message || t('actionFailed'));
      else if (!(error instanceof ApiError)) feedback.message.warning(t('actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  const sendNow = async (kind: 'charge' | 'park') => {
    setBusy(kind);
    try {
      await (kind === 'charge' ? agvApi.chargeNow(view.agvId) : agvApi.parkNow(view.agvId));
      feedback.notification.success({ message: t('success'), description: t(kind === 'charge' ? 'shortcut.chargeSent' : 'shortcut.parkSent') });
    } catch (error) {
      showFailure(error, t('actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  const tool = (key: string, title: string, icon: ReactNode, onClick: () => void, extra: Record<string, unknown> = {}) => (
    <Tooltip title={title} key={key}>
      <Button type="text" size="small" className="mm-card-tool" icon={icon} aria-label={title} onClick={onClick} data-testid={`agv-${key}`} {...extra} />
    </Tooltip>
  );

  return (
    <div className="mm-card-shortcuts">
      <div className="mm-card-tags">
        <img className="mm-card-image" src={agvImageUrl(view.agvImage)} alt="" width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} data-testid="agv-card-image" />
        <span className="mm-card-task-icons" data-testid="agv-task-icons">
          {CONTROL_TASK_TYPES.map((type) => (
            <Tooltip key={type} title={t(`taskType.${type}`)}>
              <span className={`mm-task-icon${allowed.includes(type) ? ' mm-task-icon-on' : ''}`} data-task-type={type} data-on={allowed.includes(type) ? '1' : '0'}>
                {TASK_ICONS[type]}
              </span>
            </Tooltip>
          ))}
        </span>
        <span className={`mm-lock-state${isLock === 1 ? ' mm-locked' : ''}`} data-testid="agv-lock-state" data-locked={isLock}>
          {t(isLock === 1 ? 'lock.locked' : 'lock.unlocked')}
        </span>
      </div>
      <div className="mm-card-tools">
        {tool('hide-vehicle', t('shortcut.hideAgv'), <EyeInvisibleOutlined />, () => hide.hide(uid, 'vehicle'))}
        {tool('hide-details', t('shortcut.hideDetails'), <ShrinkOutlined />, () => hide.hide(uid, 'details'))}
        <Authorized code={Perm.monitorAgvClose}>
          {tool('lock-toggle', t(isLock === 1 ? 'lock.unlock' : 'lock.lock'), isLock === 1 ? <LockOutlined /> : <UnlockOutlined />, () => void toggleLock(), {
            loading: busy === 'lock',
          })}
        </Authorized>
        <Authorized code={Perm.monitorTaskAdd}>
          {tool('charge-now', t('shortcut.chargeNow'), <ThunderboltOutlined />, () => void sendNow('charge'), { loading: busy === 'charge' })}
          {tool('park-now', t('shortcut.parkNow'), <HomeOutlined />, () => void sendNow('park'), { loading: busy === 'park' })}
        </Authorized>
        {tool('errors', t('shortcut.errors', { count: view.errorCount }), <WarningOutlined />, () => onErrors({ agvId: view.agvId, agvName: view.agvName }), {
          danger: view.errorCount > 0,
        })}
        <Authorized code={Perm.monitorAgvEdit}>{tool('edit', t('shortcut.edit'), <EditOutlined />, () => onEdit(uid))}</Authorized>
        {view.loadedWithoutOrder && <UnloadByHandButton agvId={view.agvId} agvName={view.agvName} />}
      </div>
    </div>
  );
}
