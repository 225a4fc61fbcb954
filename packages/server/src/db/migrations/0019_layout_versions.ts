import type { Kysely, Migration } from 'kysely';
import { publishFirstVersion } from '../../runtime/published-site.js';
import type { Database } from '../schema.js';

/**
 * Draft and publish (issue 13): every published version of a layout, numbered per layout, the
 * site as JSON. The running fleet drives on the latest one; the site tables become the draft.
 * Every layout that has stations is published as version 1 as it stands, so an existing
 * installation runs exactly what it ran before.
 */
export const layoutVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('layout_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('site', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('published_by', 'text')
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .addColumn('station_count', 'integer', (c) => c.notNull())
      .addColumn('segment_count', 'integer', (c) => c.notNull())
      .addColumn('zone_count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('layout_versions_layout_version').on('layout_versions').columns(['layout_id', 'version']).unique().execute();
    const site = db as unknown as Kysely<Database>;
    const layouts = await site
      .selectFrom('layouts')
      .select(['id', 'tenant_id'])
      .where((eb) => eb.exists(eb.selectFrom('stations').select('stations.id').whereRef('stations.layout_id', '=', 'layouts.id')))
      .execute();
    const now = Date.now();
    for (const l of layouts) await publishFirstVersion(site, l.tenant_id, l.id, now);
  },
};
