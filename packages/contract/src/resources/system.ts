import { z } from 'zod';
import { Perm } from '../permissions.js';
import type { ResourceManifest } from './types.js';

/** Users of the current tenant (SPEC §2 system pages, §5 uniqueness rules). */
export const userResource: ResourceManifest = {
  key: 'sys_user',
  basePath: '/sys/user',
  softDelete: true,
  /** Comma-joined role ids given to the user. */
  extraBody: { selectedroles: z.string().max(4000).optional() },
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: {
    list: Perm.userList,
    add: Perm.userAdd,
    edit: Perm.userEdit,
    delete: Perm.userDelete,
    recover: Perm.userRecover,
    export: Perm.userExport,
    import: Perm.userImport,
  },
  fields: [
    { name: 'username', type: 'text', label: 'system:user.username', pattern: 'username', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'realname', type: 'text', label: 'system:user.realname', required: true, minLength: 2, maxLength: 30, filterable: true, sortable: true },
    { name: 'password', type: 'password', label: 'system:user.password', required: true, maxLength: 64, writeOnly: true, createOnly: true },
    { name: 'sex', type: 'dict', label: 'system:user.sex', dict: 'sex', pattern: 'int1', filterable: true },
    { name: 'phone', type: 'text', label: 'system:user.phone', pattern: 'mobile', unique: true, filterable: true },
    { name: 'email', type: 'text', label: 'system:user.email', pattern: 'email', maxLength: 126, unique: true },
    { name: 'birthday', type: 'date', label: 'system:user.birthday', pattern: 'date' },
    { name: 'status', type: 'dict', label: 'system:user.status', dict: 'user_status', filterable: true, readonly: true },
    { name: 'orgCode', type: 'text', label: 'system:user.orgCode', readonly: true, hideInTable: true },
    { name: 'createTime', type: 'datetime', label: 'system:user.createTime', sortable: true, readonly: true },
  ],
};

export const roleResource: ResourceManifest = {
  key: 'sys_role',
  basePath: '/sys/role',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.roleList, add: Perm.roleAdd, edit: Perm.roleEdit, delete: Perm.roleDelete, export: Perm.roleList, import: Perm.roleAdd },
  fields: [
    { name: 'roleCode', type: 'text', label: 'system:role.roleCode', pattern: 'roleCode', required: true, maxLength: 64, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'roleName', type: 'text', label: 'system:role.roleName', required: true, minLength: 2, maxLength: 30, filterable: true, sortable: true },
    { name: 'createTime', type: 'datetime', label: 'system:role.createTime', sortable: true, readonly: true },
  ],
};

export const dictResource: ResourceManifest = {
  key: 'sys_dict',
  basePath: '/sys/dict',
  defaultSort: { field: 'dictCode', order: 'asc' },
  perms: { list: Perm.dictList, add: Perm.dictAdd, edit: Perm.dictEdit, delete: Perm.dictDelete, export: Perm.dictList, import: Perm.dictAdd },
  fields: [
    { name: 'dictCode', type: 'text', label: 'system:dict.dictCode', pattern: 'code', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'dictName', type: 'text', label: 'system:dict.dictName', required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'createTime', type: 'datetime', label: 'system:dict.createTime', sortable: true, readonly: true },
  ],
};

export const dictItemResource: ResourceManifest = {
  key: 'sys_dict_item',
  basePath: '/sys/dictItem',
  defaultSort: { field: 'sortNo', order: 'asc' },
  perms: { list: Perm.dictList, add: Perm.dictEdit, edit: Perm.dictEdit, delete: Perm.dictEdit, export: Perm.dictList, import: Perm.dictEdit },
  fields: [
    { name: 'dictId', type: 'text', label: 'system:dictItem.dictId', required: true, filterable: true, match: 'exact', hideInTable: true, createOnly: true },
    { name: 'itemValue', type: 'text', label: 'system:dictItem.itemValue', required: true, maxLength: 64, filterable: true, sortable: true },
    { name: 'textZhCn', type: 'text', label: 'system:dictItem.textZhCn', required: true, maxLength: 100, filterable: true },
    { name: 'textZhTw', type: 'text', label: 'system:dictItem.textZhTw', required: true, maxLength: 100 },
    { name: 'textEnGb', type: 'text', label: 'system:dictItem.textEnGb', required: true, maxLength: 100 },
    { name: 'textKoKr', type: 'text', label: 'system:dictItem.textKoKr', required: true, maxLength: 100 },
    { name: 'color', type: 'text', label: 'system:dictItem.color', maxLength: 32 },
    { name: 'sortNo', type: 'int', label: 'system:dictItem.sortNo', sortable: true },
    { name: 'status', type: 'dict', label: 'system:dictItem.status', dict: 'valid_status', pattern: 'isValid', filterable: true },
  ],
};
