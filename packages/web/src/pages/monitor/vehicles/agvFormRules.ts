import { Patterns } from '@agvs/contract';

/** The AGV dialog's fields (SPEC §3 AGV, edited in the §2 AGV edit dialog). */
export const AGV_FORM_FIELDS = [
  'agvUid',
  'agvCode',
  'agvName',
  'currentLayoutId',
  'groupId',
  'modelId',
  'agvType',
  'agvHeadType',
  'agvProtocol',
  'agvSpeed',
  'agvIp',
  'taskStrategy',
  'isValid',
  'isLock',
  'isAutoAllocation',
  'isCommunicationLog',
  'controlTaskType',
  'batteryLowLevel',
  'runOrderBatteryLevel',
  'freeBatteryLevel',
  'batteryFullLevel',
  'batteryFullTime',
  'chargeChangeTime',
  'currentDirection',
  'currentRotation',
  'agvImage',
  'agvImageSize',
] as const;
export type AgvFormField = (typeof AGV_FORM_FIELDS)[number];

/** SPEC §5 "AGV form": required fields; runOrderBatteryLevel and freeBatteryLevel follow batteryFullLevel. */
const REQUIRED: ReadonlySet<AgvFormField> = new Set<AgvFormField>([
  'currentLayoutId',
  'agvUid',
  'isValid',
  'agvType',
  'agvHeadType',
  'agvProtocol',
  'modelId',
  'agvSpeed',
  'batteryLowLevel',
  'batteryFullLevel',
  'runOrderBatteryLevel',
  'freeBatteryLevel',
  'isAutoAllocation',
  'agvIp',
  'isCommunicationLog',
  'batteryFullTime',
  'isLock',
  'taskStrategy',
  'agvImageSize',
]);

/** Longest text of the free-text ("varchar") fields, as the server accepts them. */
const VARCHAR_MAX: Partial<Record<AgvFormField, number>> = {
  agvUid: 64,
  agvName: 100,
  agvType: 32,
  agvHeadType: 32,
  agvProtocol: 32,
  taskStrategy: 32,
};

/** SPEC §5 format checks of the AGV form (varchar, isValid, double, int2, int3, ip, long). */
const FORMATS: Partial<Record<AgvFormField, RegExp>> = {
  agvCode: Patterns.code,
  isValid: Patterns.isValid,
  isLock: Patterns.isValid,
  isAutoAllocation: Patterns.isValid,
  isCommunicationLog: Patterns.isValid,
  agvSpeed: Patterns.double,
  currentRotation: Patterns.double,
  agvIp: Patterns.ip,
  batteryLowLevel: Patterns.int2,
  batteryFullLevel: Patterns.int3,
  runOrderBatteryLevel: Patterns.int3,
  freeBatteryLevel: Patterns.int3,
  agvImageSize: Patterns.int3,
  batteryFullTime: Patterns.long,
  chargeChangeTime: Patterns.long,
};

/** Battery levels are percentages. */
const PERCENT: ReadonlySet<AgvFormField> = new Set<AgvFormField>(['batteryLowLevel', 'batteryFullLevel', 'runOrderBatteryLevel', 'freeBatteryLevel']);

export type AgvFieldProblem = 'required' | 'format' | 'tooLong' | 'percent';

export function isRequiredAgvField(field: AgvFormField): boolean {
  return REQUIRED.has(field);
}

/** What is wrong with one field's value, or null. Empty optional fields are fine. */
export function checkAgvField(field: AgvFormField, value: unknown): AgvFieldProblem | null {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value).trim();
  if (text === '') return REQUIRED.has(field) ? 'required' : null;
  const max = VARCHAR_MAX[field];
  if (max !== undefined && text.length > max) return 'tooLong';
  const format = FORMATS[field];
  if (format && !format.test(text)) return 'format';
  if (PERCENT.has(field) && Number(text) > 100) return 'percent';
  return null;
}

/** The varchar bound of a field, for its message. */
export function maxLengthOf(field: AgvFormField): number | undefined {
  return VARCHAR_MAX[field];
}
