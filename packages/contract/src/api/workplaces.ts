import { z } from 'zod';
import { Code, Id } from './fields.js';
import { CallOrderDetailLine } from './orders.js';

/*
 * Workplaces and their call pads (issue 16, docs/workplaces.md): a workplace at a line has
 * stations and one-touch call buttons; a tablet at the workplace (a device user bound to it)
 * presses them and follows each call until a vehicle has done it.
 */

/** What a button does: bring material to the workplace's station, or take an empty container away. */
export const WORKPLACE_ACTIONS = ['callMaterial', 'sendEmpty'] as const;
export type WorkplaceAction = (typeof WORKPLACE_ACTIONS)[number];

/** How often the pad refreshes its calls (ms): a worker sees a vehicle set off within seconds. */
export const PAD_POLL_MS = 2_500;

/** The pad page's query parameter that may carry the device token (the path is the other place). */
export const PAD_TOKEN_PARAM = 'token';

const Label = z.string().trim().min(1).max(40);

/** One button as the planner sets it up. */
export const WorkplaceButtonInput = z
  .object({
    label: Label,
    action: z.enum(WORKPLACE_ACTIONS),
    /** The workplace's station the button serves (material arrives here, or empties leave from here). */
    stationCode: Code,
    /** callMaterial: where the material comes from. */
    srcStationCode: Code.nullish(),
    /** sendEmpty: where the empty goes, a station or a zone. */
    destStationCode: Code.nullish(),
    destZoneId: Id.nullish(),
    priority: z.coerce.number().int().min(1).max(40).default(1),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'callMaterial' && !b.srcStationCode) ctx.addIssue({ code: 'custom', path: ['srcStationCode'], message: 'required' });
    if (b.action === 'sendEmpty' && !b.destStationCode && !b.destZoneId) ctx.addIssue({ code: 'custom', path: ['destStationCode'], message: 'required' });
  });
export type WorkplaceButtonInput = z.input<typeof WorkplaceButtonInput>;

export const WorkplaceButton = z.object({
  id: z.string(),
  label: z.string(),
  action: z.enum(WORKPLACE_ACTIONS),
  stationCode: z.string(),
  srcStationCode: z.string().nullable(),
  destStationCode: z.string().nullable(),
  destZoneId: z.string().nullable(),
  priority: z.number(),
});
export type WorkplaceButton = z.output<typeof WorkplaceButton>;

/** POST /agvserver/workplace/save: creates (no id) or replaces a workplace with its buttons. */
export const WorkplaceSave = z.object({
  id: Id.nullish(),
  workplaceCode: Code,
  workplaceName: z.string().trim().min(1).max(100),
  layoutId: Id,
  stationCodes: z.array(Code).min(1).max(20),
  deviceUserId: Id.nullish(),
  memo: z.string().max(500).nullish(),
  buttons: z.array(WorkplaceButtonInput).max(12).default([]),
});
export type WorkplaceSave = z.input<typeof WorkplaceSave>;

export const Workplace = z.object({
  id: z.string(),
  workplaceCode: z.string(),
  workplaceName: z.string(),
  layoutId: z.string(),
  layoutName: z.string().nullable(),
  stationCodes: z.array(z.string()),
  deviceUserId: z.string().nullable(),
  deviceUsername: z.string().nullable(),
  memo: z.string().nullable(),
  buttons: z.array(WorkplaceButton),
});
export type Workplace = z.output<typeof Workplace>;

/** What the workplace form offers: the tenant's layouts and its device users with the workplace each is bound to. */
export const WorkplaceOptions = z.object({
  layouts: z.array(z.object({ id: z.string(), name: z.string() })),
  devices: z.array(z.object({ id: z.string(), username: z.string(), realname: z.string().nullable(), workplaceId: z.string().nullable() })),
});
export type WorkplaceOptions = z.output<typeof WorkplaceOptions>;

export const WorkplaceIdQuery = z.object({ id: Id });

/** Where a pad's call stands: the four steps the pad shows, or closed (cancelled or ended without delivery). */
export const PAD_STAGES = ['called', 'transport', 'onTheWay', 'done', 'closed'] as const;
export type PadStage = (typeof PAD_STAGES)[number];

export const PadCall = z.object({
  /** Id of the call order. */
  id: z.string(),
  callOrderCode: z.string(),
  taskId: z.string().nullable(),
  taskCode: z.string().nullable(),
  label: z.string(),
  action: z.enum(WORKPLACE_ACTIONS),
  stage: z.enum(PAD_STAGES),
  transorderStatus: z.string().nullable(),
  agvName: z.string().nullable(),
  createdAt: z.number(),
  /** The transport order's stops (the lines of GET /customserver/wx/callOrderDetail). */
  stops: z.array(CallOrderDetailLine),
});
export type PadCall = z.output<typeof PadCall>;

/** What the pad shows: its workplace, its buttons and its recent calls (open first). */
export const PadView = z.object({
  workplaceCode: z.string(),
  workplaceName: z.string(),
  layoutName: z.string().nullable(),
  buttons: z.array(z.object({ id: z.string(), label: z.string(), action: z.enum(WORKPLACE_ACTIONS) })),
  calls: z.array(PadCall),
  at: z.number(),
});
export type PadView = z.output<typeof PadView>;

export const PadPress = z.object({ buttonId: Id });
export const PadCancel = z.object({ id: Id });
