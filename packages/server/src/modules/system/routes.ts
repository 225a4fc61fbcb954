import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SystemCalls, type PublicConfig } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { serverVersion } from '../../version.js';
import { siteTimeZone } from '../sysconfig/siteTimeZone.js';
import { countUsersInTenant } from '../users/repository.js';
import { countTenants } from './repository.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = app.clock();
  const config = app.config;
  const publicConfig: Omit<PublicConfig, 'siteTimeZone'> = {
    loginTheme: config.loginTheme,
    menuThemes: [...config.menuThemes],
    captcha: config.captcha,
    passwordComplexity: config.passwordComplexity,
    logoLayoutId: config.logoLayoutId,
    helpUrl: config.helpUrl,
    copyright: { show: config.loginTheme === 'default', company: config.copyright.company, url: config.copyright.url },
    licenseDisplay: config.licenseDisplay,
  };

  // The plant's zone is a system parameter: read per call (parameters are cached in memory).
  route(app, SystemCalls.publicConfig, async () => ok({ ...publicConfig, siteTimeZone: await siteTimeZone(app.db) }));

  route(app, SystemCalls.health, async (request) => {
    const auth = signedIn(request);
    const [users, tenants] = await Promise.all([countUsersInTenant(app.db, auth.tenantId), countTenants(app.db)]);
    return ok({
      version: serverVersion,
      uptimeMs: app.clock() - startedAt,
      dialect: app.dialect,
      users,
      tenants,
      fleetHaltedSince: app.fleets.storageHaltedSince(auth.tenantId),
    });
  });
};
