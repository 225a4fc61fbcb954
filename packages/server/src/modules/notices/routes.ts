import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnntIdBody,
  IdBody,
  IdQuery,
  MyNoticeQuery,
  NOTICE_CATEGORIES,
  NOTICE_SEND_STATUS,
  Perm,
  SendTestBody,
  type NoticeListByUser,
} from '@agvs/contract';
import { ok } from '../../envelope.js';
import { noticeStorageHalts } from './storage-halt.js';
import { businessError } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
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
  const tags = ['notices'];

  app.get('/sys/annountCement/listByUser', { schema: { tags, summary: "The caller's unread announcements and system messages" } }, async (request) => {
    const { tenantId, user } = signedIn(request);
    const annt = await unreadOf(app.db, tenantId, user.id, NOTICE_CATEGORIES.announcement, BELL_ITEMS);
    const sys = await unreadOf(app.db, tenantId, user.id, NOTICE_CATEGORIES.system, BELL_ITEMS);
    return ok<NoticeListByUser>({ anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total });
  });

  app.get('/sys/annountCement/queryById', { schema: { tags, summary: 'One announcement: addressed to the caller, or any of the tenant for its administrators', querystring: IdQuery } }, async (request) => {
    const { tenantId, user } = signedIn(request);
    const mine = await findAddressed(app.db, tenantId, user.id, request.query.id);
    if (mine) return ok(mine);
    if (await holdsPermission(app.db, user.id, Perm.noticeList, tenantId)) {
      const [row] = await findRows(app.db, announcementServerResource, tenantId, [request.query.id]);
      if (row) return ok(row);
    }
    throw businessError('admin.notFound');
  });

  app.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { schema: { tags, summary: 'Mark one announcement read', body: AnntIdBody } }, async (request) => {
    const { tenantId, user } = signedIn(request);
    if (!(await findAddressed(app.db, tenantId, user.id, request.body.anntId))) throw businessError('admin.notFound');
    await markRead(app.db, user.id, [request.body.anntId], app.clock());
    return ok(null);
  });

  app.put('/sys/sysAnnouncementSend/readAll', { schema: { tags, summary: 'Mark all of the caller’s announcements read' } }, async (request) => {
    const { tenantId, user } = signedIn(request);
    const ids = await unreadIds(app.db, tenantId, user.id);
    await markRead(app.db, user.id, ids, app.clock());
    return ok({ count: ids.length }, request.t('notice.allRead'));
  });

  app.get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { schema: { tags, summary: "The caller's announcements, read or not", querystring: MyNoticeQuery } }, async (request) => {
    const { tenantId, user } = signedIn(request);
    const { records, total } = await pageOf(app.db, tenantId, user.id, request.query);
    return ok(toPage(records, total, request.query));
  });

  app.put('/sys/annountCement/doReleaseData', { schema: { tags, summary: 'Publish an announcement', body: IdBody }, config: { perm: Perm.noticePublish } }, async (request) => {
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

  app.put('/sys/annountCement/doReovkeData', { schema: { tags, summary: 'Revoke a published announcement', body: IdBody }, config: { perm: Perm.noticePublish } }, async (request) => {
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

  app.post('/sys/message/sysMessageTemplate/sendMsg', { schema: { tags, summary: 'Render a template and send it to a user', body: SendTestBody }, config: { perm: Perm.msgTemplateTest } }, async (request) => {
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
