import type { Kysely, Migration } from 'kysely';

/**
 * The two site tables the AGV pages add (issue 13): zone relationships and layout link stations.
 * Rows go with the zones, stations and layouts they name.
 */
export const siteLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('zone_relationships')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('zone_id', 'text', (c) => c.notNull().references('zones.id').onDelete('cascade'))
      .addColumn('related_zone_id', 'text', (c) => c.notNull().references('zones.id').onDelete('cascade'))
      .addColumn('relation_type', 'text', (c) => c.notNull())
      .addColumn('memo', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('zone_relationships_pair', ['zone_id', 'related_zone_id', 'relation_type'])
      .execute();
    await db.schema.createIndex('zone_relationships_tenant').on('zone_relationships').column('tenant_id').execute();
    await db.schema.createIndex('zone_relationships_related').on('zone_relationships').column('related_zone_id').execute();

    await db.schema
      .createTable('layout_link_stations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('link_code', 'text', (c) => c.notNull())
      .addColumn('link_name', 'text', (c) => c.notNull())
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('station_id', 'text', (c) => c.notNull().references('stations.id').onDelete('cascade'))
      .addColumn('link_layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('link_station_id', 'text', (c) => c.notNull().references('stations.id').onDelete('cascade'))
      .addColumn('memo', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('layout_link_stations_code', ['tenant_id', 'link_code'])
      .execute();
    await db.schema.createIndex('layout_link_stations_station').on('layout_link_stations').column('station_id').execute();
    await db.schema.createIndex('layout_link_stations_link_station').on('layout_link_stations').column('link_station_id').execute();
  },
};
