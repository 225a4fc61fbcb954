import { Perm, type MapStation, type Zone } from '@agvs/contract';
import { Descriptions, Modal, Tag, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';
import { stationLook } from '../logic/displayRules';
import { StationOperation } from '../stations/StationOperation';
import { useLiveStation } from '../stations/useLiveStation';

/**
 * The station dialog: code, type, occupancy, container type and zones; with monitor:station:edit
 * also the station operation (load and holding it for a vehicle).
 */
export function StationDialog({
  station,
  zones,
  blocked,
  onClose,
  layoutId,
}: {
  readonly station: MapStation | null;
  readonly zones: readonly Zone[];
  readonly blocked: boolean;
  readonly onClose: () => void;
  readonly layoutId: string | null;
}) {
  const { t } = useTranslation('monitor');
  return (
    <Modal
      open={!!station}
      title={station ? t('station.title', { code: station.stationCode }) : ''}
      onCancel={onClose}
      footer={null}
      width={450}
      destroyOnHidden
    >
      {station && (
        <div data-testid="station-dialog">
          <StationDetails station={station} zones={zones} blocked={blocked} layoutId={layoutId} />
          {layoutId && (
            <Authorized code={Perm.monitorStationEdit}>
              <StationOperation station={station} layoutId={layoutId} />
            </Authorized>
          )}
        </div>
      )}
    </Modal>
  );
}

/** The read-only rows; load, container type and holds are live (`useLiveStation`). */
function StationDetails({
  station,
  zones,
  blocked,
  layoutId,
}: {
  readonly station: MapStation;
  readonly zones: readonly Zone[];
  readonly blocked: boolean;
  readonly layoutId: string | null;
}) {
  const { t } = useTranslation('monitor');
  const live = useLiveStation(station, layoutId);
  const s = live.station;
  const look = stationLook(s.type, blocked, false, false);
  const items: DescriptionsProps['items'] = [
    { key: 'code', label: t('station.code'), children: <span data-testid="station-dialog-code">{s.stationCode}</span> },
    { key: 'name', label: t('station.name'), children: s.stationName },
    {
      key: 'type',
      label: t('station.type'),
      children: (
        <>
          <Tag color={look.fill}>{t(`stationType.${s.type}`)}</Tag>
          {blocked && <Tag color="purple">{t('station.blocked')}</Tag>}
        </>
      ),
    },
    {
      key: 'occupancy',
      label: t('station.occupancy'),
      children: (
        <span data-testid="station-dialog-occupancy" data-occupied={s.isOccupied === 1 ? '1' : '0'}>
          {s.isOccupied === 1 ? <Tag color="orange">{t('station.occupied')}</Tag> : <Tag color="default">{t('station.free')}</Tag>}
          {live.holds.map((entry) => (
            <Tag key={entry.id} color="gold">
              {entry.agvName ? t('station.heldBy', { ns: 'monitorAgv', agv: entry.agvName }) : t('station.held', { ns: 'monitorAgv' })}
            </Tag>
          ))}
        </span>
      ),
    },
    { key: 'container', label: t('station.containerType'), children: s.stationContainerType || '-' },
    { key: 'position', label: t('station.position'), children: `${s.mapX}, ${s.mapY}` },
    {
      key: 'zones',
      label: t('station.zones'),
      children: zones.length ? zones.map((zone) => <Tag key={zone.id}>{zone.zoneName}</Tag>) : t('station.noZones'),
    },
  ];
  return <Descriptions column={1} size="small" bordered styles={{ label: { width: 140 } }} items={items} />;
}
