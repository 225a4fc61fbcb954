import { dataLogResource, loginLogResource, operationLogResource, userLogResource } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';

const tenant = { kind: 'column', column: 'tenant_id' } as const;

/** The four logs on the generic list routes: read-only, scoped to the caller's tenant. */
export const loginLogServerResource: ServerResource = {
  manifest: loginLogResource,
  table: 'sys_login_log',
  columns: { createTime: 'created_at', username: 'username', action: 'action', message: 'message', ip: 'ip', userAgent: 'user_agent' },
  tenant,
};

export const operationLogServerResource: ServerResource = {
  manifest: operationLogResource,
  table: 'sys_operation_log',
  columns: {
    createTime: 'created_at',
    username: 'username',
    method: 'method',
    path: 'path',
    perm: 'perm',
    status: 'status',
    success: 'success',
    message: 'message',
    durationMs: 'duration_ms',
    ip: 'ip',
  },
  tenant,
};

export const dataLogServerResource: ServerResource = {
  manifest: dataLogResource,
  table: 'sys_data_log',
  columns: { createTime: 'created_at', username: 'username', resource: 'resource', dataId: 'data_id', oldData: 'old_data', newData: 'new_data' },
  tenant,
};

export const userLogServerResource: ServerResource = {
  manifest: userLogResource,
  table: 'sys_user_log',
  columns: { createTime: 'created_at', username: 'username', action: 'action', detail: 'detail', operator: 'operator' },
  tenant,
};

export const LOG_RESOURCES = [loginLogServerResource, operationLogServerResource, dataLogServerResource, userLogServerResource];
