import { z } from 'zod';
import { Id } from './fields.js';

/*
 * Draft and publish of a layout (issue 13, docs/site-authoring.md "Draft and publish"). The site
 * tables are the draft; publishing stores it as the layout's next numbered version and moves the
 * running fleet onto it.
 */

/** The checks a draft goes through before it is published (core site-checks). */
export const SITE_RULES = ['tooClose', 'crossing', 'isolated', 'unreachable', 'deadEnd', 'noCharger', 'noRouteFromCharger', 'chargerUnreachable'] as const;
export type SiteRule = (typeof SITE_RULES)[number];

/** POST /agvserver/layout/publish: the layout id, and a note kept with the version. */
export const PublishRequest = z.object({ id: Id, note: z.string().trim().max(500).optional() });
export type PublishRequest = z.input<typeof PublishRequest>;

/** POST /agvserver/layout/check: the layout id. */
export const CheckRequest = z.object({ id: Id });

/** POST /agvserver/layout/publishVersion: publish an older version again (a rollback). */
export const PublishVersionRequest = z.object({ layoutId: Id, version: z.coerce.number().int().min(1).max(2_147_483_647), note: z.string().trim().max(500).optional() });
export type PublishVersionRequest = z.input<typeof PublishVersionRequest>;

export const LayoutVersionsQuery = z.object({ layoutId: Id });

/** One finding of the checks: error refuses the publish, warning does not. */
export const SiteFinding = z.object({
  rule: z.enum(SITE_RULES),
  severity: z.enum(['error', 'warning']),
  stationCodes: z.array(z.string()),
  /** Segment row ids. */
  segmentIds: z.array(z.string()),
  /** The finding in the caller's language. */
  message: z.string(),
});
export type SiteFinding = z.infer<typeof SiteFinding>;

export const SiteCheckResult = z.object({
  layoutId: z.string(),
  /** mm: the largest vehicle's footprint the station distances were checked against. */
  footprint: z.number(),
  errors: z.number().int(),
  warnings: z.number().int(),
  findings: z.array(SiteFinding),
});
export type SiteCheckResult = z.infer<typeof SiteCheckResult>;

/** Something in the running fleet the new version would take away. */
export const LayoutHold = z.object({
  /** vehicleStationMoved: the version moves the station a vehicle stands on (beyond rounding). */
  kind: z.enum(['vehicleStation', 'vehicleStationMoved', 'vehicleSegment', 'orderStation', 'orderSegment']),
  agvId: z.string().nullable(),
  agvCode: z.string().nullable(),
  transorderId: z.string().nullable(),
  transorderCode: z.string().nullable(),
  stationCode: z.string().nullable(),
  segmentId: z.string().nullable(),
  /** The hold in the caller's language. */
  message: z.string(),
});
export type LayoutHold = z.infer<typeof LayoutHold>;

/**
 * The answer of publish and publishVersion. Refused (success false, the message says why):
 * published false, the findings that are errors or the holds listed; nothing changed.
 */
export const PublishResult = z.object({
  layoutId: z.string(),
  published: z.boolean(),
  /** The new version's number; null when refused. */
  version: z.number().int().nullable(),
  findings: z.array(SiteFinding),
  holds: z.array(LayoutHold),
});
export type PublishResult = z.infer<typeof PublishResult>;

export const LayoutVersionRow = z.object({
  version: z.number().int(),
  publishedAt: z.number(),
  /** null: published by the installation itself (migration, seed, LIF import). */
  publishedBy: z.string().nullable(),
  note: z.string().nullable(),
  stationCount: z.number().int(),
  segmentCount: z.number().int(),
  zoneCount: z.number().int(),
  /** The version the fleet runs (the latest). */
  current: z.boolean(),
});
export type LayoutVersionRow = z.infer<typeof LayoutVersionRow>;
