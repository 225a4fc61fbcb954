/** Constants and limits of SPEC §9. Durations in ms unless the name says otherwise. */
export const TOKEN_TTL_MS = 604_800_000; // 7 days: token, user info, dictionary cache, departments, encryption key
export const HTTP_TIMEOUT_MS = 60_000;
export const LICENSE_POLL_MS = 10_000;
export const MAP_POLL_MS = 1_000;
export const ERROR_DIALOG_REFRESH_MS = 10_000;
export const NOTIFICATION_POLL_MS = 6_000;
export const WEBSOCKET_RECONNECT_MS = 5_000;
export const HEARTBEAT_TIMEOUT_MS = 20_000;
export const MAP_SWITCH_THROTTLE_MS = 3_000;
export const STATION_SEARCH_DEBOUNCE_MS = 300;
export const DICT_SEARCH_DEBOUNCE_MS = 800;
export const LONG_PRESS_MS = 1_000;
export const POPUP_HIDE_MS = 5_000;
export const COLUMN_SETTINGS_CACHE_MS = 864_000_000;
export const POPUP_DATA_CACHE_MS = 30_000;
export const MESSAGE_MAX_COUNT = 3;
export const NOTIFICATION_DURATION_S = 3;
export const MOBILE_BREAKPOINT_PX = 767.99;
export const TABLET_BREAKPOINT_PX = 1087.99;
export const SIDER_WIDTH_PX = 200;
export const SIDER_COLLAPSED_WIDTH_PX = 80;
export const PASSWORD_MIN_LENGTH = 8;
export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Unauthorized answers log out and reload after this delay (SPEC §8). */
export const LOGOUT_RELOAD_DELAY_MS = 1_500;

/** Sign-in protection: this many wrong passwords in a row lock the account for LOCK_MS. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MS = 600_000;
/** A login captcha answers for this long. */
export const CAPTCHA_TTL_MS = 60_000;

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 50, 200] as const;
