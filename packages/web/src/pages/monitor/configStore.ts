import { create } from 'zustand';
import { DEFAULT_MONITOR_CONFIG, parseMonitorConfig, type MonitorConfig } from './logic/monitorConfig';

const STORAGE_KEY = 'agvs.monitor.config';

function load(): MonitorConfig {
  try {
    return parseMonitorConfig(localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_MONITOR_CONFIG;
  }
}

interface ConfigState {
  readonly config: MonitorConfig;
  set(patch: Partial<MonitorConfig>): void;
  reset(): void;
}

/** The monitor display config, stored in this browser and applied live (SPEC §3). */
export const useMonitorConfig = create<ConfigState>((set) => {
  const save = (config: MonitorConfig) => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
    } catch {
      // storage full or blocked: the config still applies for this visit
    }
    set({ config });
  };
  return {
    config: load(),
    set: (patch) => save({ ...useMonitorConfig.getState().config, ...patch }),
    reset: () => save(DEFAULT_MONITOR_CONFIG),
  };
});
