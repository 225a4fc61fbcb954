import { NOTICE_SEND_STATUS, announcementResource, messageResource, msgTemplateResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { sanitizeAnnouncementHtml } from './sanitize.js';
import { resendMessages } from './send.js';

/** A page to open: an http(s) address for openType url, a console path for component. */
function checkOpenPage(values: Row): void {
  const type = values['open_type'];
  const page = values['open_page'];
  if (!type || !page) return;
  const fine = type === 'url' ? /^https?:\/\/[^\s]+$/.test(String(page)) : /^\/[\w\-/]*$/.test(String(page));
  if (!fine) throw businessError('notice.badOpenPage');
}

/**
 * Announcements of the caller's tenant. HTML is sanitised on every write because it is shown to
 * other users; publish and revoke (routes.ts) are the only ways sendStatus changes.
 */
export const announcementServerResource: ServerResource = {
  manifest: announcementResource,
  table: 'announcements',
  columns: {
    titile: 'titile',
    msgCategory: 'msg_category',
    priority: 'priority',
    msgType: 'msg_type',
    userIds: 'user_ids',
    openType: 'open_type',
    openPage: 'open_page',
    msgContent: 'msg_content',
    sendStatus: 'send_status',
    sender: 'sender',
    sendTime: 'send_time',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  prepare: (values, body, ctx) => {
    const next: Row = { ...values };
    if (typeof next['msg_content'] === 'string') next['msg_content'] = sanitizeAnnouncementHtml(next['msg_content']);
    const ids = body['userIds'] as string[] | undefined;
    if (ids !== undefined) next['user_ids'] = ids.length ? ids.join(',') : null;
    if (body['msgType'] === 'USER' && !(ids ?? []).length) throw businessError('notice.noReceivers');
    if (body['msgType'] === 'ALL') next['user_ids'] = null;
    if (ctx.mode === 'add') next['send_status'] = NOTICE_SEND_STATUS.draft;
    checkOpenPage(next);
    return next;
  },
};

/** Message templates of the caller's tenant; templateType '1' plain text, '2' HTML. */
export const msgTemplateServerResource: ServerResource = {
  manifest: msgTemplateResource,
  table: 'message_templates',
  columns: {
    templateCode: 'template_code',
    templateName: 'template_name',
    templateType: 'template_type',
    templateContent: 'template_content',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
};

/** Messages sent from templates; failed ones can be sent again. */
export const messageServerResource: ServerResource = {
  manifest: messageResource,
  table: 'messages',
  columns: {
    esTitle: 'es_title',
    esContent: 'es_content',
    esReceiver: 'es_receiver',
    esSendStatus: 'es_send_status',
    esSendNum: 'es_send_num',
    esResult: 'es_result',
    esSendTime: 'es_send_time',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  resend: resendMessages,
};
