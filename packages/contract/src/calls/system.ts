import { PublicConfig } from '../api/auth.js';
import { Health } from '../api/system.js';
import { defineCalls } from './define.js';

/** Installation settings before sign-in and the server's state (not in SPEC §7; the console's own calls). */
export const SystemCalls = defineCalls('system', {
  /** GET /sys/publicConfig (no fields) → loginTheme, menuThemes, captcha, passwordComplexity, logoLayoutId, helpUrl, copyright, licenseDisplay, siteTimeZone. */
  publicConfig: {
    method: 'GET',
    path: '/sys/publicConfig',
    summary: 'Installation settings needed before sign-in',
    access: { public: true },
    response: PublicConfig,
  },
  /** GET /sys/health (no fields) → version, uptimeMs, dialect, users, tenants, fleetHaltedSince. */
  health: {
    method: 'GET',
    path: '/sys/health',
    summary: 'Server state for the dashboard',
    access: { signedIn: true },
    response: Health,
  },
});
