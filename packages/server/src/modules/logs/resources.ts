import { dataLogResource, loginLogResource, operationLogResource, userLogResource, type ResourceManifest } from '@agvs/contract';
import type { ServerResource } from '../../resources/definition.js';

/** A log on the generic list routes: read-only, scoped to the caller's tenant, each row stamped with time and user. */
const logResource = (manifest: ResourceManifest, table: string, columns: Record<string, string>): ServerResource => ({
  manifest,
  table,
  columns: { createTime: 'created_at', username: 'username', ...columns },
  tenant: { kind: 'column', column: 'tenant_id' },
});

export const loginLogServerResource = logResource(loginLogResource, 'sys_login_log', { action: 'action', message: 'message', ip: 'ip', userAgent: 'user_agent' });

export const operationLogServerResource = logResource(operationLogResource, 'sys_operation_log', {
  method: 'method',
  path: 'path',
  perm: 'perm',
  status: 'status',
  success: 'success',
  message: 'message',
  durationMs: 'duration_ms',
  ip: 'ip',
});

export const dataLogServerResource = logResource(dataLogResource, 'sys_data_log', { resource: 'resource', dataId: 'data_id', oldData: 'old_data', newData: 'new_data' });

export const userLogServerResource = logResource(userLogResource, 'sys_user_log', { action: 'action', detail: 'detail', operator: 'operator' });

export const LOG_RESOURCES = [loginLogServerResource, operationLogServerResource, dataLogServerResource, userLogServerResource];
