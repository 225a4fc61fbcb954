import type { ResourceManifest } from '../resources/types.js';
import { templateResource } from '../api/templates.js';
import { jobLogResource, jobResource } from '../resources/jobs.js';
import { AGV_RECORD_RESOURCES } from '../resources/agvRecords.js';
import { agvTaskResource } from '../resources/agvTasks.js';
import { VEHICLE_SIDE_RESOURCES } from '../resources/agvVehicles.js';
import { SITE_RESOURCES } from '../resources/agvSite.js';
import { WMS_RESOURCES } from '../resources/warehouse.js';
import { LINESIDE_RESOURCES } from '../resources/lineside.js';
import { dataLogResource, loginLogResource, operationLogResource, ossFileResource, userLogResource } from '../resources/logs.js';
import { announcementResource, messageResource, msgTemplateResource } from '../resources/notices.js';
import { dictItemResource, dictResource, roleResource, userResource } from '../resources/system.js';
import {
  addressResource,
  categoryResource,
  checkRuleResource,
  dataRuleResource,
  dataSourceResource,
  departResource,
  deviceUserResource,
  fillRuleResource,
  gatewayRouteResource,
  languageResource,
  paramResource,
  positionResource,
  tenantResource,
} from '../resources/systemExtra.js';
import type { CallDef } from './define.js';
import { resourceCalls } from './resources.js';

/*
 * Apart from resources.ts so that a console page asking for one entity's calls does not pull
 * every manifest into its bundle (the sign-in page among them).
 */

/** Every entity served by the generic calls (SPEC §7 "Generic list"): the server registers exactly these. */
export const SERVED_RESOURCES: readonly ResourceManifest[] = [
  userResource,
  roleResource,
  dictResource,
  dictItemResource,
  departResource,
  positionResource,
  tenantResource,
  deviceUserResource,
  dataRuleResource,
  categoryResource,
  checkRuleResource,
  fillRuleResource,
  paramResource,
  languageResource,
  addressResource,
  gatewayRouteResource,
  dataSourceResource,
  announcementResource,
  msgTemplateResource,
  messageResource,
  jobResource,
  jobLogResource,
  loginLogResource,
  operationLogResource,
  dataLogResource,
  userLogResource,
  ossFileResource,
  templateResource,
  ...VEHICLE_SIDE_RESOURCES,
  ...AGV_RECORD_RESOURCES,
  agvTaskResource,
  ...SITE_RESOURCES,
  ...WMS_RESOURCES,
  ...LINESIDE_RESOURCES,
];

/** The calls of every served entity, flat. */
export function declaredResourceCalls(): CallDef[] {
  return SERVED_RESOURCES.flatMap((m) => Object.values(resourceCalls(m)).filter((c): c is NonNullable<typeof c> => c !== undefined) as CallDef[]);
}
