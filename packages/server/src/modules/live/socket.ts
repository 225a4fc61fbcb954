import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FleetSocketQuery, Perm } from '@agvs/contract';
import { forbidden, unauthorized } from '../../errors.js';
import { signedIn } from '../../plugins/auth.js';
import type { TokenService } from '../auth/tokens.js';
import { holdsPermission } from '../permissions/repository.js';
import { findUserById, isTenantOfUser } from '../users/repository.js';
import { LiveFeed, type Send } from './feed.js';

/**
 * GET /agvs/ws/fleet?layoutId=..&token=..[&watch=layout] (WebSocket): a snapshot of the layout's
 * vehicles and occupied stations, then only what changed (cards, occupied entries, order states)
 * as the runtime makes it (FleetSocketMessage), and the published version the fleet runs (layoutVersion) at once and on every publish;
 * watch=layout sends only the latter (the map monitor reloads its map on it).
 * Browsers cannot set headers on a WebSocket, so the token (and optionally tenant_id) come in
 * the query; they are checked before the upgrade, as the auth hook checks HTTP calls, so a
 * refused caller gets 401/403 instead of a socket. Needs @fastify/websocket on the app.
 */
export const fleetSocketRoutes: FastifyPluginAsyncZod<{ tokens: TokenService }> = async (app, { tokens }) => {
  const feeds = new Map<string, LiveFeed>();
  app.addHook('preClose', async () => {
    for (const client of app.websocketServer.clients) client.terminate();
  });

  app.get(
    '/ws/fleet',
    {
      websocket: true,
      schema: { tags: ['live'], summary: 'Live fleet state of a layout (WebSocket)', querystring: FleetSocketQuery },
      config: { public: true },
      preHandler: async (request) => {
        const q = request.query;
        const session = await tokens.verify(q.token);
        const user = session ? await findUserById(app.db, session.userId) : undefined;
        if (!session || !user || user.status === 'frozen') throw unauthorized();
        const tenantId = q.tenant_id ?? session.tenantId;
        if (!(await isTenantOfUser(app.db, user.id, tenantId))) throw forbidden('error.tenantForbidden', { tenantId });
        if (!(await holdsPermission(app.db, user.id, Perm.monitorPublic, tenantId))) throw forbidden();
        if (!app.fleets.get(tenantId, q.layoutId)) throw forbidden();
        request.auth = { user, session, tenantId };
      },
    },
    async (socket, request) => {
      const rt = app.fleets.get(signedIn(request).tenantId, request.query.layoutId)!;
      let feed = feeds.get(rt.layoutId);
      if (!feed) {
        feed = new LiveFeed(app.db, rt);
        feeds.set(rt.layoutId, feed);
      }
      const live = feed;
      // Frames come serialised once for all sockets of the layout.
      const send: Send = (frame) => {
        if (socket.readyState === socket.OPEN) socket.send(frame);
      };
      socket.on('close', () => live.remove(send));
      await live.add(send, request.query.watch);
      // Closed while the snapshot was being built: the close event has already passed.
      if (socket.readyState !== socket.OPEN) live.remove(send);
    },
  );
};
