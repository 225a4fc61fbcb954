import { MENU_THEMES, type MenuTheme } from '@agvs/contract';

export type NavMode = 'side' | 'top';
export type ContentWidth = 'Fixed' | 'Fluid';

/** The settings drawer's choices (SPEC §2), kept per user in localStorage. */
export interface LayoutSettings {
  readonly menuTheme: MenuTheme;
  readonly primaryColor: string;
  readonly navMode: NavMode;
  readonly contentWidth: ContentWidth;
  readonly fixedHeader: boolean;
  readonly autoHideHeader: boolean;
  readonly fixedSider: boolean;
  readonly colorWeak: boolean;
  readonly multiTab: boolean;
}

/** Preset theme colours; the key names the colour in the locale files (settings:colors.*). */
export const THEME_COLORS = [
  { key: 'dust', color: '#F5222D' },
  { key: 'volcano', color: '#FA541C' },
  { key: 'sunset', color: '#FAAD14' },
  { key: 'cyan', color: '#13C2C2' },
  { key: 'green', color: '#52C41A' },
  { key: 'daybreak', color: '#1890FF' },
  { key: 'geekblue', color: '#2F54EB' },
  { key: 'purple', color: '#722ED1' },
] as const;

/** SPEC §2: choosing the jd menu theme turns the primary colour red. */
export const JD_PRIMARY_COLOR = '#F5222D';

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  menuTheme: 'dark',
  primaryColor: '#1890FF',
  navMode: 'side',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixedSider: false,
  colorWeak: false,
  multiTab: true,
};

/**
 * Applies a change and the drawer's dependencies: Fluid width only with the top menu, hiding the
 * header only when it is fixed, jd brings its red.
 */
export function applySettingsChange(current: LayoutSettings, patch: Partial<LayoutSettings>): LayoutSettings {
  const next = { ...current, ...patch };
  return {
    ...next,
    primaryColor: patch.menuTheme === 'jd' ? JD_PRIMARY_COLOR : next.primaryColor,
    contentWidth: next.navMode === 'top' ? next.contentWidth : 'Fixed',
    autoHideHeader: next.fixedHeader && next.autoHideHeader,
  };
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Settings read back from storage, with anything unknown replaced by its default. */
export function parseLayoutSettings(raw: string | null): LayoutSettings {
  let stored: Partial<Record<keyof LayoutSettings, unknown>> = {};
  try {
    stored = raw ? (JSON.parse(raw) as typeof stored) : {};
  } catch {
    stored = {};
  }
  const d = DEFAULT_LAYOUT_SETTINGS;
  const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  return applySettingsChange(d, {
    menuTheme: (MENU_THEMES as readonly unknown[]).includes(stored.menuTheme) ? (stored.menuTheme as MenuTheme) : d.menuTheme,
    primaryColor: typeof stored.primaryColor === 'string' && HEX_COLOR.test(stored.primaryColor) ? stored.primaryColor : d.primaryColor,
    navMode: stored.navMode === 'top' ? 'top' : 'side',
    contentWidth: stored.contentWidth === 'Fluid' ? 'Fluid' : 'Fixed',
    fixedHeader: bool(stored.fixedHeader, d.fixedHeader),
    autoHideHeader: bool(stored.autoHideHeader, d.autoHideHeader),
    fixedSider: bool(stored.fixedSider, d.fixedSider),
    colorWeak: bool(stored.colorWeak, d.colorWeak),
    multiTab: bool(stored.multiTab, d.multiTab),
  });
}

/** The menu theme in effect: the chosen one when the installation offers it, else its first. */
export function effectiveMenuTheme(chosen: MenuTheme, offered: readonly MenuTheme[] | undefined): MenuTheme {
  if (!offered || offered.length === 0 || offered.includes(chosen)) return chosen;
  return offered[0]!;
}
