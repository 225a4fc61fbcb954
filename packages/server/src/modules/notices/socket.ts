import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTICE_HEARTBEAT, NOTICE_SOCKET_PATH } from '@agvs/contract';
import { forbidden, unauthorized } from '../../errors.js';
import { signedIn } from '../../plugins/auth.js';
import type { TokenService } from '../auth/tokens.js';
import { findUserById, isTenantOfUser } from '../users/repository.js';

const SocketParams = z.object({ userId: z.string().min(1).max(64) });
const SocketQuery = z.object({
  token: z.string().min(1).max(4096),
  tenant_id: z.coerce.number().int().min(0).max(999_999_999).optional(),
});

/**
 * GET /agvs/websocket/{userId}?token=..&tenant_id=.. (WebSocket, SPEC §7): tells the signed-in
 * user to reload notices ({cmd:'topic'|'user'}) and answers 'HeartBeat'. Browsers cannot set
 * headers on a WebSocket, so the token comes in the query and is checked before the upgrade;
 * a userId other than the caller's is refused.
 */
export const noticeSocketRoutes: FastifyPluginAsyncZod<{ tokens: TokenService }> = async (app, { tokens }) => {
  app.get(
    `${NOTICE_SOCKET_PATH}/:userId`,
    {
      websocket: true,
      schema: { tags: ['notices'], summary: 'Notification socket of the signed-in user', params: SocketParams, querystring: SocketQuery },
      config: { public: true },
      preHandler: async (request) => {
        const session = await tokens.verify(request.query.token);
        const user = session ? await findUserById(app.db, session.userId) : undefined;
        if (!session || !user || user.status === 'frozen') throw unauthorized();
        if (user.id !== request.params.userId) throw forbidden();
        const tenantId = request.query.tenant_id ?? session.tenantId;
        if (!(await isTenantOfUser(app.db, user.id, tenantId))) throw forbidden('error.tenantForbidden', { tenantId });
        request.auth = { user, session, tenantId };
      },
    },
    (socket, request) => {
      const { user, tenantId } = signedIn(request);
      const remove = app.noticeHub.add(user.id, tenantId, (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      });
      socket.on('message', (data: Buffer) => {
        if (String(data) === NOTICE_HEARTBEAT && socket.readyState === socket.OPEN) socket.send(NOTICE_HEARTBEAT);
      });
      socket.on('close', remove);
    },
  );
};
