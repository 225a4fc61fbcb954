import { Empty, Spin, theme, ConfigProvider } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '../../app/feedback';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { LOGOS } from '../../assets/logos';
import { Clock } from '../../components/clock/Clock';
import { monitorApi } from './api';
import { useMonitorConfig } from './configStore';
import { ConfigDialog } from './frame/ConfigDialog';
import { MapSwitcher } from './frame/MapSwitcher';
import { ModelSwitcher } from './frame/ModelSwitcher';
import { StorageHaltBanner } from './frame/StorageHaltBanner';
import { Toolbar } from './frame/Toolbar';
import { VehicleSearch } from './frame/VehicleSearch';
import { BLOCKED_LOOK, showStationText, STATION_TYPE_LOOKS, vehiclesOnCanvas } from './logic/displayRules';
import type { Point } from './logic/geometry';
import { firstLayout, mapOfLayout } from './logic/layoutChoice';
import { SwitchGuard } from './logic/switchGuard';
import { toCardView } from './logic/liveRules';
import { LiveStore } from './logic/liveStore';
import { AgvCards } from './map/AgvCards';
import { PathTooltip, StationZonesCard } from './map/FloatingCards';
import { MapCanvas, type MapCanvasHandle } from './map/MapCanvas';
import { OccupiedMarks } from './map/OccupiedMarks';
import { StaticLayer } from './map/StaticLayer';
import { HeatmapLayer } from './map/heatmap/HeatmapLayer';
import { StationDialog } from './map/StationDialog';
import { useFoundVehicle } from './map/useFoundVehicle';
import { VehicleCanvas } from './map/VehicleCanvas';
import { VehicleLayer } from './map/VehicleLayer';
import { LiveStoreContext } from './liveContext';
import { AgvCardOrderActions, OrderDialogs, OrderOverlay, OrderToolButtons } from './orders';
import { parseMonitorParams } from './params';
import { ThreeView } from './three/ThreeView';
import { useDimension } from './three/useDimension';
import { useLayoutModels } from './useLayoutModels';
import { useLiveChannel } from './useLiveChannel';
import { useMapData } from './useMapData';
import { LoadMarks } from './stations/LoadMarks';
import { useVehicleUi } from './vehicles/useVehicleUi';
import './monitor.css';

/** A found vehicle is shown at least this large (a vehicle 32 px long). */
const FOUND_SCALE = 2;

type Popup =
  | { readonly kind: 'segment'; readonly id: string; readonly at: Point }
  | { readonly kind: 'zones'; readonly code: string; readonly at: Point }
  | null;

/**
 * The map monitor frame (SPEC §2 "Map monitor"): header with logo, map switcher and clock, the 2D
 * map, the operations toolbar, the AGV card column and the dialogs. `embedded` when shown inside
 * the console layout, otherwise it fills the window (public routes).
 */
