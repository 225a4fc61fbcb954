import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@agvs/contract';
import { translate } from '../../i18n/messages.js';
import type { AuthContext } from '../../plugins/auth.js';
import { activeTenantUsers, insertSystemMessage } from './repository.js';
import { escapeHtml, sanitizeAnnouncementHtml } from './sanitize.js';

/** es_send_status: '0' waiting, '1' sent, '2' failed. */
export const MSG_SEND_STATUS = { waiting: '0', sent: '1', failed: '2' } as const;

interface MessageRow {
  readonly id: string;
  readonly tenant_id: number;
  readonly template_type: string;
  readonly es_title: string;
  readonly es_content: string;
  readonly es_receiver: string;
}

async function receiverId(app: FastifyInstance, tenantId: number, username: string): Promise<string | undefined> {
  const user = await app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!user) return undefined;
  const [active] = await activeTenantUsers(app.db, tenantId, [user.id]);
  return active;
}

/**
 * Delivers a message as a system message to its receiver (no email or SMS): the receiver must be
 * an active user of the message's tenant. Records the attempt; true when delivered.
 */
export async function deliverMessage(app: FastifyInstance, message: MessageRow, sender: string, lang: Language): Promise<boolean> {
  const now = app.clock();
  const userId = await receiverId(app, message.tenant_id, message.es_receiver);
  if (userId) {
    const html = message.template_type === '2' ? sanitizeAnnouncementHtml(message.es_content) : escapeHtml(message.es_content).replace(/\n/g, '<br>');
    const anntId = randomUUID();
    await insertSystemMessage(app.db, { id: anntId, tenantId: message.tenant_id, title: message.es_title, html, sender, userId, now, busId: message.id });
    app.noticeHub.toUsers([userId], { msgId: anntId, msgTxt: message.es_title });
  }
  const result = userId
    ? translate(lang, 'notice.delivered')
    : translate(lang, 'notice.receiverUnknown', { receiver: message.es_receiver });
  await app.db
    .updateTable('messages')
    .set((eb) => ({
      es_send_status: userId ? MSG_SEND_STATUS.sent : MSG_SEND_STATUS.failed,
      es_send_num: eb('es_send_num', '+', 1),
      es_result: result,
      es_send_time: now,
    }))
    .where('id', '=', message.id)
    .execute();
  return Boolean(userId);
}

export async function recordMessage(
  app: FastifyInstance,
  input: { tenantId: number; templateType: string; title: string; content: string; receiver: string },
): Promise<MessageRow> {
  const row = {
    id: randomUUID(),
    tenant_id: input.tenantId,
    template_type: input.templateType,
    es_title: input.title,
    es_content: input.content,
    es_receiver: input.receiver,
    es_send_status: MSG_SEND_STATUS.waiting,
    es_send_num: 0,
    es_result: null,
    es_send_time: null,
    created_at: app.clock(),
  };
  await app.db.insertInto('messages').values(row).execute();
  return row;
}

/** Resend of the generic list: the tenant's failed messages among `ids`; returns how many got through. */
export async function resendMessages(app: FastifyInstance, auth: AuthContext, ids: readonly string[], lang: Language): Promise<number> {
  if (!ids.length) return 0;
  const failed = await app.db
    .selectFrom('messages')
    .select(['id', 'tenant_id', 'template_type', 'es_title', 'es_content', 'es_receiver'])
    .where('tenant_id', '=', auth.tenantId)
    .where('id', 'in', [...ids])
    .where('es_send_status', '=', MSG_SEND_STATUS.failed)
    .execute();
  let sent = 0;
  for (const message of failed) if (await deliverMessage(app, message, auth.user.username, lang)) sent++;
  return sent;
}
