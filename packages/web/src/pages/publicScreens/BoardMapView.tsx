import { Empty, Spin } from 'antd';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { showStationText, vehiclesOnCanvas } from '../monitor/logic/displayRules';
import type { Point } from '../monitor/logic/geometry';
import { LiveStore } from '../monitor/logic/liveStore';
import { MapCanvas } from '../monitor/map/MapCanvas';
import { OccupiedMarks } from '../monitor/map/OccupiedMarks';
import { StaticLayer } from '../monitor/map/StaticLayer';
import { VehicleCanvas } from '../monitor/map/VehicleCanvas';
import { VehicleLayer } from '../monitor/map/VehicleLayer';
import { useBoardLive } from './useBoardLive';
import { useBoardMap } from './useBoardMap';
import '../monitor/monitor.css';

/**
 * A board's layout drawn as the map monitor draws it (MapCanvas, StaticLayer, the live store and
 * its vehicles), read-only: pan and zoom only, no dialogs, no operations. Live vehicles and
 * occupancy come over the fleet socket opened with the board token.
 */
export function BoardMapView({ token, languageTag }: { readonly token: string; readonly languageTag: string }) {
  const { t } = useTranslation('publicScreens');
  const map = useBoardMap(token, languageTag);
  const live = useMemo(() => new LiveStore(map.layoutId), [map.layoutId]);
  const connected = useBoardLive(map.layoutId, token, live);
  const { vehicles, occupied } = live;
  const vehicleCount = useSyncExternalStore(vehicles.subscribeStructure, () => vehicles.getUids().length);
  const vehicleHit = useRef<((at: Point) => string | null) | null>(null);
  const { model } = map;

  let body;
  if (map.loading) body = <Spin className="mm-center" size="large" />;
  else if (!model) body = <Empty className="mm-center mm-empty" data-testid="monitor-no-data" description={map.refused || t('noMap')} />;
  else {
    const onCanvas = vehiclesOnCanvas(vehicleCount, model.stations.length);
    const layer = { store: vehicles, showNames: true, showOffline: false, focusAgvUid: null };
    body = (
      <MapCanvas
        model={model}
        vehicleAt={onCanvas ? (at) => vehicleHit.current?.(at) ?? null : undefined}
        scripted={onCanvas ? <VehicleCanvas {...layer} hitTest={vehicleHit} /> : undefined}
        overlay={!onCanvas && <VehicleLayer {...layer} />}
      >
        <StaticLayer model={model} showText={showStationText(model.stations.length, true)} showStatus shadow floorGrid />
        <OccupiedMarks store={occupied} model={model} enabled />
      </MapCanvas>
    );
  }
  return (
    <div className="mm-frame ps-map-frame" data-testid="board-map" data-live={connected ? '1' : '0'}>
      <div className="mm-map">
        {body}
        {model && !connected && (
          <span className="ps-live-waiting" data-testid="board-live-waiting">
            {t('liveWaiting')}
          </span>
        )}
      </div>
    </div>
  );
}
