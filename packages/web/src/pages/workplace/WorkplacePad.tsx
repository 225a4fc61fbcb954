import { WorkplaceCalls } from '@agvs/contract';
import { Alert, Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useScreenLanguage } from '../../i18n/screenLanguage';
import { PadCallCard } from './PadCallCard';
import { CallRefused } from '../../api/tokenCall';
import { padCall } from './padToken';
import { padToken } from './padToken';
import { usePad } from './usePad';
import './pad.css';

type Notice = { readonly type: 'success' | 'error'; readonly text: string };

/**
 * A workplace's call pad (SPEC §2 WorkplaceClientMain, docs/workplaces.md): no sign-in, the
 * device token from the URL, one touch per call, each call followed to its end.
 */
export default function WorkplacePad() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tag = useScreenLanguage(params.get('lang'));
  const { t } = useTranslation('workplace');
  const [token] = useState(() => padToken(pathToken, params));
  useEffect(() => {
    // The token is kept for this tab: take it out of the address bar, away from eyes and screenshots.
    if (pathToken) void navigate(`..${params.get('lang') ? `?lang=${params.get('lang')}` : ''}`, { replace: true, relative: 'path' });
  }, [pathToken, navigate, params]);
  const { status, refresh } = usePad(token, tag);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const time = useMemo(() => new Intl.DateTimeFormat(tag, { timeStyle: 'medium' }), [tag]);
  useDocumentTitle(status.kind === 'shown' ? status.view.workplaceName : t('pad.title'));
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 8_000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const act = async (key: string, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await action();
      setNotice({ type: 'success', text: done });
    } catch (err) {
      setNotice({ type: 'error', text: err instanceof CallRefused ? err.message : t('pad.failed') });
    } finally {
      setBusy(null);
      refresh();
    }
  };

  if (status.kind === 'missing' || status.kind === 'refused') {
    const refused = status.kind === 'refused' ? status : undefined;
    return (
      <div className="wp-pad wp-refused" data-testid="pad-refused">
        <div className="wp-refused-title">{t(refused ? (refused.status === 403 ? 'pad.unboundTitle' : 'pad.refusedTitle') : 'pad.missingTitle')}</div>
        <div className="wp-refused-text">{refused?.status === 403 && refused.message ? refused.message : t(refused ? 'pad.refusedText' : 'pad.missingText')}</div>
      </div>
    );
  }
  if (status.kind === 'loading' || !token) return <div className="wp-pad">{t('pad.loading')}</div>;

  const { view } = status;
  return (
    <div className="wp-pad" data-testid="workplace-pad">
      <header className="wp-head">
        <h1>{view.workplaceName}</h1>
        <span className="wp-sub">
          {view.workplaceCode}
          {view.layoutName ? ` · ${view.layoutName}` : ''}
        </span>
        <span className={status.failing ? 'wp-clock wp-stale' : 'wp-clock'}>
          {t(status.failing ? 'pad.stale' : 'pad.updated', { time: time.format(status.failing ? status.lastOk : view.at) })}
        </span>
      </header>
      {notice && <Alert className="wp-notice" type={notice.type} showIcon message={notice.text} data-testid="pad-notice" />}
      <div className="wp-body">
        <section className="wp-section">
          <h2>{t('pad.buttons')}</h2>
          {view.buttons.length === 0 && <div className="wp-empty">{t('pad.noButtons')}</div>}
          <div className="wp-buttons">
            {view.buttons.map((b) => (
              <Button
                key={b.id}
                className="wp-action"
                type={b.action === 'callMaterial' ? 'primary' : 'default'}
                loading={busy === b.id}
                disabled={busy !== null}
                data-testid="pad-button"
                onClick={() => void act(b.id, () => padCall(WorkplaceCalls.padPress, token, tag, { body: { buttonId: b.id } }), t('pad.called', { label: b.label }))}
              >
                <span>
                  {b.label}
                  <span className="wp-action-kind">{t(`action.${b.action}`)}</span>
                </span>
              </Button>
            ))}
          </div>
        </section>
        <section className="wp-section">
          <h2>{t('pad.calls')}</h2>
          {view.calls.length === 0 && <div className="wp-empty">{t('pad.noCalls')}</div>}
          <div className="wp-calls">
            {view.calls.map((c) => (
              <PadCallCard key={c.id} call={c} time={time} onCancel={(id) => void act(`cancel-${id}`, () => padCall(WorkplaceCalls.padCancel, token, tag, { body: { id } }), t('pad.cancelled', { label: c.label }))} />
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