export function MapMonitor({ embedded = false }: { readonly embedded?: boolean }) {
  const { t } = useTranslation('monitor');
  useDocumentTitle(t('title'));
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseMonitorParams(search), [search]);
  const config = useMonitorConfig((state) => state.config);

  const layouts = useQuery({ queryKey: ['monitor', 'mapLayouts'], queryFn: monitorApi.mapLayouts, staleTime: 60_000 });
  const options = useMemo(() => layouts.data ?? [], [layouts.data]);
  const layoutId = params.layoutId;
  const mapId = params.mapId ?? (layoutId ? mapOfLayout(options, layoutId) : null);

  // Without a layout in the query, open the first one.
  useEffect(() => {
    if (layoutId || !layouts.data) return;
    const first = firstLayout(layouts.data);
    if (!first) return;
    const next = new URLSearchParams(search);
    next.set('mapId', first.mapId);
    next.set('layoutId', first.layoutId);
    setSearch(next, { replace: true });
  }, [layoutId, layouts.data, search, setSearch]);

  const layoutModels = useLayoutModels(layoutId, params.modelId);
  const { model, loading, error } = useMapData(layoutId, layoutModels);
  // One live store per layout, fed by the fleet socket (snapshot, then deltas); every part of the
  // monitor reads it. A publish of the layout reloads the map in place through the same socket.
  const live = useMemo(() => new LiveStore(layoutId), [layoutId]);
  const { vehicles, occupied } = live;
  const cards = useMemo(() => live.view(toCardView), [live]);
  useEffect(() => live.setShowOffline(config.displayOfflineAgv), [live, config.displayOfflineAgv]);
  const connected = useLiveChannel(layoutId, live);
  const vehicleUi = useVehicleUi(live, layoutId, mapId);

  const canvas = useRef<MapCanvasHandle>(null);
  const [stationCode, setStationCode] = useState<string | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const [configOpen, setConfigOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [guard] = useState(() => new SwitchGuard());
  const frameRef = useRef<HTMLDivElement>(null);
  const dimension = useDimension(layoutModels);
  const exportScene = useRef<(() => Promise<void>) | null>(null);
  const found = useFoundVehicle(layoutId);
  const vehicleHit = useRef<((at: Point) => string | null) | null>(null);

  useEffect(() => {
    setPopup(null);
    setStationCode(null);
  }, [layoutId]);

  // Escape closes the path tooltip or the zones card.
  useEffect(() => {
    if (!popup) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPopup(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [popup]);

  useEffect(() => {
    const onChange = () => setFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (document.documentElement.requestFullscreen) {
      // The whole page goes fullscreen and the frame covers it, so dialogs and messages stay visible.
      document.documentElement.requestFullscreen().catch(() => setFullscreen((on) => !on));
    } else {
      setFullscreen((on) => !on);
    }
  };

  const pick = (nextMap: string, nextLayout: string) => {
    const decision = guard.attempt(layoutId, nextLayout, Date.now());
    if (decision === 'same') {
      feedback.message.info(t('switcher.same'));
      return;
    }
    if (decision === 'tooFrequent') {
      feedback.message.warning(t('switcher.tooFrequent'));
      return;
    }
    const next = new URLSearchParams(search);
    next.set('mapId', nextMap);
    next.set('layoutId', nextLayout);
    next.delete('modelId');
    setSearch(next, { replace: true });
  };

  // The model switch shares the map switch's 3 s guard and messages (SPEC §2).
  const pickModel = (nextModel: string) => {
    const decision = guard.attempt(layoutModels.chosen?.id ?? null, nextModel, Date.now());
    if (decision === 'same') {
      feedback.message.info(t('switcher.sameModel'));
      return;
    }
    if (decision === 'tooFrequent') {
      feedback.message.warning(t('switcher.tooFrequent'));
      return;
    }
    const next = new URLSearchParams(search);
    next.set('modelId', nextModel);
    setSearch(next, { replace: true });
  };

  const station = stationCode ? (model?.stationsByCode.get(stationCode) ?? null) : null;
  const highlighted = popup?.kind === 'segment' ? model?.segments.find((s) => s.id === popup.id) : undefined;
  const zonesStation = popup?.kind === 'zones' ? model?.stationsByCode.get(popup.code) : undefined;
  const showOperations = config.displayOperations && !params.isBoard;
  const vehicleCount = useSyncExternalStore(vehicles.subscribeStructure, () => vehicles.getUids().length);

  const vehicleLayer = {
    store: vehicles,
    showNames: config.displayNameOnMapAGV,
    showOffline: config.displayOfflineAgv,
    focusAgvUid: params.focusAgvUid,
    highlightAgvUid: found.uid,
    onMoveEnd: vehicleUi.onMoveEnd,
    hide: vehicleUi.hide,
  };
  const onCanvas = !!model && vehiclesOnCanvas(vehicleCount, model.stations.length);

  // A vehicle found by the search: centred in 2D (3D follows it through the focus), marked, its card shown.
  const findVehicle = (agvUid: string) => {
    setPopup(null);
    found.mark(agvUid);
    const vehicle = vehicles.get(agvUid);
    if (vehicle && !dimension.three) canvas.current?.centreOn({ x: vehicle.x, y: vehicle.y }, FOUND_SCALE);
  };

  let body;
  if (!layoutId && (layouts.isLoading || (layouts.data && firstLayout(layouts.data)))) {
    body = <Spin className="mm-center" />;
  } else if (loading) {
    body = <Spin className="mm-center" tip={t('loading')} size="large"><div /></Spin>;
  } else if (!model || error) {
    body = <Empty className="mm-center mm-empty" data-testid="monitor-no-data" description={t('noMapData')} />;
  } else if (dimension.three) {
    body = (
      <ThreeView
        model={model}
        three={dimension.three}
        vehicles={vehicles}
        occupied={occupied}
        showCodes={showStationText(model.stations.length, config.displayStationName)}
        focusAgvUid={found.uid ?? params.focusAgvUid}
        exportRef={exportScene}
      />
    );
  } else {
    body = (
      <MapCanvas
        ref={canvas}
        model={model}
        onStationClick={(code) => {
          setPopup(null);
          setStationCode(code);
        }}
        onStationLongPress={(code, at) => setPopup({ kind: 'zones', code, at })}
        onSegmentClick={(id, at) => setPopup({ kind: 'segment', id, at })}
        onBackgroundClick={() => setPopup(null)}
        onVehicleClick={(agvUid) => {
          setPopup(null);
          found.mark(agvUid);
        }}
        vehicleAt={onCanvas ? (at) => vehicleHit.current?.(at) ?? null : undefined}
        scripted={onCanvas ? <VehicleCanvas {...vehicleLayer} hitTest={vehicleHit} /> : undefined}
        overlay={
          <>
            {highlighted && (
              <g className="mm-highlight" data-testid="path-highlight" data-highlight={highlighted.id}>
                <path d={highlighted.path} className="mm-highlight-glow" />
                <path d={highlighted.path} className="mm-highlight-line" />
              </g>
            )}
            {!onCanvas && <VehicleLayer {...vehicleLayer} />}
            {layoutId && <OrderOverlay layoutId={layoutId} model={model} />}
          </>
        }
      >
        <StaticLayer
          model={model}
          showText={showStationText(model.stations.length, config.displayStationName)}
          showStatus={config.displayStationStatus}
          shadow={config.mapShadow}
          floorGrid={config.bgMarker}
        />
        {layoutId && config.trafficHeatmap && <HeatmapLayer layoutId={layoutId} model={model} />}
        <OccupiedMarks store={occupied} model={model} enabled={config.displayStationStatus} />
        {layoutId && <LoadMarks layoutId={layoutId} enabled={config.displayStationStatus} />}
      </MapCanvas>
    );
  }

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { colorPrimary: '#38bdf8', colorBgElevated: '#111c2e' } }}>
      <LiveStoreContext.Provider value={live}>
        <div
          ref={frameRef}
          className={`mm-frame${embedded ? ' mm-embedded' : ''}${fullscreen ? ' mm-fullscreen' : ''}`}
          data-testid="map-monitor"
          data-live={connected ? '1' : '0'}
        >
          <header className="mm-header">
            <div className="mm-brand">
              {config.displayLogo && <img className="mm-logo" src={LOGOS.agvs} alt="AGVS" data-testid="monitor-logo" />}
              <span className="mm-title">{t('title')}</span>
            </div>
            <MapSwitcher options={options} mapId={mapId} layoutId={layoutId} onPick={pick} />
            <ModelSwitcher models={layoutModels.models} modelId={layoutModels.chosen?.id ?? null} onPick={pickModel} />
            {model && (
              <div className="mm-stats" data-testid="monitor-stats">
                <span>
                  <b>{model.stations.length}</b> {t('stats.stations')}
                </span>
                <span>
                  <b>{model.segments.length}</b> {t('stats.paths')}
                </span>
                <span>
                  <b>{model.zones.length}</b> {t('stats.zones')}
                </span>
                <span>
                  <b>{vehicleCount}</b> {t('stats.vehicles')}
                </span>
              </div>
            )}
            <div className="mm-header-spacer" />
            {layoutId && model && !connected && (
              <span className="mm-live-waiting" data-testid="monitor-live-waiting">
                {t('liveWaiting')}
              </span>
            )}
            {config.displayTimeCard && <Clock className="mm-clock" testId="monitor-clock" />}
          </header>
          <StorageHaltBanner />
          <div className="mm-main">
            <div className="mm-map">
              {body}
              {layoutId && <OrderDialogs mapId={mapId} layoutId={layoutId} />}
              {popup?.kind === 'segment' && highlighted && (
                <PathTooltip segment={highlighted} at={popup.at} onClose={() => setPopup(null)} />
              )}
              {popup?.kind === 'zones' && zonesStation && model && (
                <StationZonesCard
                  station={zonesStation}
                  zones={model.zonesOfStation.get(zonesStation.stationCode) ?? []}
                  at={popup.at}
                  onClose={() => setPopup(null)}
                />
              )}
              {showOperations && model && (
                <Toolbar
                  fullscreen={fullscreen}
                  onFullscreen={toggleFullscreen}
                  onFit={() => canvas.current?.fit()}
                  onZoom={(direction) => canvas.current?.step(direction)}
                  onConfig={() => setConfigOpen(true)}
                  vehicleTools={vehicleUi.toolbarTools}
                  orderTools={<OrderToolButtons canCreateTask={params.ableCreateTask} />}
                  search={<VehicleSearch store={vehicles} onChoose={findVehicle} />}
                  dimension={dimension.chosen}
                  onDimension={dimension.choose}
                  onExport={() => void exportScene.current?.().catch(() => feedback.message.error(t('exportFailed', { ns: 'monitor3d' })))}
                />
              )}
              {model && (
                <div className="mm-legend" data-testid="monitor-legend" data-covers-map>
                  {(Object.keys(STATION_TYPE_LOOKS) as (keyof typeof STATION_TYPE_LOOKS)[]).map((type) => (
                    <span key={type}>
                      <i style={{ background: STATION_TYPE_LOOKS[type].fill, borderColor: STATION_TYPE_LOOKS[type].edge }} />
                      {t(`stationType.${type}`)}
                    </span>
                  ))}
                  <span>
                    <i style={{ background: BLOCKED_LOOK.fill, borderColor: BLOCKED_LOOK.edge }} />
                    {t('legend.blocked')}
                  </span>
                </div>
              )}
            </div>
            {config.displayAgvCard && (
              <aside className="mm-cards" data-testid="monitor-agv-cards">
                <div className="mm-cards-head">{t('cards.title')}</div>
                {vehicleCount === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cards.none')} />}
                <AgvCards
                  vehicles={vehicles}
                  cards={cards}
                  extras={vehicleUi.cardExtras}
                  selectedUid={found.uid}
                  orderActions={(uid) => <AgvCardOrderActions agvUid={uid} canCreateTask={params.ableCreateTask} />}
                />
              </aside>
            )}
          </div>
          <StationDialog
            station={station}
            zones={station && model ? (model.zonesOfStation.get(station.stationCode) ?? []) : []}
            blocked={!!station && !!model?.blocked.has(station.stationCode)}
            onClose={() => setStationCode(null)}
            layoutId={layoutId}
          />
          {vehicleUi.dialogs}
          <ConfigDialog open={configOpen} onClose={() => setConfigOpen(false)} />
        </div>
      </LiveStoreContext.Provider>
    </ConfigProvider>
  );
}
