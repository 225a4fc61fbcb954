import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@agvs/contract';
import { systemClock, type Clock } from './clock.js';
import type { AppConfig } from './config.js';
import { adminRoutes } from './modules/admin/routes.js';
import { interfaceLogPlugin } from './modules/agvRecords/interfaceLog.js';
import { agvRecordRoutes } from './modules/agvRecords/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { TokenService } from './modules/auth/tokens.js';
import { commonRoutes } from './modules/common/routes.js';
import { departRoutes } from './modules/departs/routes.js';
import { dictRoutes } from './modules/dicts/routes.js';
import { fileRoutes } from './modules/files/routes.js';
import { layoutRoutes } from './modules/layouts/routes.js';
import { logRoutes } from './modules/logs/routes.js';
import { liveRoutes } from './modules/live/routes.js';
import { fleetSocketRoutes } from './modules/live/socket.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { jobSchedulerPlugin } from './modules/jobs/scheduler.js';
import { noticeHubPlugin } from './modules/notices/hub.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { noticeSocketRoutes } from './modules/notices/socket.js';
import { monitoringRoutes } from './modules/monitoring/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { templateSchedulePlugin } from './modules/templates/schedule.js';
import { templateRoutes } from './modules/templates/routes.js';
import { permissionRoutes } from './modules/permissions/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { sysconfigRoutes } from './modules/sysconfig/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { vehicleRoutes } from './modules/vehicles/routes.js';
import { agvVehicleRoutes } from './modules/agvVehicles/routes.js';
import { agvTaskRoutes } from './modules/agvTasks/routes.js';
import { licenceRoutes } from './modules/licence/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { lifRoutes } from './modules/lif/routes.js';
import { publishRoutes } from './modules/publish/routes.js';
import { layoutDraftRoutes } from './modules/layoutDraft/routes.js';
import { agvSiteRoutes } from './modules/agvSite/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { kanbanRoutes } from './modules/kanban/routes.js';
import { workplaceRoutes } from './modules/workplaces/routes.js';
import { linesideRoutes } from './modules/lineside/routes.js';
import { warehouseRoutes } from './modules/warehouse/routes.js';
import { planningRoutes } from './modules/planning/routes.js';
import { planSchedulePlugin } from './modules/planning/runner.js';
import { vehicleActivityPlugin } from './modules/dashboard/plugin.js';
import { ssoRoutes } from './modules/sso/routes.js';
import { staticApiRoutes } from './modules/staticApi/routes.js';
import { authPlugin } from './plugins/auth.js';
import { captchaPlugin } from './plugins/captcha.js';
import { dbPlugin } from './plugins/db.js';
import { envelopePlugin } from './plugins/envelope.js';
import { i18nPlugin } from './plugins/i18n.js';
import { redactedRequest } from './plugins/log-redact.js';
import { openapiPlugin } from './plugins/openapi.js';
import { QuietRequestLog } from './plugins/quiet-request-log.js';
import { requestLogPlugin } from './plugins/request-log.js';
import { staticPlugin } from './plugins/static.js';
import { validationPlugin } from './plugins/validation.js';
import { loadSecrets } from './secrets.js';
import { runtimePlugin } from './runtime/plugin.js';
import { vdaPlugin } from './modules/vda5050/plugin.js';
import { vdaRoutes } from './modules/vda5050/routes.js';
import { metricsPlugin } from './modules/metrics/plugin.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { intervalScheduler, type Scheduler } from './runtime/registry.js';

export type { AppConfig } from './config.js';
export { loadConfig } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    /** Every route as registered (the route/declaration check reads it). */
    registeredRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly websocket: boolean;
  /** The declared call the route was registered from (lib/route.ts), "GET /sys/user/list". */
  readonly call: string | null;
}

export interface BuildOptions {
  /** Replaces the wall clock (tests move time to expire tokens, captchas and lock-outs). */
  readonly clock?: Clock;
  /** Fleet tick timer; null leaves ticking to the caller (tests, in simulated time). */
  readonly fleetScheduler?: Scheduler | null;
  /** Query plugins of the app's database (tests: a storage fault that refuses writes). */
  readonly dbPlugins?: readonly KyselyPlugin[];
}

/** The whole server: plugins first, then one module per area, every API route under /agvs. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const secrets = loadSecrets(config.dataDir);
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: redactedRequest } },
    logController: new QuietRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('clock', clock);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: options.url, websocket: options.websocket === true, call: options.config?.call ?? null });
    }
  });

  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  await app.register(validationPlugin);
  await app.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    adminPassword: config.adminPassword,
    demo: config.demo,
    clock,
    plugins: options.dbPlugins,
  });
  const scheduler = options.fleetScheduler === undefined ? intervalScheduler : options.fleetScheduler;
  await app.register(runtimePlugin, { scheduler });
  await app.register(vehicleActivityPlugin);
  await app.register(vdaPlugin);
  await app.register(metricsPlugin);
  await app.register(templateSchedulePlugin, { scheduler });
  await app.register(planSchedulePlugin, { scheduler });
  await app.register(websocket);
  await app.register(noticeHubPlugin);
  await app.register(jobSchedulerPlugin);
  await app.register(captchaPlugin, { clock });
  await app.register(openapiPlugin);

  const tokens = new TokenService(app.db, secrets.jwtSecret, clock, app.dbWrites);
  await app.register(
    async (api) => {
      await api.register(authPlugin, { tokens });
      await api.register(requestLogPlugin);
      await api.register(interfaceLogPlugin);
      // API answers compressed on the fly (monitor load: 618 KB raw, 51 KB gzip), in this scope
      // only (the console's files are served precompressed, plugins/static.ts), and after the
      // logs above: their onSend hooks read the answer as JSON text.
      await api.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: /^application\/json\b/ });
      await api.register(authRoutes, { secrets, tokens });
      await api.register(userRoutes);
      await api.register(permissionRoutes);
      await api.register(departRoutes);
      await api.register(dictRoutes);
      await api.register(systemRoutes);
      await api.register(vehicleRoutes);
      await api.register(agvVehicleRoutes);
      await api.register(agvTaskRoutes);
      await api.register(layoutRoutes);
      await api.register(liveRoutes);
      await api.register(orderRoutes);
      await api.register(templateRoutes);
      await api.register(fleetSocketRoutes, { tokens });
      await api.register(commonRoutes);
      await api.register(adminRoutes);
      await api.register(noticeRoutes);
      await api.register(noticeSocketRoutes, { tokens });
      await api.register(jobRoutes);
      await api.register(sysconfigRoutes, { tokens });
      await api.register(logRoutes);
      await api.register(fileRoutes);
      await api.register(monitoringRoutes);
      await api.register(ssoRoutes);
      await api.register(licenceRoutes);
      await api.register(accountRoutes);
      await api.register(lifRoutes);
      await api.register(publishRoutes);
      await api.register(layoutDraftRoutes);
      await api.register(agvSiteRoutes);
      await api.register(reportRoutes);
      await api.register(dashboardRoutes);
      await api.register(kanbanRoutes);
      await api.register(workplaceRoutes);
      await api.register(linesideRoutes);
      await api.register(warehouseRoutes);
      await api.register(planningRoutes);
      await api.register(vdaRoutes);
      await api.register(staticApiRoutes);
      await api.register(agvRecordRoutes, { scheduler });
      await api.register(metricsRoutes, { token: secrets.metricsToken });
    },
    { prefix: API_BASE },
  );

  await app.register(staticPlugin, { root: config.webDist });
  return app;
}
