import {
  CALL_ORDER_SORT_COLUMNS,
  CALL_ORDER_STATUSES,
  CommonCalls,
  LayoutCalls,
  LiveCalls,
  OrderCalls,
  TRANSORDER_SORT_COLUMNS,
  ZONE_TYPES,
  TransorderTemplate,
  templateResource,
  resourceCalls,
  TransorderDetail,
  transorderDetailResource,
  type CreateTaskRequest,
  type DetailStepEditRequest,
  type TableDictCode,
  type TransorderListQuery,
} from '@agvs/contract';
import { z } from 'zod';
import { callApi } from '../../../api/call';
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

/** Sort directions of the lists. */
const SORT_ORDERS = ['asc', 'desc'] as const;

/** A non-blank text filter, else none. */
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
/** A number filter (a number, or its text), else none. */
const num = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  const t = text(value);
  return t !== undefined && Number.isFinite(Number(t)) ? Number(t) : undefined;
};
/** One of the choices a call accepts, else none (the server's default applies). */
const oneOf = <C extends string>(choices: readonly C[], value: unknown): C | undefined => choices.find((c) => c === value);
/** A comma list (SPEC §7: several statuses comma-joined) from a list or its text. */
const commaList = (value: unknown): string | undefined =>
  Array.isArray(value) ? text(value.filter((v): v is string => typeof v === 'string').join(',')) : text(value);

/** GET /agvserver/transorder/list's query (also the export's): the filters the list knows, then the page. */
function transorderQuery(filter: QueryParams, page?: PageArgs): TransorderListQuery {
  return {
    pageNo: page?.pageNo ?? num(filter['pageNo']),
    pageSize: page?.pageSize ?? num(filter['pageSize']),
    column: oneOf(TRANSORDER_SORT_COLUMNS, page?.column ?? filter['column']),
    order: oneOf(SORT_ORDERS, page?.order ?? filter['order']),
    layoutId: text(filter['layoutId']),
    transorderStatus: commaList(filter['transorderStatus']),
    srcStationCode: text(filter['srcStationCode']),
    destStationCode: text(filter['destStationCode']),
    agvId: text(filter['agvId']),
    releaseTimeBegin: num(filter['releaseTimeBegin']),
    releaseTimeEnd: num(filter['releaseTimeEnd']),
  };
}

/** The map monitor's order calls (SPEC §7 "Orders", "Templates", table dictionaries). */
/** The stops of one order: the generic detail list filtered by its order (filters are untyped query fields). */
export const detailQuery = (transorderId: string): Record<string, string | number> => ({ transorderId, pageNo: 1, pageSize: 100 });

export const ordersApi = {
  createTask: (form: CreateTaskRequest) => callApi(OrderCalls.createTask, { body: form }),
  createByTemplates: (ids: readonly string[], taskChainCycleTimes: number) =>
    callApi(OrderCalls.createOrderByTemplateId, { query: { ids: ids.join(','), taskChainCycleTimes } }),

  transorders: (filter: QueryParams, page: PageArgs) => callApi(OrderCalls.transorderList, { query: transorderQuery(filter, page) }),
  closeTransorder: (id: string) => callApi(OrderCalls.transorderDelete, { query: { id } }),
  closeTransorders: (ids: readonly string[]) => callApi(OrderCalls.transorderDeleteBatch, { query: { ids: ids.join(',') } }),
  // The generic detail list (transorderDetailResource) read as SPEC §3 detail records.
  details: async (transorderId: string) => {
    const page = await callApi(resourceCalls(transorderDetailResource).list, { query: detailQuery(transorderId) });
    return { ...page, records: TransorderDetail.array().parse(page.records) };
  },
  steps: (transorderDetailId: string) => callApi(OrderCalls.queryStepsByTransorderDetailId, { query: { transorderDetailId } }),
  saveStep: (step: DetailStepEditRequest) => callApi(OrderCalls.transorderDetailStepEdit, { body: step }),

  callOrders: (filter: QueryParams, page: PageArgs) =>
    callApi(OrderCalls.callOrderList, {
      query: {
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        column: oneOf(CALL_ORDER_SORT_COLUMNS, page.column ?? filter['column']),
        order: oneOf(SORT_ORDERS, page.order ?? filter['order']),
        callOrderStatus: oneOf(CALL_ORDER_STATUSES, filter['callOrderStatus']),
        srcLayoutId: text(filter['srcLayoutId']),
      },
    }),
  closeCallOrder: (id: string) => callApi(OrderCalls.callOrderDelete, { query: { id } }),
  closeCallOrders: (ids: readonly string[]) => callApi(OrderCalls.callOrderDeleteBatch, { query: { ids: ids.join(',') } }),
  callOrderDetail: (taskId: string) => callApi(OrderCalls.callOrderDetail, { query: { taskId } }),

  path: (layoutId: string, srcStationCode: string, destStationCode: string) =>
    callApi(LiveCalls.queryPath, { query: { layoutId, srcStationCode, destStationCode } }),
  stations: (layoutId: string, stationCode: string) => callApi(LayoutCalls.queryProbableStations, { query: { layoutId, stationCode } }),
  tableDict: (code: TableDictCode, filter: QueryParams) =>
    callApi(CommonCalls.selectList, {
      params: { dictCode: code },
      query: {
        mapId: text(filter['mapId']),
        layoutId: text(filter['layoutId']),
        stationCode: text(filter['stationCode']),
        zoneType: oneOf(ZONE_TYPES, filter['zoneType']),
      },
    }),
  /** The template list is a generic call; its rows are checked as templates, the form's own type. */
  templates: async () => {
    const page = await templateApi.list({ pageNo: 1, pageSize: 200, column: 'taskChainRow', order: 'asc' });
    return { ...page, records: z.array(TransorderTemplate).parse(page.records) };
  },
  equipment: (layoutId: string) => callApi(LayoutCalls.queryEquipmentByLayout, { query: { layoutId } }),
};

/** The order list's query for the export (same filters and sort as the list). */
export const transorderExportQuery = (filter: QueryParams): TransorderListQuery => transorderQuery(filter);
