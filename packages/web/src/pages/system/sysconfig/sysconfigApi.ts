import type { PageResult } from '@agvs/contract';
import { request } from '../../../api/request';

/** A user as the department and tenant member lists show it. */
export interface DepartMember {
  readonly id: string;
  readonly username: string;
  readonly realname: string;
  readonly phone: string | null;
}

/** The connection settings of a data source form; `id` when a stored source is being edited. */
export interface DataSourceTarget {
  readonly id?: string;
  readonly dbType?: string;
  readonly url?: string;
  readonly username?: string;
  readonly password?: string;
}

/** Calls of the system pages beyond the generic list routes. */
export const sysconfigApi = {
  departUsers: (depId: string, pageNo: number, pageSize: number) =>
    request<PageResult<DepartMember>>('/sys/user/departUserList', { params: { depId, pageNo, pageSize } }),
  addDepartUsers: (depId: string, userIdList: readonly string[]) =>
    request<null>('/sys/user/editSysDepartWithUser', { method: 'POST', body: { depId, userIdList } }),
  removeDepartUser: (depId: string, userId: string) => request<null>('/sys/user/deleteUserInDepart', { method: 'DELETE', params: { depId, userId } }),
  tenantUsers: (tenantId: number, pageNo: number, pageSize: number) =>
    request<PageResult<DepartMember>>('/sys/tenant/userList', { params: { tenantId, pageNo, pageSize } }),
  addTenantUsers: (tenantId: number, userIdList: readonly string[]) => request<null>('/sys/tenant/addUsers', { method: 'POST', body: { tenantId, userIdList } }),
  removeTenantUser: (tenantId: number, userId: string) => request<null>('/sys/tenant/removeUser', { method: 'DELETE', params: { tenantId, userId } }),
  runFillRule: (ruleCode: string) => request<string>(`/sys/fillRule/executeRuleByCode/${encodeURIComponent(ruleCode)}`, { method: 'PUT', body: {} }),
  testDataSource: (id: string) => request<null>('/sys/dataSource/testConnection', { method: 'POST', body: { id } }),
  /** Tries the values of the add/edit form; with `id`, an empty password means the stored one. */
  testDataSourceForm: (values: DataSourceTarget) => request<null>('/sys/dataSource/testConnection', { method: 'POST', body: values }),
  issueDeviceToken: (id: string) => request<{ token: string }>('/sys/deviceUser/issueToken', { method: 'POST', body: { id } }),
};
