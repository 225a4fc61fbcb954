import { NoticeCalls, resourceCalls, userResource, type MyNoticeQuery } from '@agvs/contract';
import { callApi } from '../../../api/call';

/** The calls of SPEC §7 "Notifications" and the announcement and template actions. */
export const noticeApi = {
  listByUser: () => callApi(NoticeCalls.listByUser, {}),
  queryById: (id: string) => callApi(NoticeCalls.queryById, { query: { id } }),
  markRead: (anntId: string) => callApi(NoticeCalls.editByAnntIdAndUserId, { body: { anntId } }),
  readAll: () => callApi(NoticeCalls.readAll, {}),
  mine: (query: MyNoticeQuery) => callApi(NoticeCalls.getMyAnnouncementSend, { query }),
  publish: (id: string) => callApi(NoticeCalls.doReleaseData, { body: { id } }),
  revoke: (id: string) => callApi(NoticeCalls.doReovkeData, { body: { id } }),
  sendTest: (body: { templateCode: string; receiver: string; testData: string }) => callApi(NoticeCalls.sendMsg, { body }),
};

/** A shown value of a generic row as text (the generic rows type their fields loosely). */
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Users of the tenant to choose receivers from (the list is capped at the largest page). */
export const receiverOptions = async () => {
  // The list query's static type leaves out the manifest's `field` picking; it is checked at run time.
  const query = { pageNo: 1, pageSize: 1000, column: 'username', order: 'asc', field: 'id,username,realname' } as const;
  const page = await callApi(resourceCalls(userResource).list, { query });
  return page.records.map((u) => ({ value: text(u.id), label: `${text(u['realname'])} (${text(u['username'])})` }));
};
