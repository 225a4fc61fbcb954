import { Perm } from '../permissions.js';
import type { ResourceManifest } from './types.js';

/**
 * Manifests of the remaining system pages (SPEC §2): departments, positions, tenants, device users,
 * data rules, categories, check rules, fill rules, parameters, languages, address list, gateway
 * routes and data sources. Labels live in the console namespace `systemPages`.
 */
const L = (entity: string, field: string) => `systemPages:${entity}.${field}`;

/** Departments of the current tenant; orgCode comes from the fill rule `org_num_role`. */
export const departResource: ResourceManifest = {
  key: 'sys_depart',
  basePath: '/sys/sysDepart',
  defaultSort: { field: 'sortNo', order: 'asc' },
  perms: { list: Perm.departList, add: Perm.departAdd, edit: Perm.departEdit, delete: Perm.departDelete },
  fields: [
    { name: 'departName', type: 'text', label: L('depart', 'departName'), required: true, minLength: 2, maxLength: 100, filterable: true, sortable: true },
    { name: 'parentId', type: 'text', label: L('depart', 'parentId'), maxLength: 64, filterable: true, match: 'exact', createOnly: true, hideInTable: true },
    { name: 'orgCode', type: 'text', label: L('depart', 'orgCode'), readonly: true, filterable: true, sortable: true },
    { name: 'sortNo', type: 'int', label: L('depart', 'sortNo'), sortable: true },
    { name: 'createTime', type: 'datetime', label: L('common', 'createTime'), readonly: true, sortable: true },
  ],
};

export const positionResource: ResourceManifest = {
  key: 'sys_position',
  basePath: '/sys/position',
  defaultSort: { field: 'code', order: 'asc' },
  perms: { list: Perm.positionList, add: Perm.positionEdit, edit: Perm.positionEdit, delete: Perm.positionEdit, export: Perm.positionList },
  fields: [
    { name: 'code', type: 'text', label: L('position', 'code'), pattern: 'code', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'name', type: 'text', label: L('position', 'name'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'postRank', type: 'int', label: L('position', 'postRank'), sortable: true },
    { name: 'createTime', type: 'datetime', label: L('common', 'createTime'), readonly: true, sortable: true },
  ],
};

/** Tenants of the installation (shared, not tenant-scoped); endDate must be later than beginDate. */
export const tenantResource: ResourceManifest = {
  key: 'sys_tenant',
  basePath: '/sys/tenant',
  defaultSort: { field: 'tenantId', order: 'asc' },
  perms: { list: Perm.tenantList, add: Perm.tenantEdit, edit: Perm.tenantEdit, delete: Perm.tenantEdit },
  fields: [
    { name: 'tenantId', type: 'int', label: L('tenant', 'tenantId'), pattern: 'int6', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'name', type: 'text', label: L('tenant', 'name'), required: true, minLength: 2, maxLength: 100, filterable: true, sortable: true },
    { name: 'status', type: 'dict', label: L('tenant', 'status'), dict: 'valid_status', pattern: 'isValid', required: true, filterable: true },
    { name: 'beginDate', type: 'date', label: L('tenant', 'beginDate'), pattern: 'date', sortable: true },
    { name: 'endDate', type: 'date', label: L('tenant', 'endDate'), pattern: 'date', sortable: true },
    { name: 'createTime', type: 'datetime', label: L('common', 'createTime'), readonly: true, sortable: true },
  ],
};

/** Accounts of devices (kanban boards, vehicles) in the current tenant; they sign in by issued token. */
export const deviceUserResource: ResourceManifest = {
  key: 'sys_device_user',
  basePath: '/sys/deviceUser',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.deviceUserList, add: Perm.deviceUserEdit, edit: Perm.deviceUserEdit, delete: Perm.deviceUserEdit },
  fields: [
    { name: 'username', type: 'text', label: L('deviceUser', 'username'), pattern: 'username', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'realname', type: 'text', label: L('deviceUser', 'realname'), required: true, minLength: 2, maxLength: 30, filterable: true, sortable: true },
    { name: 'deviceType', type: 'dict', label: L('deviceUser', 'deviceType'), dict: 'device_type', required: true, filterable: true },
    { name: 'status', type: 'dict', label: L('deviceUser', 'status'), dict: 'user_status', readonly: true, filterable: true },
    { name: 'createTime', type: 'datetime', label: L('common', 'createTime'), readonly: true, sortable: true },
  ],
};

/**
 * Row filters of one permission entry (the list code of a resource). ruleColumn is a field of that
 * resource's manifest, ruleConditions one of DATA_RULE_CONDITIONS, ruleValue a literal or one of
 * the placeholders #{sys_user_code} (username) and #{sys_org_code} (login department code).
 */
