import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { templateResource } from '../api/templates.js';
import { isRawAnswer, type CallDef } from './define.js';
import { declaredCalls } from './index.js';
import { resourceCalls } from './resources.js';

/**
 * SPEC §7 "Calls", call by call: each must be declared (method and path; `{x}` is any path
 * parameter), and the request and answer fields the SPEC names must be fields of its schemas.
 * The table is SPEC §7's text written as data; a call SPEC §7 shows without a path is left out.
 */
interface SpecCall {
  readonly call: string;
  /** Query, body or path fields named by SPEC §7. */
  readonly request?: readonly string[];
  /** Fields of the answer's result named by SPEC §7. */
  readonly result?: readonly string[];
}

const SPEC_CALLS: readonly SpecCall[] = [
  // Auth/session
  { call: 'POST /sys/loginEncrypt', request: ['username', 'password', 'captcha', 'checkKey'], result: ['token', 'userInfo', 'sysAllDictItems'] },
  { call: 'POST /sys/logout' },
  { call: 'POST /cas/client/validateLogin' },
  { call: 'GET /sys/permission/getUserPermissionByToken', result: ['menu', 'auth', 'allAuth'] },
  { call: 'PUT /system/mlang/selectLanguage', request: ['language', 'username'] },
  { call: 'GET /sys/getEncryptedString', result: ['key', 'iv'] },
  { call: 'GET /sys/dict/getDictItems/{code}', request: ['code'] },
  { call: 'GET /sys/dict/queryAllDictItems' },
  { call: 'GET /sys/user/getCurrentUserDeparts', result: ['list', 'orgCode'] },
  { call: 'PUT /sys/selectDepart', request: ['orgCode', 'username'], result: ['userInfo'] },
  { call: 'PUT /sys/user/updatePassword', request: ['username', 'oldpassword', 'password', 'confirmpassword'] },
  // Notifications
  { call: 'GET /sys/annountCement/listByUser', result: ['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal'] },
  { call: 'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId', request: ['anntId'] },
  { call: 'GET /sys/annountCement/queryById', request: ['id'] },
  // Licence
  { call: 'GET /license/common/getLicenseInfo' },
  { call: 'POST /license/common/importLicenseUrl' },
  { call: 'GET /license/getServerInfos' },
  // Vehicles
  { call: 'GET /agvserver/agv/queryByUid', request: ['agvUid'] },
  { call: 'GET /agvserver/agv/queryByAgvCodeOrName', request: ['agvKey', 'agvName', 'modelId', 'currentLayoutId'] },
  { call: 'POST /agvserver/agv/add' },
  { call: 'PUT /agvserver/agv/edit' },
  { call: 'POST /agvserver/agv/setIsLockByAgvUid', request: ['agvUid', 'isLock'] },
  { call: 'POST /agvserver/agv/lockAgv' },
  { call: 'POST /agvserver/agv/shutdownAgv' },
  { call: 'POST /agvserver/agv/updateCurrentRotationById', request: ['id', 'currentRotation'] },
  { call: 'GET /agvserver/agvErrorInfo/queryErrorInfoByType', request: ['agvId', 'errorType'] },
  { call: 'GET /agvserver/map/getMapSimpleAgvInfo', request: ['mapId'] },
  { call: 'GET /agvserver/layout/getLayoutSimpleAgvInfo' },
  { call: 'POST /agvserver/layoutGraph/getGraphData' },
  { call: 'GET /agvserver/layoutModel/queryByLayoutId' },
  // Stations/zones
  { call: 'GET /agvserver/zoneStation/querySimpleByLayoutId' },
  { call: 'GET /agvserver/station/getOccupiedStationSimpleList' },
  { call: 'GET /agvserver/station/queryProbableStationListByStationCodeAndLayoutId' },
  { call: 'PUT /agvserver/zoneStation/updateStationOccupiedStatus', request: ['id', 'isOccupied', 'stationContainerType', 'externalInfo'] },
  { call: 'POST /agvserver/station/removeOccupiedStation', request: ['id'] },
  { call: 'POST /agvserver/station/setOccupiedStation', request: ['layoutId', 'stationCode', 'agvId'] },
  { call: 'GET /agvserver/zone/queryList' },
  { call: 'GET /agvserver/zoneStation/queryByZoneId' },
  { call: 'GET /agvserver/equipment/queryByLayoutIdAndEquipmentCode' },
  { call: 'GET /agvserver/zoneStation/querySimpleByLayoutIdForKanBan' },
  { call: 'GET /agvserver/zoneStation/queryAgvStationByLayoutIdForKanBan' },
  // Orders
  { call: 'GET /agvserver/transorder/list', request: ['transorderStatus', 'layoutId', 'column', 'order', 'pageNo', 'pageSize'], result: ['records', 'total'] },
  { call: 'GET /agvserver/transorderDetail/list', request: ['transorderId', 'pageNo', 'pageSize'] },
  { call: 'GET /agvserver/transorder/queryPath', request: ['srcStationCode', 'destStationCode', 'layoutId', 'groupId'] },
  { call: 'GET /agvserver/transorder/queryById', request: ['id'] },
  { call: 'DELETE /agvserver/transorder/delete', request: ['id'] },
  { call: 'DELETE /agvserver/transorder/deleteBatch', request: ['ids'] },
  { call: 'GET /agvserver/callOrder/list', request: ['callOrderStatus', 'srcLayoutId', 'pageNo', 'pageSize'], result: ['records', 'total'] },
  { call: 'DELETE /agvserver/callOrder/delete' },
  { call: 'DELETE /agvserver/callOrder/deleteBatch' },
  { call: 'POST /agvserver/task/createTask' },
  { call: 'GET /agvserver/task/createChargeTaskImmediately', request: ['agvId'] },
  { call: 'GET /agvserver/task/createParkTaskImmediately', request: ['agvId'] },
  { call: 'GET /agvserver/transorderTemplate/createOrderByTemplateId', request: ['taskChainCycleTimes'] },
  { call: 'GET /agvserver/transorderDetailStep/queryByTransorderDetailId', request: ['transorderDetailId'] },
  { call: 'PUT /agvserver/transorderDetailStep/edit' },
  { call: 'GET /customserver/wx/callOrderDetail', request: ['taskId', 'externalLineCode'] },
  // Dictionaries/generic
  { call: 'GET /agvserver/common/selectList/{dictCode}' },
  { call: 'GET /agvserver/common/selecCascadertList/{code}' },
  { call: 'GET /sys/dict/loadDictItem/{dict}', request: ['key'] },
  { call: 'GET /sys/dict/loadDict/{dict}', request: ['keyword'] },
  { call: 'GET /online/cgreport/api/getRpColumns/{code}' },
  { call: 'GET /online/cgreport/api/getQueryInfo/{cgRpConfigId}' },
  { call: 'GET /online/cgreport/api/getData/{cgRpConfigId}', request: ['pageNo', 'pageSize'], result: ['total', 'records'] },
  { call: 'GET /sys/duplicate/check', request: ['tableName', 'fieldName', 'fieldVal', 'dataId'] },
  { call: 'GET /sys/checkRule/checkByCode', request: ['ruleCode', 'value'] },
  // Static
  { call: 'GET /api/user' },
  { call: 'GET /api/role' },
  { call: 'GET /api/service' },
  { call: 'GET /api/permission' },
  { call: 'GET /api/permission/no-pager' },
  { call: 'GET /sys/user/list', result: ['records', 'total'] },
];

