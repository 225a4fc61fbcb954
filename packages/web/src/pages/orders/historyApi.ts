import type { CreatedOrders } from '@agvs/contract';
import { downloadFile } from '../../api/files';
import { request } from '../../api/request';

/** Order-history calls beyond the map monitor's (SPEC §4 recover and copy, §7 "Orders"). */
export const historyApi = {
  recover: (id: string) => request<null>('/agvserver/transorder/recover', { method: 'PUT', body: { id } }),
  copy: (id: string) => request<CreatedOrders>('/agvserver/transorder/copy', { method: 'POST', body: { id } }),
  exportTransorders: (query: Record<string, string | number>) => downloadFile('/agvserver/transorder/exportXls', query, 'transorders.xlsx'),
};
