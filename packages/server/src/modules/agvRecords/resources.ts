import { adapterEquipmentServerResource, adapterServerResource } from './adapters.js';
import { freeChargeConfigServerResource, periodServerResource } from './charging.js';
import { agvLogServerResource, interfaceLogServerResource, transorderDetailServerResource, transorderSegmentServerResource } from './logs.js';
import { stationActionServerResource, stationActionStepServerResource } from './stationActions.js';
import { taskLockServerResource } from './taskLocks.js';
import { moduleServerResource, moduleStatusItemServerResource, moduleStatusLogServerResource, moduleStatusServerResource } from './serverModules.js';

/** Every AGV record on the generic routes, in the order of the contract's AGV_RECORD_RESOURCES. */
export const AGV_RECORD_SERVER_RESOURCES = [
  agvLogServerResource,
  stationActionServerResource,
  stationActionStepServerResource,
  interfaceLogServerResource,
  periodServerResource,
  freeChargeConfigServerResource,
  taskLockServerResource,
  adapterServerResource,
  adapterEquipmentServerResource,
  moduleServerResource,
  moduleStatusServerResource,
  moduleStatusItemServerResource,
  moduleStatusLogServerResource,
  transorderSegmentServerResource,
  transorderDetailServerResource,
];
