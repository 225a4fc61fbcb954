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
  monitor2d3dChange: 'monitor:2d3d:change',
  monitorStationEdit: 'monitor:station:edit',
  monitorTransorderDelete: 'monitor:transorder:delete',
  monitorCallOrderDelete: 'monitor:callOrder:delete',
  templateAdd: 'transorderTemplate:add',
  templateEdit: 'transorderTemplate:edit',
  templateDelete: 'transorderTemplate:delete',

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
  dictList: 'system:dict:list',
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictDelete: 'system:dict:delete',
} as const;
export type PermCode = (typeof Perm)[keyof typeof Perm];

/** One entry of `auth` / `allAuth` of getUserPermissionByToken (SPEC §3 "Permission entry"). */
export interface PermissionEntry {
  readonly action: string;
  readonly describe: string;
  /** '1' shown/enforced element, '2' form-field rule: ignored by the console. */
  readonly type: string;
  /** In allAuth: '1' the rule is enforced, '0' it is switched off and everybody has it. */
  readonly status?: string;
}

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
