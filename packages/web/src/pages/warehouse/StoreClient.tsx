import { STORE_POLL_MS, WarehouseCalls, type StoreContainer, type StoreView } from '@agvs/contract';
import { Alert, Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CallRefused } from '../../api/tokenCall';
import { useTokenPoll } from '../../api/useTokenPoll';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useScreenLanguage } from '../../i18n/screenLanguage';
import { StoreDialog, type StoreAction, type StoreChoice } from './StoreDialog';
import { storeCall, storeToken } from './storeToken';
import './store.css';

type Picked = StoreContainer & { readonly binId: string | null };
type Notice = { readonly type: 'success' | 'error'; readonly text: string };

/** Every container on the screen with the bin it is in (null: arriving). */
function containersOf(view: StoreView): Picked[] {
  return [...view.bins.flatMap((b) => b.containers.map((c) => ({ ...c, binId: b.id }))), ...view.arriving.map((c) => ({ ...c, binId: null }))];
}

/**
 * The store client (SPEC §2 /agvs-client/les/LesStoreOperationClientMain, docs/warehouse.md): a
 * store-keeper's tablet signed in with a device token, as the workplace pad is, showing its
 * warehouse's bins and stock, with large buttons to book in, book out and move between bins.
 */
export default function StoreClient() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tag = useScreenLanguage(params.get('lang'));
  const { t } = useTranslation('warehouse');
  const [token] = useState(() => storeToken(pathToken, params));
  useEffect(() => {
    // The token is kept for this tab: take it out of the address bar.
    if (pathToken) void navigate(`..${params.get('lang') ? `?lang=${params.get('lang')}` : ''}`, { replace: true, relative: 'path' });
  }, [pathToken, navigate, params]);
  const { status, refresh } = useTokenPoll(token, STORE_POLL_MS, (tk, signal) => storeCall(WarehouseCalls.storeView, tk, tag, { signal }), [tag]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [action, setAction] = useState<StoreAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const time = useMemo(() => new Intl.DateTimeFormat(tag, { timeStyle: 'medium' }), [tag]);
  useDocumentTitle(status.kind === 'shown' ? status.view.warehouseName : t('store.title'));
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 8_000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (status.kind === 'missing' || status.kind === 'refused') {
    const refused = status.kind === 'refused' ? status : undefined;
    return (
      <div className="st-page st-refused" data-testid="store-refused">
        <div className="st-refused-title">{t(refused ? (refused.status === 403 ? 'store.unboundTitle' : 'store.refusedTitle') : 'store.missingTitle')}</div>
        <div className="st-refused-text">{refused?.status === 403 && refused.message ? refused.message : t(refused ? 'store.refusedText' : 'store.missingText')}</div>
      </div>
    );
  }
  if (status.kind === 'loading' || !token) return <div className="st-page">{t('store.loading')}</div>;

  const { view } = status;
  const all = containersOf(view);
  const selected = all.find((c) => c.id === selectedId) ?? null;
  const book = async (choice: StoreChoice) => {
    if (!action || !selected) return;
    setBusy(true);
    try {
      if (action === 'inbound') await storeCall(WarehouseCalls.storeInbound, token, tag, { body: { containerId: choice.containerId, binId: choice.binId!, lotId: choice.lotId!, quantity: choice.quantity! } });
      if (action === 'outbound') await storeCall(WarehouseCalls.storeOutbound, token, tag, { body: { containerId: choice.containerId, lotId: choice.lotId ?? null, quantity: choice.quantity! } });
      if (action === 'transfer') await storeCall(WarehouseCalls.storeTransfer, token, tag, { body: { containerId: choice.containerId, toBinId: choice.binId! } });
      setNotice({ type: 'success', text: t(`store.${action}Done`, { code: selected.code }) });
      setAction(null);
    } catch (err) {
      setNotice({ type: 'error', text: err instanceof CallRefused ? err.message : t('store.failed') });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const blocked = selected?.state === 'blocked';
  const containerButton = (c: Picked) => (
    <button
      key={c.id}
      type="button"
      className={`st-container${c.id === selectedId ? ' st-container-on' : ''}${c.state === 'blocked' ? ' st-container-blocked' : ''}`}
      onClick={() => setSelectedId(c.id === selectedId ? null : c.id)}
      data-testid="store-container"
    >
      <strong>{c.code}</strong> · {t(`state.${c.state}`, { defaultValue: c.state })}
      {c.stationCode && <span className="st-line">{t('store.atStation', { station: c.stationCode })}</span>}
      {c.lines.map((l) => (
        <span key={l.lotId} className="st-line">
          {l.partNo} · {l.lotNo} · {l.quantity}
        </span>
      ))}
    </button>
  );

  return (
    <div className="st-page" data-testid="store-client">
      <header className="st-head">
        <h1>{view.warehouseName}</h1>
        <span className="st-sub">{view.warehouseCode}</span>
        <span className={status.failing ? 'st-clock st-stale' : 'st-clock'}>{t(status.failing ? 'store.stale' : 'store.updated', { time: time.format(status.failing ? status.lastOk : view.at) })}</span>
      </header>
      {notice && <Alert className="st-notice" type={notice.type} showIcon message={notice.text} data-testid="store-notice" />}
      <div className="st-selected">{selected ? t('store.selected', { code: selected.code }) : t('store.pickContainer')}</div>
      <div className="st-actions">
        <Button className="st-big" type="primary" disabled={!selected || blocked} onClick={() => setAction('inbound')} data-testid="store-inbound">
          {t('booking.inbound')}
        </Button>
        <Button className="st-big" disabled={!selected || blocked || !selected.binId || !selected.lines.length} onClick={() => setAction('outbound')} data-testid="store-outbound">
          {t('booking.outbound')}
        </Button>
        <Button className="st-big" disabled={!selected || blocked} onClick={() => setAction('transfer')} data-testid="store-transfer">
          {t('booking.transfer')}
        </Button>
      </div>
      <section className="st-section">
        <h2>{t('store.bins')}</h2>
        {view.bins.length === 0 && <div className="st-empty">{t('store.noBins')}</div>}
        <div className="st-bins">
          {view.bins.map((b) => (
            <div key={b.id} className={`st-bin${b.containers.length >= b.capacity ? ' st-bin-full' : ''}`} data-testid="store-bin">
              <div className="st-bin-head">
                <span>{b.code}</span>
                <span>
                  {b.containers.length}/{b.capacity}
                </span>
              </div>
              <div className="st-bin-loc">{b.locationCode}</div>
              {b.containers.length === 0 && <div className="st-empty">{t('store.binEmpty')}</div>}
              {all.filter((c) => c.binId === b.id).map(containerButton)}
            </div>
          ))}
        </div>
      </section>
      <section className="st-section">
        <h2>{t('store.arriving')}</h2>
        {view.arriving.length === 0 && <div className="st-empty">{t('store.noArriving')}</div>}
        <div className="st-bins">{all.filter((c) => !c.binId).map(containerButton)}</div>
      </section>
      {action && selected && <StoreDialog action={action} container={selected} view={view} busy={busy} onBook={(c) => void book(c)} onClose={() => setAction(null)} />}
    </div>
  );
}
