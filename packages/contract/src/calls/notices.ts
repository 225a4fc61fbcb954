import { z } from 'zod';
import { IdBody } from '../api/live.js';
import { AnnouncementRow, AnntIdBody, MyNoticeQuery, NoticeListByUser, SendTestBody, SendTestResult, UserAnnouncement } from '../api/notices.js';
import { CountResult } from '../api/system.js';
import { IdQuery } from '../resources/api.js';
import { Perm } from '../permissions.js';
import { pageOf, defineCalls } from './define.js';

/**
 * SPEC §7 "Notifications" (the caller's own notices; the websocket /websocket/{userId} is not a
 * call), plus publish and revoke of announcements and the send test of message templates.
 */
export const NoticeCalls = defineCalls('notices', {
  /**
   * SPEC §7 "Notifications": GET /sys/annountCement/listByUser (the SPEC's spelling) → SPEC §3
   * "Notification response" anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal (unread only; each
   * list at most 50, the totals count all).
   */
  listByUser: {
    method: 'GET',
    path: '/sys/annountCement/listByUser',
    summary: "The caller's unread announcements and system messages",
    access: { signedIn: true },
    response: NoticeListByUser,
  },
  /**
   * SPEC §7 "Notifications": GET /sys/annountCement/queryById {id} → the SPEC §3 announcement
   * (id, titile, sender, sendTime, createTime, priority, msgContent, openType, openPage, busId, msgId;
   * the server adds msgCategory and readFlag) when addressed to the caller; a notice administrator
   * gets any announcement of the tenant as its list row (msgType, userIds, sendStatus, no busId, msgId or readFlag).
   */
  queryById: {
    method: 'GET',
    path: '/sys/annountCement/queryById',
    summary: 'One announcement: addressed to the caller, or any of the tenant for its administrators',
    access: { signedIn: true },
    query: IdQuery,
    response: z.union([UserAnnouncement, AnnouncementRow]),
  },
  /** SPEC §7 "Notifications": PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId {anntId} → null: marks it read. */
  editByAnntIdAndUserId: {
    method: 'PUT',
    path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    summary: 'Mark one announcement read',
    access: { signedIn: true },
    body: AnntIdBody,
    response: z.null(),
  },
  /** PUT /sys/sysAnnouncementSend/readAll → {count} of announcements marked read (not in SPEC §7). */
  readAll: {
    method: 'PUT',
    path: '/sys/sysAnnouncementSend/readAll',
    summary: 'Mark all of the caller’s announcements read',
    access: { signedIn: true },
    response: CountResult,
  },
  /** GET /sys/sysAnnouncementSend/getMyAnnouncementSend {pageNo, pageSize, titile, readFlag} → a page of SPEC §3 announcements (not in SPEC §7). */
  getMyAnnouncementSend: {
    method: 'GET',
    path: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    summary: "The caller's announcements, read or not",
    access: { signedIn: true },
    query: MyNoticeQuery,
    response: pageOf(UserAnnouncement),
  },
  /** PUT /sys/annountCement/doReleaseData {id} → null: publishes and tells the receivers' sockets (not in SPEC §7). */
  doReleaseData: {
    method: 'PUT',
    path: '/sys/annountCement/doReleaseData',
    summary: 'Publish an announcement',
    access: { perm: Perm.noticePublish },
    body: IdBody,
    response: z.null(),
  },
  /** PUT /sys/annountCement/doReovkeData {id} (the path's spelling) → null: revokes a published announcement (not in SPEC §7). */
  doReovkeData: {
    method: 'PUT',
    path: '/sys/annountCement/doReovkeData',
    summary: 'Revoke a published announcement',
    access: { perm: Perm.noticePublish },
    body: IdBody,
    response: z.null(),
  },
  /**
   * POST /sys/message/sysMessageTemplate/sendMsg {templateCode, receiver, testData: JSON object text}
   * → {id, esSendStatus: '1' sent | '2' failed} of the recorded message (not in SPEC §7).
   */
  sendMsg: {
    method: 'POST',
    path: '/sys/message/sysMessageTemplate/sendMsg',
    summary: 'Render a template and send it to a user',
    access: { perm: Perm.msgTemplateTest },
    body: SendTestBody,
    response: SendTestResult,
  },
});
