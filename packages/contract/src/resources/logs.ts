import { Perm } from '../permissions.js';
import type { ResourceManifest } from './types.js';

/** Shared by the four logs: read-only lists for administrators, newest first, searchable by time range. */
const time = (ns: string) =>
  ({ name: 'createTime', type: 'datetime', label: `logs:${ns}.createTime`, filterable: true, sortable: true, readonly: true }) as const;
const readOnly = { list: Perm.logList, export: Perm.logList } as const;

/** Sign-in, failed sign-in and sign-out with who, from where and with which browser. */
export const loginLogResource: ResourceManifest = {
  key: 'sys_login_log',
  basePath: '/sys/log/login',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: readOnly,
  fields: [
    time('loginLog'),
    { name: 'username', type: 'text', label: 'logs:loginLog.username', filterable: true, sortable: true, readonly: true },
    { name: 'action', type: 'dict', label: 'logs:loginLog.action', dict: 'login_action', filterable: true, readonly: true },
    { name: 'message', type: 'text', label: 'logs:loginLog.message', readonly: true },
    { name: 'ip', type: 'text', label: 'logs:loginLog.ip', filterable: true, readonly: true },
    { name: 'userAgent', type: 'text', label: 'logs:loginLog.userAgent', readonly: true },
  ],
};

/** Every mutating API call: who, what, which permission, how long, how it ended. Never bodies. */
export const operationLogResource: ResourceManifest = {
  key: 'sys_operation_log',
  basePath: '/sys/log/operation',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: readOnly,
  fields: [
    time('operationLog'),
    { name: 'username', type: 'text', label: 'logs:operationLog.username', filterable: true, sortable: true, readonly: true },
    { name: 'method', type: 'text', label: 'logs:operationLog.method', filterable: true, match: 'exact', readonly: true },
    { name: 'path', type: 'text', label: 'logs:operationLog.path', filterable: true, readonly: true },
    { name: 'perm', type: 'text', label: 'logs:operationLog.perm', filterable: true, readonly: true },
    { name: 'status', type: 'int', label: 'logs:operationLog.status', readonly: true },
    { name: 'success', type: 'dict', label: 'logs:operationLog.success', dict: 'op_result', filterable: true, readonly: true },
    { name: 'message', type: 'text', label: 'logs:operationLog.message', readonly: true },
    { name: 'durationMs', type: 'int', label: 'logs:operationLog.durationMs', sortable: true, readonly: true },
    { name: 'ip', type: 'text', label: 'logs:operationLog.ip', readonly: true, hideInTable: true },
  ],
};

/** Old and new values of a row edited through the generic resource routes. */
export const dataLogResource: ResourceManifest = {
  key: 'sys_data_log',
  basePath: '/sys/log/data',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: readOnly,
  fields: [
    time('dataLog'),
    { name: 'username', type: 'text', label: 'logs:dataLog.username', filterable: true, sortable: true, readonly: true },
    { name: 'resource', type: 'text', label: 'logs:dataLog.resource', filterable: true, match: 'exact', sortable: true, readonly: true },
    { name: 'dataId', type: 'text', label: 'logs:dataLog.dataId', filterable: true, match: 'exact', readonly: true },
    { name: 'oldData', type: 'text', label: 'logs:dataLog.oldData', readonly: true, hideInTable: true },
    { name: 'newData', type: 'text', label: 'logs:dataLog.newData', readonly: true, hideInTable: true },
  ],
};

/** Account changes: created, frozen, unfrozen, password reset, roles changed, deleted. */
export const userLogResource: ResourceManifest = {
  key: 'sys_user_log',
  basePath: '/sys/log/user',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: readOnly,
  fields: [
    time('userLog'),
    { name: 'username', type: 'text', label: 'logs:userLog.username', filterable: true, sortable: true, readonly: true },
    { name: 'action', type: 'dict', label: 'logs:userLog.action', dict: 'user_log_action', filterable: true, readonly: true },
    { name: 'detail', type: 'text', label: 'logs:userLog.detail', readonly: true },
    { name: 'operator', type: 'text', label: 'logs:userLog.operator', filterable: true, readonly: true },
  ],
};

/** Uploaded files: the original name is kept for download, the stored name is the server's own. */
export const ossFileResource: ResourceManifest = {
  key: 'sys_oss_file',
  basePath: '/sys/oss/file',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.ossList, delete: Perm.ossDelete },
  fields: [
    { name: 'fileName', type: 'text', label: 'logs:file.fileName', filterable: true, sortable: true, readonly: true },
    { name: 'biz', type: 'text', label: 'logs:file.biz', filterable: true, match: 'exact', readonly: true },
    { name: 'size', type: 'int', label: 'logs:file.size', sortable: true, readonly: true },
    { name: 'contentType', type: 'text', label: 'logs:file.contentType', readonly: true },
    { name: 'createBy', type: 'text', label: 'logs:file.createBy', filterable: true, readonly: true },
    { name: 'createTime', type: 'datetime', label: 'logs:file.createTime', filterable: true, sortable: true, readonly: true },
  ],
};
