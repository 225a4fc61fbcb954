import type { Kysely } from 'kysely';
import type { Layout } from '@agvs/core';
import type { Database } from '../db/schema.js';
import { publishedVersion, siteLayoutOf } from './published-site.js';

/**
 * What the runtime knows of a layout besides the core graph: the map-unit scale and the
 * database ids behind core ids. Core station ids are station codes (unique in a layout), so
 * events name stations the way the console does; zones and segments keep their row ids.
 */
export interface SiteLayout {
  readonly layoutId: string;
  readonly tenantId: number;
  readonly mapId: string;
  readonly mmPerUnit: number;
  readonly layout: Layout;
  /** station code -> row (id, graph id) */
  readonly stations: ReadonlyMap<string, { readonly id: string; readonly graphId: number; readonly name: string }>;
  /** The published version (layout_versions.version) this is. */
  readonly version?: number;
}

/**
 * The layout's latest published version (layout_versions) as a core Layout, coordinates in mm;
 * undefined when the layout is unknown or was never published. The site tables are the draft
 * and are not read here (docs/site-authoring.md "Draft and publish").
 */
export async function loadSiteLayout(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<SiteLayout | undefined> {
  const row = await db.selectFrom('layouts').select(['id', 'map_id']).where('tenant_id', '=', tenantId).where('id', '=', layoutId).executeTakeFirst();
  if (!row) return undefined;
  const published = await publishedVersion(db, tenantId, layoutId);
  if (!published) return undefined;
  return { ...siteLayoutOf(tenantId, layoutId, row.map_id, published.site), version: published.version };
}
