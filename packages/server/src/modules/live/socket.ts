import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FleetSocketQuery, Perm } from '@agvs/contract';
import { forbidden, unauthorized } from '../../errors.js';
import { signedIn } from '../../plugins/auth.js';
import type { TokenService } from '../auth/tokens.js';
import { holdsPermission } from '../permissions/repository.js';
import { findUserById, isTenantOfUser } from '../users/repository.js';
import { boardSocketTenant, looksLikeBoardToken, watchBoardSocket } from '../kanban/access.js';
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
/** What one socket may have queued unsent before it counts as not reading (a few snapshots of the largest sites). */
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

export const fleetSocketRoutes: FastifyPluginAsyncZod<{ tokens: TokenService }> = async (app, { tokens }) => {
  const feeds = new Map<string, LiveFeed>();
  /** Sockets opened with a monitor board's token instead of a session (docs/public-screens.md): their tenant. */
  const boardTenants = new WeakMap<object, number>();
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
        if (!session && looksLikeBoardToken(q.token)) {
          // Not a session: a monitor board's token opens its one layout, read-only (the socket takes no commands).
          const tenantId = await boardSocketTenant(app, q.token, q.layoutId, q.tenant_id);
          if (!app.fleets.get(tenantId, q.layoutId)) throw forbidden();
          boardTenants.set(request, tenantId);
          return;
        }
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
      const rt = app.fleets.get(boardTenants.get(request) ?? signedIn(request).tenantId, request.query.layoutId)!;
      let feed = feeds.get(rt.layoutId);
      if (!feed) {
        feed = new LiveFeed(app.db, rt);
        feeds.set(rt.layoutId, feed);
      }
      const live = feed;
      // Frames come serialised once for all sockets of the layout.
      const send: Send = (frame) => {
        if (socket.readyState !== socket.OPEN) return;
        // A client that stopped reading (a frozen tab, a dead link) would have the server queue
        // every delta for it: it is dropped and, as after any drop, reconnects to a fresh snapshot.
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate();
          return;
        }
        socket.send(frame, { binary: false });
      };
      socket.on('close', () => live.remove(send));
      if (boardTenants.has(request)) {
        // A board's socket ends when its board is revoked (4403: the screen stops showing live data).
        const stop = watchBoardSocket(app, request.query.token, () => socket.close(4403, 'board revoked'));
        socket.on('close', stop);
      }
      await live.add(send, request.query.watch);
      // Closed while the snapshot was being built: the close event has already passed.
      if (socket.readyState !== socket.OPEN) live.remove(send);
    },
  );
};