/** The same call whatever its path parameters are named. */
const shapeOf = (method: string, path: string) => `${method} ${path.replace(/\{\w+\}|:\w+/g, '{}')}`;

/** Field names of an object schema, through optional, nullable, pipes and refinements. */
function fieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const def = (schema as z.ZodType).def as unknown as Record<string, unknown>;
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return [...fieldsOf(def['in']), ...fieldsOf(def['out'])];
  if (schema instanceof z.ZodUnion) return (def['options'] as unknown[]).flatMap(fieldsOf);
  if (schema instanceof z.ZodIntersection) return [...fieldsOf(def['left']), ...fieldsOf(def['right'])];
  if ('innerType' in def) return fieldsOf(def['innerType']);
  return [];
}

const requestFields = (call: CallDef) => [...fieldsOf(call.params), ...fieldsOf(call.query), ...(call.body === 'multipart' ? [] : fieldsOf(call.body))];

const byShape = new Map(declaredCalls().map((c) => [shapeOf(c.method, c.path), c]));

describe('SPEC §7 calls are declared with the SPEC’s field names', () => {
  it.each(SPEC_CALLS.map((s) => [s.call, s] as const))('%s', (_name, spec) => {
    const [method, path] = spec.call.split(' ') as [string, string];
    const call = byShape.get(shapeOf(method, path));
    expect(call, `${spec.call} is declared`).toBeDefined();
    if (!call) return;
    expect(requestFields(call)).toEqual(expect.arrayContaining([...(spec.request ?? [])]));
    if (spec.result) {
      expect(isRawAnswer(call.response)).toBe(false);
      expect(fieldsOf(call.response)).toEqual(expect.arrayContaining([...spec.result]));
    }
  });

  it('declares the template calls SPEC §7 "Templates" lists on the generic layer', () => {
    const calls = resourceCalls(templateResource);
    for (const op of ['list', 'delete', 'deleteBatch', 'exportXls', 'importExcel', 'add', 'edit'] as const) expect(calls[op], op).toBeDefined();
  });

  it('answers generic lists as records and total', () => {
    const list = resourceCalls(templateResource).list;
    expect(fieldsOf(list.response)).toEqual(expect.arrayContaining(['records', 'total']));
  });
});
