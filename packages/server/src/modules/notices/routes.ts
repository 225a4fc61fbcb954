import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOTICE_CATEGORIES, NOTICE_SEND_STATUS, NoticeCalls, Perm, type AnnouncementRow } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { noticeStorageHalts } from './storage-halt.js';
import { businessError } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { findRows } from '../../resources/repository.js';
import { holdsPermission } from '../permissions/repository.js';
import {
  activeTenantUsers,
  findAddressed,
  findAnnouncement,
  markRead,
  pageOf,
  publish,
  revoke,
  unreadIds,
  unreadOf,
} from './repository.js';
import { announcementServerResource } from './resources.js';
import { deliverMessage, recordMessage, MSG_SEND_STATUS } from './send.js';
import { parseTemplateData, renderTemplate } from './template.js';

/** The bell shows this many of each kind; the totals count all unread. */
const BELL_ITEMS = 50;

/**
 * Announcements beyond the generic list: publish and revoke (which tell the receivers' sockets),
 * the caller's own notices (SPEC §7 "Notifications") and the send test of message templates.
 */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, NoticeCalls.listByUser, async (request) => {
    const { tenantId, user } = signedIn(request);
    const annt = await unreadOf(app.db, tenantId, user.id, NOTICE_CATEGORIES.announcement, BELL_ITEMS);
    const sys = await unreadOf(app.db, tenantId, user.id, NOTICE_CATEGORIES.system, BELL_ITEMS);
    return ok({ anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total });
  });

  route(app, NoticeCalls.queryById, async (request) => {
    const { tenantId, user } = signedIn(request);
    const mine = await findAddressed(app.db, tenantId, user.id, request.query.id);
    if (mine) return ok(mine);
    if (await holdsPermission(app.db, user.id, Perm.noticeList, tenantId)) {
      const [row] = await findRows(app.db, announcementServerResource, tenantId, [request.query.id]);
      // A generic row: the answer check (strictAnswers) holds it to AnnouncementRow.
      if (row) return ok(row as AnnouncementRow);
    }
    throw businessError('admin.notFound');
  });

  route(app, NoticeCalls.editByAnntIdAndUserId, async (request) => {
    const { tenantId, user } = signedIn(request);
    if (!(await findAddressed(app.db, tenantId, user.id, request.body.anntId))) throw businessError('admin.notFound');
    await markRead(app.db, user.id, [request.body.anntId], app.clock());
    return ok(null);
  });

  route(app, NoticeCalls.readAll, async (request) => {
    const { tenantId, user } = signedIn(request);
    const ids = await unreadIds(app.db, tenantId, user.id);
    await markRead(app.db, user.id, ids, app.clock());
    return ok({ count: ids.length }, request.t('notice.allRead'));
  });

  route(app, NoticeCalls.getMyAnnouncementSend, async (request) => {
    const { tenantId, user } = signedIn(request);
    const { records, total } = await pageOf(app.db, tenantId, user.id, request.query);
    return ok(toPage(records, total, request.query));
  });

  route(app, NoticeCalls.doReleaseData, async (request) => {
    const { tenantId, user } = signedIn(request);
    const annt = await findAnnouncement(app.db, tenantId, request.body.id);
    if (!annt) throw businessError('admin.notFound');
    if (annt.send_status === NOTICE_SEND_STATUS.published) throw businessError('notice.alreadyPublished');
    const chosen = annt.msg_type === 'USER' ? (annt.user_ids ?? '').split(',').filter(Boolean) : [];
    const recipients = annt.msg_type === 'USER' ? await activeTenantUsers(app.db, tenantId, chosen) : [];
    if (annt.msg_type === 'USER' && !recipients.length) throw businessError('notice.noReceivers');
    await publish(app.db, { tenantId, id: annt.id, sender: user.username, now: app.clock(), recipients });
    const message = { msgId: annt.id, msgTxt: annt.titile };
    if (annt.msg_type === 'USER') app.noticeHub.toUsers(recipients, message);
    else app.noticeHub.toTenant(tenantId, message);
    return ok(null, request.t('notice.published'));
  });

  route(app, NoticeCalls.doReovkeData, async (request) => {
    const { tenantId } = signedIn(request);
    const annt = await findAnnouncement(app.db, tenantId, request.body.id);
    if (!annt) throw businessError('admin.notFound');
    if (annt.send_status !== NOTICE_SEND_STATUS.published) throw businessError('notice.notPublished');
    const recipients = annt.msg_type === 'USER'
      ? (await app.db.selectFrom('announcement_recipients').select('user_id').where('annt_id', '=', annt.id).execute()).map((r) => r.user_id)
      : [];
    await revoke(app.db, tenantId, annt.id, app.clock());
    // The receivers' bells reload and the revoked announcement leaves them.
    const message = { msgId: annt.id, msgTxt: annt.titile };
    if (annt.msg_type === 'USER') app.noticeHub.toUsers(recipients, message);
    else app.noticeHub.toTenant(tenantId, message);
    return ok(null, request.t('notice.revoked'));
  });

  route(app, NoticeCalls.sendMsg, async (request) => {
    const auth = signedIn(request);
    const template = await app.db
      .selectFrom('message_templates')
      .selectAll()
      .where('tenant_id', '=', auth.tenantId)
      .where('template_code', '=', request.body.templateCode)
      .executeTakeFirst();
    if (!template) throw businessError('notice.templateNotFound');
    const data = parseTemplateData(request.body.testData);
    if (!data) throw businessError('notice.badTestData');
    const message = await recordMessage(app, {
      tenantId: auth.tenantId,
      templateType: template.template_type,
      title: renderTemplate(template.template_name, data),
      content: renderTemplate(template.template_content, data),
      receiver: request.body.receiver,
    });
    const sent = await deliverMessage(app, message, auth.user.username, request.lang);
    const status = sent ? MSG_SEND_STATUS.sent : MSG_SEND_STATUS.failed;
    return ok({ id: message.id, esSendStatus: status }, request.t(sent ? 'notice.delivered' : 'notice.receiverUnknown', { receiver: request.body.receiver }));
  });

  noticeStorageHalts(app);
};
