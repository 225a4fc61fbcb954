import { z } from 'zod';
import { NOTICE_CATEGORIES, NOTICE_MSG_TYPES, NOTICE_OPEN_TYPES, NOTICE_PRIORITIES } from '../api/notices.js';
import { Perm } from '../permissions.js';
import type { ResourceManifest } from './types.js';

/**
 * Announcements of the caller's tenant (SPEC §3 "Announcement"). sendStatus, sender and sendTime
 * change only through publish and revoke; userIds (comma-joined user ids) are the receivers when
 * msgType is USER.
 */
const blankToNull = <T extends z.ZodType>(schema: T) => z.union([z.literal('').transform(() => null), schema]).nullish();
const MAX_RECEIVERS = 2000;

/** Comma-joined user ids, each a server-made id. */
const UserIds = z
  .string()
  .max(80_000)
  .transform((text) => [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(64)).max(MAX_RECEIVERS));

export const announcementResource: ResourceManifest = {
  key: 'sys_announcement',
  basePath: '/sys/annountCement',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.noticeList, add: Perm.noticeAdd, edit: Perm.noticeEdit, delete: Perm.noticeDelete, export: Perm.noticeList },
  ownQueryById: true,
  extraBody: {
    priority: z.enum(NOTICE_PRIORITIES),
    msgType: z.enum(NOTICE_MSG_TYPES),
    msgCategory: z.enum([NOTICE_CATEGORIES.announcement, NOTICE_CATEGORIES.system]),
    openType: blankToNull(z.enum(NOTICE_OPEN_TYPES)),
    userIds: UserIds.optional(),
  },
  fields: [
    { name: 'titile', type: 'text', label: 'notice:field.titile', required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'msgCategory', type: 'dict', label: 'notice:field.msgCategory', dict: 'msg_category', required: true, filterable: true },
    { name: 'priority', type: 'dict', label: 'notice:field.priority', dict: 'priority', required: true, filterable: true, sortable: true },
    { name: 'msgType', type: 'dict', label: 'notice:field.msgType', dict: 'msg_type', required: true, filterable: true },
    { name: 'userIds', type: 'text', label: 'notice:field.userIds', readonly: true, hideInTable: true },
    { name: 'openType', type: 'dict', label: 'notice:field.openType', dict: 'open_type', hideInTable: true },
    { name: 'openPage', type: 'text', label: 'notice:field.openPage', maxLength: 500, hideInTable: true },
    { name: 'msgContent', type: 'text', label: 'notice:field.msgContent', maxLength: 100_000, multiline: true, hideInTable: true },
    { name: 'sendStatus', type: 'dict', label: 'notice:field.sendStatus', dict: 'send_status', filterable: true, readonly: true },
    { name: 'sender', type: 'text', label: 'notice:field.sender', readonly: true },
    { name: 'sendTime', type: 'datetime', label: 'notice:field.sendTime', sortable: true, readonly: true },
    { name: 'createTime', type: 'datetime', label: 'notice:field.createTime', sortable: true, readonly: true },
  ],
};

/** Message templates: `${name}` placeholders in templateContent are filled when a message is sent. */
export const msgTemplateResource: ResourceManifest = {
  key: 'sys_message_template',
  basePath: '/sys/message/sysMessageTemplate',
  extraBody: { templateType: z.enum(['1', '2']) },
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.msgTemplateList, add: Perm.msgTemplateAdd, edit: Perm.msgTemplateEdit, delete: Perm.msgTemplateDelete, export: Perm.msgTemplateList },
  fields: [
    { name: 'templateCode', type: 'text', label: 'notice:field.templateCode', pattern: 'code', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'templateName', type: 'text', label: 'notice:field.templateName', required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'templateType', type: 'dict', label: 'notice:field.templateType', dict: 'msg_template_type', required: true, filterable: true },
    { name: 'templateContent', type: 'text', label: 'notice:field.templateContent', required: true, maxLength: 20_000, multiline: true },
    { name: 'createTime', type: 'datetime', label: 'notice:field.createTime', sortable: true, readonly: true },
  ],
};

/** Messages sent from templates; sending delivers a system message to the receiving user. */
export const messageResource: ResourceManifest = {
  key: 'sys_message',
  basePath: '/sys/message/sysMessage',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.messageList, delete: Perm.messageDelete, resend: Perm.messageResend, export: Perm.messageList },
  fields: [
    { name: 'esTitle', type: 'text', label: 'notice:field.esTitle', readonly: true, filterable: true },
    { name: 'esContent', type: 'text', label: 'notice:field.esContent', readonly: true, hideInTable: true },
    { name: 'esReceiver', type: 'text', label: 'notice:field.esReceiver', readonly: true, filterable: true },
    { name: 'esSendStatus', type: 'dict', label: 'notice:field.esSendStatus', dict: 'msg_send_status', readonly: true, filterable: true },
    { name: 'esSendNum', type: 'int', label: 'notice:field.esSendNum', readonly: true },
    { name: 'esResult', type: 'text', label: 'notice:field.esResult', readonly: true },
    { name: 'esSendTime', type: 'datetime', label: 'notice:field.esSendTime', readonly: true, sortable: true },
    { name: 'createTime', type: 'datetime', label: 'notice:field.createTime', sortable: true, readonly: true },
  ],
};
