import { z } from 'zod';
import { SEGMENT_DIRECTIONS, SEGMENT_TYPES, STATION_TYPES, ZONE_TYPES } from './fleet.js';
import { Id } from './fields.js';
import { SiteCheckResult } from './publish.js';
import { Patterns } from '../patterns.js';

/*
 * The layout editor's draft (issue 13 "Layout editor", docs/site-authoring.md "The editor's calls"): the
 * whole draft of one layout read in one call and written back in one call, all or nothing. The
 * editor keeps its working copy in the browser (undo, redo, copy, paste) and saves it whole; the
 * server compares it with the stored draft row by row. A row without an id is new; a stored row
 * missing from the saved draft is deleted. The running fleet takes the draft only on publish.
 */

const coordinate = z.coerce.number().finite().min(0);
const positive = z.coerce.number().finite().positive();
const code = z.string().trim().regex(Patterns.code);
const name = z.string().trim().min(1).max(100);
/** A row id; null or absent: a row the editor created. */
const rowId = z.string().trim().min(1).max(64).nullish();

export const DraftStation = z.object({
  id: rowId,
  stationCode: code,
  stationName: name,
  type: z.enum(STATION_TYPES),
  mapX: coordinate,
  mapY: coordinate,
  /** map units: the station's drawn size (as station/add and the layout graph). */
  width: positive,
});
export type DraftStation = z.output<typeof DraftStation>;

/** A Bezier handle in map units. */
export const DraftPoint = z.object({ x: z.coerce.number().finite(), y: z.coerce.number().finite() });
export type DraftPoint = z.output<typeof DraftPoint>;

export const DraftSegment = z.object({
  id: rowId,
  srcStationCode: code,
  destStationCode: code,
  type: z.enum(SEGMENT_TYPES),
  direction: z.enum(SEGMENT_DIRECTIONS),
  /** Two handles for a Bezier segment, none for a straight one. */
  controlPoints: z.array(DraftPoint).max(2),
});
export type DraftSegment = z.output<typeof DraftSegment>;

export const DraftZone = z.object({
  id: rowId,
  zoneCode: code,
  zoneName: name,
  zoneType: z.enum(ZONE_TYPES),
  /** Its stations, in order. */
  stationCodes: z.array(code).max(10_000),
});
export type DraftZone = z.output<typeof DraftZone>;

/** A piece of equipment of the layout (equipment page) and the station it stands at, if any. */
export const DraftEquipment = z.object({
  id: Id,
  equipmentCode: z.string(),
  equipmentName: z.string(),
  stationCode: code.nullable(),
});
export type DraftEquipment = z.output<typeof DraftEquipment>;

/** Where the site drawing lies under the layout, in map units (its top left corner and size). */
export const DraftBackground = z.object({
  x: z.coerce.number().finite(),
  y: z.coerce.number().finite(),
  width: positive,
  height: positive,
  /** 0..1 */
  opacity: z.coerce.number().min(0).max(1),
});
export type DraftBackground = z.output<typeof DraftBackground>;

/** GET /agvserver/layout/draft {id}: the layout's draft as the editor draws it. */
export const LayoutDraftQuery = z.object({ id: Id });

export const LayoutDraft = z.object({
  layoutId: z.string(),
  mapId: z.string(),
  layoutCode: z.string(),
  layoutName: z.string(),
  width: z.number(),
  height: z.number(),
  mmPerUnit: z.number(),
  originX: z.number(),
  originY: z.number(),
  /** Counts every save; a save naming an older revision is refused (someone else saved in between). */
  revision: z.number().int(),
  /** The version the fleet runs; null before the first publish. */
  publishedVersion: z.number().int().nullable(),
  /** Whether the draft differs from the published version (something to publish). */
  unpublished: z.boolean(),
  /** The uploaded site drawing's type, null without one (fetched through layout/background). */
  backgroundType: z.string().nullable(),
  background: DraftBackground.nullable(),
  stations: z.array(DraftStation.extend({ id: z.string() })),
  segments: z.array(DraftSegment.extend({ id: z.string() })),
  zones: z.array(DraftZone.extend({ id: z.string() })),
  equipment: z.array(DraftEquipment),
});
export type LayoutDraft = z.output<typeof LayoutDraft>;

/** POST /agvserver/layout/saveDraft: the whole draft; refused with 409 when `revision` is not the stored one. */
export const SaveDraftRequest = z.object({
  id: Id,
  revision: z.coerce.number().int().min(0),
  width: positive,
  height: positive,
  mmPerUnit: positive,
  /** Absent or null: no drawing placed (the console drops null fields from bodies). */
  background: DraftBackground.nullish(),
  stations: z.array(DraftStation).max(20_000),
  segments: z.array(DraftSegment).max(40_000),
  zones: z.array(DraftZone).max(2_000),
  /** Where each of the layout's equipment stands; equipment not listed keeps its station. */
  equipment: z.array(DraftEquipment.pick({ id: true, stationCode: true })).max(5_000),
});
export type SaveDraftRequest = z.input<typeof SaveDraftRequest>;

/** The stored draft and the checks publishing would run on it. */
export const SaveDraftResult = z.object({ draft: LayoutDraft, check: SiteCheckResult });
export type SaveDraftResult = z.output<typeof SaveDraftResult>;

/** POST /agvserver/layout/background (multipart: field `file`, field `id`): PNG, JPEG or SVG up to 10 MB. */
export const BACKGROUND_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export const BACKGROUND_MAX_BYTES = 10 * 1024 * 1024;
export const BackgroundUploadResult = z.object({ layoutId: z.string(), backgroundType: z.enum(BACKGROUND_TYPES), bytes: z.number().int() });
export type BackgroundUploadResult = z.output<typeof BackgroundUploadResult>;

/** GET /agvserver/layout/background {id}: the image itself. */
export const BackgroundQuery = z.object({ id: Id });
/** POST /agvserver/layout/background/delete {id}: the drawing removed. */
export const BackgroundDeleteRequest = z.object({ id: Id });
