import { BOARD_TOKEN_PARAM } from '@agvs/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ErrorPanel, OrderPanel, VehicleTiles, ZonePanel } from './BoardPanels';
import { useScreenLanguage } from '../../i18n/screenLanguage';
import { useBoard } from './useBoard';
import './kanban.css';

/**
 * A kanban board for a wall screen or tablet (SPEC §2 public routes, docs/kanban.md): no sign-in,
 * the board token from the URL, one layout's live fleet polled every few seconds.
 */
export default function KanbanBoard() {
  const [params] = useSearchParams();
  const token = params.get(BOARD_TOKEN_PARAM);
  const tag = useScreenLanguage(params.get('lang'));
  const { t } = useTranslation('kanban');
  const status = useBoard(token, tag);
  const time = useMemo(() => new Intl.DateTimeFormat(tag, { timeStyle: 'medium' }), [tag]);
  useDocumentTitle(status.kind === 'shown' ? status.view.name : t('admin.title'));

  if (status.kind === 'missing' || status.kind === 'refused') {
    // 403: revoked; 401: deleted or replaced by a new link (the server's message says which).
    const refused = status.kind === 'refused' ? status : undefined;
    const title = !refused ? 'board.missingTitle' : refused.status === 403 ? 'board.revokedTitle' : 'board.unknownTitle';
    const text = !refused ? t('board.missingText') : refused.status === 401 && refused.message ? refused.message : t('board.revokedText');
    return (
      <div className="kb-board kb-refused" data-testid={refused ? 'board-revoked' : 'board-missing'}>
        <div className="kb-refused-title">{t(title)}</div>
        <div className="kb-refused-text">{text}</div>
      </div>
    );
  }
  if (status.kind === 'loading') return <div className="kb-board kb-loading">{t('board.loading')}</div>;

  const { view } = status;
  return (
    <div className={`kb-board kb-page-${view.page}`} data-testid="kanban-board">
      <header className="kb-head">
        <h1>{view.name}</h1>
        <span className="kb-layout">{view.layoutName}</span>
        <span className={status.failing ? 'kb-clock kb-stale' : 'kb-clock'}>
          {t(status.failing ? 'board.stale' : 'board.updated', { time: time.format(status.failing ? status.lastOk : view.at) })}
        </span>
      </header>
      {!view.running && <div className="kb-banner">{t('board.notRunning')}</div>}
      <section className="kb-section kb-vehicles">
        <h2>{t('board.vehicles')}</h2>
        <VehicleTiles view={view} />
      </section>
      <div className="kb-columns">
        <section className="kb-section">
          <h2>{t('board.zones')}</h2>
          <ZonePanel view={view} />
        </section>
        <section className="kb-section">
          <h2>{t('board.orders')}</h2>
          <OrderPanel view={view} />
        </section>
        <section className="kb-section">
          <h2>
            {t('board.errors')} ({view.errors.length})
          </h2>
          <ErrorPanel view={view} />
        </section>
      </div>
    </div>
  );
}