export const dataRuleResource: ResourceManifest = {
  key: 'sys_data_rule',
  basePath: '/sys/dataRule',
  defaultSort: { field: 'createTime', order: 'desc' },
  perms: { list: Perm.dataRuleList, add: Perm.dataRuleEdit, edit: Perm.dataRuleEdit, delete: Perm.dataRuleEdit },
  fields: [
    { name: 'permissionCode', type: 'text', label: L('dataRule', 'permissionCode'), required: true, maxLength: 64, filterable: true, sortable: true },
    { name: 'ruleName', type: 'text', label: L('dataRule', 'ruleName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'ruleColumn', type: 'text', label: L('dataRule', 'ruleColumn'), required: true, maxLength: 64 },
    { name: 'ruleConditions', type: 'dict', label: L('dataRule', 'ruleConditions'), dict: 'rule_conditions', required: true },
    { name: 'ruleValue', type: 'text', label: L('dataRule', 'ruleValue'), required: true, maxLength: 500 },
    { name: 'status', type: 'dict', label: L('dataRule', 'status'), dict: 'valid_status', pattern: 'isValid', required: true, filterable: true },
    { name: 'createTime', type: 'datetime', label: L('common', 'createTime'), readonly: true, sortable: true },
  ],
};

/** Conditions a data rule may use; they map to the super-query rules of the list layer. */
export const DATA_RULE_CONDITIONS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'in'] as const;

/** Category tree of the current tenant: children point at their parent by pid ('0' for roots). */
export const categoryResource: ResourceManifest = {
  key: 'sys_category',
  basePath: '/sys/category',
  defaultSort: { field: 'code', order: 'asc' },
  perms: { list: Perm.categoryList, add: Perm.categoryEdit, edit: Perm.categoryEdit, delete: Perm.categoryEdit },
  fields: [
    { name: 'pid', type: 'text', label: L('category', 'pid'), maxLength: 64, filterable: true, match: 'exact', createOnly: true, hideInTable: true },
    { name: 'code', type: 'text', label: L('category', 'code'), pattern: 'code', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'name', type: 'text', label: L('category', 'name'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'createTime', type: 'datetime', label: L('common', 'createTime'), readonly: true, sortable: true },
  ],
};

/**
 * Check rules used by GET /sys/checkRule/checkByCode. ruleJson is a JSON array of segments
 * `{digits, pattern}`: digits = characters covered (a number, or "*" for the rest), pattern one
 * of CHECK_RULE_CLASSES. No client regex is ever compiled.
 */
export const checkRuleResource: ResourceManifest = {
  key: 'sys_check_rule',
  basePath: '/sys/checkRule',
  defaultSort: { field: 'ruleCode', order: 'asc' },
  perms: { list: Perm.checkRuleList, add: Perm.checkRuleEdit, edit: Perm.checkRuleEdit, delete: Perm.checkRuleEdit },
  fields: [
    { name: 'ruleCode', type: 'text', label: L('checkRule', 'ruleCode'), pattern: 'code', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'ruleName', type: 'text', label: L('checkRule', 'ruleName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'ruleJson', type: 'text', label: L('checkRule', 'ruleJson'), required: true, maxLength: 2000 },
    { name: 'ruleDescription', type: 'text', label: L('checkRule', 'ruleDescription'), maxLength: 500 },
  ],
};

/** Character classes of check-rule segments: n digits, a lower, A upper, s letters, w word, z CJK, * any. */
export const CHECK_RULE_CLASSES = ['n', 'a', 'A', 's', 'w', 'z', '*'] as const;

/** Fill rules: ruleClass names a generator of the server's registry, ruleParams its JSON settings. */
export const fillRuleResource: ResourceManifest = {
  key: 'sys_fill_rule',
  basePath: '/sys/fillRule',
  defaultSort: { field: 'ruleCode', order: 'asc' },
  perms: { list: Perm.fillRuleList, add: Perm.fillRuleEdit, edit: Perm.fillRuleEdit, delete: Perm.fillRuleEdit },
  fields: [
    { name: 'ruleCode', type: 'text', label: L('fillRule', 'ruleCode'), pattern: 'code', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'ruleName', type: 'text', label: L('fillRule', 'ruleName'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'ruleClass', type: 'dict', label: L('fillRule', 'ruleClass'), dict: 'fill_rule_class', required: true, filterable: true },
    { name: 'ruleParams', type: 'text', label: L('fillRule', 'ruleParams'), maxLength: 2000 },
  ],
};

/** Generators a fill rule may name (server registry keys). */
export const FILL_RULE_CLASSES = ['serialNumber', 'orgCode'] as const;

/** System parameters; server code reads them through one accessor. Non-editable ones are read-only. */
export const paramResource: ResourceManifest = {
  key: 'sys_param',
  basePath: '/sys/param',
  defaultSort: { field: 'paramKey', order: 'asc' },
  perms: { list: Perm.paramList, edit: Perm.paramEdit },
  fields: [
    { name: 'paramKey', type: 'text', label: L('param', 'paramKey'), readonly: true, filterable: true, sortable: true },
    { name: 'paramValue', type: 'text', label: L('param', 'paramValue'), required: true, maxLength: 500, filterable: true },
    { name: 'description', type: 'text', label: L('param', 'description'), readonly: true },
    { name: 'editable', type: 'dict', label: L('param', 'editable'), dict: 'yn', readonly: true, filterable: true },
  ],
};

/** The four interface languages and whether users may pick them. */
export const languageResource: ResourceManifest = {
  key: 'sys_language',
  basePath: '/sys/language',
  defaultSort: { field: 'sortNo', order: 'asc' },
  perms: { list: Perm.languageList, edit: Perm.languageEdit },
  fields: [
    { name: 'code', type: 'text', label: L('language', 'code'), readonly: true, sortable: true },
    { name: 'name', type: 'text', label: L('language', 'name'), readonly: true },
    { name: 'enabled', type: 'dict', label: L('language', 'enabled'), dict: 'yn', required: true, filterable: true },
    { name: 'sortNo', type: 'int', label: L('language', 'sortNo'), readonly: true, sortable: true },
  ],
};

/** Read-only address list: one row per user and department of the current tenant. */
export const addressResource: ResourceManifest = {
  key: 'sys_address',
  basePath: '/sys/addressList',
  defaultSort: { field: 'realname', order: 'asc' },
  perms: { list: Perm.addressList },
  fields: [
    { name: 'realname', type: 'text', label: L('address', 'realname'), filterable: true, sortable: true, readonly: true },
    { name: 'username', type: 'text', label: L('address', 'username'), filterable: true, sortable: true, readonly: true },
    { name: 'departName', type: 'text', label: L('address', 'departName'), filterable: true, sortable: true, readonly: true },
    { name: 'positionName', type: 'text', label: L('address', 'positionName'), filterable: true, readonly: true },
    { name: 'phone', type: 'text', label: L('address', 'phone'), filterable: true, readonly: true },
    { name: 'email', type: 'text', label: L('address', 'email'), filterable: true, readonly: true },
  ],
};

/** Gateway routes: stored and validated (uri scheme, predicates and filters as JSON lists). */
export const gatewayRouteResource: ResourceManifest = {
  key: 'sys_gateway_route',
  basePath: '/sys/gatewayRoute',
  defaultSort: { field: 'routeId', order: 'asc' },
  perms: { list: Perm.gatewayList, add: Perm.gatewayEdit, edit: Perm.gatewayEdit, delete: Perm.gatewayEdit },
  fields: [
    { name: 'routeId', type: 'text', label: L('gateway', 'routeId'), pattern: 'code', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'name', type: 'text', label: L('gateway', 'name'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'uri', type: 'text', label: L('gateway', 'uri'), required: true, maxLength: 500 },
    { name: 'predicates', type: 'text', label: L('gateway', 'predicates'), maxLength: 4000, hideInTable: true },
    { name: 'filters', type: 'text', label: L('gateway', 'filters'), maxLength: 4000, hideInTable: true },
    { name: 'status', type: 'dict', label: L('gateway', 'status'), dict: 'valid_status', pattern: 'isValid', required: true, filterable: true },
  ],
};

/** External databases (PostgreSQL or SQLite); the password is encrypted at rest and never sent back. */
export const dataSourceResource: ResourceManifest = {
  key: 'sys_data_source',
  basePath: '/sys/dataSource',
  defaultSort: { field: 'code', order: 'asc' },
  perms: { list: Perm.dataSourceList, add: Perm.dataSourceEdit, edit: Perm.dataSourceEdit, delete: Perm.dataSourceEdit },
  fields: [
    { name: 'code', type: 'text', label: L('dataSource', 'code'), pattern: 'code', required: true, unique: true, filterable: true, sortable: true, createOnly: true },
    { name: 'name', type: 'text', label: L('dataSource', 'name'), required: true, maxLength: 100, filterable: true, sortable: true },
    { name: 'dbType', type: 'dict', label: L('dataSource', 'dbType'), dict: 'db_type', required: true, filterable: true },
    { name: 'url', type: 'text', label: L('dataSource', 'url'), required: true, maxLength: 500 },
    { name: 'username', type: 'text', label: L('dataSource', 'username'), maxLength: 100 },
    { name: 'password', type: 'password', label: L('dataSource', 'password'), maxLength: 200, writeOnly: true },
  ],
};

export const DB_TYPES = ['postgres', 'sqlite'] as const;
