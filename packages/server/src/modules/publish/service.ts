import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkSite, type LayoutChangeHold, type SiteFinding as CoreFinding } from '@agvs/core';
import type { LayoutHold, LayoutVersionRow, PublishResult, SiteCheckResult, SiteFinding } from '@agvs/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { businessError } from '../../errors.js';
import { publishedVersion, readDraft, siteLayoutOf, storeVersion, type PublishedSite } from '../../runtime/published-site.js';
import type { FleetRuntime } from '../../runtime/fleet-runtime.js';
import type { SiteLayout } from '../../runtime/site-layout.js';
import { writeDraft } from './write-draft.js';

/**
 * Footprint when no AGV model of the tenant gives its size, mm: a small pallet shuttle's width.
 * Documented in docs/site-authoring.md "Checks".
 */
export const DEFAULT_FOOTPRINT_MM = 600;

/**
 * The largest vehicle's footprint (mm) for the `tooClose` check: over the tenant's AGV models, the
 * circle each covers whatever its heading, i.e. the shorter side of its outline; any numeric
 * length/width columns the table has are read (selectAll), the default when none gives a size.
 */
export async function footprintOf(db: Kysely<Database>, tenantId: number): Promise<number> {
  const models = (await db.selectFrom('agv_models').selectAll().where('tenant_id', '=', tenantId).execute()) as unknown as Record<string, unknown>[];
  let best = 0;
  for (const m of models) {
    const sides = [m['length'], m['width']].map(Number).filter((n) => Number.isFinite(n) && n > 0);
    if (sides.length) best = Math.max(best, Math.min(...sides));
  }
  return best || DEFAULT_FOOTPRINT_MM;
}

interface Layout {
  readonly id: string;
  readonly mapId: string;
}

