import { AgvUidQuery } from '../api/fleet.js';
import { VdaAdapterOverview, VdaFactsheetSummary } from '../api/vda.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** VDA 5050 master control (issue 14, docs/vda5050.md): what the adapter page shows of each vehicle. */
export const VdaCalls = defineCalls('vda5050', {
  /** The tenant's VDA 5050 vehicles with connection, last message time, message counts and factsheet. */
  adapterStatus: {
    method: 'GET',
    path: '/agvserver/adapter/vdaStatus',
    summary: 'Connection and traffic of each VDA 5050 vehicle',
    access: { perm: Perm.adapterList },
    response: VdaAdapterOverview,
  },
  /**
   * What one vehicle's last factsheet said (the AGV dialog); null when none came. Readable by
   * whoever may open the vehicle's record (queryByUid's permission).
   */
  vehicleFactsheet: {
    method: 'GET',
    path: '/agvserver/agv/vdaFactsheet',
    summary: "A VDA 5050 vehicle's last factsheet",
    access: { perm: Perm.monitorPublic },
    query: AgvUidQuery,
    response: VdaFactsheetSummary.nullable(),
  },
});
