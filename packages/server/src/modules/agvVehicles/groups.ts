import { agvGroupResource } from '@agvs/contract';
import { loose, type ServerResource } from '../../resources/definition.js';
import { countsBy, refuseWhileHeld } from './holders.js';
import { checkLinks, namesOf, referencesOf, type Link } from './references.js';

const LINKS: readonly Link[] = [
  { field: 'groupClassId', target: 'agv_group_classes' },
  { field: 'mapId', target: 'maps' },
];

/** AGV groups (dispatching picks vehicles by group); a group with vehicles cannot be deleted. */
export const agvGroupServerResource: ServerResource = {
  manifest: agvGroupResource,
  table: 'agv_groups',
  columns: { groupCode: 'group_code', groupName: 'group_name', groupClassId: 'group_class_id', mapId: 'map_id', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  references: referencesOf(LINKS),
  afterWrite: (trx, _id, body, ctx) => checkLinks(trx, ctx.auth.tenantId, body, LINKS),
  beforeDelete: (trx, ids) => refuseWhileHeld(trx, ids, { table: 'agvs', column: 'group_id', label: 'agv_code' }, 'agvVehicles.groupHasVehicles'),
  decorate: async (db, tenantId, rows) => {
    const classes = await namesOf(loose(db), 'agv_group_classes', 'class_name', tenantId, rows.map((r) => r['groupClassId']));
    const maps = await namesOf(loose(db), 'maps', 'map_name', tenantId, rows.map((r) => r['mapId']));
    const counts = await countsBy(loose(db), 'agvs', 'group_id', tenantId, rows.map((r) => String(r['id'])));
    return rows.map((r) => ({
      ...r,
      groupClassName: classes.get(String(r['groupClassId'])) ?? null,
      mapName: maps.get(String(r['mapId'])) ?? null,
      agvCount: counts.get(String(r['id'])) ?? 0,
    }));
  },
};