async function layoutOf(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<Layout> {
  const row = await db.selectFrom('layouts').select(['id', 'map_id']).where('tenant_id', '=', tenantId).where('id', '=', layoutId).executeTakeFirst();
  if (!row) throw businessError('publish.layoutNotFound', { layoutId });
  return { id: row.id, mapId: row.map_id };
}

/** The site as the runtime would run it; a draft the graph cannot be built from is refused. */
function siteOf(tenantId: number, layout: Layout, site: PublishedSite): SiteLayout {
  const s = siteLayoutOf(tenantId, layout.id, layout.mapId, site);
  const codes = new Set<string>();
  for (const st of site.stations) {
    if (codes.has(st.code)) throw businessError('publish.duplicateStation', { stationCode: st.code });
    codes.add(st.code);
  }
  return s;
}

function findingsOf(request: FastifyRequest, findings: readonly CoreFinding[], site: SiteLayout): SiteFinding[] {
  const segmentName = (id: string) => {
    const g = site.layout.segments.find((x) => x.id === id);
    return g ? `${g.from}-${g.to}` : id;
  };
  return findings.map((f) => ({
    rule: f.rule,
    severity: f.severity,
    stationCodes: [...f.stations],
    segmentIds: [...f.segments],
    message: request.t(`publish.rule.${f.rule}`, { stations: f.stations.join(', '), segments: f.segments.map(segmentName).join(', ') }),
  }));
}

async function check(app: FastifyInstance, request: FastifyRequest, tenantId: number, site: SiteLayout): Promise<{ footprint: number; findings: SiteFinding[] }> {
  const footprint = await footprintOf(app.db, tenantId);
  let found: CoreFinding[];
  try {
    found = checkSite(site.layout, { footprint });
  } catch (err) {
    throw businessError('publish.broken', { reason: err instanceof Error ? err.message : String(err) });
  }
  return { footprint, findings: findingsOf(request, found, site) };
}

/** POST layout/check: the draft's findings, nothing published. */
export async function checkDraft(app: FastifyInstance, request: FastifyRequest, tenantId: number, layoutId: string): Promise<SiteCheckResult> {
  const layout = await layoutOf(app.db, tenantId, layoutId);
  const draft = (await readDraft(app.db, tenantId, layoutId))!;
  const { footprint, findings } = await check(app, request, tenantId, siteOf(tenantId, layout, draft));
  return {
    layoutId,
    footprint,
    errors: findings.filter((f) => f.severity === 'error').length,
    warnings: findings.filter((f) => f.severity === 'warning').length,
    findings,
  };
}

function holdsOf(request: FastifyRequest, rt: FleetRuntime, holds: readonly LayoutChangeHold[]): LayoutHold[] {
  const segmentName = (id: string) => {
    const g = rt.site.layout.segments.find((x) => x.id === id);
    return g ? `${g.from}-${g.to}` : id;
  };
  return holds.map((h) => {
    const v = 'vehicle' in h ? rt.fleet.vehicles.find((x) => x.config.id === h.vehicle) : undefined;
    const o = 'order' in h ? rt.fleet.orders.find((x) => x.id === h.order) : undefined;
    const station = 'station' in h ? h.station : null;
    const segment = 'segment' in h ? h.segment : null;
    const params = { agv: v?.config.code ?? ('vehicle' in h ? h.vehicle : ''), order: o?.code ?? ('order' in h ? h.order : ''), station: station ?? '', segment: segment ? segmentName(segment) : '' };
    return {
      kind: h.kind,
      agvId: 'vehicle' in h ? h.vehicle : null,
      agvCode: v?.config.code ?? null,
      transorderId: 'order' in h ? h.order : null,
      transorderCode: o?.code ?? null,
      stationCode: station,
      segmentId: segment,
      message: request.t(`publish.hold.${h.kind}`, params),
    };
  });
}

export interface PublishOutcome {
  readonly result: PublishResult;
  /** Set when refused: the envelope's message. */
  readonly refusal?: string;
}

/**
 * Checks a site and makes it the layout's next version, running at once: the layout's fleet
 * moves onto it (FleetRuntime.replaceSite), or, for a layout that did not run yet, a fleet is
 * started on it. `asDraft` also writes it back to the site tables (a rollback), in the same
 * transaction as the version.
 */
export async function publishSite(
  app: FastifyInstance,
  request: FastifyRequest,
  p: { readonly tenantId: number; readonly layoutId: string; readonly site: PublishedSite; readonly by: string; readonly note: string | null; readonly asDraft: boolean },
): Promise<PublishOutcome> {
  const layout = await layoutOf(app.db, p.tenantId, p.layoutId);
  const next = siteOf(p.tenantId, layout, p.site);
  const { findings } = await check(app, request, p.tenantId, next);
  const errors = findings.filter((f) => f.severity === 'error');
  const refused = (holds: LayoutHold[], message: string): PublishOutcome => ({
    result: { layoutId: p.layoutId, published: false, version: null, findings: holds.length ? findings : errors, holds },
    refusal: message,
  });
  if (errors.length) return refused([], request.t('publish.refusedChecks', { count: errors.length, first: errors[0]!.message }));

  let version = 0;
  const store = async (trx: Parameters<Parameters<FleetRuntime['replaceSite']>[1]>[0]) => {
    const now = app.clock();
    version = await storeVersion(trx, { tenantId: p.tenantId, layoutId: p.layoutId, site: p.site, by: p.by, note: p.note, now });
    if (p.asDraft) await writeDraft(trx, p.tenantId, p.layoutId, p.site, now);
    return version;
  };
  const rt = app.fleets.get(p.tenantId, p.layoutId);
  if (rt) {
    const { holds } = await rt.replaceSite(next, store);
    if (holds.length) {
      const listed = holdsOf(request, rt, holds);
      return refused(listed, request.t('publish.refusedHolds', { count: listed.length, list: listed.slice(0, 5).map((h) => h.message).join('; ') }));
    }
  } else {
    await app.db.transaction().execute(store);
    // Starts the layout's fleet on the version just stored.
    await app.fleets.discover();
  }
  return { result: { layoutId: p.layoutId, published: true, version, findings, holds: [] } };
}

/** POST layout/publish: the draft as the next version. */
export async function publishDraft(app: FastifyInstance, request: FastifyRequest, tenantId: number, by: string, layoutId: string, note: string | null): Promise<PublishOutcome> {
  await layoutOf(app.db, tenantId, layoutId);
  const draft = (await readDraft(app.db, tenantId, layoutId))!;
  if (draft.stations.length === 0) throw businessError('publish.empty');
  return publishSite(app, request, { tenantId, layoutId, site: draft, by, note, asDraft: false });
}

/** POST layout/publishVersion: an older version published again as the next version, and made the draft. */
export async function republish(app: FastifyInstance, request: FastifyRequest, tenantId: number, by: string, layoutId: string, version: number, note: string | null): Promise<PublishOutcome> {
  await layoutOf(app.db, tenantId, layoutId);
  const old = await publishedVersion(app.db, tenantId, layoutId, version);
  if (!old) throw businessError('publish.versionNotFound', { version });
  return publishSite(app, request, { tenantId, layoutId, site: old.site, by, note: note ?? request.t('publish.rollbackNote', { version }), asDraft: true });
}

/** GET layout/versions: newest first. */
export async function versions(db: Kysely<Database>, tenantId: number, layoutId: string): Promise<LayoutVersionRow[]> {
  const rows = await db
    .selectFrom('layout_versions')
    .select(['version', 'published_at', 'published_by', 'note', 'station_count', 'segment_count', 'zone_count'])
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', layoutId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((r, i) => ({
    version: r.version,
    publishedAt: r.published_at,
    publishedBy: r.published_by,
    note: r.note,
    stationCount: r.station_count,
    segmentCount: r.segment_count,
    zoneCount: r.zone_count,
    current: i === 0,
  }));
}
