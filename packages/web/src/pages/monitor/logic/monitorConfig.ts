/** SPEC §3 "Monitor display config": switches of the map monitor, kept in this browser. */
export interface MonitorConfig {
  readonly displayStationStatus: boolean;
  readonly displayStationName: boolean;
  readonly displayNameOnMapAGV: boolean;
  readonly displayOfflineAgv: boolean;
  readonly displayAgvAllStatus: boolean;
  readonly scrollDisplayAgvStatus: boolean;
  /** 0.1 to 1, step 0.1 (SPEC §9). */
  readonly scrollSpeed: number;
  readonly displayOperations: boolean;
  readonly displayAgvCard: boolean;
  readonly displayLogo: boolean;
  readonly displayTimeCard: boolean;
  readonly mapShadow: boolean;
  readonly bgMarker: boolean;
  readonly isQueryingErrorsOnMap: boolean;
  /** The traffic heatmap layer on the 2D map (issue 15): where vehicles waited, and how long. */
  readonly trafficHeatmap: boolean;
}

export type MonitorSwitch = { [K in keyof MonitorConfig]: MonitorConfig[K] extends boolean ? K : never }[keyof MonitorConfig];

export const DEFAULT_MONITOR_CONFIG: MonitorConfig = {
  displayStationStatus: true,
  displayStationName: true,
  displayNameOnMapAGV: true,
  displayOfflineAgv: false,
  displayAgvAllStatus: false,
  scrollDisplayAgvStatus: false,
  scrollSpeed: 0.2,
  displayOperations: true,
  displayAgvCard: true,
  displayLogo: true,
  displayTimeCard: true,
  mapShadow: true,
  bgMarker: true,
  isQueryingErrorsOnMap: false,
  trafficHeatmap: false,
};

/** The switches in the order the config dialog lists them. */
export const MONITOR_SWITCHES: readonly MonitorSwitch[] = [
  'displayStationName',
  'displayStationStatus',
  'displayNameOnMapAGV',
  'displayOfflineAgv',
  'displayAgvAllStatus',
  'scrollDisplayAgvStatus',
  'displayOperations',
  'displayAgvCard',
  'displayLogo',
  'displayTimeCard',
  'mapShadow',
  'bgMarker',
  'isQueryingErrorsOnMap',
  'trafficHeatmap',
];

export const SCROLL_SPEED_MIN = 0.1;
export const SCROLL_SPEED_MAX = 1;

/** A stored config read back: unknown keys dropped, wrong types and bad JSON fall back to defaults. */
export function parseMonitorConfig(text: string | null): MonitorConfig {
  if (!text) return DEFAULT_MONITOR_CONFIG;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return DEFAULT_MONITOR_CONFIG;
  }
  if (!stored || typeof stored !== 'object') return DEFAULT_MONITOR_CONFIG;
  const source = stored as Record<string, unknown>;
  const config: Record<string, unknown> = { ...DEFAULT_MONITOR_CONFIG };
  for (const key of MONITOR_SWITCHES) {
    if (typeof source[key] === 'boolean') config[key] = source[key];
  }
  const speed = source.scrollSpeed;
  if (typeof speed === 'number' && speed >= SCROLL_SPEED_MIN && speed <= SCROLL_SPEED_MAX) {
    config.scrollSpeed = Math.round(speed * 10) / 10;
  }
  return config as unknown as MonitorConfig;
}
