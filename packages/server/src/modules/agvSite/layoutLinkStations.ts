import { layoutLinkStationResource } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { assertCodeFree, layoutOf, stationIdOf, text } from './lookups.js';
import { stationCodes } from './names.js';

/** Pairs of stations, one in each of two layouts, where vehicles pass between the layouts (a lift, a door). */
export const layoutLinkStationServerResource: ServerResource = {
  manifest: layoutLinkStationResource,
  table: 'layout_link_stations',
  columns: { linkCode: 'link_code', linkName: 'link_name', layoutId: 'layout_id', linkLayoutId: 'link_layout_id', memo: 'memo', createTime: 'created_at' },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: async (values, body, ctx, db) => {
    const tenantId = ctx.auth.tenantId;
    const layout = await layoutOf(db, tenantId, text(body['layoutId']) ?? '');
    const linkLayout = await layoutOf(db, tenantId, text(body['linkLayoutId']) ?? '');
    if (layout.id === linkLayout.id) throw businessError('agvSite.linkSameLayout', { layoutCode: layout.layout_code });
    const exceptId = ctx.mode === 'edit' ? String(body['id']) : undefined;
    await assertCodeFree(db, { table: 'layout_link_stations', column: 'link_code', scope: { tenant_id: tenantId } }, 'linkCode', String(body['linkCode']), exceptId);
    return {
      ...values,
      station_id: await stationIdOf(db, tenantId, layout.id, String(body['stationCode'])),
      link_station_id: await stationIdOf(db, tenantId, linkLayout.id, String(body['linkStationCode'])),
    };
  },
  decorate: async (db, tenantId, rows) => {
    if (!rows.length) return [];
    const stored = await db
      .selectFrom('layout_link_stations as k')
      .innerJoin('layouts as a', 'a.id', 'k.layout_id')
      .innerJoin('layouts as b', 'b.id', 'k.link_layout_id')
      .select(['k.id', 'k.station_id', 'k.link_station_id', 'a.layout_name', 'b.layout_name as link_layout_name'])
      .where('k.tenant_id', '=', tenantId)
      .where('k.id', 'in', rows.map((r) => String(r['id'])))
      .execute();
    const codes = await stationCodes(db, stored.flatMap((s) => [s.station_id, s.link_station_id]));
    const byId = new Map(stored.map((s) => [s.id, s]));
    return rows.map((r): Row => {
      const s = byId.get(String(r['id']));
      return {
        ...r,
        layoutName: s?.layout_name ?? null,
        linkLayoutName: s?.link_layout_name ?? null,
        stationCode: s ? codes.get(s.station_id)?.code ?? null : null,
        linkStationCode: s ? codes.get(s.link_station_id)?.code ?? null : null,
      };
    });
  },
};
