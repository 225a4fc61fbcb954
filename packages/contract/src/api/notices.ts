import { z } from 'zod';

/** Priority of an announcement (SPEC §2: L general, M important, H urgent). */
export const NOTICE_PRIORITIES = ['L', 'M', 'H'] as const;
/** Announcement for everybody of the tenant, or for the chosen users. */
export const NOTICE_MSG_TYPES = ['ALL', 'USER'] as const;
/** '1' announcement, '2' system message: the two tabs of the notice bell. */
export const NOTICE_CATEGORIES = { announcement: '1', system: '2' } as const;
export const NOTICE_SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;
export const NOTICE_OPEN_TYPES = ['url', 'component'] as const;

/** SPEC §3 "Announcement": an announcement as its receiver sees it (bell, my announcements, viewer). */
export const UserAnnouncement = z.object({
  id: z.string(),
  /** The title (the SPEC's spelling, `titile`). */
  titile: z.string(),
  /** Username of who published it; null while never published. */
  sender: z.string().nullable(),
  /** ms since epoch of publishing; null while never published. */
  sendTime: z.number().nullable(),
  /** ms since epoch */
  createTime: z.number(),
  /** L general, M important, H urgent. */
  priority: z.string(),
  /** '1' announcement, '2' system message (not in the SPEC's field list). */
  msgCategory: z.string(),
  /** Sanitised HTML; '' when empty. */
  msgContent: z.string(),
  /** 'url' or 'component', or null. */
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  /**
   * The record the announcement was sent for: a sent message's id for system messages from a
   * template, else null. The server always sends busId and msgId; they are optional only so the
   * console can preview an announcement that was never sent.
   */
  busId: z.string().nullable().optional(),
  /** The announcement's id as the receipt calls take it (editByAnntIdAndUserId `anntId`). */
  msgId: z.string().optional(),
  /** '1' read, '0' unread (not in the SPEC's field list). */
  readFlag: z.string(),
});
export type UserAnnouncement = z.output<typeof UserAnnouncement>;

/** GET /sys/annountCement/listByUser (SPEC §3 "Notification response"): the caller's unread announcements and system messages. */
export const NoticeListByUser = z.object({
  /** Newest unread announcements, at most 50. */
  anntMsgList: z.array(UserAnnouncement),
  /** All unread announcements. */
  anntMsgTotal: z.number().int(),
  /** Newest unread system messages, at most 50. */
  sysMsgList: z.array(UserAnnouncement),
  /** All unread system messages. */
  sysMsgTotal: z.number().int(),
});
export type NoticeListByUser = z.output<typeof NoticeListByUser>;

/**
 * GET /sys/annountCement/queryById for a notice administrator when the announcement is not
 * addressed to them: the announcement's row as the announcement list gives it.
 */
export const AnnouncementRow = z.looseObject({
  id: z.string(),
  titile: z.string(),
  msgCategory: z.string(),
  priority: z.string(),
  /** ALL or USER */
  msgType: z.string(),
  /** Comma-joined receiver ids of a USER announcement. */
  userIds: z.string().nullable(),
  openType: z.string().nullable(),
  openPage: z.string().nullable(),
  msgContent: z.string().nullable(),
  /** '0' draft, '1' published, '2' revoked. */
  sendStatus: z.string(),
  sender: z.string().nullable(),
  /** ms since epoch */
  sendTime: z.number().nullable(),
  /** ms since epoch */
  createTime: z.number(),
});
export type AnnouncementRow = z.output<typeof AnnouncementRow>;

/** POST /sys/message/sysMessageTemplate/sendMsg: the sent message and its send status ('1' sent, '2' failed). */
export const SendTestResult = z.object({ id: z.string(), esSendStatus: z.enum(['1', '2']) });

/** PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId */
export const AnntIdBody = z.object({ anntId: z.string().min(1).max(64) });

/** GET /sys/sysAnnouncementSend/getMyAnnouncementSend: the caller's announcements, read or not. */
export const MyNoticeQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  titile: z.string().max(100).optional(),
  readFlag: z.enum(['0', '1']).optional(),
  _t: z.string().max(20).optional(),
});
export type MyNoticeQuery = z.input<typeof MyNoticeQuery>;

/** POST /sys/message/sysMessageTemplate/sendMsg: render a template and send it to a user. */
export const SendTestBody = z.object({
  templateCode: z.string().min(1).max(64),
  receiver: z.string().min(1).max(64),
  /** JSON object text of the ${name} values. */
  testData: z.string().max(20_000).default('{}'),
});

/** Path of the notification socket under the API base: /websocket/{userId}. */
export const NOTICE_SOCKET_PATH = '/websocket';
/** Heartbeat text both ends exchange (SPEC §7). */
export const NOTICE_HEARTBEAT = 'HeartBeat';
/** Sent on publish: 'topic' to the whole tenant, 'user' to chosen users; the console reloads notices. */
export interface NoticeSocketMessage {
  readonly cmd: 'topic' | 'user';
  readonly msgId: string;
  readonly msgTxt: string;
}
