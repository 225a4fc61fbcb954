import { CloseOutlined } from '@ant-design/icons';
import type { MapStation, Zone } from '@agvs/contract';
import { Tag } from 'antd';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../logic/geometry';
import type { DrawnSegment } from '../logic/mapModel';

const GAP = 14;

/** Places a card beside the pointer, flipped to the other side where it would leave the map. */
export function usePlacement(at: Point): RefObject<HTMLDivElement> {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const card = ref.current;
    const area = card?.parentElement;
    if (!card || !area) return;
    const { offsetWidth: w, offsetHeight: h } = card;
    const left = at.x + GAP + w > area.clientWidth ? Math.max(0, at.x - GAP - w) : at.x + GAP;
    const top = at.y + GAP + h > area.clientHeight ? Math.max(0, at.y - GAP - h) : at.y + GAP;
    card.style.left = `${left}px`;
    card.style.top = `${top}px`;
    card.style.visibility = 'visible';
  }, [at]);
  return ref;
}

const hidden = { visibility: 'hidden' as const, left: 0, top: 0 };

/** The path tooltip: start and end station, length and direction (SPEC §2). */
export function PathTooltip({ segment, at, onClose }: { readonly segment: DrawnSegment; readonly at: Point; readonly onClose: () => void }) {
  const { t } = useTranslation('monitor');
  const s = segment.segment;
  const ref = usePlacement(at);
  return (
    <div className="mm-float" ref={ref} style={hidden} data-testid="path-tooltip" role="tooltip">
      <div className="mm-float-head">
        <span>{t('path.title')}</span>
        <CloseOutlined className="mm-float-close" onClick={onClose} aria-label={t('close')} />
      </div>
      <dl className="mm-float-body">
        <dt>{t('path.start')}</dt>
        <dd data-testid="path-start">{s.srcStationCode}</dd>
        <dt>{t('path.end')}</dt>
        <dd data-testid="path-end">{s.destStationCode}</dd>
        <dt>{t('path.length')}</dt>
        <dd>{t('path.lengthValue', { mm: s.length, m: (s.length / 1000).toFixed(2) })}</dd>
        <dt>{t('path.direction')}</dt>
        <dd data-testid="path-direction">{t(`direction.${s.direction}`)}</dd>
        <dt>{t('path.shape')}</dt>
        <dd>{t(s.type === 'Bezier' ? 'path.bezier' : 'path.straight')}</dd>
      </dl>
    </div>
  );
}

/** Zones containing a station, shown after a 1 s press (SPEC §2). */
export function StationZonesCard({
  station,
  zones,
  at,
  onClose,
}: {
  readonly station: MapStation;
  readonly zones: readonly Zone[];
  readonly at: Point;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('monitor');
  const ref = usePlacement(at);
  return (
    <div className="mm-float" ref={ref} style={hidden} data-testid="station-zones">
      <div className="mm-float-head">
        <span>{t('zones.title', { code: station.stationCode })}</span>
        <CloseOutlined className="mm-float-close" onClick={onClose} aria-label={t('close')} />
      </div>
      <div className="mm-float-body">
        {zones.length === 0
          ? t('station.noZones')
          : zones.map((zone) => (
              <div key={zone.id} className="mm-zone-row">
                <Tag color={zone.zoneType === 'Block' ? 'purple' : 'blue'}>{t(`zoneType.${zone.zoneType}`)}</Tag>
                <span>{zone.zoneName}</span>
              </div>
            ))}
      </div>
    </div>
  );
}
