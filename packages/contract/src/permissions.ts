import { z } from 'zod';

/**
 * Permission codes (SPEC §6 and the system pages). The server checks them on every route;
 * the console removes elements whose code the user lacks.
 */
export const Perm = {
  monitorPublic: 'monitor:public',
  monitorTaskAdd: 'monitor:task:add',
  monitorOrderList: 'monitor:order:list',
  monitorAgvClose: 'monitor:agv:close',
  monitorAgvEdit: 'monitor:agv:edit',
  /** "Unloaded by hand": clears the load of a vehicle that carries one without an order. */
  monitorAgvUnload: 'monitor:agv:unload',
  monitor2d3dChange: 'monitor:2d3d:change',
  monitorStationEdit: 'monitor:station:edit',
  monitorTransorderDelete: 'monitor:transorder:delete',
  monitorCallOrderDelete: 'monitor:callOrder:delete',
  templateAdd: 'transorderTemplate:add',
  templateEdit: 'transorderTemplate:edit',
  templateDelete: 'transorderTemplate:delete',
  /** SPEC §4: a manually closed transport order back to Init. */
  transorderRecover: 'transorder:recover',
  /** SPEC §4: a new Init order from a finished (Complete/Close) one. */
  transorderCopy: 'transorder:copy',

  userList: 'system:user:list',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userDelete: 'system:user:delete',
  userFreeze: 'system:user:frozen',
  userResetPassword: 'system:user:password',
  userRecover: 'system:user:recover',
  userExport: 'system:user:export',
  userImport: 'system:user:import',
  departList: 'system:depart:list',
  roleList: 'system:role:list',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  roleDelete: 'system:role:delete',
  roleAuthorize: 'system:role:authorize',
  permissionList: 'system:permission:list',
  permissionAdd: 'system:permission:add',
  permissionEdit: 'system:permission:edit',
  permissionDelete: 'system:permission:delete',
  dictList: 'system:dict:list',
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictDelete: 'system:dict:delete',
  noticeList: 'system:notice:list',
  noticeAdd: 'system:notice:add',
  noticeEdit: 'system:notice:edit',
  noticeDelete: 'system:notice:delete',
  noticePublish: 'system:notice:publish',
  msgTemplateList: 'system:msgTemplate:list',
  msgTemplateAdd: 'system:msgTemplate:add',
  msgTemplateEdit: 'system:msgTemplate:edit',
  msgTemplateDelete: 'system:msgTemplate:delete',
  msgTemplateTest: 'system:msgTemplate:test',
  messageList: 'system:message:list',
  messageDelete: 'system:message:delete',
  messageResend: 'system:message:resend',
  jobList: 'system:job:list',
  jobAdd: 'system:job:add',
  jobEdit: 'system:job:edit',
  jobDelete: 'system:job:delete',
  jobRun: 'system:job:run',
  // System pages of migration 0007 (departments, tenants, rules, parameters, sources...).
  departAdd: 'system:depart:add',
  departEdit: 'system:depart:edit',
  departDelete: 'system:depart:delete',
  departUsers: 'system:depart:users',
  positionList: 'system:position:list',
  positionEdit: 'system:position:edit',
  tenantList: 'system:tenant:list',
  tenantEdit: 'system:tenant:edit',
  deviceUserList: 'system:deviceUser:list',
  deviceUserEdit: 'system:deviceUser:edit',
  dataRuleList: 'system:dataRule:list',
  dataRuleEdit: 'system:dataRule:edit',
  categoryList: 'system:category:list',
  categoryEdit: 'system:category:edit',
  checkRuleList: 'system:checkRule:list',
  checkRuleEdit: 'system:checkRule:edit',
  fillRuleList: 'system:fillRule:list',
  fillRuleEdit: 'system:fillRule:edit',
  paramList: 'system:param:list',
  paramEdit: 'system:param:edit',
  languageList: 'system:language:list',
  languageEdit: 'system:language:edit',
  addressList: 'system:address:list',
  gatewayList: 'system:gateway:list',
  gatewayEdit: 'system:gateway:edit',
  dataSourceList: 'system:dataSource:list',
  dataSourceEdit: 'system:dataSource:edit',
  // Administration of migration 0008: logs, log level, OSS files, monitoring, Grafana.
  logList: 'system:log:list',
  logLevel: 'system:log:level',
  ossList: 'system:oss:list',
  ossUpload: 'system:oss:upload',
  ossDelete: 'system:oss:delete',
  serverMonitor: 'system:monitor:view',
  grafanaView: 'system:grafana:view',
  /** The four reports of SPEC §2 (getRpColumns, getQueryInfo, getData). */
  reportView: 'report:view',
  /** Licence record and the machine's information (SPEC §7 "Licence"). */
  licenseView: 'system:license:view',
  licenseImport: 'system:license:import',
  /** LIF (VDMA Layout Interchange Format): a new map from a file, and a map as a file. */
  mapImport: 'agv:map:import',
  mapExport: 'agv:map:export',
} as const;
export type PermCode = (typeof Perm)[keyof typeof Perm];

/** One entry of `auth` / `allAuth` of getUserPermissionByToken (SPEC §3 "Permission entry": action, type, status). */
export const PermissionEntry = z.object({
  /** The permission code, e.g. monitor:agv:edit. */
  action: z.string(),
  /** Its title in the caller's language (not in the SPEC's list). */
  describe: z.string(),
  /** '1' shown/enforced element, '2' form-field rule: ignored by the console. */
  type: z.string(),
  /** In allAuth: '1' the rule is enforced, '0' it is switched off and everybody has it. */
  status: z.string().optional(),
});
export type PermissionEntry = z.output<typeof PermissionEntry>;

/**
 * The console's rule (SPEC §6): a code is granted when the user's own list has it, or when the
 * full list carries it with status '0' (the rule is switched off). Entries of type '2' are ignored.
 */
export function hasPermission(
  code: string,
  auth: readonly PermissionEntry[],
  allAuth: readonly PermissionEntry[],
): boolean {
  if (auth.some((p) => p.action === code && p.type !== '2')) return true;
  return allAuth.some((p) => p.action === code && p.type !== '2' && p.status === '0');
}
