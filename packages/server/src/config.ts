import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LOGIN_THEMES, MENU_THEMES, type LoginTheme, type MenuTheme } from '@agvs/contract';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Absolute directory for the SQLite file and the installation's secrets. */
  readonly dataDir: string;
  /** PostgreSQL when set, else SQLite under dataDir. */
  readonly databaseUrl: string | null;
  readonly captcha: boolean;
  /** First admin password; when null a random one is generated and must be changed. */
  readonly adminPassword: string | null;
  readonly logLevel: string;
  readonly passwordComplexity: boolean;
  readonly loginTheme: LoginTheme;
  readonly menuThemes: readonly MenuTheme[];
  readonly logoLayoutId: string | null;
  readonly helpUrl: string | null;
  /** Built console to serve at `/`; served only when the folder exists. */
  readonly webDist: string;
  readonly copyright: { readonly company: string; readonly url: string };
  readonly licenseDisplay: boolean;
  /** Customer named in the licence record (SPEC §3 "Licence"): AGVS is open, there is no certificate to read it from. */
  readonly licenseCustomer: { readonly code: string; readonly name: string };
  /** Grafana shown on the Grafana page; null shows "not configured". */
  readonly grafanaUrl: string | null;
  /** Redis whose INFO the monitoring page shows; null shows "not configured". */
  readonly redisUrl: string | null;
  /**
   * Random vehicle errors drawn from the tenant's error dictionary (docs/traffic-control.md):
   * mean errors per vehicle and hour (0: off, the default) and how long each lasts, ms.
   */
  readonly fleetErrors: { readonly perVehicleHour: number; readonly durationMs: number };
  /** An answer outside its call's declaration fails the call (tests) instead of being logged. */
  readonly strictAnswers: boolean;
  /** AGVS_DEMO=off: start without the demo site (no maps, layouts, vehicles, orders, templates); default on. */
  readonly demo: boolean;
  /** VDA 5050 over MQTT (docs/vda5050.md). */
  readonly mqtt: MqttConfig;
}

export interface MqttConfig {
  /** External broker (mqtt:// or mqtts://); null: the embedded broker, if any. */
  readonly url: string | null;
  readonly username: string | null;
  readonly password: string | null;
  /**
   * Port of the embedded broker on 127.0.0.1 when url is null; null: none (MQTT_PORT=0), and
   * then no vehicle is connected. 0 (tests only, never from the environment): any free port.
   */
  readonly embeddedPort: number | null;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : null));

const onUnlessOff = z
  .string()
  .optional()
  .transform((v) => v?.trim().toLowerCase() !== 'off');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText,
  CAPTCHA: onUnlessOff,
  AGVS_ADMIN_PASSWORD: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PASSWORD_COMPLEXITY: onUnlessOff,
  LOGIN_THEME: z.enum(LOGIN_THEMES).default('default'),
  MENU_THEMES: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [...MENU_THEMES]))
    .pipe(z.array(z.enum(MENU_THEMES)).min(1)),
  LOGO_LAYOUT_ID: optionalText,
  HELP_URL: optionalText,
  WEB_DIST: optionalText,
  COPYRIGHT_COMPANY: z.string().default('AGVS'),
  COPYRIGHT_URL: z.string().default(''),
  GRAFANA_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).nullable()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).nullable()),
  FLEET_ERROR_RATE: z.coerce.number().min(0).max(60).default(0),
  FLEET_ERROR_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  LICENSE_CUSTOMER_CODE: z.string().trim().min(1).max(64).default('AGVS'),
  LICENSE_CUSTOMER_NAME: optionalText,
  AGVS_DEMO: onUnlessOff,
  MQTT_URL: optionalText.pipe(z.url({ protocol: /^mqtts?$/ }).nullable()),
  MQTT_USERNAME: optionalText,
  MQTT_PASSWORD: optionalText,
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1884),
  STRICT_ANSWERS: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() === 'on'),
  LICENSE_DISPLAY: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() === 'on'),
});

/** The console's build output, found next to this package in the repository. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads the environment once at start; a wrong value stops the server with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    captcha: e.CAPTCHA,
    adminPassword: e.AGVS_ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    passwordComplexity: e.PASSWORD_COMPLEXITY,
    loginTheme: e.LOGIN_THEME,
    menuThemes: e.MENU_THEMES,
    logoLayoutId: e.LOGO_LAYOUT_ID,
    helpUrl: e.HELP_URL,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : defaultWebDist,
    copyright: { company: e.COPYRIGHT_COMPANY, url: e.COPYRIGHT_URL },
    licenseDisplay: e.LICENSE_DISPLAY,
    licenseCustomer: { code: e.LICENSE_CUSTOMER_CODE, name: e.LICENSE_CUSTOMER_NAME ?? e.COPYRIGHT_COMPANY },
    grafanaUrl: e.GRAFANA_URL,
    redisUrl: e.REDIS_URL,
    fleetErrors: { perVehicleHour: e.FLEET_ERROR_RATE, durationMs: e.FLEET_ERROR_SECONDS * 1000 },
    strictAnswers: e.STRICT_ANSWERS,
    demo: e.AGVS_DEMO,
    mqtt: { url: e.MQTT_URL, username: e.MQTT_USERNAME, password: e.MQTT_PASSWORD, embeddedPort: e.MQTT_PORT === 0 ? null : e.MQTT_PORT },
  };
}
