import { TRANSORDER_SORT_COLUMNS } from '@agvs/contract';
import { timeRange, type SortOrder } from '../../crud/listParams';

type TableParams = Readonly<Record<string, unknown>> & { readonly current?: number; readonly pageSize?: number };

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The order history's search form, page and sort as GET /agvserver/transorder/list's query. */
export function transorderHistoryQuery(params: TableParams, sort: Readonly<Record<string, SortOrder>>): Record<string, string | number> {
  const query: Record<string, string | number> = { pageNo: params.current ?? 1, pageSize: params.pageSize ?? 10 };
  const [column, order] = Object.entries(sort).find(([name, o]) => o && (TRANSORDER_SORT_COLUMNS as readonly string[]).includes(name)) ?? [];
  if (column && order) {
    query['column'] = column;
    query['order'] = order === 'ascend' ? 'asc' : 'desc';
  }
  // The list takes several statuses comma-joined; the form chooses any number of them.
  const statuses = Array.isArray(params['transorderStatus']) ? (params['transorderStatus'] as unknown[]).filter((s) => typeof s === 'string') : [];
  if (statuses.length) query['transorderStatus'] = statuses.join(',');
  for (const name of ['layoutId', 'agvId', 'srcStationCode', 'destStationCode', 'taskCode']) {
    const value = text(params[name]);
    if (value) query[name] = value;
  }
  const range = timeRange('releaseTime', params['releaseTime']);
  if (range['releaseTime_begin'] !== undefined) query['releaseTimeBegin'] = range['releaseTime_begin'];
  if (range['releaseTime_end'] !== undefined) query['releaseTimeEnd'] = range['releaseTime_end'];
  return query;
}

/** The call-order history's search form and page as GET /agvserver/callOrder/list's query. */
export function callOrderHistoryQuery(params: TableParams, sort: Readonly<Record<string, SortOrder>>): Record<string, string | number> {
  const query: Record<string, string | number> = { pageNo: params.current ?? 1, pageSize: params.pageSize ?? 10 };
  const [column, order] = Object.entries(sort).find(([name, o]) => o && (name === 'updateTime' || name === 'callOrderCode')) ?? [];
  if (column && order) {
    query['column'] = column;
    query['order'] = order === 'ascend' ? 'asc' : 'desc';
  }
  for (const name of ['callOrderStatus', 'srcLayoutId']) {
    const value = text(params[name]);
    if (value) query[name] = value;
  }
  return query;
}
