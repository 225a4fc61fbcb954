import { z } from 'zod';
import { Patterns } from '../patterns.js';
import { Id } from './fields.js';
import { AGV_DIRECTIONS, CONTROL_TASK_TYPES } from './fleet-kinds.js';

/*
 * Vehicle records (SPEC §3 AGV): the AGV form of agv/add and agv/edit with its cross-field rules,
 * the record the vehicle calls answer, and the VDA 5050 topic names of a vehicle. Speeds are mm/s.
 */

const Text = (max: number) => z.string().trim().max(max);

/** GET /agvserver/agv/queryByUid */
export const AgvUidQuery = z.object({ agvUid: Id });

/** GET /agvserver/agv/queryByAgvCodeOrName: agvKey matches uid, code or name anywhere, ignoring case. */
export const AgvSearchQuery = z.object({
  agvKey: Text(64).optional(),
  agvName: Text(100).optional(),
  modelId: Id.optional(),
  currentLayoutId: Id.optional(),
});
export type AgvSearchQuery = z.input<typeof AgvSearchQuery>;

/**
 * A form value checked against a SPEC §5 pattern: the console sends numbers or text, the pattern
 * judges the text, the server keeps the number.
 */
const patterned = (pattern: RegExp) =>
  z
    .union([z.number(), z.string().trim().min(1)])
    .transform(String)
    .pipe(z.string().regex(pattern))
    .transform(Number);

const flag = patterned(Patterns.isValid);
/** Battery percentages: batteryLowLevel int2, the others the batteryFullLevel rule (int3, at most 100). */
const batteryLevel = patterned(Patterns.int3).pipe(z.number().max(100));
/** An optional level: left empty ('' or null, as queryByUid gives it back) it is stored as not set. */
const optionalBatteryLevel = z.union([batteryLevel, z.literal('').transform(() => null)]).nullish();

/** controlTaskType: a JSON list of { taskType } (SPEC §3); sent as the list or as its JSON text. */
const ControlTaskTypes = z
  .preprocess(
    (input, ctx) => {
      if (typeof input !== 'string') return input;
      if (input.trim() === '') return [];
      try {
        return JSON.parse(input) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', input, message: 'json', params: { message: 'fleet.controlTaskTypeInvalid' } });
        return z.NEVER;
      }
    },
    z.array(z.object({ taskType: z.enum(CONTROL_TASK_TYPES) })).max(CONTROL_TASK_TYPES.length),
  )
  .transform((list) => list.map((t) => ({ taskType: t.taskType })));

/** agvProtocol of a vehicle driven over VDA 5050 (MQTT). */
export const VDA5050_PROTOCOL = 'VDA5050';
/** VDA 5050 versions AGVS speaks; the first is the default. */
export const VDA_VERSIONS = ['2.0.0', '2.1.0'] as const;
export type VdaVersion = (typeof VDA_VERSIONS)[number];
/** interfaceName of a vehicle's topics unless given. */
export const VDA_DEFAULT_INTERFACE = 'uagv';
/** One MQTT topic level: VDA 5050 restricts them to these characters (no '/', '+' or '#'). */
const VdaTopicLevel = z.string().trim().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
/** A cleared text box: not given. */
const emptyAsNull = z.literal('').transform(() => null);

/** The AGV dialog's fields (SPEC §5 "AGV form"). */
const AgvFormFields = z.object({
  currentLayoutId: Id,
  agvUid: z.string().trim().min(1).max(64),
  agvCode: z.string().trim().regex(Patterns.code).optional(),
  agvName: Text(100).optional(),
  groupId: Id.nullish(),
  modelId: Id,
  isValid: flag,
  agvType: z.string().trim().min(1).max(32),
  agvHeadType: z.string().trim().min(1).max(32),
  agvProtocol: z.string().trim().min(1).max(32),
  agvSpeed: patterned(Patterns.positiveDouble),
  agvIp: z.string().trim().min(1).regex(Patterns.ip),
  isCommunicationLog: flag,
  taskStrategy: z.string().trim().min(1).max(32),
  isLock: flag,
  isAutoAllocation: flag,
  controlTaskType: ControlTaskTypes.optional(),
  batteryLowLevel: patterned(Patterns.int2),
  runOrderBatteryLevel: optionalBatteryLevel,
  freeBatteryLevel: optionalBatteryLevel,
  batteryFullLevel: batteryLevel,
  batteryFullTime: patterned(Patterns.long),
  chargeChangeTime: patterned(Patterns.long).nullish(),
  currentDirection: z.enum(AGV_DIRECTIONS).optional(),
  currentRotation: patterned(Patterns.double).optional(),
  agvImage: z.string().regex(/^[\w-]{1,60}\.(png|gif|jpg|svg)$/).optional(),
  agvImageSize: patterned(Patterns.int3),
  // VDA 5050 topic names (docs/vda5050.md): read only when agvProtocol is VDA5050.
  vdaManufacturer: VdaTopicLevel.nullish().or(emptyAsNull),
  vdaSerialNumber: VdaTopicLevel.nullish().or(emptyAsNull),
  vdaInterfaceName: VdaTopicLevel.optional().or(emptyAsNull),
  vdaVersion: z.enum(VDA_VERSIONS).optional(),
});

