import type {
  CallOrder,
  CallOrderDetailLine,
  CreatedOrders,
  CreateTaskRequest,
  DetailStepEditRequest,
  Equipment,
  PageResult,
  PathResult,
  StationVo,
  TableDictCode,
  TableDictItem,
  Transorder,
  TransorderDetail,
  TransorderDetailStep,
  TransorderTemplate,
} from '@agvs/contract';
import { templateResource } from '@agvs/contract';
import { request } from '../../../api/request';
import { resourceApi } from '../../../crud/resourceApi';
import type { QueryParams } from '../../../api/url';

/** Paging and sorting of the monitor's order tables (SPEC §7 "Orders"). */
export interface PageArgs {
  readonly pageNo: number;
  readonly pageSize: number;
  readonly column?: string;
  readonly order?: 'asc' | 'desc';
}

/** Add, edit and delete of templates: the generic resource calls of the template manifest. */
export const templateApi = resourceApi(templateResource);

/** The map monitor's order calls (SPEC §7 "Orders", "Templates", table dictionaries). */
export const ordersApi = {
  createTask: (form: CreateTaskRequest) => request<CreatedOrders>('/agvserver/task/createTask', { method: 'POST', body: form }),
  createByTemplates: (ids: readonly string[], taskChainCycleTimes: number) =>
    request<CreatedOrders>('/agvserver/transorderTemplate/createOrderByTemplateId', { params: { ids, taskChainCycleTimes } }),

  transorders: (filter: QueryParams, page: PageArgs) =>
    request<PageResult<Transorder>>('/agvserver/transorder/list', { params: { ...filter, ...page } }),
  closeTransorder: (id: string) => request<null>('/agvserver/transorder/delete', { method: 'DELETE', params: { id } }),
  closeTransorders: (ids: readonly string[]) => request<null>('/agvserver/transorder/deleteBatch', { method: 'DELETE', params: { ids } }),
  details: (transorderId: string) =>
    request<PageResult<TransorderDetail>>('/agvserver/transorderDetail/list', { params: { transorderId, pageNo: 1, pageSize: 100 } }),
  steps: (transorderDetailId: string) =>
    request<TransorderDetailStep[]>('/agvserver/transorderDetailStep/queryByTransorderDetailId', { params: { transorderDetailId } }),
  saveStep: (step: DetailStepEditRequest) => request<null>('/agvserver/transorderDetailStep/edit', { method: 'PUT', body: step }),

  callOrders: (filter: QueryParams, page: PageArgs) =>
    request<PageResult<CallOrder>>('/agvserver/callOrder/list', { params: { ...filter, ...page } }),
  closeCallOrder: (id: string) => request<null>('/agvserver/callOrder/delete', { method: 'DELETE', params: { id } }),
  closeCallOrders: (ids: readonly string[]) => request<null>('/agvserver/callOrder/deleteBatch', { method: 'DELETE', params: { ids } }),
  callOrderDetail: (taskId: string) => request<CallOrderDetailLine[]>('/customserver/wx/callOrderDetail', { params: { taskId } }),

  path: (layoutId: string, srcStationCode: string, destStationCode: string) =>
    request<PathResult>('/agvserver/transorder/queryPath', { params: { layoutId, srcStationCode, destStationCode } }),
  stations: (layoutId: string, stationCode: string) =>
    request<StationVo[]>('/agvserver/station/queryProbableStationListByStationCodeAndLayoutId', { params: { layoutId, stationCode } }),
  tableDict: (code: TableDictCode, filter: QueryParams) => request<TableDictItem[]>(`/agvserver/common/selectList/${code}`, { params: filter }),
  templates: () =>
    request<PageResult<TransorderTemplate>>('/agvserver/transorderTemplate/list', { params: { pageNo: 1, pageSize: 200, column: 'taskChainRow', order: 'asc' } }),
  equipment: (layoutId: string) => request<Equipment[]>('/agvserver/equipment/queryByLayoutId', { params: { layoutId } }),
};
