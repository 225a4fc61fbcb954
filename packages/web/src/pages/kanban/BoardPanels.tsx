import type { BoardView } from '@agvs/contract';
import { useTranslation } from 'react-i18next';

/** Vehicles as big tiles coloured by state: the part of the board read from across the hall. */
export function VehicleTiles({ view }: { readonly view: BoardView }) {
  const { t } = useTranslation('kanban');
  if (view.vehicles.length === 0) return <p className="kb-none">{t('board.none')}</p>;
  return (
    <div className="kb-tiles">
      {view.vehicles.map((v) => (
        <div key={v.code} className={`kb-tile kb-${v.state}`} data-testid="board-vehicle" data-code={v.code} data-state={v.state}>
          <div className="kb-tile-code">{v.code}</div>
          <div className="kb-tile-state">{t(`state.${v.state}`)}</div>
          <div className="kb-tile-line">
            {t('board.battery')} {v.battery}%
          </div>
          {v.orderCode && (
            <div className="kb-tile-line">
              {t('board.order')} {v.orderCode}
            </div>
          )}
          {v.errorCode && (
            <div className="kb-tile-line">
              {t('board.error')} {v.errorCode}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

/** Working zones: occupied stations out of all, and each station as a filled or empty cell. */
export function ZonePanel({ view }: { readonly view: BoardView }) {
  const { t } = useTranslation('kanban');
  if (view.zones.length === 0) return <p className="kb-none">{t('board.none')}</p>;
  return (
    <div className="kb-zones">
      {view.zones.map((z) => (
        <div key={z.code} className="kb-zone">
          <div className="kb-zone-head">
            <span>{z.code}</span>
            <span>{t('board.occupied', { count: z.stations.filter((s) => s.occupied).length, total: z.stations.length })}</span>
          </div>
          <div className="kb-cells">
            {z.stations.map((s) => (
              <span key={s.code} className={s.occupied ? 'kb-cell kb-cell-full' : 'kb-cell'} title={`${s.name}: ${t(s.occupied ? 'board.stationFull' : 'board.stationEmpty')}`}>
                {s.code}
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function OrderPanel({ view }: { readonly view: BoardView }) {
  const { t } = useTranslation('kanban');
  if (view.orders.length === 0) return <p className="kb-none">{t('board.none')}</p>;
  return (
    <table className="kb-table">
      <thead>
        <tr>
          <th>{t('board.order')}</th>
          <th>{t('board.from')}</th>
          <th>{t('board.to')}</th>
          <th>{t('board.vehicle')}</th>
          <th>{t('board.state')}</th>
        </tr>
      </thead>
      <tbody>
        {view.orders.map((o) => (
          <tr key={o.code}>
            <td>{o.code}</td>
            <td>{o.source}</td>
            <td>{o.destination ?? '–'}</td>
            <td>{o.vehicleCode ?? '–'}</td>
            <td>{t(`monitorOrders:status.${o.state}`, { defaultValue: o.state })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ErrorPanel({ view }: { readonly view: BoardView }) {
  const { t } = useTranslation('kanban');
  if (view.errors.length === 0) return <p className="kb-none">{t('board.none')}</p>;
  return (
    <table className="kb-table kb-errors">
      <thead>
        <tr>
          <th>{t('board.vehicle')}</th>
          <th>{t('board.error')}</th>
          <th>{t('board.level')}</th>
        </tr>
      </thead>
      <tbody>
        {view.errors.map((e) => (
          <tr key={`${e.vehicleCode}-${e.errorCode}`}>
            <td>{e.vehicleCode}</td>
            <td>{e.errorCode}</td>
            <td>{e.level}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
