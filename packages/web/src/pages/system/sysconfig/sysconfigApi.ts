import { SysconfigCalls, UserCalls } from '@agvs/contract';
import { callApi } from '../../../api/call';

/** A user as the department and tenant member lists show it (the tenant list has no phone). */
export interface DepartMember {
  readonly id: string;
  readonly username: string;
  readonly realname: string;
  readonly phone?: string | null;
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
  departUsers: (depId: string, pageNo: number, pageSize: number) => callApi(UserCalls.departUserList, { query: { depId, pageNo, pageSize } }),
  addDepartUsers: (depId: string, userIdList: readonly string[]) => callApi(UserCalls.editSysDepartWithUser, { body: { depId, userIdList: [...userIdList] } }),
  removeDepartUser: (depId: string, userId: string) => callApi(UserCalls.deleteUserInDepart, { query: { depId, userId } }),
  tenantUsers: (tenantId: number, pageNo: number, pageSize: number) => callApi(SysconfigCalls.userList, { query: { tenantId, pageNo, pageSize } }),
  addTenantUsers: (tenantId: number, userIdList: readonly string[]) => callApi(SysconfigCalls.addUsers, { body: { tenantId, userIdList: [...userIdList] } }),
  removeTenantUser: (tenantId: number, userId: string) => callApi(SysconfigCalls.removeUser, { query: { tenantId, userId } }),
  runFillRule: (ruleCode: string) => callApi(SysconfigCalls.executeRuleByCode, { params: { ruleCode }, body: {} }),
  testDataSource: (id: string) => callApi(SysconfigCalls.testConnection, { body: { id } }),
  /** Tries the values of the add/edit form; with `id`, an empty password means the stored one. */
  testDataSourceForm: (values: DataSourceTarget) => callApi(SysconfigCalls.testConnection, { body: values }),
  issueDeviceToken: (id: string) => callApi(SysconfigCalls.issueToken, { body: { id } }),
};
