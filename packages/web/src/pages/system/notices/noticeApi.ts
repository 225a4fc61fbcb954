import type { NoticeListByUser, PageResult, UserAnnouncement } from '@agvs/contract';
import { request } from '../../../api/request';

/** The calls of SPEC §7 "Notifications" and the announcement and template actions. */
export const noticeApi = {
  listByUser: () => request<NoticeListByUser>('/sys/annountCement/listByUser'),
  queryById: (id: string) => request<UserAnnouncement>('/sys/annountCement/queryById', { params: { id } }),
  markRead: (anntId: string) => request<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { method: 'PUT', body: { anntId } }),
  readAll: () => request<{ count: number }>('/sys/sysAnnouncementSend/readAll', { method: 'PUT' }),
  mine: (params: Record<string, string | number | undefined>) =>
    request<PageResult<UserAnnouncement>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { params }),
  publish: (id: string) => request<null>('/sys/annountCement/doReleaseData', { method: 'PUT', body: { id } }),
  revoke: (id: string) => request<null>('/sys/annountCement/doReovkeData', { method: 'PUT', body: { id } }),
  sendTest: (body: { templateCode: string; receiver: string; testData: string }) =>
    request<{ id: string; esSendStatus: string }>('/sys/message/sysMessageTemplate/sendMsg', { method: 'POST', body }),
};

/** Users of the tenant to choose receivers from (the list is capped at the largest page). */
export const receiverOptions = async () =>
  (
    await request<PageResult<{ id: string; username: string; realname: string }>>('/sys/user/list', {
      params: { pageNo: 1, pageSize: 1000, column: 'username', order: 'asc', field: 'id,username,realname' },
    })
  ).records.map((u) => ({ value: u.id, label: `${u.realname} (${u.username})` }));
