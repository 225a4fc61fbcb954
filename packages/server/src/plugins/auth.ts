import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PermCode } from '@agvs/contract';
import { forbidden, unauthorized } from '../errors.js';
import { AccessCache } from '../modules/auth/access-cache.js';
import type { SessionRecord } from '../modules/auth/repository.js';
import type { TokenService } from '../modules/auth/tokens.js';
import type { UserRecord } from '../modules/users/repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (the spec's public calls only). */
    public?: boolean;
    /** Permission code the caller must hold (SPEC §6). */
    perm?: PermCode;
    /** Reachable while a first password still has to be changed. */
    duringPasswordChange?: boolean;
    /** The declared call this route serves (set by lib/route.ts). */
    call?: string;
  }
  interface FastifyRequest {
    /** The signed-in caller; null only on public routes. */
    auth: AuthContext | null;
  }
}

export interface AuthContext {
  readonly user: UserRecord;
  readonly session: SessionRecord;
  /** Tenant every query of tenant data is scoped by. */
  readonly tenantId: number;
}

/** The caller of a signed-in route (the hook has already refused anonymous calls). */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

const TENANT_HEADER = 'tenant_id';

/**
 * The one authorisation hook. Routes are signed-in by default; each declares `public`, a `perm`
 * code or `duringPasswordChange` in its config, so a route that forgets stays closed.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { readonly tokens: TokenService }) => {
    app.decorateRequest('auth', null);
    // Held in memory, dropped by every write to their tables: no query per request once warm.
    const access = new AccessCache(app.db, app.dbWrites);

    async function tenantOf(request: FastifyRequest, user: UserRecord, session: SessionRecord): Promise<number> {
      const header = request.headers[TENANT_HEADER];
      const raw = Array.isArray(header) ? header[0] : header;
      if (raw !== undefined && raw !== '' && !/^\d{1,9}$/.test(raw)) throw forbidden('error.tenantForbidden', { tenantId: raw });
      const tenantId = raw ? Number(raw) : session.tenantId;
      if (!(await access.isTenantOf(user.id, tenantId))) throw forbidden('error.tenantForbidden', { tenantId });
      return tenantId;
    }

    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.config;
      if (request.is404 || route.public) return;

      const token = request.headers['x-access-token'];
      if (typeof token !== 'string' || !token) throw unauthorized();
      const session = await options.tokens.verify(token);
      if (!session) throw unauthorized();
      const user = await access.user(session.userId);
      if (!user || user.status === 'frozen') throw unauthorized();
      if (!request.langFromHeader) request.lang = user.language;

      request.auth = { user, session, tenantId: await tenantOf(request, user, session) };

      if (user.mustChangePassword && !route.duringPasswordChange) throw forbidden('error.passwordChangeRequired');
      if (route.perm && !(await access.holds(user.id, route.perm, request.auth.tenantId))) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', 'i18n'] },
);
