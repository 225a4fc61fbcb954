import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KanbanCalls, type BoardView } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError, notFound } from '../../errors.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { assertDrawsMap, boardOfRequest } from './access.js';
import { boardMap } from './boardMap.js';
import { deleteBoard, findBoard, insertBoard, listBoards, reissueToken, revokeBoard, tenantLayouts } from './repository.js';
import { buildBoardView } from './view.js';

/** A view is reused this long: screens poll every few seconds, so many screens cost one build. */
const VIEW_TTL_MS = 1_000;

/** Kanban boards (issue 16, docs/kanban.md): administration, and the view a board screen reads. */
export const kanbanRoutes: FastifyPluginAsyncZod = async (app) => {
  const views = new Map<string, BoardView>();

  route(app, KanbanCalls.boardList, async (request) => ok(await listBoards(app.db, signedIn(request).tenantId)));
  route(app, KanbanCalls.boardLayouts, async (request) => ok(await tenantLayouts(app.db, signedIn(request).tenantId)));

  route(app, KanbanCalls.boardAdd, async (request) => {
    const { tenantId, user } = signedIn(request);
    const layouts = await tenantLayouts(app.db, tenantId);
    if (!layouts.some((l) => l.id === request.body.layoutId)) throw businessError('error.boardLayoutUnknown');
    const { id, token } = await insertBoard(app.db, tenantId, request.body, user.id, app.clock());
    return ok({ board: (await findBoard(app.db, tenantId, id))!, token });
  });

  route(app, KanbanCalls.boardReissue, async (request) => {
    const { tenantId } = signedIn(request);
    const token = await reissueToken(app.db, tenantId, request.body.id, app.clock());
    if (!token) throw notFound();
    views.delete(request.body.id);
    return ok({ board: (await findBoard(app.db, tenantId, request.body.id))!, token });
  });

  route(app, KanbanCalls.boardRevoke, async (request) => {
    const { tenantId } = signedIn(request);
    if (!(await findBoard(app.db, tenantId, request.body.id))) throw notFound();
    await revokeBoard(app.db, tenantId, request.body.id, app.clock());
    views.delete(request.body.id);
    return ok((await findBoard(app.db, tenantId, request.body.id))!);
  });

  route(app, KanbanCalls.boardDelete, async (request) => {
    const { tenantId } = signedIn(request);
    if (!(await deleteBoard(app.db, tenantId, request.query.id))) throw notFound();
    views.delete(request.query.id);
    return ok(null);
  });

  route(app, KanbanCalls.boardView, async (request) => {
    // The token is checked on every call (one index lookup), so a revoked board stops at once.
    const board = await boardOfRequest(app, request);
    const now = app.clock();
    const cached = views.get(board.id);
    if (cached && now - cached.at < VIEW_TTL_MS) return ok(cached);
    const head = { name: board.name, page: board.page, layoutName: board.layoutName };
    const view = buildBoardView(head, app.fleets.get(board.tenantId, board.layoutId), now);
    views.set(board.id, view);
    return ok(view);
  });

  route(app, KanbanCalls.boardMap, async (request) => {
    // Loaded once per screen (and again on a publish), so no cache: the token is checked as above.
    const board = await boardOfRequest(app, request);
    assertDrawsMap(board);
    return ok(await boardMap(app.db, board.tenantId, board.layoutId));
  });
};
