import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OrderPanel, VehicleTiles } from '../kanban/BoardPanels';
import { BoardMapView } from './BoardMapView';
import { BoardScreen } from './BoardScreen';
import { PadZones, VehicleList } from './ScreenPanels';
import { screenOfPath } from './screenRoutes';

/**
 * The public monitor routes opened with a board link and the customer screens of SPEC §2
 * (docs/public-screens.md), each one layout read-only through its board token.
 */
export default function PublicScreen() {
  const { pathname } = useLocation();
  const { t } = useTranslation('publicScreens');
  const kind = screenOfPath(pathname) ?? 'monitor';
  return (
    <BoardScreen kind={kind}>
      {({ token, languageTag, view }) => {
        switch (kind) {
          case 'longxin':
            return (
              <div className="ps-body ps-side">
                <BoardMapView token={token} languageTag={languageTag} />
                <aside className="kb-section ps-aside">
                  <h2>{t('vehicles')}</h2>
                  <VehicleList view={view} />
                </aside>
              </div>
            );
          case 'cummins':
            return (
              <div className="ps-body ps-modal" role="dialog" aria-label={view.name}>
                <div className="ps-modal-map">
                  <BoardMapView token={token} languageTag={languageTag} />
                </div>
                <section className="kb-section ps-modal-orders">
                  <h2>
                    {t('orders')} ({view.orders.length})
                  </h2>
                  <OrderPanel view={view} />
                </section>
              </div>
            );
          case 'agvInfo':
            return <VehicleTiles view={view} />;
          case 'padDisplay':
            return <PadZones view={view} />;
          default:
            return (
              <div className="ps-body">
                <BoardMapView token={token} languageTag={languageTag} />
              </div>
            );
        }
      }}
    </BoardScreen>
  );
}