type AgvFormValues = z.output<typeof AgvFormFields>;

/** Levels must rise: forced charge <= run-order and idle-charge levels <= full level. */
function checkBatteryLevels(value: AgvFormValues, ctx: z.RefinementCtx): void {
  const low = value.batteryLowLevel;
  const full = value.batteryFullLevel;
  const issue = (path: keyof AgvFormValues) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'battery order', params: { message: 'fleet.batteryOrder' } });
  if (low > full) issue('batteryLowLevel');
  if (value.runOrderBatteryLevel != null && (value.runOrderBatteryLevel < low || value.runOrderBatteryLevel > full)) {
    issue('runOrderBatteryLevel');
  }
  if (value.freeBatteryLevel != null && (value.freeBatteryLevel < low || value.freeBatteryLevel > full)) {
    issue('freeBatteryLevel');
  }
}

/** A VDA 5050 vehicle needs its manufacturer and serial number: they name its MQTT topics. */
function checkVdaFields(value: AgvFormValues, ctx: z.RefinementCtx): void {
  if (value.agvProtocol !== VDA5050_PROTOCOL) return;
  for (const path of ['vdaManufacturer', 'vdaSerialNumber'] as const) {
    if (!value[path]) ctx.addIssue({ code: 'custom', path: [path], message: 'required for VDA5050', params: { message: 'fleet.vdaFieldRequired' } });
  }
}

/** Cross-field rules run only on a form whose fields passed their own checks. */
const whenFieldsValid = { when: (payload: { readonly issues: readonly unknown[] }) => payload.issues.length === 0 };

/**
 * POST /agvserver/agv/add. currentStationCode: the station of its layout where a simulated
 * vehicle starts (left out: a free parking or charging station; refused when taken or unknown).
 */
export const AgvAddRequest = AgvFormFields.extend({ currentStationCode: z.string().trim().max(64).nullish() })
  .superRefine(checkBatteryLevels, whenFieldsValid)
  .superRefine(checkVdaFields, whenFieldsValid);
export type AgvAddRequest = z.input<typeof AgvAddRequest>;

/** PUT /agvserver/agv/edit: the same form with the record's id. */
export const AgvEditRequest = AgvFormFields.extend({ id: Id }).superRefine(checkBatteryLevels, whenFieldsValid).superRefine(checkVdaFields, whenFieldsValid);
export type AgvEditRequest = z.input<typeof AgvEditRequest>;

/** SPEC §3 "AGV": a vehicle record as the vehicle calls answer it, with its model, group and brand names. */
export const Agv = z.object({
  id: z.string(),
  agvUid: z.string(),
  agvCode: z.string(),
  agvName: z.string(),
  mapId: z.string().nullable(),
  currentLayoutId: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  modelId: z.string(),
  modelName: z.string(),
  brandId: z.string().nullable(),
  agvType: z.string(),
  agvHeadType: z.string(),
  agvProtocol: z.string(),
  /** VDA 5050 topic names; manufacturer and serial number null unless the protocol is VDA5050. */
  vdaManufacturer: z.string().nullable(),
  vdaSerialNumber: z.string().nullable(),
  vdaInterfaceName: z.string(),
  vdaVersion: z.string(),
  /** mm/s */
  agvSpeed: z.number(),
  agvIp: z.string(),
  isValid: z.number(),
  isCommunicationLog: z.number(),
  taskStrategy: z.string(),
  isConnected: z.number(),
  /** 1 locked, 0 unlocked */
  isLock: z.number(),
  isAutoAllocation: z.number(),
  /** JSON list of { taskType } or '' when none; the console parses it. */
  controlTaskType: z.string(),
  batteryLowLevel: z.number(),
  runOrderBatteryLevel: z.number().nullable(),
  freeBatteryLevel: z.number().nullable(),
  batteryFullLevel: z.number(),
  /** minutes */
  batteryFullTime: z.number(),
  /** ms since epoch of the last charge status change */
  chargeChangeTime: z.number().nullable(),
  currentDirection: z.enum(AGV_DIRECTIONS),
  currentRotation: z.number(),
  agvImage: z.string(),
  agvImageSize: z.number(),
  /** Where the vehicle was last placed (the runtime keeps the live position). */
  currentStationCode: z.string().nullable(),
  updateTime: z.number(),
});
export type Agv = z.output<typeof Agv>;
