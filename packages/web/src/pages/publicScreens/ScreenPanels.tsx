import type { BoardView } from '@agvs/contract';
import { useTranslation } from 'react-i18next';

/** The vehicle list beside the longxin map: one row a vehicle, its state as colour and word. */
export function VehicleList({ view }: { readonly view: BoardView }) {
  const { t } = useTranslation('publicScreens');
  if (view.vehicles.length === 0) return <p className="kb-none">{t('none')}</p>;
  return (
    <ul className="ps-vehicle-list" data-testid="board-vehicle-list">
      {view.vehicles.map((v) => (
        <li key={v.code} className="ps-vehicle-row" data-testid="board-vehicle" data-code={v.code} data-state={v.state}>
          <i className={`ps-dot kb-${v.state}`} />
          <span className="ps-vehicle-code">{v.code}</span>
          <span className="ps-vehicle-state">{t(`kanban:state.${v.state}`)}</span>
          <span className="ps-vehicle-battery">{v.battery}%</span>
          <span className="ps-vehicle-order">{v.errorCode ?? v.orderCode ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The SAIC pad: each working zone with its stations as large cells, loaded or free in word and
 * colour, readable at arm's length and big enough for a finger, but nothing to press.
 */
export function PadZones({ view }: { readonly view: BoardView }) {
  const { t } = useTranslation('publicScreens');
  if (view.zones.length === 0) return <p className="kb-none">{t('noZones')}</p>;
  return (
    <div className="ps-pad-zones">
      {view.zones.map((z) => {
        const full = z.stations.filter((s) => s.occupied).length;
        return (
          <section key={z.code} className="ps-pad-zone" data-testid="pad-zone" data-zone={z.code}>
            <header className="ps-pad-zone-head">
              <span>{z.code}</span>
              <span>{t('occupied', { count: full, total: z.stations.length })}</span>
            </header>
            <div className="ps-pad-cells">
              {z.stations.map((s) => (
                <div key={s.code} className={s.occupied ? 'ps-pad-cell ps-pad-full' : 'ps-pad-cell'} data-testid="pad-station" data-code={s.code} data-occupied={s.occupied ? '1' : '0'}>
                  <span className="ps-pad-name">{s.name}</span>
                  {s.name !== s.code && <span className="ps-pad-code">{s.code}</span>}
                  <span className="ps-pad-state">{t(s.occupied ? 'stationFull' : 'stationEmpty')}</span>
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
