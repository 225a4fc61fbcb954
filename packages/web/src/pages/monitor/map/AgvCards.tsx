import { SyncOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { batteryBand, chargeCountdown, type CardView } from '../logic/liveRules';
import type { CardViews } from '../logic/liveStore';
import type { VehicleStore } from '../logic/vehicleStore';
import type { HideTimer } from '../vehicles/hideTimer';
import { useCardWindow } from './useCardWindow';

/** Optional parts of a card from the vehicle dialogs: shortcut buttons, and hiding its details for a while. */
export interface CardExtras {
  readonly renderTools?: (agvUid: string) => ReactNode;
  readonly hide?: HideTimer;
}

const noHide = () => () => undefined;

/**
 * The floating AGV cards (SPEC §2, 240 px column): one card per drawn vehicle. The list renders
 * when vehicles appear or leave or the scrolled window moves (`useCardWindow`: with many vehicles
 * only the cards near view are mounted); each card only when what it shows changes (never per position).
 */
export function AgvCards({
  vehicles,
  cards,
  extras = {},
  orderActions,
  selectedUid = null,
}: {
  readonly vehicles: VehicleStore;
  readonly cards: CardViews<CardView>;
  readonly extras?: CardExtras;
  /** Order buttons of a card (create task for it, order path and guide line). */
  readonly orderActions?: (agvUid: string) => ReactNode;
  /** The vehicle found or clicked on the map: its card is scrolled to and marked. */
  readonly selectedUid?: string | null;
}) {
  const uids = useSyncExternalStore(vehicles.subscribeStructure, vehicles.getUids);
  const { listRef, slotRef, start, end, before, after } = useCardWindow(uids);
  useShowCard(listRef, uids, selectedUid);
  return (
    <div ref={listRef} className="mm-card-list" data-testid="agv-card-list" style={{ paddingTop: before, paddingBottom: after }}>
      {uids.slice(start, end).map((uid) => (
        <div key={uid} ref={slotRef} className={`mm-card-slot${uid === selectedUid ? ' mm-card-found' : ''}`} data-slot={uid}>
          <AgvCard uid={uid} cards={cards} extras={extras} orderActions={orderActions} />
        </div>
      ))}
    </div>
  );
}

/**
 * Scrolls the selected vehicle's card into view. With a windowed column the card may not be
 * mounted: the column is first scrolled to where the card would be, which mounts it, then to it.
 */
function useShowCard(listRef: RefObject<HTMLDivElement | null>, uids: readonly string[], selectedUid: string | null) {
  useEffect(() => {
    const list = listRef.current;
    if (!list || !selectedUid) return;
    const slot = () => list.querySelector<HTMLElement>(`[data-slot="${CSS.escape(selectedUid)}"]`);
    const mounted = slot();
    if (mounted) {
      mounted.scrollIntoView({ block: 'nearest' });
      return;
    }
    const index = uids.indexOf(selectedUid);
    const scroller = list.parentElement;
    if (index < 0 || !scroller) return;
    scroller.scrollTop = list.offsetTop + (list.scrollHeight * index) / uids.length;
    const frame = window.requestAnimationFrame(() => window.requestAnimationFrame(() => slot()?.scrollIntoView({ block: 'nearest' })));
    return () => window.cancelAnimationFrame(frame);
  }, [listRef, uids, selectedUid]);
}

function AgvCard({
  uid,
  cards,
  extras,
  orderActions,
}: {
  readonly uid: string;
  readonly cards: CardViews<CardView>;
  readonly extras: CardExtras;
  readonly orderActions?: (agvUid: string) => ReactNode;
}) {
  const { t } = useTranslation('monitor');
  const subscribe = useCallback((listener: () => void) => cards.subscribe(uid, listener), [cards, uid]);
  const view = useSyncExternalStore(subscribe, () => cards.get(uid));
  const { hide, renderTools } = extras;
  const detailsHidden = useSyncExternalStore(hide?.subscribe ?? noHide, () => hide?.isHidden(uid, 'details') ?? false);
  if (!view) return null;
  const band = batteryBand(view.battery, view.batteryLowLevel, view.runOrderBatteryLevel);
  const hasOrder = view.orderType !== null;
  return (
    <div className="mm-card" data-testid="agv-card" data-card={uid} data-run-status={view.runStatus ?? ''}>
      <div className="mm-card-head">
        <i className="mm-card-dot" style={{ background: view.colour }} />
        <span className="mm-card-name">{view.agvName}</span>
        <span className="mm-card-status">{view.runStatus ? t(`runStatus.${view.runStatus}`, { defaultValue: view.runStatus }) : ''}</span>
      </div>
      {renderTools?.(uid)}
      {orderActions?.(uid)}
      <dl className="mm-card-body" hidden={detailsHidden} data-testid="agv-card-details">
        <dt>{t('cards.station')}</dt>
        <dd data-testid="agv-card-station">{view.stationCode ?? '-'}</dd>
        <dt>{t('cards.order')}</dt>
        <dd data-testid="agv-card-order">
          {hasOrder ? t('cards.orderRoute', { type: view.orderType, src: view.srcStationCode ?? '-', dest: view.destStationCode ?? '-' }) : t('cards.noOrder')}
          {!hasOrder && view.loadedWithoutOrder && (
            <span className="mm-card-loaded-no-order" data-testid="agv-card-loaded-no-order" title={t('cards.loadedNoOrderHint')}>
              {t('cards.loadedNoOrder')}
            </span>
          )}
        </dd>
        <dt>{t('cards.battery')}</dt>
        <dd className="mm-card-battery">
          <span className={`mm-battery mm-battery-${band}`} data-testid="agv-card-battery" data-band={band}>
            <span className="mm-battery-fill" style={{ width: `${Math.max(0, Math.min(100, view.battery))}%` }} />
          </span>
          <span className="mm-battery-text">{Math.round(view.battery)}%</span>
          {view.charging && <ChargeCountdown view={view} />}
        </dd>
      </dl>
    </div>
  );
}

/** Spinner and mm:ss to a full battery while charging (SPEC §4), ticking every second. */
function ChargeCountdown({ view }: { readonly view: CardView }) {
  const { t } = useTranslation('monitor');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const text = chargeCountdown(view.batteryFullTime, view.chargeChangeTime, now);
  return (
    <span className="mm-charging" data-testid="agv-card-charging" title={t('cards.charging')}>
      <SyncOutlined spin aria-label={t('cards.charging')} />
      {text && <span className="mm-countdown">{text}</span>}
    </span>
  );
}
