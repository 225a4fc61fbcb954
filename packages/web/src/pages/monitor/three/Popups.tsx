import { CloseOutlined } from '@ant-design/icons';
import { Button, Descriptions, Tag } from 'antd';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stationLook } from '../logic/displayRules';
import type { OccupiedStore } from '../logic/liveStores';
import type { MapModel } from '../logic/mapModel';
import type { VehicleStore } from '../logic/vehicleStore';
import { BATTERY_TAG_COLOURS, batteryTagBand } from './sceneRules';

function Popup({ title, testId, onClose, children }: { readonly title: ReactNode; readonly testId: string; onClose(): void; readonly children: ReactNode }) {
  const { t } = useTranslation('monitor');
  return (
    <div className="mm3d-popup" data-testid={testId}>
      <div className="mm3d-popup-head">
        <span>{title}</span>
        <Button type="text" size="small" icon={<CloseOutlined />} onClick={onClose} aria-label={t('close')} />
      </div>
      {children}
    </div>
  );
}

/** The popup of a clicked station: code, name, type, live occupancy and zones. */
export function StationPopup({
  model,
  code,
  occupied,
  onClose,
}: {
  readonly model: MapModel;
  readonly code: string;
  readonly occupied: OccupiedStore;
  onClose(): void;
}) {
  const { t } = useTranslation('monitor');
  const codes = useSyncExternalStore(occupied.subscribe, occupied.get);
  const station = model.stationsByCode.get(code);
  if (!station) return null;
  const blocked = model.blocked.has(code);
  const zones = model.zonesOfStation.get(code) ?? [];
  return (
    <Popup title={t('station.title', { code })} testId="monitor-3d-station-popup" onClose={onClose}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'code', label: t('station.code'), children: <span data-testid="monitor-3d-popup-code">{code}</span> },
          { key: 'name', label: t('station.name'), children: station.stationName },
          {
            key: 'type',
            label: t('station.type'),
            children: <Tag color={stationLook(station.type, blocked, false, false).fill}>{t(`stationType.${station.type}`)}</Tag>,
          },
          {
            key: 'occupancy',
            label: t('station.occupancy'),
            children: codes.has(code) ? <Tag color="orange">{t('station.occupied')}</Tag> : <Tag>{t('station.free')}</Tag>,
          },
          {
            key: 'zones',
            label: t('station.zones'),
            children: zones.length ? zones.map((zone) => <Tag key={zone.id}>{zone.zoneName}</Tag>) : t('station.noZones'),
          },
        ]}
      />
    </Popup>
  );
}

/** The popup of a clicked vehicle, live: battery with its colour band, station, run status. */
export function VehiclePopup({ store, agvUid, onClose }: { readonly store: VehicleStore; readonly agvUid: string; onClose(): void }) {
  const { t } = useTranslation('monitor3d');
  const subscribe = useCallback(
    (listener: () => void) =>
      store.subscribeFrame((changed) => {
        if (changed.has(agvUid)) listener();
      }),
    [store, agvUid],
  );
  const vehicle = useSyncExternalStore(subscribe, () => store.get(agvUid));
  if (!vehicle) return null;
  return (
    <Popup title={vehicle.agvName} testId="monitor-3d-vehicle-popup" onClose={onClose}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'uid', label: t('vehicle.uid'), children: <span data-testid="monitor-3d-popup-uid">{vehicle.agvUid}</span> },
          {
            key: 'battery',
            label: t('vehicle.battery'),
            children:
              vehicle.battery === null ? '-' : <Tag color={BATTERY_TAG_COLOURS[batteryTagBand(vehicle.battery)]}>{Math.round(vehicle.battery)}%</Tag>,
          },
          { key: 'station', label: t('vehicle.station'), children: vehicle.stationCode ?? '-' },
          { key: 'status', label: t('vehicle.runStatus'), children: vehicle.runStatus ?? '-' },
          { key: 'load', label: t('vehicle.load'), children: vehicle.loaded ? t('vehicle.loaded') : t('vehicle.empty') },
        ]}
      />
    </Popup>
  );
}
