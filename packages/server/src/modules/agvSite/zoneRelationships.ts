import { zoneRelationshipResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { text } from './lookups.js';

/** Relations between two zones of the caller's tenant (docs/agv-pages.md "Zone relationship"). */
export const zoneRelationshipServerResource: ServerResource = {
  manifest: zoneRelationshipResource,
  table: 'zone_relationships',
  columns: { zoneId: 'zone_id', relatedZoneId: 'related_zone_id', relationType: 'relation_type', memo: 'memo', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: async (values, body, ctx, db) => {
    const zoneId = text(body['zoneId']) ?? '';
    const relatedId = text(body['relatedZoneId']) ?? '';
    const zones = await db.selectFrom('zones').select(['id', 'zone_code']).where('tenant_id', '=', ctx.auth.tenantId).where('id', 'in', [zoneId, relatedId]).execute();
    for (const id of [zoneId, relatedId]) if (!zones.some((z) => z.id === id)) throw businessError('fleet.zoneNotFound', { zoneId: id });
    if (zoneId === relatedId) throw businessError('agvSite.zoneRelatedToItself', { zoneCode: zones[0]!.zone_code });
    let taken = db
      .selectFrom('zone_relationships')
      .select('id')
      .where('zone_id', '=', zoneId)
      .where('related_zone_id', '=', relatedId)
      .where('relation_type', '=', body['relationType'] as 'Exclusive');
    if (ctx.mode === 'edit') taken = taken.where('id', '<>', String(body['id']));
    if (await taken.executeTakeFirst()) throw businessError('agvSite.relationExists');
    return values;
  },
  decorate: async (db, tenantId, rows) => {
    if (!rows.length) return [];
    const named = await db
      .selectFrom('zone_relationships as r')
      .innerJoin('zones as a', 'a.id', 'r.zone_id')
      .innerJoin('zones as b', 'b.id', 'r.related_zone_id')
      .select(['r.id', 'a.zone_code as zoneCode', 'b.zone_code as relatedZoneCode'])
      .where('r.tenant_id', '=', tenantId)
      .where('r.id', 'in', rows.map((r) => String(r['id'])))
      .execute();
    const byId = new Map(named.map((n) => [n.id, n]));
    return rows.map((r): Row => ({ ...r, zoneCode: byId.get(String(r['id']))?.zoneCode ?? null, relatedZoneCode: byId.get(String(r['id']))?.relatedZoneCode ?? null }));
  },
};
