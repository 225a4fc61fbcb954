import { z } from 'zod';

/** Priority of an announcement (SPEC §2: L general, M important, H urgent). */
export const NOTICE_PRIORITIES = ['L', 'M', 'H'] as const;
/** Announcement for everybody of the tenant, or for the chosen users. */
export const NOTICE_MSG_TYPES = ['ALL', 'USER'] as const;
/** '1' announcement, '2' system message: the two tabs of the notice bell. */
export const NOTICE_CATEGORIES = { announcement: '1', system: '2' } as const;
export const NOTICE_SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;
export const NOTICE_OPEN_TYPES = ['url', 'component'] as const;

/** An announcement as its receiver sees it (bell, my announcements, viewer). */
export interface UserAnnouncement {
  readonly id: string;
  readonly titile: string;
  readonly sender: string | null;
  readonly sendTime: number | null;
  readonly createTime: number;
  readonly priority: string;
  readonly msgCategory: string;
  readonly msgContent: string;
  readonly openType: string | null;
  readonly openPage: string | null;
  /**
   * The record the announcement was sent for: a sent message's id for system messages from a
   * template, else null. The server always sends busId and msgId; they are optional only so the
   * console can preview an announcement that was never sent.
   */
  readonly busId?: string | null;
  /** The announcement's id as the receipt calls take it (editByAnntIdAndUserId `anntId`). */
  readonly msgId?: string;
  /** '1' read, '0' unread. */
  readonly readFlag: string;
}

/** GET /sys/annountCement/listByUser: the caller's unread announcements and system messages. */
export interface NoticeListByUser {
  readonly anntMsgList: UserAnnouncement[];
  readonly anntMsgTotal: number;
  readonly sysMsgList: UserAnnouncement[];
  readonly sysMsgTotal: number;
}

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
