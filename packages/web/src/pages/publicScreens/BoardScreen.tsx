import { BOARD_TOKEN_PARAM, type BoardView } from '@agvs/contract';
import { ConfigProvider, Result, theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useScreenLanguage } from '../../i18n/screenLanguage';
import { useBoard } from '../kanban/useBoard';
import '../kanban/kanban.css';
import './publicScreens.css';

export interface ScreenContext {
  readonly token: string;
  readonly languageTag: string;
  readonly view: BoardView;
}

/**
 * The frame every public screen shares (docs/public-screens.md): the board token from the URL, the
 * URL's language, the board's view polled with the token (which also tells a revoked board at
 * once), a header with the board's name and the time of the last update, and a clear full-screen
 * message when the link is missing, revoked or unknown.
 */
export function BoardScreen({ kind, children }: { readonly kind: string; readonly children: (screen: ScreenContext) => ReactNode }) {
  const [params] = useSearchParams();
  const token = params.get(BOARD_TOKEN_PARAM);
  const languageTag = useScreenLanguage(params.get('lang'));
  const { t } = useTranslation('publicScreens');
  const status = useBoard(token, languageTag);
  const time = useMemo(() => new Intl.DateTimeFormat(languageTag, { timeStyle: 'medium' }), [languageTag]);
  useDocumentTitle(status.kind === 'shown' ? status.view.name : t(`title.${kind}`));

  let content: ReactNode;
  if (status.kind === 'missing' || status.kind === 'refused') {
    // 403: revoked; 401: deleted or replaced by a new link (the server's message says which).
    const refused = status.kind === 'refused' ? status : undefined;
    const title = !refused ? 'missingTitle' : refused.status === 403 ? 'revokedTitle' : 'unknownTitle';
    const text = !refused ? t('missingText') : refused.status === 401 && refused.message ? refused.message : t('revokedText');
    content = (
      <div className="kb-board ps-screen ps-refused" data-testid={refused ? 'board-revoked' : 'board-missing'}>
        <Result status={refused ? 'error' : 'warning'} title={<span className="kb-refused-title">{t(title)}</span>} subTitle={<span className="kb-refused-text">{text}</span>} />
      </div>
    );
  } else if (status.kind === 'loading' || !token) {
    content = <div className="kb-board ps-screen kb-loading">{t('loading')}</div>;
  } else {
    const { view } = status;
    content = (
      <div className={`kb-board ps-screen ps-${kind}`} data-testid="public-screen" data-screen={kind}>
        <header className="kb-head">
          <h1>{view.name}</h1>
          <span className="kb-layout">{view.layoutName}</span>
          <span className={status.failing ? 'kb-clock kb-stale' : 'kb-clock'}>
            {t(status.failing ? 'stale' : 'updated', { time: time.format(status.failing ? status.lastOk : view.at) })}
          </span>
        </header>
        {!view.running && <div className="kb-banner">{t('notRunning')}</div>}
        {children({ token, languageTag, view })}
      </div>
    );
  }
  return <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#38bdf8' } }}>{content}</ConfigProvider>;
}
