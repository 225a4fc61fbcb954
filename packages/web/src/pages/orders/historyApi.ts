import { OrderCalls } from '@agvs/contract';
import { callApi, downloadCall } from '../../api/call';
import { transorderExportQuery } from '../monitor/orders/api';

/** Order-history calls beyond the map monitor's (SPEC §4 recover and copy, §7 "Orders"). */
export const historyApi = {
  recover: (id: string) => callApi(OrderCalls.transorderRecover, { body: { id } }),
  copy: (id: string) => callApi(OrderCalls.transorderCopy, { body: { id } }),
  exportTransorders: (query: Record<string, string | number>) =>
    downloadCall(OrderCalls.transorderExportXls, { query: transorderExportQuery(query) }, 'transorders.xlsx'),
};
